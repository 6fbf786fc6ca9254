package org.drivebench.engine.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

import org.drivebench.engine.Backend;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.targets.BlockDeviceTarget;
import org.drivebench.engine.targets.FileTarget;
import org.drivebench.engine.testing.LoopDevice;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A measurement on a real target carries what /proc/diskstats counted for the target's device over
 * the measured time, so the product's figures can be checked against the kernel's. A loop device of
 * the test's own has no other user: its counts are the run's, exactly for a run bounded by a count,
 * and within a percent for a timed one with a ramp.
 */
class KernelCountsTest {
	/** Reads another process's device scan may make meanwhile. */
	private static final int PROBES = 16;
	@TempDir
	Path dir;

	@ParameterizedTest
	@EnumSource(names = { "IO_URING", "THREADS" })
	void aLoopDevicesCountersAreTheRunsOwn(Backend backend) throws IOException {
		onLoopDevice((loop, target) -> {
			DefaultIoEngine engine = new DefaultIoEngine();
			Measurement counted = engine.run(target, WorkloadSpec.builder().blockSize(4096).queueDepth(4).ioLimit(5000)
					.backend(backend).build(), RunObserver.NONE);
			Measurement.KernelCounts k = counted.kernel().orElseThrow();
			assertEquals(loop.device().getFileName().toString(), k.devices().get(0));
			// the run's reads; a device scan elsewhere on the machine (udev, blkid, lsblk) may add a few
			assertEquals(5000, k.read().ios(), PROBES, "the kernel saw the run's reads");
			assertEquals(5000L * 4096, k.read().bytes(), PROBES * 65536.0);
			assertEquals(0, k.write().ios());
			assertEquals(5000L * 4096, k.processReadBytes(), "the process's own block reads");

			int depth = 8;
			Measurement timed = engine.run(target, WorkloadSpec.builder().blockSize(4096).queueDepth(depth)
					.rampTime(Duration.ofMillis(200)).duration(Duration.ofMillis(500)).backend(backend).build(),
					RunObserver.NONE);
			long product = timed.read().ios();
			long kernel = timed.kernel().orElseThrow().read().ios();
			// I/Os in flight at the end are completed by the kernel, not counted by the run (up to the depth); the
			// coordinator reads the counters a few tens of microseconds after the ramp ends (a few I/Os)
			assertEquals(product, kernel, depth + PROBES + product * 0.01, "kernel " + kernel + ", product " + product);
		});
	}

	/**
	 * A short count after a ramp (an access-time run with rampTime): the first reading must be taken
	 * when the ramp ends, not when the coordinator gets round to it. Taken 2 ms late, it missed half
	 * the reads of a 4 ms run on a zram device.
	 */
	@ParameterizedTest
	@EnumSource(names = { "IO_URING", "THREADS" })
	void aShortCountAfterARampIsCountedFromTheRampsEnd(Backend backend) throws IOException {
		onLoopDevice((loop, target) -> {
			DefaultIoEngine engine = new DefaultIoEngine();
			for (int run = 0; run < 3; run++) {
				// 200 reads of ~25 us: 5 ms, about what 2000 reads of a zram device take
				Measurement m = engine.run(target, WorkloadSpec.builder().blockSize(4096).queueDepth(1).ioLimit(200)
						.rampTime(Duration.ofMillis(100)).backend(backend).build(), RunObserver.NONE);
				long product = m.read().ios();
				long kernel = m.kernel().orElseThrow().read().ios();
				// the read in flight when the ramp ends counts for the run, and may have reached the kernel's
				// counters before their first reading; a device scan elsewhere may add a few
				assertEquals(product, kernel, 1 + PROBES, "run " + run + ": kernel " + kernel
						+ ", product " + product + " in " + m.elapsedNanos() / 1_000_000.0 + " ms");
			}
		});
	}

	private interface LoopCheck {
		void run(LoopDevice loop, BlockDeviceTarget target) throws IOException;
	}

	/** Runs {@code check} on a 64 MiB loop device of the test's own, read-only. */
	private void onLoopDevice(LoopCheck check) throws IOException {
		String why = LoopDevice.unavailableReason();
		assumeTrue(why == null, why);
		try (LoopDevice loop = LoopDevice.inMemory(dir, 64L << 20, 512);
				BlockDeviceTarget target = BlockDeviceTarget.openReadOnly(loop.device(), null)) {
			check.run(loop, target);
		}
	}

	@ParameterizedTest
	@EnumSource(names = { "IO_URING", "THREADS" })
	void aTestFileIsCountedOnItsFileSystemsDevice(Backend backend) throws IOException {
		try (FileTarget target = FileTarget.create(dir.resolve("k.dat"), 16L << 20, false, false, null)) {
			Measurement m = new DefaultIoEngine().run(target, WorkloadSpec.builder().sequential().blockSize(65536)
					.amountBytes(16L << 20).backend(backend).build(), RunObserver.NONE);
			assumeTrue(m.kernel().isPresent(), "the temporary folder's file system has no block device (tmpfs?)");
			Measurement.KernelCounts k = m.kernel().get();
			// the device is shared with whatever else runs here: at least the run's reads
			assertTrue(k.read().bytes() >= 16L << 20, k.toString());
			// this process's own block reads over the same time: the run's, exactly
			assertEquals(16L << 20, k.processReadBytes(), k.toString());
		}
	}
}
