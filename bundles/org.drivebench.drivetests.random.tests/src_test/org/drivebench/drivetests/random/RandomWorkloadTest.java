package org.drivebench.drivetests.random;

import static org.drivebench.core.testing.ParameterRejections.rejection;
import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.drivebench.engine.sim.SsdParameters;
import org.drivebench.model.TestResult;
import org.drivebench.model.WorkerResult;
import org.junit.jupiter.api.Test;

class RandomWorkloadTest {
	@Test
	void rnd4kQ32InAGibibyteIsShortStrokedOnADisk() {
		TestResult r = completed(new RandomWorkload(), "hdd-7200");
		TestResult wholeDisk = completed(new RandomWorkload(), "hdd-7200", "regionLength=0");
		// 1 GiB of a 2 TB disk is a few hundred cylinders: short seeks
		assertTrue(value(r, "read.iops") > 2 * value(wholeDisk, "read.iops"));
		assertEquals(value(r, "read.iops") * 4096 / 1e6, value(r, "read.mbps"), 1e-9);
		assertEquals(5, r.getIntervals().get(0).getIops().toArray().length);
		assertTrue(r.getWorkers().isEmpty());
	}

	@Test
	void rnd4kQ32T16OnTheSsdRunsAtTheCommandRateWithEveryThreadOverTheWholeRegion() {
		SsdParameters ssd = SsdParameters.slcSata();
		TestResult r = completed(new RandomWorkload(), "ssd-slc", "threads=16");
		assertEquals(1e9 / ssd.commandOverheadNanos(), value(r, "read.iops"), 1e9 / ssd.commandOverheadNanos() * 0.02);
		assertEquals(16, r.getWorkers().size());
		for (WorkerResult w : r.getWorkers()) {
			assertEquals(0, w.getRegionOffset());
			assertEquals(1L << 30, w.getRegionLength());
		}
		// 512 outstanding I/Os at 100k IOPS
		assertEquals(16 * 32 / value(r, "read.iops") * 1e3, value(r, "read.latency.mean"), value(r, "read.latency.mean") * 0.03);
	}

	@Test
	void outOfRangeParametersAreRejectedNamingThem() {
		rejection(new RandomWorkload(), "threads", "65");
		rejection(new RandomWorkload(), "duration", "0");
	}
}
