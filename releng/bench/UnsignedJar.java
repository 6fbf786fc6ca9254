import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * The jar half of library-bench.sh: the class path of the given jars, each signed one replaced by a copy
 * without its signature files (META-INF/*.SF, *.RSA, *.DSA, *.EC; everything else as it is, manifest
 * included). Without them the JVM's class path loader checks no signature, as Equinox's bundle class
 * loader does not either (see the script's header). A copy is made once into the cache folder, named by
 * the jar's name, size and time, so a new build's jar gets a new copy; a copy appears whole or not at all.
 * {@code java UnsignedJar.java <cache folder> <jar> [<jar> ...]} prints the class path, ':' between jars.
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
		if (args.length < 2) {
			System.err.println("usage: java UnsignedJar.java <cache folder> <jar> [<jar> ...]");
			System.exit(2);
		}
		Path cache = Files.createDirectories(Path.of(args[0]));
		List<String> classPath = new ArrayList<>();
		int copied = 0;
		for (int i = 1; i < args.length; i++) {
			Path jar = Path.of(args[i]);
			if (!isSigned(jar)) {
				classPath.add(jar.toString());
				continue;
			}
			String name = jar.getFileName().toString().replaceFirst("\\.jar$", "");
			Path copy = cache.resolve(name + "-" + Files.size(jar) + "-" + Files.getLastModifiedTime(jar).toMillis() + ".jar");
			if (!Files.isRegularFile(copy)) {
				removeEarlierCopies(cache, name, copy);
				copyWithoutSignature(jar, copy);
				copied++;
			}
			classPath.add(copy.toString());
		}
		if (copied > 0) {
			System.err.println("library-bench: copied " + copied + " signed jars without their signature files into " + cache);
		}
		System.out.println(String.join(":", classPath));
	}

	private static boolean isSigned(Path jar) throws IOException {
		try (ZipFile zip = new ZipFile(jar.toFile())) {
			return zip.stream().anyMatch(e -> isSignatureFile(e.getName()));
		}
	}

	/** Copies of {@code name} made from an earlier build's jar. */
	private static void removeEarlierCopies(Path cache, String name, Path keep) throws IOException {
		try (DirectoryStream<Path> copies = Files.newDirectoryStream(cache, name + "-[0-9]*-[0-9]*.jar")) {
			copies.forEach(p -> {
				try {
					if (!p.equals(keep)) {
						Files.delete(p);
					}
				} catch (IOException e) {
					throw new UncheckedIOException(e);
				}
			});
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
