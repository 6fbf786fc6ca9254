package org.drivebench.engine.run;

import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;

import org.drivebench.engine.Backend;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.nativeio.BufferMemory;
import org.drivebench.engine.nativeio.IoUring;
import org.drivebench.engine.targets.BlockDeviceTarget;
import org.drivebench.engine.testing.LoopDevice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * I/O buffers larger than a page lie on huge pages, so a 1 MiB read reaches the device as the one
 * request the test asked for. On scattered 4 KiB pages a 1 MiB buffer is up to 256 segments; a loop
 * device takes 128 per request (a virtio disk 254), so the block layer split every 1 MiB read in two,
 * and on the virtio disk here the split requests also filled its queue's descriptors: 1 MiB reads
 * at QD8 ran at 1.4 to 2.7 GB/s from run to run, depending on where the allocator put the buffers,
 * and at 3.5 GB/s on huge pages.
 */
class HugePageBuffersTest {
	private static final int READS = 64;

	@TempDir
	Path dir;

	@Test
	void aBufferLargerThanAPageLiesOnHugePagesUntilItsArenaCloses() {
		assumeTrue(BufferMemory.hugePagesOffered(), "transparent huge pages are off here");
		long address;
		try (Arena arena = Arena.ofConfined()) {
			MemorySegment buffer = BufferMemory.allocate(arena, 1 << 20, 4096, 1 << 20);
			address = buffer.address();
			assertEquals(1 << 20, buffer.byteSize());
			assertEquals(0, address % 4096);
			assertTrue(hugePageBytes(address) >= 2 << 20,
					"huge-page bytes of the buffer's mapping: " + hugePageBytes(address));
			for (long p = 0; p < buffer.byteSize(); p += 8) {
				assertEquals(0, buffer.get(JAVA_LONG, p), "fresh buffer memory is zero at " + p);
			}
			buffer.set(JAVA_LONG, buffer.byteSize() - 8, -1L); // all of it is usable
		}
		assertEquals(-1, hugePageBytes(address), "the mapping is gone once the arena closed");
	}

	@Test
	void buffersOfOnePageComeFromTheArena() {
		try (Arena arena = Arena.ofConfined()) {
			MemorySegment buffers = BufferMemory.allocate(arena, 8 * 4096, 4096, 4096); // 8 buffers of a page
			assertEquals(8 * 4096, buffers.byteSize());
			assertEquals(0, buffers.address() % 4096);
			assertEquals(0, hugePageBytes(buffers.address()), "buffers of one page are one segment anyway");
		}
	}

	@Test
	void aOneMebibyteReadReachesTheDeviceAsOneRequestWithEitherBackend() throws Exception {
		String why = LoopDevice.unavailableReason();
		assumeTrue(why == null, why);
		assumeTrue(BufferMemory.hugePagesOffered(), "transparent huge pages are off here");
		try (LoopDevice loop = LoopDevice.inMemory(dir, 256L << 20, 512);
				BlockDeviceTarget target = BlockDeviceTarget.openReadOnly(loop.device(), null)) {
			Path stat = Path.of("/sys/block", loop.device().getFileName().toString(), "stat");
			assertTrue(Integer.parseInt(Files.readString(stat.resolveSibling("queue/max_segments")).trim()) < 256,
					"the test needs a device that takes fewer segments per request than a 1 MiB buffer has pages");
			for (Backend backend : IoUring.unavailableReason() == null ? new Backend[] { Backend.IO_URING, Backend.THREADS }
					: new Backend[] { Backend.THREADS }) {
				WorkloadSpec spec = WorkloadSpec.builder().blockSize(1 << 20).sequential().queueDepth(4).ioLimit(READS)
						.backend(backend).build();
				long before = quietReads(stat);
				Measurement m = new DefaultIoEngine().run(target, spec, RunObserver.NONE);
				long requests = quietReads(stat) - before;
				assertEquals(READS, m.total().ios());
				assertEquals(READS, requests, backend + ": requests the device completed for " + READS
						+ " reads of 1 MiB (twice as many: each was split, its buffer scattered over small pages)");
			}
		}
	}

	/** Reads the device completed, once the count stands still (udev may probe a new device). */
	private static long quietReads(Path stat) throws IOException, InterruptedException {
		long last = reads(stat);
		for (int i = 0; i < 50; i++) {
			Thread.sleep(20);
			long now = reads(stat);
			if (now == last) {
				return now;
			}
			last = now;
		}
		return last;
	}

	private static long reads(Path stat) throws IOException {
		return Long.parseLong(Files.readString(stat).trim().split("\\s+")[0]);
	}

	/**
	 * How many bytes of the mapping holding {@code address} lie on huge pages, from /proc/self/smaps
	 * (AnonHugePages of the mapping that contains it); -1 when no mapping holds it or smaps cannot be read.
	 */
	private static long hugePageBytes(long address) {
		try {
			List<String> lines = Files.readAllLines(Path.of("/proc/self/smaps"));
			boolean inside = false;
			for (String line : lines) {
				int dash = line.indexOf('-');
				int space = line.indexOf(' ');
				if (dash > 0 && space > dash && isHex(line, 0, dash)) {
					long from = HexFormat.fromHexDigitsToLong(line, 0, dash);
					long to = HexFormat.fromHexDigitsToLong(line, dash + 1, space);
					inside = Long.compareUnsigned(from, address) <= 0 && Long.compareUnsigned(address, to) < 0;
				} else if (inside && line.startsWith("AnonHugePages:")) {
					return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
				}
			}
			return -1;
		} catch (IOException | RuntimeException e) {
			return -1;
		}
	}

	private static boolean isHex(String s, int from, int to) {
		for (int i = from; i < to; i++) {
			if (Character.digit(s.charAt(i), 16) < 0) {
				return false;
			}
		}
		return true;
	}
}
