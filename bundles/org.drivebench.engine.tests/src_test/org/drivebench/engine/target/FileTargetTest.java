package org.drivebench.engine.target;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.Deflater;

import org.drivebench.engine.TargetKind;
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
			assertEquals(TargetKind.FILE, t.kind());
			assertTrue(t.writable());
			assertTrue(t.logicalBlockSize() >= 512 && Integer.bitCount(t.logicalBlockSize()) == 1);
			assertTrue(t.physicalBlockSize() >= t.logicalBlockSize());
			assertEquals(SIZE, t.identity().capacityBytes());
		}
		assertFalse(Files.exists(path), "a created test file is removed on close");
	}

	@Test
	void aKeptFileStaysAndIsReusedWithoutRewriting() throws IOException {
		Path path = dir.resolve("kept.img");
		FileTarget.create(path, SIZE, true, true, null).close();
		assertTrue(Files.exists(path));
		String before = Checksums.sha256(path, 0, SIZE);
		try (FileTarget t = FileTarget.create(path, SIZE, false, false, null)) {
			assertFalse(t.writable());
			assertFalse(t.removedOnClose(), "a file that existed before is never removed");
		}
		assertEquals(before, Checksums.sha256(path, 0, SIZE), "a complete file is reused as it is");
	}

	@Test
	void anExistingSparseFileHasOnlyItsHolesFilled() throws IOException {
		Path path = dir.resolve("sparse.img");
		byte[] data = new byte[65536];
		java.util.Arrays.fill(data, (byte) 0x5A);
		try (RandomAccessFile raf = new RandomAccessFile(path.toFile(), "rw")) {
			raf.setLength(SIZE);
			raf.seek(1 << 20);
			raf.write(data);
		}
		assertEquals(0, firstHole(path));
		FileTarget.create(path, SIZE, true, false, null).close();
		assertTrue(Files.exists(path));
		assertEquals(SIZE, firstHole(path));
		assertArrayEquals(data, Checksums.read(path, 1 << 20, data.length), "existing data is kept");
		assertTrue(compressedShare(Checksums.read(path, 0, 1 << 20)) > 0.99, "the hole before it now holds data");
	}

	@Test
	void anExistingFileOfAnotherSizeIsRefusedNamingBothSizes() throws IOException {
		Path path = dir.resolve("other.img");
		Files.write(path, new byte[4096]);
		IOException e = assertThrows(IOException.class, () -> FileTarget.create(path, SIZE, true, false, null));
		assertTrue(e.getMessage().contains("exists with 4096 bytes, not the " + SIZE), e.getMessage());
		assertEquals(4096, Files.size(path), "left alone");
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
