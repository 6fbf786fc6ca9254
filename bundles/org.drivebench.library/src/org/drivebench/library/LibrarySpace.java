package org.drivebench.library;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Whether a library has room for a run before the run starts: a run is saved when it starts and as each
 * test starts and ends, and a measurement that cannot be saved is a night's work at risk. A run needs
 * about {@value #PER_TEST_BYTES} bytes a test and {@value #PER_RUN_BYTES} for itself (the standard
 * suites write 5 to 50 KiB a test; a long test on a real drive records more intervals), twice over,
 * since each save writes a new copy beside the old one before it replaces it.
 */
public final class LibrarySpace {
	/** A test's share of its run's file, with room to spare. */
	static final long PER_TEST_BYTES = 256 * 1024;
	/** The run's own share: drive, bench, target, notes. */
	static final long PER_RUN_BYTES = 64 * 1024;

	/** The library in {@code folder} lacks room for a run; the message names the folder and the space. */
	public static final class NoRoomException extends IOException {
		private static final long serialVersionUID = 1L;

		NoRoomException(String message) {
			super(message);
		}
	}

	private LibrarySpace() {
	}

	/** The bytes a run of {@code tests} tests needs free in its library to be saved as it goes. */
	public static long needed(int tests) {
		return 2 * (PER_RUN_BYTES + Math.max(1, tests) * PER_TEST_BYTES);
	}

	/**
	 * Checks that the file system of the library in {@code folder} (created later when it does not exist
	 * yet) has room for a run of {@code tests} tests.
	 *
	 * @throws NoRoomException naming the library, the room it has and the room the run needs
	 * @throws IOException     when the file system cannot be asked
	 */
	public static void check(Path folder, int tests) throws IOException {
		Path existing = folder.toAbsolutePath();
		while (existing != null && !Files.exists(existing)) {
			existing = existing.getParent();
		}
		if (existing == null) {
			return; // no part of the path exists: creating the library will say why
		}
		long free = Files.getFileStore(existing).getUsableSpace();
		long needed = needed(tests);
		if (free < needed) {
			throw new NoRoomException("the library in " + folder + " has " + size(free) + " free on its file system; a run of "
					+ tests + (tests == 1 ? " test" : " tests") + " needs about " + size(needed)
					+ " there to be saved as it goes (each save writes a new copy before it replaces the old one)");
		}
	}

	/** "4.1 MiB", "120 KiB", "0 bytes". */
	static String size(long bytes) {
		if (bytes < 1024) {
			return bytes + (bytes == 1 ? " byte" : " bytes");
		}
		String[] units = { "KiB", "MiB", "GiB", "TiB" };
		double value = bytes / 1024.0;
		int unit = 0;
		while (value >= 1024 && unit < units.length - 1) {
			value /= 1024;
			unit++;
		}
		return String.format(Locale.ROOT, value >= 100 ? "%.0f %s" : "%.1f %s", value, units[unit]);
	}
}
