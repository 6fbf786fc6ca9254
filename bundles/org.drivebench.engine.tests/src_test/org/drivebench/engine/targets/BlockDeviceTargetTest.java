package org.drivebench.engine.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import org.drivebench.engine.Backend;
import org.drivebench.engine.InvalidWorkloadException;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.data.VerifyPattern;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.engine.testing.Checksums;
import org.drivebench.engine.testing.LoopDevice;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Raw block devices, on loop devices the tests create and remove (needs root and losetup). */
class BlockDeviceTargetTest {
	private static final long SIZE = 16L << 20;

	@TempDir
	Path dir;

	@BeforeEach
	void needsLoopDevices() {
		org.junit.jupiter.api.Assumptions.assumeTrue(LoopDevice.unavailableReason() == null,
				() -> "skipped: " + LoopDevice.unavailableReason());
	}

	@Test
	void sizeSectorsAndRotationalComeFromTheKernel() throws IOException {
		try (LoopDevice loop = LoopDevice.create(dir, SIZE, 512, null);
				BlockDeviceTarget t = BlockDeviceTarget.openReadOnly(loop.device(), null)) {
			assertEquals(SIZE, t.sizeBytes());
			assertEquals(512, t.logicalBlockSize());
			assertTrue(t.physicalBlockSize() >= 512);
			assertEquals(TargetType.BLOCK_DEVICE, t.kind());
			assertFalse(t.writable());
			String name = loop.device().getFileName().toString();
			assertEquals("1".equals(Files.readString(Path.of("/sys/block", name, "queue/rotational")).strip()), t.rotational());
			assertEquals(name, t.identity().model());
		}
	}

	/** 512-byte direct I/O on a 512-byte-sector device, at offsets that are not 4 KiB aligned. */
	@ParameterizedTest
	@CsvSource({ "IO_URING, 8", "THREADS, 1", "THREADS, 4" })
	void fiveHundredTwelveByteDirectIoWorksOnFiveHundredTwelveByteSectors(Backend backend, int queueDepth)
			throws IOException {
		try (LoopDevice loop = LoopDevice.create(dir, SIZE, 512, null)) {
			DefaultIoEngine engine = new DefaultIoEngine();
			try (BlockDeviceTarget t = BlockDeviceTarget.openForWriting(loop.device(), loop.confirmation())) {
				Measurement m = engine.run(t, WorkloadSpec.builder().blockSize(512).alignment(512).readPercent(50)
						.queueDepth(queueDepth).verify(true).seed(3).ioLimit(4000).backend(backend).build(), RunObserver.NONE);
				assertEquals(4000, m.total().ios());
				assertEquals(4000L * 512, m.total().bytes());
			}
			// the device holds signed 512-byte blocks at offsets that are not multiples of 4096
			VerifyPattern pattern = new VerifyPattern(3, 512);
			byte[] all = Checksums.read(loop.device(), 0, (int) SIZE);
			int oddValid = 0;
			try (Arena arena = Arena.ofConfined()) {
				MemorySegment seg = arena.allocateFrom(ValueLayout.JAVA_BYTE, all);
				for (long o = 512; o < SIZE; o += 4096) {
					if (pattern.check(seg, o, o) == VerifyPattern.Outcome.VALID) {
						oddValid++;
					}
				}
			}
			assertTrue(oddValid > 50, "signed blocks at 512-byte offsets: " + oddValid);
		}
	}

	/** A purge: the whole device discarded, only through a target opened for writing (confirmed with the serial). */
	@Test
	void aDiscardOfTheWholeDeviceLeavesNoDataAndNeedsTheDeviceOpenedForWriting() throws IOException {
		byte[] fill = new byte[4096];
		java.util.Arrays.fill(fill, (byte) 0x5A);
		try (LoopDevice loop = LoopDevice.create(dir, SIZE, 512, fill)) {
			try (BlockDeviceTarget readOnly = BlockDeviceTarget.openReadOnly(loop.device(), null)) {
				WriteRefusedException e = assertThrows(WriteRefusedException.class, readOnly::discardAll);
				assertTrue(e.getMessage().contains("opened read-only"), e.getMessage());
			}
			assertEquals(0x5A, Checksums.read(loop.device(), SIZE - 4096, 1)[0], "the read-only target discarded nothing");
			try (BlockDeviceTarget t = BlockDeviceTarget.openForWriting(loop.device(), loop.confirmation())) {
				t.discardAll();
			}
			// a loop device discards by punching holes in its backing file: the data is gone, it reads zeros
			byte[] after = Checksums.read(loop.device(), 0, (int) SIZE);
			int left = 0;
			for (byte b : after) {
				left += b != 0 ? 1 : 0;
			}
			assertEquals(0, left, "bytes still holding data after the discard");
		}
	}

	@Test
	void aFourKibibyteSectorDeviceRefusesFiveHundredTwelveByteIo() throws IOException {
		try (LoopDevice loop = LoopDevice.create(dir, SIZE, 4096, null);
				BlockDeviceTarget t = BlockDeviceTarget.openReadOnly(loop.device(), null)) {
			assertEquals(4096, t.logicalBlockSize());
			InvalidWorkloadException e = assertThrows(InvalidWorkloadException.class, () -> new DefaultIoEngine().run(t,
					WorkloadSpec.builder().blockSize(512).duration(Duration.ofSeconds(1)).build(), RunObserver.NONE));
			assertEquals("sizes", e.field());
			assertTrue(e.getMessage().contains("4096-byte logical block"), e.getMessage());
		}
	}

	@Test
	void aWritableOpenIsExclusive() throws IOException {
		try (LoopDevice loop = LoopDevice.create(dir, SIZE, 512, null);
				BlockDeviceTarget first = BlockDeviceTarget.openForWriting(loop.device(), loop.confirmation())) {
			assertTrue(first.writable());
			// the kernel's EBUSY is a refused write, saying what may hold the device
			WriteRefusedException e = assertThrows(WriteRefusedException.class, () -> BlockDeviceTarget.openForWriting(loop.device(),
					loop.confirmation()));
			assertEquals(WriteRefusedException.Reason.BUSY, e.reason());
			assertTrue(e.getMessage().startsWith("Refusing to write to " + loop.device() + ": the kernel refuses to open it exclusively"),
					e.getMessage());
			assertThrows(WriteRefusedException.class, () -> BlockDeviceTarget.checkExclusive(loop.device(), new org.drivebench.engine.device
					.WriteGuard().authorizeWrite(loop.device().toString(), loop.confirmation())), "asked before opening, too");
		}
	}

	@Test
	void aReadOnlyDeviceTargetRefusesWritesAndIsNeverWritten() throws IOException {
		try (LoopDevice loop = LoopDevice.create(dir, SIZE, 512, new byte[] { 1, 2, 3, 4, 5, 6, 7, 8 })) {
			String before = Checksums.sha256(loop.device(), 0, SIZE);
			try (BlockDeviceTarget t = BlockDeviceTarget.openReadOnly(loop.device(), null)) {
				DefaultIoEngine engine = new DefaultIoEngine();
				InvalidWorkloadException e = assertThrows(InvalidWorkloadException.class, () -> engine.run(t,
						WorkloadSpec.builder().readPercent(99).duration(Duration.ofSeconds(1)).build(), RunObserver.NONE));
				assertEquals("readPercent", e.field());
				engine.run(t, WorkloadSpec.builder().queueDepth(8).duration(Duration.ofMillis(200)).build(), RunObserver.NONE);
			}
			assertEquals(before, Checksums.sha256(loop.device(), 0, SIZE));
		}
	}

	/**
	 * The write guard sits where a device is opened for writing, so no path writes to a device the guard
	 * would refuse: not the target factory alone, but the engine benchmark and any direct caller too.
	 */
	@Test
	void everyOpenForWritingPassesTheWriteGuard() throws Exception {
		try (LoopDevice loop = LoopDevice.create(dir, SIZE, 512, new byte[] { 9, 8, 7, 6, 5, 4, 3, 2 })) {
			String before = Checksums.sha256(loop.device(), 0, SIZE);
			WriteRefusedException direct = assertThrows(WriteRefusedException.class,
					() -> BlockDeviceTarget.openForWriting(loop.device(), ""));
			assertTrue(direct.getMessage().startsWith("Refusing to open " + loop.device()), direct.getMessage());
			assertThrows(WriteRefusedException.class, () -> BlockDeviceTarget.openForWriting(loop.device(), "wrong serial"));
			WriteRefusedException bench = assertThrows(WriteRefusedException.class, () -> org.drivebench.engine.bench.EngineBench
					.main(new String[] { "--filename=" + loop.device(), "--rw=randwrite", "--runtime=0.2" }));
			assertTrue(bench.getMessage().contains("list-targets"), bench.getMessage());
			assertEquals(before, Checksums.sha256(loop.device(), 0, SIZE), "refused opens wrote nothing");
			try (BlockDeviceTarget t = BlockDeviceTarget.openForWriting(loop.device(), loop.confirmation())) {
				assertTrue(t.writable());
			}
		}
	}

	@Test
	void aRegularFileIsNotABlockDevice() throws IOException {
		Path f = Files.write(dir.resolve("f"), new byte[4096]);
		IOException e = assertThrows(IOException.class, () -> BlockDeviceTarget.openReadOnly(f, null));
		assertEquals(f + " is not a block device", e.getMessage());
	}
}
