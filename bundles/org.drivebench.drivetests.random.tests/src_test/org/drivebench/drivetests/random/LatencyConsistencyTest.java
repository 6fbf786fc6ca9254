package org.drivebench.drivetests.random;

import static org.drivebench.core.testing.ParameterRejections.rejection;
import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

class LatencyConsistencyTest {
	@Test
	void perSecondFiguresOfTenMinutesAtQueueDepth256() {
		TestResult r = completed(new LatencyConsistency(), "hdd-7200");
		assertEquals(600, r.getIntervals().get(0).getMeanLatencyMicros().toArray().length);
		// Little's law: 256 outstanding I/Os at the measured rate
		assertEquals(256 / value(r, "read.iops") * 1e3, value(r, "read.latency.mean"), value(r, "read.latency.mean") * 0.02);
		assertEquals(value(r, "read.latency.mean"), value(r, "read.per-second.mean.average"),
				value(r, "read.latency.mean") * 0.01, "equal seconds: the mean of the means is the mean");
		assertTrue(value(r, "read.per-second.mean.stdev") > 0);
		assertTrue(value(r, "read.per-second.mean.stdev") < 0.1 * value(r, "read.per-second.mean.average"),
				"a saturated disk is steady from second to second");
		assertTrue(value(r, "read.per-second.max.average") > value(r, "read.per-second.mean.average"));
		assertTrue(value(r, "read.latency.p9999") >= value(r, "read.latency.p99"));
		assertTrue(value(r, "read.latency.p9999") <= value(r, "read.latency.max"));
	}

	@Test
	void outOfRangeParametersAreRejectedNamingThem() {
		rejection(new LatencyConsistency(), "queueDepth", "0");
		rejection(new LatencyConsistency(), "blockSize", "1");
	}
}
