package org.drivebench.drivetests.filecopy;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.drivebench.drivetests.filecopy.files.FileEntry;
import org.drivebench.drivetests.filecopy.files.FileSet;
import org.drivebench.drivetests.filecopy.files.FileSetKind;

/**
 * Generates the file sets of seed 000 from a seed: the same kind, size and seed give the same folders,
 * names, sizes and bytes on every machine. docs/tests.md describes the sets and where their shapes
 * come from.
 */
public final class FileSets {
	/** Music files are 10 to 20 MB (decimal), as seed 000's MP3 library. */
	static final long MUSIC_MIN = 10_000_000;
	static final long MUSIC_MAX = 20_000_000;
	static final int TRACKS_PER_ALBUM = 10;
	static final int ALBUMS_PER_ARTIST = 2;

	/**
	 * The system set's file sizes, by class: measured on the shared libraries and data of a Debian 12
	 * system folder ({@code /usr/lib/x86_64-linux-gnu}: 2478 files, 1.04 GB, median 14 KB, mean 421 KB),
	 * the shape of Windows' System32 too: most files small, most bytes in a few large ones. Within a
	 * class sizes are log-uniform; the largest class stops at 32 MiB.
	 */
	static final long[] SYSTEM_CLASS_FROM = { 512, 4 << 10, 16 << 10, 64 << 10, 256 << 10, 1 << 20, 4 << 20 };
	static final long[] SYSTEM_CLASS_TO = { 4 << 10, 16 << 10, 64 << 10, 256 << 10, 1 << 20, 4 << 20, 32 << 20 };
	/** Share of files per class, per mille (893, 508, 623, 222, 133, 62, 37 of the 2478 files measured). */
	static final int[] SYSTEM_CLASS_PER_MILLE = { 360, 205, 251, 90, 54, 25, 15 };
	/** Files per folder of the system set on average; the root holds {@value #SYSTEM_ROOT_PERCENT} % of them. */
	static final int SYSTEM_FILES_PER_FOLDER = 40;
	static final int SYSTEM_ROOT_PERCENT = 45;
	static final int SYSTEM_MAX_DEPTH = 3;
	private static final String[] SYSTEM_EXTENSIONS = { "dll", "dll", "dll", "exe", "sys", "mui", "dat", "inf" };

	private FileSets() {
	}

	/**
	 * The set of {@code kind} holding {@code totalBytes} of data (the last file is cut to fit; the music
	 * set rounds to whole files of at least 10 MB, so it may hold up to 10 MB less).
	 *
	 * @throws IllegalArgumentException when {@code totalBytes} is not positive
	 */
	public static FileSet generate(FileSetKind kind, long totalBytes, long seed) {
		if (totalBytes <= 0) {
			throw new IllegalArgumentException(kind.key() + " set size = " + totalBytes + " bytes: must be positive");
		}
		SplittableRandom random = new SplittableRandom(seed * 31 + kind.ordinal());
		return switch (kind) {
		case ARCHIVE -> new FileSet(kind, seed, List.of(), List.of(new FileEntry("backup.rar", totalBytes, random.nextLong())));
		case MUSIC -> music(totalBytes, seed, random);
		case SYSTEM -> system(totalBytes, seed, random);
		};
	}

	private static FileSet music(long totalBytes, long seed, SplittableRandom random) {
		List<String> folders = new ArrayList<>();
		List<FileEntry> files = new ArrayList<>();
		long left = totalBytes;
		int track = 0;
		while (left > 0) {
			long size = MUSIC_MIN + random.nextLong(MUSIC_MAX - MUSIC_MIN + 1);
			if (size > left) {
				if (left < MUSIC_MIN && !files.isEmpty()) {
					break;
				}
				size = left;
			}
			int album = track / TRACKS_PER_ALBUM;
			String artist = String.format(Locale.ROOT, "Artist %02d", album / ALBUMS_PER_ARTIST + 1);
			String albumFolder = artist + String.format(Locale.ROOT, "/Album %02d", album % ALBUMS_PER_ARTIST + 1);
			if (track % (TRACKS_PER_ALBUM * ALBUMS_PER_ARTIST) == 0) {
				folders.add(artist);
			}
			if (track % TRACKS_PER_ALBUM == 0) {
				folders.add(albumFolder);
			}
			files.add(new FileEntry(albumFolder + String.format(Locale.ROOT, "/%02d Track %02d.mp3",
					track % TRACKS_PER_ALBUM + 1, track % TRACKS_PER_ALBUM + 1), size, random.nextLong()));
			left -= size;
			track++;
		}
		return new FileSet(FileSetKind.MUSIC, seed, folders, files);
	}

	private static FileSet system(long totalBytes, long seed, SplittableRandom random) {
		List<Long> sizes = new ArrayList<>();
		long left = totalBytes;
		while (left > 0) {
			long size = Math.min(left, systemFileSize(random));
			sizes.add(size);
			left -= size;
		}
		// a nested tree: each new folder hangs under an earlier one that is not yet too deep
		int folderCount = Math.max(1, sizes.size() / SYSTEM_FILES_PER_FOLDER);
		List<String> folders = new ArrayList<>();
		List<Integer> depth = new ArrayList<>();
		for (int i = 0; i < folderCount; i++) {
			int parent = -1;
			for (int tries = 0; tries < 8 && !folders.isEmpty(); tries++) {
				int candidate = random.nextInt(folders.size() + 1) - 1;
				if (candidate < 0 || depth.get(candidate) < SYSTEM_MAX_DEPTH) {
					parent = candidate;
					break;
				}
			}
			String name = String.format(Locale.ROOT, "sub%03d", i);
			folders.add(parent < 0 ? name : folders.get(parent) + "/" + name);
			depth.add(parent < 0 ? 1 : depth.get(parent) + 1);
		}
		// files are written folder by folder, as an installer unpacks them
		List<List<FileEntry>> byFolder = new ArrayList<>();
		for (int i = 0; i <= folderCount; i++) {
			byFolder.add(new ArrayList<>());
		}
		for (int i = 0; i < sizes.size(); i++) {
			int folder = random.nextInt(100) < SYSTEM_ROOT_PERCENT ? 0 : 1 + random.nextInt(folderCount);
			String name = String.format(Locale.ROOT, "file%05d.%s", i, SYSTEM_EXTENSIONS[random.nextInt(SYSTEM_EXTENSIONS.length)]);
			String path = folder == 0 ? name : folders.get(folder - 1) + "/" + name;
			byFolder.get(folder).add(new FileEntry(path, sizes.get(i), random.nextLong()));
		}
		List<FileEntry> files = new ArrayList<>();
		byFolder.forEach(files::addAll);
		return new FileSet(FileSetKind.SYSTEM, seed, folders, files);
	}

	private static long systemFileSize(SplittableRandom random) {
		int r = random.nextInt(1000);
		int c = 0;
		while (c < SYSTEM_CLASS_PER_MILLE.length - 1 && r >= SYSTEM_CLASS_PER_MILLE[c]) {
			r -= SYSTEM_CLASS_PER_MILLE[c];
			c++;
		}
		double from = Math.log(SYSTEM_CLASS_FROM[c]);
		double to = Math.log(SYSTEM_CLASS_TO[c]);
		return (long) Math.exp(from + random.nextDouble() * (to - from));
	}
}
