package org.drivebench.engine.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.UserDefinedFileAttributeView;
import java.util.List;
import java.util.zip.Deflater;

import org.drivebench.engine.TargetType;
import org.drivebench.engine.device.TestFileMark;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.engine.nativeio.NativeFile;
import org.drivebench.engine.testing.Checksums;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileTargetTest {
	private static final long SIZE = 16L << 20;

	@TempDir
	Path dir;

	private static long firstHole(Path path) throws IOException {
		try (NativeFile f = NativeFile.open(path, false, false)) {
			return f.seek(0, NativeFile.SEEK_HOLE);
		}
	}

	private static double compressedShare(byte[] in) {
		Deflater d = new Deflater();
		d.setInput(in);
		d.finish();
		byte[] out = new byte[in.length * 2];
		int n = 0;
		while (!d.finished()) {
			n += d.deflate(out, n, out.length - n);
		}
		return (double) n / in.length;
	}

	@Test
	void aNewFileIsFullyWrittenWithIncompressibleDataAndRemovedOnClose() throws IOException {
		Path path = dir.resolve("test.img");
		double[] progress = { 0 };
		try (FileTarget t = FileTarget.create(path, SIZE, true, false, f -> progress[0] = f)) {
			assertEquals(SIZE, Files.size(path));
			assertEquals(SIZE, firstHole(path), "no hole or unwritten extent is left");
			byte[] sample = Checksums.read(path, SIZE / 2, 1 << 20);
			assertTrue(compressedShare(sample) > 0.99, "filled with incompressible data");
			assertEquals(1.0, progress[0]);
			assertEquals(TargetType.FILE, t.kind());
			assertTrue(t.writable());
			assertTrue(t.logicalBlockSize() >= 512 && Integer.bitCount(t.logicalBlockSize()) == 1);
			assertTrue(t.physicalBlockSize() >= t.logicalBlockSize());
			assertEquals(SIZE, t.identity().capacityBytes());
		}
		assertFalse(Files.exists(path), "a created test file is removed on close");
	}

	/**
	 * Issue 10.4: a kept test file that nothing wrote since DriveBench filled it is measured as it is
	 * (measuring right after a whole fill measures a drive still digesting it), and says so.
	 */
	@Test
	void aKeptFileUnchangedSinceItsFillIsMeasuredAsItIs() throws IOException {
		Path path = dir.resolve("kept.img");
		try (FileTarget t = FileTarget.create(path, SIZE, false, true, null)) {
			assertTrue(t.preparation().startsWith("Test file " + path + ": written whole"), t.preparation());
		}
		assertTrue(Files.exists(path));
		assertTrue(TestFileMark.isMarked(path), "DriveBench marks the files it creates");
		String before = Checksums.sha256(path, 0, SIZE);
		double[] progress = { -1 };
		try (FileTarget t = FileTarget.create(path, SIZE, false, false, f -> progress[0] = f)) {
			assertFalse(t.writable());
			assertFalse(t.removedOnClose(), "a file that existed before is never removed");
			assertEquals(List.of(), t.temporaryFiles());
			assertTrue(t.preparation().startsWith("Test file " + path + ": measured as DriveBench wrote it whole at "),
					t.preparation());
		}
		assertEquals(-1, progress[0], "nothing to prepare, no progress reported");
		assertEquals(before, Checksums.sha256(path, 0, SIZE), "not written again");
	}

	/** Issue 10.4: a kept file that was written since its fill, by anything, is written whole again. */
	@Test
	void aKeptFileWrittenSinceItsFillIsWrittenWholeAgain() throws IOException {
		Path path = dir.resolve("kept.img");
		FileTarget.create(path, SIZE, false, true, null).close();
		try (RandomAccessFile raf = new RandomAccessFile(path.toFile(), "rw")) {
			raf.seek(SIZE / 2);
			raf.write(new byte[1 << 20]); // someone else's zeros: its modification time moves
		}
		String before = Checksums.sha256(path, 0, SIZE);
		try (FileTarget t = FileTarget.create(path, SIZE, false, false, null)) {
			assertTrue(t.preparation().startsWith("Test file " + path + ": written whole"), t.preparation());
		}
		assertNotEquals(before, Checksums.sha256(path, 0, SIZE), "written whole again");
		assertTrue(compressedShare(Checksums.read(path, SIZE / 2, 1 << 20)) > 0.99, "the zeros are gone");
	}

	/** A run that may write drops the fill's record: its workloads may leave zeros or compressible data. */
	@Test
	void aWritableRunLeavesAFileThatIsWrittenWholeNextTime() throws IOException {
		Path path = dir.resolve("kept.img");
		FileTarget.create(path, SIZE, true, true, null).close();
		assertFalse(hasFillRecord(path), "a writable target drops the record");
		try (FileTarget t = FileTarget.create(path, SIZE, false, false, null)) {
			assertTrue(t.preparation().startsWith("Test file " + path + ": written whole"), t.preparation());
		}
		assertTrue(hasFillRecord(path), "a complete fill of a read-only run is recorded");
	}

	/**
	 * The record alone is not trusted: a file whose data was replaced behind it, its modification time
	 * put back, fails the sampled blocks and is written whole again.
	 */
	@Test
	void aFileWhoseDataWasReplacedBehindItsRecordIsWrittenWholeAgain() throws IOException {
		Path path = dir.resolve("kept.img");
		FileTarget.create(path, SIZE, false, true, null).close();
		FileTime filled = Files.getLastModifiedTime(path);
		try (RandomAccessFile raf = new RandomAccessFile(path.toFile(), "rw")) {
			raf.write(new byte[(int) SIZE]); // zeros over everything, as a drive that lost the data would return
		}
		Files.setLastModifiedTime(path, filled);
		try (FileTarget t = FileTarget.create(path, SIZE, false, false, null)) {
			assertTrue(t.preparation().startsWith("Test file " + path + ": written whole"), t.preparation());
		}
		assertTrue(compressedShare(Checksums.read(path, 0, 1 << 20)) > 0.99, "filled with incompressible data");
	}

	/** A fill that died half way leaves no record: the mark alone does not make a file measurable. */
	@Test
	void aMarkedFileWithoutAFillRecordIsWrittenWhole() throws IOException {
		Path path = dir.resolve("kept.img");
		FileTarget.create(path, SIZE, false, true, null).close();
		Files.getFileAttributeView(path, UserDefinedFileAttributeView.class).delete(TestFileFill.ATTRIBUTE);
		try (FileTarget t = FileTarget.create(path, SIZE, false, false, null)) {
			assertTrue(t.preparation().startsWith("Test file " + path + ": written whole"), t.preparation());
		}
	}

	private static boolean hasFillRecord(Path path) throws IOException {
		return Files.getFileAttributeView(path, UserDefinedFileAttributeView.class).list().contains(TestFileFill.ATTRIBUTE);
	}

	/** Issue 10.4: a file of zeros named for overwriting is measured only after it holds incompressible data. */
	@Test
	void aFileOfZerosNamedForOverwritingIsFilledBeforeItIsMeasured() throws IOException {
		Path path = dir.resolve("zeros.img");
		try (RandomAccessFile raf = new RandomAccessFile(path.toFile(), "rw")) {
			raf.write(new byte[(int) SIZE]); // written zeros, not holes
		}
		assertTrue(compressedShare(Checksums.read(path, SIZE / 2, 1 << 20)) < 0.01);
		try (FileTarget t = FileTarget.create(path, SIZE, false, false, true, null)) {
			assertTrue(compressedShare(Checksums.read(path, SIZE / 2, 1 << 20)) > 0.99, "filled with incompressible data");
		}
		assertTrue(TestFileMark.isMarked(path), "overwritten, it is DriveBench's test file now");
	}

	/** Issue 9, found 2: an existing file of the user's is never overwritten without being named for it. */
	@Test
	void aUsersFileIsRefusedAndLeftAlone() throws IOException {
		Path path = dir.resolve("photos.tar");
		byte[] data = new byte[(int) SIZE];
		new java.util.Random(1).nextBytes(data);
		Files.write(path, data);
		String before = Checksums.sha256(path, 0, SIZE);
		WriteRefusedException e = assertThrows(WriteRefusedException.class, () -> FileTarget.create(path, SIZE, true, false, null));
		assertTrue(e.getMessage().contains("it exists (16 MiB, last modified "), e.getMessage());
		assertTrue(e.getMessage().contains("--overwrite-file " + path.toAbsolutePath()), e.getMessage());
		assertThrows(WriteRefusedException.class, () -> FileTarget.create(path, SIZE, false, false, null));
		assertEquals(before, Checksums.sha256(path, 0, SIZE), "left alone");
	}

	@Test
	void anExistingFileOfAnotherSizeIsRefusedNamingBothSizes() throws IOException {
		Path path = dir.resolve("other.img");
		FileTarget.create(path, 4L << 20, true, true, null).close();
		String before = Checksums.sha256(path, 0, 4L << 20);
		IOException e = assertThrows(IOException.class, () -> FileTarget.create(path, SIZE, true, false, null));
		assertTrue(e.getMessage().contains("exists with " + (4L << 20) + " bytes, not the " + SIZE), e.getMessage());
		assertEquals(before, Checksums.sha256(path, 0, 4L << 20), "left alone");
	}

	/** Issue 9, found 3: a name under /dev that is no block device is an error, never a file in the RAM-backed /dev. */
	@Test
	void aNameUnderDevThatIsNoDeviceIsAnError() {
		Path typo = Path.of("/dev/drivebench-no-such-device-" + ProcessHandle.current().pid());
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> FileTarget.create(typo, SIZE, true, false, null));
		assertEquals(typo + " is not a block device (there is no such device): drivebench list-targets lists the block devices;"
				+ " a test file cannot be made under /dev", e.getMessage());
		assertFalse(Files.exists(typo));
	}

	@Test
	void sizesThatAreNotWholePagesAreRefused() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> FileTarget.create(dir.resolve("x"), 5000, true, false, null));
		assertEquals("test file size = 5000 bytes: must be a positive multiple of 4 KiB", e.getMessage());
		assertFalse(Files.exists(dir.resolve("x")));
	}

	@Test
	void aDirectoryIsNotATestFile() {
		IOException e = assertThrows(IOException.class, () -> FileTarget.create(dir, SIZE, true, false, null));
		assertTrue(e.getMessage().contains("is not a regular file"), e.getMessage());
	}
}
