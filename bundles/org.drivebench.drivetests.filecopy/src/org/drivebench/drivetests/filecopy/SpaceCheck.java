package org.drivebench.drivetests.filecopy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.drivebench.drivetests.filecopy.files.FileEntry;
import org.drivebench.drivetests.filecopy.files.FileSet;

/**
 * Free space, checked before anything is written. Sets are handled one at a time (written, copied
 * within, copied across, removed), so the first folder must hold the largest set twice (the source and
 * its copy within), the second folder once; each file is counted in whole 4 KiB blocks plus 4 KiB of
 * metadata, and each folder too.
 */
final class SpaceCheck {
	private static final long BLOCK = 4096;

	private SpaceCheck() {
	}

	/** A size for a message, e.g. "3.25 GiB (3489660928 bytes)". */
	static String readable(long bytes) {
		String[] units = { "KiB", "MiB", "GiB", "TiB" };
		double v = bytes;
		int u = -1;
		while (u < units.length - 1 && v >= 1024) {
			v /= 1024;
			u++;
		}
		return u < 0 ? bytes + " bytes" : String.format(Locale.ROOT, "%.2f %s (%d bytes)", v, units[u], bytes);
	}

	/** Bytes one copy of {@code set} takes on a file system with 4 KiB blocks. */
	static long footprint(FileSet set) {
		long bytes = BLOCK * (set.directories().size() + 1);
		for (FileEntry f : set.files()) {
			bytes += (f.size() + BLOCK - 1) / BLOCK * BLOCK + BLOCK;
		}
		return bytes;
	}

	/** Bytes {@code copies} copies of the largest of {@code sets} take. */
	static long needed(List<FileSet> sets, int copies) {
		return sets.stream().mapToLong(SpaceCheck::footprint).max().orElse(0) * copies;
	}

	/**
	 * @param needed bytes the test will write into {@code folder} at most at once
	 * @throws IllegalArgumentException naming the folder, what is needed and what is free
	 */
	static void require(Path folder, long needed) throws IOException {
		long free = Files.getFileStore(folder).getUsableSpace();
		if (needed > free) {
			throw new IllegalArgumentException("not enough free space in " + folder + ": the file sets need "
					+ readable(needed) + " there, and " + readable(free) + " is free; nothing was written");
		}
	}
}
