package org.drivebench.drivetests.linear;

import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.series;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Map;

import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.sim.HddParameters;
import org.drivebench.model.AxisScale;
import org.drivebench.model.Series;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

class SequentialBlockSizeSweepTest {
	private static final HddParameters HDD = HddParameters.desktop7200();
	private static final long[] SIZES = { 512, 1 << 10, 2 << 10, 4 << 10, 8 << 10, 16 << 10, 32 << 10, 64 << 10, 128 << 10,
			256 << 10, 512 << 10, 1 << 20, 2 << 20 };

	@Test
	void theRateRisesWithBlockSizeToTheOuterMediaRate() {
		TestResult r = completed(new SequentialBlockSizeSweep(), "hdd-7200");
		Series rate = series(r, "read.mbps");
		assertEquals(AxisScale.LOG2, rate.getXScale());
		assertTrue(Arrays.equals(SIZES, Arrays.stream(rate.getXValues().toArray()).mapToLong(x -> (long) x).toArray()));
		double[] mbps = rate.getYValues().toArray();
		for (int i = 1; i < mbps.length; i++) {
			assertTrue(mbps[i] >= mbps[i - 1] * 0.99, "no size is slower than a smaller one: " + Arrays.toString(mbps));
		}
		assertEquals(HDD.outerMegabytesPerSecond(), value(r, "read.mbps.2097152"), HDD.outerMegabytesPerSecond() * 0.02,
				"large blocks stream at the outer tracks' rate");
		double commandLimited = 512 / (HDD.commandOverheadNanos() / 1e9) / 1e6;
		assertTrue(value(r, "read.mbps.512") <= commandLimited * 1.01,
				"512 B blocks cannot beat one command per " + HDD.commandOverheadNanos() + " ns: " + value(r, "read.mbps.512"));
		assertEquals(Arrays.stream(mbps).average().orElseThrow(), value(r, "read.mbps.mean"), 1e-9);
		assertEquals(value(r, "read.mbps.4096") * 1e6 / 4096, value(r, "read.iops.4096"), 1e-6 * value(r, "read.iops.4096"));
		assertEquals(SIZES.length, r.getHistograms().size());
		assertEquals("Read 64 KiB", SimulatedTestRuns.metric(r, "read.mbps.65536").getLabel());
	}

	@Test
	void writesReachTheMediaRateOnceTheCacheIsFull() {
		TestResult r = completed(new SequentialBlockSizeSweep(), "hdd-7200", "direction=write", "blockSizes=64k, 1M");
		assertEquals(HDD.outerMegabytesPerSecond(), value(r, "write.mbps.1048576"), HDD.outerMegabytesPerSecond() * 0.03,
				"a minute of writing leaves the 64 MiB cache a rounding error");
	}

	@Test
	void outOfRangeParametersAreRejectedNamingThem() {
		SequentialBlockSizeSweep test = new SequentialBlockSizeSweep();
		for (Map.Entry<String, String> bad : Map.of("blockSizes", "4k, 128M", "queueDepth", "2000", "timePerSize", "0",
				"direction", "sideways").entrySet()) {
			InvalidParameterException e = assertThrows(InvalidParameterException.class,
					() -> ParameterValues.resolve(test.descriptor().id(), test.parameters(), Map.ofEntries(bad)));
			assertEquals(bad.getKey(), e.key(), e.getMessage());
			assertTrue(e.getMessage().startsWith("linear.bs-sweep: " + bad.getKey()), e.getMessage());
		}
	}
}
