package org.drivebench.plugins;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Where a p2 repository is, as a user names it: a folder, a zip (or jar) file holding one, or a URL
 * ({@code https://...}, {@code file:/...}). Turned into the URI p2 loads, with the checks that can be
 * made before p2 is asked, so a typo gets a message that names it.
 */
public final class RepositoryLocation {
	/** Files one of which every p2 repository folder holds at its top. */
	private static final List<String> INDEX_FILES = List.of("p2.index", "content.xml", "content.jar", "content.xml.xz",
			"compositeContent.xml", "compositeContent.jar");

	private RepositoryLocation() {
	}

	/**
	 * @param text a folder, a .zip or .jar file, or a URL
	 * @throws PluginException naming the text when it is no repository location
	 */
	public static URI parse(String text) throws PluginException {
		String given = text.strip();
		if (given.isEmpty()) {
			throw new PluginException("No repository given: name a folder, a .zip file or a URL of a p2 repository");
		}
		String lower = given.toLowerCase(Locale.ROOT);
		if (lower.startsWith("http://") || lower.startsWith("https://") || lower.startsWith("jar:")) {
			try {
				return new URI(given);
			} catch (URISyntaxException e) {
				throw new PluginException("\"" + given + "\" is not a valid URL: " + e.getReason());
			}
		}
		Path path;
		if (lower.startsWith("file:")) {
			try {
				path = Path.of(new URI(given));
			} catch (URISyntaxException | IllegalArgumentException e) {
				throw new PluginException("\"" + given + "\" is not a valid file URL: " + e.getMessage());
			}
		} else {
			path = Path.of(given);
		}
		return local(path.toAbsolutePath().normalize());
	}

	private static URI local(Path path) throws PluginException {
		if (Files.isDirectory(path)) {
			boolean indexed = INDEX_FILES.stream().anyMatch(f -> Files.isRegularFile(path.resolve(f)));
			if (!indexed) {
				throw new PluginException("The folder " + path + " is not a p2 repository: it holds none of "
						+ String.join(", ", INDEX_FILES) + " (a repository built by Tycho is the target/repository folder"
						+ " of an eclipse-repository module)");
			}
			return path.toUri();
		}
		if (Files.isRegularFile(path)) {
			String name = path.getFileName().toString().toLowerCase(Locale.ROOT);
			if (!name.endsWith(".zip") && !name.endsWith(".jar")) {
				throw new PluginException("The file " + path + " is not a zipped p2 repository: give a folder, a .zip"
						+ " file or a URL");
			}
			// p2 reads a zipped repository through a jar: URL to its top folder
			return URI.create("jar:" + path.toUri() + "!/");
		}
		throw new PluginException("No such folder or file: " + path);
	}
}
