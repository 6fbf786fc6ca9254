package org.drivebench.core.chart.kinds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.drivebench.core.chart.AxisSpec;
import org.drivebench.core.chart.ChartModel;
import org.drivebench.core.chart.DisplaySettings;
import org.drivebench.core.chart.SeriesStyle;
import org.drivebench.core.chart.TickStyle;
import org.drivebench.core.report.DrivePalette;
import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.core.units.Units;
import org.drivebench.model.AxisScale;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

/**
 * A plugin defined here, run through the suite runner on a simulated drive, gets the charts its series'
 * roles ask for: nothing in its id, labels or units names a kind of chart.
 */
class ResultChartsTest {
	private static final DisplaySettings MB = DisplaySettings.DEFAULT;

	private static TestResult probe() {
		return SimulatedTestRuns.completed(new ThirdPartyPlugin(SeriesRole.DISTRIBUTION), "sim:hdd-7200");
	}

	@Test
	void aThirdPartyPluginGetsItsChartsFromItsSeriesRolesAlone() {
		List<ChartPlan> plans = ResultCharts.choose(probe());
		assertEquals(List.of(ChartKind.SURFACE, ChartKind.SCATTER, ChartKind.SERIES, ChartKind.SERIES, ChartKind.SERIES,
				ChartKind.DISTRIBUTION), plans.stream().map(ChartPlan::kind).toList());
		assertEquals(List.of("Throughput by zone", "Service time of each probe", "Zone probe", "Throughput per stream",
				"Share of probes by wait", "Service time distribution"), plans.stream().map(ChartPlan::title).toList());
	}

	@Test
	void theSurfaceIsDrawnOverTheWholeSpanWithItsMinimumMeanAndMaximumMarked() {
		ChartModel surface = ResultCharts.choose(probe()).get(0).model(MB);
		// the simulated 7200 rpm HDD holds 2,000,398,934,016 B = 1863.02 GiB: the last offset
		double capacityGib = 2_000_398_934_016.0 / (1L << 30);
		assertEquals(0, surface.x().lower());
		assertEquals(capacityGib, surface.x().upper(), 1e-9);
		assertEquals("Offset (GiB)", surface.x().title());
		// MiB/s as stored, shown in MB/s: 180 MiB/s = 180 * 1,048,576 / 10^6 = 188.74368 MB/s
		assertEquals(188.74368, surface.series().get(0).y()[0], 1e-9);
		assertEquals("Throughput (MB/s)", surface.y().get(0).title());
		assertEquals(3, surface.markers().size(), "min, mean, max");
		assertEquals(SeriesStyle.LINE, surface.series().get(0).style());
	}

	@Test
	void aSweepSharesItsChartAndPutsItsSecondUnitOnTheRight() {
		ChartModel sweep = ResultCharts.choose(probe()).get(2).model(MB);
		assertEquals(2, sweep.series().size());
		assertEquals(2, sweep.y().size(), "operations on the left, wait on the right");
		assertEquals(AxisScale.LOG2, sweep.x().scale());
		assertEquals(List.of(SeriesStyle.LINE_WITH_POINTS, SeriesStyle.LINE_WITH_POINTS),
				sweep.series().stream().map(s -> s.style()).toList());
	}

	@Test
	void perWorkerSeriesAreBarsAndADistributionAFilledStep() {
		List<ChartPlan> plans = ResultCharts.choose(probe());
		ChartModel streams = plans.get(3).model(MB);
		assertEquals(SeriesStyle.BARS, streams.series().get(0).style());
		AxisSpec categories = streams.x();
		assertEquals(TickStyle.CATEGORY, categories.ticks());
		assertEquals(List.of("1", "2", "3"), categories.categories());
		assertEquals(SeriesStyle.STEP_AREA, plans.get(4).model(MB).series().get(0).style());
	}

	@Test
	void scatterSamplesInMicrosecondsAreBucketedInMilliseconds() {
		ChartModel distribution = ResultCharts.choose(probe()).get(5).model(MB);
		// mean of 8, 12.5, 9.7 and 15.1 ms = 45.3 / 4 = 11.325 ms
		assertTrue(distribution.markers().get(0).label().contains("11.3"), distribution.markers().get(0).label());
	}

	@Test
	void ratesFollowTheChosenUnit() {
		DisplaySettings mib = new DisplaySettings(Units.MIB_PER_S, 1, DrivePalette.DEFAULT);
		ChartModel surface = ResultCharts.choose(probe()).get(0).model(mib);
		assertEquals(180, surface.series().get(0).y()[0], 1e-9, "stored in MiB/s, shown in MiB/s");
		assertEquals("Throughput (MiB/s)", surface.y().get(0).title());
	}

	@Test
	void aSeriesWhoseAxisDoesNotFitItsRoleFailsTheTestSayingWhy() {
		TestResult wrong = SimulatedTestRuns.run(new ThirdPartyPlugin(SeriesRole.BLOCK_SIZE_SWEEP), "sim:hdd-7200");
		assertEquals(ResultStatus.FAILED, wrong.getStatus());
		String message = SimulatedTestRuns.messages(wrong).get(0);
		assertTrue(message.contains("'shares'") && message.contains("BLOCK_SIZE_SWEEP") && message.contains("'ms' (time)"), message);
	}
}
