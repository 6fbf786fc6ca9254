package org.drivebench.drivetests.random;

import static org.drivebench.core.testing.ParameterRejections.rejection;
import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.series;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.sim.HddParameters;
import org.drivebench.model.Metric;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

/**
 * Seed 000's Smart Align experiment on the simulated desktop HDD. What the model implies, from its
 * parameters (SIMULATION.md, "Write cache"): after a rest the write-back cache is empty and takes
 * {@code writeCacheEntries} = 64 random writes, each acknowledged after the host's 10 us, the command's
 * 20 us and the link (4096 B at 570 MB/s: 7.2 us), 37.2 us in all, 2.4 ms for the 64; from then on every
 * write waits for a dirty extent to reach the platter, so the burst goes on at the rate the drive
 * destages random writes, which is its sustained rate r_s (the test's sustained figure: a minute with the
 * cache full). So a burst of T_b seconds does 64 + (T_b - 64 x 37.2 us) r_s writes.
 */
class WriteCacheBurstsTest {
	private static final HddParameters HDD = HddParameters.desktop7200();
	private static final double CACHED_WRITE_SECONDS = (HDD.hostOverheadNanos() + HDD.commandOverheadNanos()
			+ 4096 / (HDD.interfaceMegabytesPerSecond() * 1e-3)) / 1e9;

	private static double expectedBurstIops(double burstSeconds, double sustainedIops) {
		int cached = HDD.writeCacheEntries();
		return (cached + (burstSeconds - cached * CACHED_WRITE_SECONDS) * sustainedIops) / burstSeconds;
	}

	@Test
	void aShortBurstIsSeveralTimesFasterThanTheSustainedRate() {
		// 50 ms: 64 writes from the cache are 1280 IOPS on their own, several times what the platter takes
		TestResult r = completed(new WriteCacheBursts(), "hdd-7200", "blockSizes=4k", "burst=0.05", "sustained=10s");
		double sustained = value(r, "write.sustained.iops.4096");
		double burst = value(r, "write.burst.iops.4096");
		double expected = expectedBurstIops(0.05, sustained);
		assertEquals(expected, burst, 0.1 * expected, "burst IOPS, sustained " + sustained);
		assertTrue(value(r, "write.burst-ratio.4096") > 3, "a short burst runs several times the sustained rate");
		assertEquals(burst / sustained, value(r, "write.burst-ratio.4096"), 1e-9);
		assertEquals(burst * 4096 / 1e6, value(r, "write.burst.mbps.4096"), burst * 4096 / 1e6 * 0.01);
	}

	@Test
	void theReviewsFiveSecondBurstsGainOnlyTheCachesSixtyFourCommands() {
		// the review's 5 s bursts: 64 cached writes spread over 5 s add 12.8 IOPS to the sustained rate; the
		// model's desktop drive holds 64 commands, so only a burst of a fraction of a second is much faster
		TestResult r = completed(new WriteCacheBursts(), "hdd-7200", "blockSizes=4k", "sustained=20s");
		double sustained = value(r, "write.sustained.iops.4096");
		double expected = expectedBurstIops(5, sustained);
		assertEquals(expected, value(r, "write.burst.iops.4096"), 0.03 * expected);
	}

	@Test
	void everySizeGetsARestABurstAndASustainedStepAndTheRestsTakeNoWallTime() {
		long start = System.nanoTime();
		TestResult r = completed(new WriteCacheBursts(), "hdd-7200", "blockSizes=512, 64k", "sustained=5s");
		assertTrue((System.nanoTime() - start) / 1e9 < 30, "two simulated minutes of rest take no wall time");
		for (String size : new String[] { "512", "65536" }) {
			for (String figure : new String[] { "burst.iops", "burst.mbps", "sustained.iops", "sustained.mbps" }) {
				Metric m = SimulatedTestRuns.metric(r, "write." + figure + "." + size);
				assertTrue(m.getValue() > 0, m.getKey());
			}
		}
		assertArrayEquals(new double[] { 512, 65536 }, series(r, "write.burst.iops").getXValues().toArray());
		assertArrayEquals(new double[] { 512, 65536 }, series(r, "write.sustained.mbps").getXValues().toArray());
	}

	@Test
	void aCancelledRunKeepsTheSizesItFinishedWhole() {
		// the user cancels once the second size's burst is announced (step 5: rest, burst, sustained, rest, burst);
		// the runner notices within its poll, so a few more sizes may finish, but not all twelve
		TestResult r = SimulatedTestRuns.cancelledAfterSteps(new WriteCacheBursts(), "hdd-7200", 5);
		assertEquals(ResultStatus.CANCELLED, r.getStatus());
		assertTrue(value(r, "write.sustained.iops.512") > 0);
		assertTrue(r.getMetrics().stream().noneMatch(m -> m.getKey().endsWith(".1048576")),
				"the last size was not reached: " + r.getMetrics().stream().map(Metric::getKey).toList());
		long bursts = r.getMetrics().stream().filter(m -> m.getKey().startsWith("write.burst.iops.")).count();
		long sustained = r.getMetrics().stream().filter(m -> m.getKey().startsWith("write.sustained.iops.")).count();
		assertEquals(bursts, sustained, "a size is reported with both halves or not at all");
	}

	@Test
	void badParametersAreRejectedNamingThem() {
		rejection(new WriteCacheBursts(), "rest", "2h");
		rejection(new WriteCacheBursts(), "burst", "0.001");
		rejection(new WriteCacheBursts(), "blockSizes", "4k, 128M");
	}
}
