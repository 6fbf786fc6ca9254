package org.drivebench.drivetests.filecopy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.drivebench.engine.nativeio.PageCache;

/**
 * Drops a written and synced source tree from the page cache: posix_fadvise(DONTNEED) on every file
 * (no privilege needed), then mincore to count what stayed; as root, optionally the kernel's inode and
 * directory caches too (/proc/sys/vm/drop_caches), which no per-file call reaches.
 */
final class SourceCache {
	private static final Path DROP_CACHES = Path.of("/proc/sys/vm/drop_caches");

	private SourceCache() {
	}

	/**
	 * @param dropSystemCaches also write 3 to /proc/sys/vm/drop_caches (root only; machine-wide)
	 * @return what was done, for the result
	 */
	static String forget(Path source, boolean dropSystemCaches) throws IOException {
		List<Path> files;
		try (Stream<Path> walk = Files.walk(source)) {
			files = walk.filter(Files::isRegularFile).toList();
		}
		long pages = 0;
		long resident = 0;
		for (Path f : files) {
			long size = Files.size(f);
			PageCache.drop(f);
			pages += (size + 4095) / 4096;
			resident += PageCache.residentPages(f, size);
		}
		StringBuilder said = new StringBuilder("the source's pages were dropped from the page cache (posix_fadvise DONTNEED "
				+ "on each of its " + files.size() + " files; mincore finds " + resident + " of " + pages + " pages still in memory)");
		if (!dropSystemCaches) {
			said.append("; the kernel's inode and folder caches were left (dropSystemCaches=false), so the small files' "
					+ "metadata may have come from memory");
		} else if (!isRoot()) {
			said.append("; the kernel's inode and folder caches could not be dropped (that needs root), so the small files' "
					+ "metadata may have come from memory");
		} else {
			Files.writeString(DROP_CACHES, "3");
			said.append("; the kernel's page, inode and folder caches were dropped (drop_caches=3)");
		}
		return said.toString();
	}

	static boolean isRoot() {
		try {
			return Integer.valueOf(0).equals(Files.getAttribute(Path.of("/proc/self"), "unix:uid"));
		} catch (IOException | UnsupportedOperationException e) {
			return false;
		}
	}
}
