import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Enumeration;
import java.util.Locale;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * The jar half of library-bench.sh: copies a jar without its signature files (META-INF/*.SF, *.RSA,
 * *.DSA, *.EC), everything else as it is, manifest included. Without them the JVM's class path loader
 * checks no signature, as Equinox's bundle class loader does not either (see the script's header).
 * {@code java UnsignedJar.java <signed jar> <copy to write> [<signed jar> <copy to write> ...]}; each copy
 * appears whole or not at all.
 */
public final class UnsignedJar {
	private UnsignedJar() {
	}

	static boolean isSignatureFile(String name) {
		String upper = name.toUpperCase(Locale.ROOT);
		if (!upper.startsWith("META-INF/") || upper.indexOf('/', "META-INF/".length()) >= 0) {
			return false;
		}
		return upper.endsWith(".SF") || upper.endsWith(".RSA") || upper.endsWith(".DSA") || upper.endsWith(".EC");
	}

	public static void main(String[] args) throws IOException {
		if (args.length == 0 || args.length % 2 != 0) {
			System.err.println("usage: java UnsignedJar.java <signed jar> <copy to write> [...]");
			System.exit(2);
		}
		for (int i = 0; i < args.length; i += 2) {
			copyWithoutSignature(Path.of(args[i]), Path.of(args[i + 1]));
		}
	}

	private static void copyWithoutSignature(Path source, Path target) throws IOException {
		Path partial = target.resolveSibling(target.getFileName() + ".partial");
		try (ZipFile in = new ZipFile(source.toFile());
				OutputStream file = Files.newOutputStream(partial);
				ZipOutputStream out = new ZipOutputStream(file)) {
			Enumeration<? extends ZipEntry> entries = in.entries();
			while (entries.hasMoreElements()) {
				ZipEntry entry = entries.nextElement();
				if (isSignatureFile(entry.getName())) {
					continue;
				}
				ZipEntry copy = new ZipEntry(entry.getName());
				copy.setTime(entry.getTime());
				out.putNextEntry(copy);
				try (InputStream data = in.getInputStream(entry)) {
					data.transferTo(out);
				}
				out.closeEntry();
			}
		} catch (IOException e) {
			Files.deleteIfExists(partial);
			throw new IOException("cannot copy " + source + " without its signature: " + e.getMessage(), e);
		}
		Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
	}
}
