package org.drivebench.drivetests.random;

import static org.drivebench.core.testing.ParameterRejections.rejection;
import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.sim.HddParameters;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

class MixedSizesTest {
	/** Sizes 512 B to 64 KiB in 512 B steps, equally likely: a mean of 33,024 B. */
	private static final double MEAN_KB = (512 + 65536) / 2 / 1e3;

	@Test
	void devTestsFourRowsPerRatio() {
		TestResult r = completed(new MixedSizes(), "hdd-7200");
		for (String ratio : new String[] { "r50", "r90", "r10" }) {
			for (String direction : new String[] { "read", "write" }) {
				double kbps = value(r, ratio + "." + direction + ".kbps");
				double ios = value(r, ratio + "." + direction + ".iops");
				assertEquals(MEAN_KB, kbps / ios, MEAN_KB * 0.1, ratio + " " + direction + ": kB per I/O");
			}
		}
		assertEquals(9, value(r, "r90.read.iops") / value(r, "r90.write.iops"), 9 * 0.2, "90:10 of the I/Os");
		assertEquals(1, value(r, "r50.read.iops") / value(r, "r50.write.iops"), 0.1);
		// one I/O at a time: each costs about an access (the transfer of 33 kB adds a fraction of a millisecond)
		double total = value(r, "r50.read.iops") + value(r, "r50.write.iops");
		double access = AccessTimeTest.modelAccessMillis(HddParameters.desktop7200());
		assertTrue(total > 0.6 * 1000 / access && total < 1.2 * 1000 / access, total + " IO/s");
		assertEquals("kB/s", SimulatedTestRuns.metric(r, "r50.read.kbps").getUnit());
		assertEquals("50:50 read", SimulatedTestRuns.metric(r, "r50.read.kbps").getLabel());
	}

	@Test
	void aRatioWithoutOneDirectionHasNoRowsForIt() {
		TestResult r = completed(new MixedSizes(), "ssd-slc", "readShares=100", "timePerRatio=5s");
		assertTrue(value(r, "r100.read.iops") > 0);
		assertTrue(r.getMetrics().stream().noneMatch(m -> m.getKey().startsWith("r100.write")));
		rejection(new MixedSizes(), "readShares", "110");
	}
}
