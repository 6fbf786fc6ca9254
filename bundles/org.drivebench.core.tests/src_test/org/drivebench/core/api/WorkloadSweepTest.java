package org.drivebench.core.api;

import static org.drivebench.core.api.PluginHelperRuns.metric;
import static org.drivebench.core.api.PluginHelperRuns.metricKeys;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.drivebench.core.testing.FakeTarget;
import org.drivebench.core.api.WorkloadSweep.Figure;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.AxisScale;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Series;
import org.drivebench.model.TestResult;
import org.drivebench.engine.Target;
import org.junit.jupiter.api.Test;

class WorkloadSweepTest {
	private static final long MILLISECOND = 1_000_000;
	private static final Target DISK = FakeTarget.sized(1L << 30, 512);

	/** Every I/O takes 1 ms: 1000 IOPS at every size, so MB/s is the size in kB. */
	private final ServiceTimeEngine engine = new ServiceTimeEngine(spec -> MILLISECOND);

	private static ScriptedPlugin blockSizeSweep() {
		return new ScriptedPlugin(List.of(StandardParameters.direction().build()), context -> {
			WorkloadSweep sweep = WorkloadSweep.overBlockSizes("read", "Read", List.of(4096L, 65536L, 1L << 20),
					size -> WorkloadSpec.builder().blockSize(size).duration(Duration.ofSeconds(1)).build(), Figure.MBPS,
					Figure.IOPS).withHistograms();
			sweep.reportMean(context.results(), sweep.run(context), Figure.MBPS);
		});
	}

	private static Series series(TestResult result, String key) {
		return result.getSeries().stream().filter(s -> s.getKey().equals(key)).findFirst().orElseThrow();
	}

	@Test
	void eachPointIsAMetricPerFigureAndEachFigureASeriesAgainstTheAxis() {
		TestResult result = PluginHelperRuns.run(blockSizeSweep(), Map.of(), engine, DISK);
		assertEquals(ResultStatus.COMPLETED, result.getStatus());
		assertEquals("Read 64 KiB", metric(result, "read.mbps.65536").getLabel());
		assertEquals("MB/s", metric(result, "read.mbps.65536").getUnit());
		assertEquals(65.536, metric(result, "read.mbps.65536").getValue(), 1e-9);
		assertEquals(1000, metric(result, "read.iops.4096").getValue(), 1e-9);
		assertEquals(BetterDirection.HIGHER, metric(result, "read.iops.4096").getDirection());
		assertEquals((4.096 + 65.536 + 1048.576) / 3, metric(result, "read.mbps.mean").getValue(), 1e-9);
		Series rate = series(result, "read.mbps");
		assertEquals(AxisScale.LOG2, rate.getXScale());
		assertEquals("B", rate.getXUnit());
		assertArrayEquals(new double[] { 4096, 65536, 1 << 20 }, rate.getXValues().toArray());
		assertEquals("Read rate", rate.getLabel());
		assertEquals(List.of("read.latency.4096", "read.latency.65536", "read.latency.1048576"),
				result.getHistograms().stream().map(h -> h.getKey()).toList());
		assertEquals("virtual-clock", result.getEngineBackend());
	}

	@Test
	void aCancelledSweepKeepsTheFinishedPointsAndDropsTheOneUnderWay() {
		TestResult result = PluginHelperRuns.run(blockSizeSweep(), Map.of(), engine.cancellingDuring(1), DISK);
		assertEquals(ResultStatus.CANCELLED, result.getStatus());
		assertEquals(List.of("read.mbps.4096", "read.iops.4096"), metricKeys(result), "no mean of a cut-short sweep");
		assertArrayEquals(new double[] { 4096 }, series(result, "read.mbps").getXValues().toArray());
		assertEquals(2, engine.specs.size(), "no point starts after the cancel");
	}

	@Test
	void aSizeListedTwiceIsRefusedBeforeAnythingRuns() {
		IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
				() -> WorkloadSweep.overBlockSizes("read", "Read", List.of(4096L, 4096L),
						size -> WorkloadSpec.builder().blockSize(size).ioLimit(1).build(), Figure.MBPS));
		assertEquals("Read 4 KiB is listed twice: each point of a sweep is measured once", e.getMessage());
	}

	@Test
	void queueDepthPointsAreKeyedByDepthOnALog2Axis() {
		ScriptedPlugin depths = new ScriptedPlugin(List.of(StandardParameters.direction().build()), context -> WorkloadSweep.overQueueDepths("read", "Read",
				List.of(1L, 4L), depth -> WorkloadSpec.builder().queueDepth(depth).ioLimit(10).build(), Figure.MEAN_LATENCY)
				.run(context));
		TestResult result = PluginHelperRuns.run(depths, Map.of(), engine, DISK);
		assertEquals("Read QD4", metric(result, "read.latency.mean.qd4").getLabel());
		assertEquals(1.0, metric(result, "read.latency.mean.qd4").getValue(), 1e-3);
		assertEquals(BetterDirection.LOWER, metric(result, "read.latency.mean.qd1").getDirection());
		assertEquals(AxisScale.LOG2, series(result, "read.latency.mean").getXScale());
		assertTrue(result.getHistograms().isEmpty());
	}
}
