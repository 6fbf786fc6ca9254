package org.drivebench.core.io;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

import org.eclipse.jdt.annotation.Nullable;

/**
 * DriveBench's version, as the build stamped it into the core bundle's manifest (Bundle-Version, e.g.
 * 0.1.0.202612041617): what exports name as the program that made them. Read from the bundle's jar in
 * the product, from the bundle's folder when the classes run from a build's output.
 */
public final class ProductVersion {
	private static final String UNKNOWN = "unknown";
	private static volatile @Nullable String version;

	private ProductVersion() {
	}

	/** The version, or "unknown" when no manifest says it. */
	public static String current() {
		String known = version;
		if (known == null) {
			known = read();
			version = known;
		}
		return known;
	}

	private static String read() {
		try {
			Manifest manifest = fromCodeSource();
			if (manifest == null) {
				// in the OSGi framework: the bundle's class loader finds its own bundle's manifest
				ClassLoader loader = ProductVersion.class.getClassLoader();
				URL own = loader == null ? null : loader.getResource("META-INF/MANIFEST.MF");
				if (own != null) {
					try (InputStream in = own.openStream()) {
						Manifest found = new Manifest(in);
						manifest = "org.drivebench.core".equals(symbolicName(found)) ? found : null;
					}
				}
			}
			String v = manifest == null ? null : manifest.getMainAttributes().getValue("Bundle-Version");
			return v == null || v.isBlank() ? UNKNOWN : v.strip();
		} catch (IOException | RuntimeException e) {
			return UNKNOWN; // a version is worth a note, never a failed export
		}
	}

	/** The manifest beside the classes when they are a jar or a build's folder of this bundle, else null. */
	private static @Nullable Manifest fromCodeSource() throws IOException {
		try {
			URL location = ProductVersion.class.getProtectionDomain().getCodeSource().getLocation();
			if (location == null || !"file".equals(location.getProtocol())) {
				return null;
			}
			Path path = Path.of(location.toURI());
			Manifest manifest = null;
			if (Files.isRegularFile(path)) {
				try (JarFile jar = new JarFile(path.toFile())) {
					manifest = jar.getManifest();
				}
			} else {
				// a build's output folder (bundle/target/classes): the bundle's own manifest two levels up
				for (Path dir = path; dir != null && manifest == null; dir = dir.getParent()) {
					Path file = dir.resolve("META-INF/MANIFEST.MF");
					if (Files.isRegularFile(file)) {
						try (InputStream in = Files.newInputStream(file)) {
							manifest = new Manifest(in);
						}
					}
				}
			}
			boolean ours = manifest != null && "org.drivebench.core".equals(symbolicName(manifest));
			return ours ? manifest : null;
		} catch (URISyntaxException | RuntimeException e) {
			return null;
		}
	}

	private static @Nullable String symbolicName(Manifest manifest) {
		String name = manifest.getMainAttributes().getValue("Bundle-SymbolicName");
		return name == null ? null : name.split(";")[0].strip();
	}
}
