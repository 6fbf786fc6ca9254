package org.drivebench.engine.nativeio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

import org.drivebench.engine.testing.Checksums;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NativeFileTest {
	@TempDir
	Path dir;

	@Test
	void directWritesReadBackThroughThePageCacheAndDirectReads() throws IOException {
		Path path = dir.resolve("f");
		try (Arena arena = Arena.ofConfined(); NativeFile f = NativeFile.create(path)) {
			CallState state = new CallState(arena);
			f.truncate(1 << 20);
			MemorySegment buf = arena.allocate(8192, 4096);
			for (int i = 0; i < 8192; i++) {
				buf.set(ValueLayout.JAVA_BYTE, i, (byte) (i * 31));
			}
			f.writeFully(state, buf.address(), 8192, 65536);
			MemorySegment back = arena.allocate(8192, 4096);
			f.readFully(state, back.address(), 8192, 65536);
			assertEquals(-1, buf.mismatch(back));
			assertArrayEquals(buf.toArray(ValueLayout.JAVA_BYTE), Checksums.read(path, 65536, 8192));
		}
	}

	/**
	 * The engine's reads leave the access time alone (O_NOATIME, as fio opens devices): on a relatime
	 * file system a read of a file last read two days ago updates its access time, so without the flag
	 * this read would, and every read would pay for the check.
	 */
	@Test
	void readsLeaveTheAccessTimeAlone() throws IOException {
		Path path = dir.resolve("f");
		try (NativeFile f = NativeFile.create(path)) {
			f.truncate(1 << 16);
		}
		FileTime old = FileTime.from(Instant.now().minus(Duration.ofDays(2)).truncatedTo(ChronoUnit.SECONDS));
		Files.setAttribute(path, "lastAccessTime", old);
		try (Arena arena = Arena.ofConfined(); NativeFile f = NativeFile.open(path, false, false)) {
			MemorySegment buf = arena.allocate(4096, 4096);
			f.readFully(new CallState(arena), buf.address(), 4096, 0);
		}
		assertEquals(old, Files.readAttributes(path, BasicFileAttributes.class).lastAccessTime());
	}

	@Test
	void aMisalignedReadFailsNamingOperationPathOffsetAndError() throws IOException {
		Path path = dir.resolve("f");
		try (Arena arena = Arena.ofConfined(); NativeFile f = NativeFile.create(path)) {
			f.truncate(1 << 20);
			MemorySegment buf = arena.allocate(8192, 4096);
			f.writeFully(new CallState(arena), buf.address(), 8192, 0); // ext4 serves holes even misaligned
			NativeIoException e = assertThrows(NativeIoException.class,
					() -> f.readFully(new CallState(arena), buf.address() + 1, 4096, 100));
			assertEquals("pread " + path + " at offset 100 (4096 bytes) failed: Invalid argument (errno 22)", e.getMessage());
			assertEquals(22, e.errno());
		}
	}

	/** A failed write names its error as a failed read does (the call is made again with errno captured). */
	@Test
	void aWriteThroughAReadOnlyDescriptorFailsNamingTheError() throws IOException {
		Path path = dir.resolve("f");
		try (NativeFile f = NativeFile.create(path)) {
			f.truncate(1 << 16);
		}
		try (Arena arena = Arena.ofConfined(); NativeFile f = NativeFile.open(path, false, false)) {
			MemorySegment buf = arena.allocate(4096, 4096);
			NativeIoException e = assertThrows(NativeIoException.class,
					() -> f.writeFully(new CallState(arena), buf.address(), 4096, 8192));
			assertEquals("pwrite " + path + " at offset 8192 (4096 bytes) failed: Bad file descriptor (errno 9)", e.getMessage());
			assertEquals(9, e.errno());
		}
	}

	@Test
	void readingPastTheEndIsAShortTransfer() throws IOException {
		Path path = dir.resolve("f");
		try (Arena arena = Arena.ofConfined(); NativeFile f = NativeFile.create(path)) {
			f.truncate(4096);
			MemorySegment buf = arena.allocate(8192, 4096);
			NativeIoException e = assertThrows(NativeIoException.class,
					() -> f.readFully(new CallState(arena), buf.address(), 8192, 0));
			assertTrue(e.getMessage().contains("transferred only 4096 bytes"), e.getMessage());
		}
	}

	@Test
	void openingAMissingFileNamesItAndTheError() {
		Path missing = dir.resolve("missing");
		NativeIoException e = assertThrows(NativeIoException.class, () -> NativeFile.open(missing, false, false));
		assertTrue(e.getMessage().startsWith("open read-only " + missing), e.getMessage());
		assertTrue(e.getMessage().contains("No such file or directory"), e.getMessage());
	}

	@Test
	void blockDeviceIoctlsOnAFileFailNamingTheRequest() throws IOException {
		Path path = dir.resolve("f");
		try (NativeFile f = NativeFile.create(path)) {
			NativeIoException e = assertThrows(NativeIoException.class, f::blockDeviceSize);
			assertTrue(e.getMessage().startsWith("ioctl BLKGETSIZE64 " + path), e.getMessage());
		}
	}

	@Test
	void holesAndDataAreFoundWithSeek() throws IOException {
		Path path = dir.resolve("f");
		try (Arena arena = Arena.ofConfined(); NativeFile f = NativeFile.create(path)) {
			f.truncate(1 << 20);
			MemorySegment buf = arena.allocate(4096, 4096);
			f.writeFully(new CallState(arena), buf.address(), 4096, 65536);
			assertEquals(0, f.seek(0, NativeFile.SEEK_HOLE));
			assertEquals(65536, f.seek(0, NativeFile.SEEK_DATA));
			assertEquals(-1, f.seek(65536 + 4096, NativeFile.SEEK_DATA));
		}
	}

	@Test
	void statxReportsSizeKindAndDirectIoAlignment() throws IOException {
		Path path = dir.resolve("f");
		Files.write(path, new byte[12288]);
		FileStat s = FileStat.of(path);
		assertEquals(12288, s.size());
		assertTrue(s.regularFile());
		assertTrue(s.dioOffsetAlign() == 0 || Integer.bitCount(s.dioOffsetAlign()) == 1);
	}

	@Test
	void ioUringIsAvailableInThisKernelAndRingsSetUp() throws IOException {
		assertNull(IoUring.unavailableReason(), "the project's kernel enables io_uring");
		try (Arena arena = Arena.ofConfined(); IoUring ring = IoUring.create(100, arena)) {
			assertEquals(128, ring.entries(), "rounded up to a power of two");
			assertEquals(128, ring.sqSpace());
		}
	}

	@Test
	void processCpuTimeAdvancesWithWork() {
		long before = CpuClock.processCpuNanos();
		long x = 0;
		for (int i = 0; i < 50_000_000; i++) {
			x += i * (long) i ^ x;
		}
		assertTrue(x != 42);
		assertTrue(CpuClock.processCpuNanos() > before);
	}
}
