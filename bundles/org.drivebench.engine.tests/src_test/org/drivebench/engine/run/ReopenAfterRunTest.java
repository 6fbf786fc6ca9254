package org.drivebench.engine.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;

import org.drivebench.engine.Backend;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.nativeio.IoUring;
import org.drivebench.engine.targets.BlockDeviceTarget;
import org.drivebench.engine.testing.LoopDevice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A device opened for writing is opened exclusively; a run on it must let go of it when it ends, so
 * the next run (the next strip size of a study, the next run in the workbench) can open it again at
 * once. A ring that registered the device's descriptor used to keep it open until the kernel tore the
 * ring down in the background, and the next exclusive open then failed now and then with EBUSY.
 */
class ReopenAfterRunTest {
	private static final int RUNS = 40;

	@TempDir
	Path dir;

	@Test
	void aDeviceWrittenByARunCanBeOpenedForWritingAgainAsSoonAsTheRunEnds() throws Exception {
		String why = LoopDevice.unavailableReason();
		assumeTrue(why == null, why);
		assumeTrue(IoUring.unavailableReason() == null, IoUring.unavailableReason());
		DefaultIoEngine engine = new DefaultIoEngine();
		WorkloadSpec spec = WorkloadSpec.builder().blockSize(4096).queueDepth(8).readPercent(0).ioLimit(256)
				.backend(Backend.IO_URING).build();
		try (LoopDevice loop = LoopDevice.inMemory(dir, 16L << 20, 512)) {
			for (int run = 0; run < RUNS; run++) {
				try (BlockDeviceTarget target = BlockDeviceTarget.openForWriting(loop.device(), loop.confirmation())) {
					Measurement m = engine.run(target, spec, RunObserver.NONE);
					assertEquals(256, m.total().ios(), "run " + run);
				}
			}
		}
	}
}
