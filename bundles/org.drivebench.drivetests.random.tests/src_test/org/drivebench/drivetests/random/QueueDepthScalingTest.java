package org.drivebench.drivetests.random;

import static org.drivebench.core.testing.ParameterRejections.rejection;
import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.sim.HddParameters;
import org.drivebench.engine.sim.SsdParameters;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

class QueueDepthScalingTest {
	private static final int[] DEPTHS = { 1, 2, 4, 8, 16, 32, 64, 128, 256 };

	@Test
	void aDiskGainsIopsWithDepthUntilItsCommandQueueIsFull() {
		for (HddParameters hdd : new HddParameters[] { HddParameters.desktop7200(), HddParameters.sas15k() }) {
			TestResult r = completed(new QueueDepthScaling(), hdd.name());
			for (int i = 1; i < DEPTHS.length; i++) {
				assertTrue(value(r, "read.iops.qd" + DEPTHS[i]) >= value(r, "read.iops.qd" + DEPTHS[i - 1]) * 0.99,
						hdd.name() + " QD" + DEPTHS[i]);
			}
			assertTrue(value(r, "read.iops.qd" + hdd.queueDepth()) > 2 * value(r, "read.iops.qd1"),
					hdd.name() + ": reordering a full queue more than doubles the IOPS");
			// deeper than the drive's queue, the host only waits: the curve is flat
			assertEquals(value(r, "read.iops.qd" + hdd.queueDepth()), value(r, "read.iops.qd256"),
					value(r, "read.iops.qd256") * 0.02, hdd.name());
			assertTrue(value(r, "read.qd.saturation") <= hdd.queueDepth(), hdd.name());
			assertEquals(value(r, "read.iops.qd256"), value(r, "read.iops.peak"), value(r, "read.iops.peak") * 0.02);
			// Little's law: at a full queue each I/O waits for the whole queue ahead of it
			assertEquals(256 / value(r, "read.iops.qd256") * 1e3, value(r, "read.latency.mean.qd256"),
					value(r, "read.latency.mean.qd256") * 0.02, hdd.name());
		}
	}

	@Test
	void theSsdLevelsOffAtItsCommandRate() {
		SsdParameters ssd = SsdParameters.slcSata();
		TestResult r = completed(new QueueDepthScaling(), "ssd-slc", "timePerDepth=5s");
		assertEquals(1e9 / ssd.commandOverheadNanos(), value(r, "read.iops.peak"), 1e9 / ssd.commandOverheadNanos() * 0.02);
		assertTrue(value(r, "read.iops.qd8") > 4 * value(r, "read.iops.qd1"), "dies work in parallel");
	}

	@Test
	void aCancelledSweepKeepsTheDepthsItFinished() {
		TestResult r = SimulatedTestRuns.cancelledAfterSteps(new QueueDepthScaling(), "hdd-7200", 3);
		assertEquals(ResultStatus.CANCELLED, r.getStatus());
		assertTrue(value(r, "read.iops.qd1") > 0);
		assertTrue(r.getMetrics().stream().noneMatch(m -> m.getKey().equals("read.iops.peak")),
				"no peak claimed for a cut-short sweep");
		assertTrue(r.getMetrics().stream().noneMatch(m -> m.getKey().equals("read.iops.qd256")));
	}

	@Test
	void outOfRangeDepthsAreRejectedNamingThem() {
		rejection(new QueueDepthScaling(), "queueDepths", "1, 2, 0");
		rejection(new QueueDepthScaling(), "queueDepths", "2048");
	}
}
