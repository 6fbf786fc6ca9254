package org.drivebench.drivetests.filecopy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.drivebench.drivetests.filecopy.files.FileEntry;
import org.drivebench.drivetests.filecopy.files.FileSet;
import org.drivebench.drivetests.filecopy.files.FileSetKind;

/** The file sets' shapes: seed 000's sets, the measured system folder's size classes, the same set for the same seed. */
class FileSetsTest {
	@Test
	void theArchiveIsOneFileOfTheWholeSize() {
		FileSet set = FileSets.generate(FileSetKind.ARCHIVE, 3L << 30, 1);
		assertEquals(1, set.fileCount());
		assertEquals(3L << 30, set.totalBytes());
	}

	@Test
	void musicFilesAreTenToTwentyMegabytesInAlbumFolders() {
		FileSet set = FileSets.generate(FileSetKind.MUSIC, 3L << 30, 1);
		for (FileEntry f : set.files()) {
			assertTrue(f.size() >= 10_000_000 && f.size() <= 20_000_000, f.path() + ": " + f.size());
			assertTrue(f.path().matches("Artist \\d\\d/Album \\d\\d/\\d\\d Track \\d\\d\\.mp3"), f.path());
		}
		// whole files only: up to one file's worth short of the size asked for
		assertTrue(set.totalBytes() <= 3L << 30 && set.totalBytes() > (3L << 30) - 10_000_000, "" + set.totalBytes());
		// 3 GiB of 15 MB files on average: about 215
		assertEquals(3221.0 / 15, set.fileCount(), 20);
	}

	@Test
	void theSystemSetFollowsTheMeasuredSizeClasses() {
		FileSet set = FileSets.generate(FileSetKind.SYSTEM, 4L << 30, 1);
		int[] perClass = new int[FileSets.SYSTEM_CLASS_FROM.length];
		for (FileEntry f : set.files()) {
			for (int c = 0; c < perClass.length; c++) {
				if (f.size() >= FileSets.SYSTEM_CLASS_FROM[c] && f.size() < FileSets.SYSTEM_CLASS_TO[c]) {
					perClass[c]++;
				}
			}
		}
		// the shares measured on /usr/lib/x86_64-linux-gnu (per mille), within sampling error
		for (int c = 0; c < perClass.length; c++) {
			double share = 1000.0 * perClass[c] / set.fileCount();
			assertEquals(FileSets.SYSTEM_CLASS_PER_MILLE[c], share, 3 * Math.sqrt(FileSets.SYSTEM_CLASS_PER_MILLE[c]) + 3,
					"class " + c);
		}
		// thousands of files: a mean of about 320 KB (log-uniform classes), so 4 GiB holds ~13,000
		assertTrue(set.fileCount() > 10_000 && set.fileCount() < 17_000, "" + set.fileCount());
		assertEquals(4L << 30, set.totalBytes());
	}

	@Test
	void theSystemSetIsANestedTreeWrittenFolderByFolder() {
		FileSet set = FileSets.generate(FileSetKind.SYSTEM, 1L << 30, 7);
		assertEquals(set.fileCount() / FileSets.SYSTEM_FILES_PER_FOLDER, set.directories().size());
		Set<String> seen = new HashSet<>();
		for (String d : set.directories()) {
			int slash = d.lastIndexOf('/');
			assertTrue(slash < 0 || seen.contains(d.substring(0, slash)), "parent before child: " + d);
			assertTrue(d.split("/").length <= FileSets.SYSTEM_MAX_DEPTH, d);
			seen.add(d);
		}
		assertTrue(set.directories().stream().anyMatch(d -> d.contains("/")), "some folders are nested");
		long inRoot = set.files().stream().filter(f -> !f.path().contains("/")).count();
		assertEquals(FileSets.SYSTEM_ROOT_PERCENT / 100.0, (double) inRoot / set.fileCount(), 0.03);
	}

	@Test
	void theSameSeedGivesTheSameSetAndAnotherSeedAnother() {
		assertEquals(FileSets.generate(FileSetKind.SYSTEM, 256L << 20, 5), FileSets.generate(FileSetKind.SYSTEM, 256L << 20, 5));
		assertNotEquals(FileSets.generate(FileSetKind.SYSTEM, 256L << 20, 5).files(),
				FileSets.generate(FileSetKind.SYSTEM, 256L << 20, 6).files());
	}

	@Test
	void aSetNeedsASize() {
		assertThrows(IllegalArgumentException.class, () -> FileSets.generate(FileSetKind.MUSIC, 0, 1));
	}
}
