package org.drivebench.report.chart.kinds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.SeriesStyle;
import org.drivebench.report.chart.TickStyle;
import org.drivebench.library.drives.DrivePalette;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.core.units.Units;
import org.drivebench.engine.IoEngine;
import org.drivebench.engine.Target;
import org.drivebench.engine.sim.SimulatedDrives;
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
		TestResult result = run(new ThirdPartyPlugin(SeriesRole.DISTRIBUTION));
		assertEquals(ResultStatus.COMPLETED, result.getStatus(), result.getMessages().toString());
		return result;
	}

	/** Runs {@code plugin} through the suite runner on the simulated 7200 rpm HDD (it measures nothing itself). */
	private static TestResult run(DriveTest plugin) {
		PlannedTest planned = new PlannedTest(plugin, ParameterValues.resolve(plugin.descriptor().id(), plugin.parameters(), Map.of()), plugin.descriptor().name());
		IoEngine noEngine = (target, spec, observer) -> {
			throw new AssertionError("the probe does not measure");
		};
		try (Target drive = SimulatedDrives.open("sim:hdd-7200")) {
			return new SuiteRunner(noEngine, "test").run(new RunPlan("probe", List.of(planned)), drive, RunListener.NONE, r -> {
			}).getResults().get(0);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** A plugin that measures nothing and writes what {@code writes} writes. */
	private static DriveTest writing(String id, java.util.function.Consumer<org.drivebench.core.api.ResultWriter> writes) {
		return new DriveTest() {
			@Override
			public org.drivebench.core.api.TestDescriptor descriptor() {
				return new org.drivebench.core.api.TestDescriptor(id, "1.0", "Probe", "Probe", "Writes what its test gives it.",
						org.drivebench.core.api.WriteAccess.READ_ONLY);
			}

			@Override
			public List<org.drivebench.core.api.ParameterSpec> parameters() {
				return List.of();
			}

			@Override
			public void run(org.drivebench.core.api.TestContext context) {
				writes.accept(context.results());
			}
		};
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
		DisplaySettings mib = new DisplaySettings(Units.MIB_PER_S, DrivePalette.DEFAULT);
		ChartModel surface = ResultCharts.choose(probe()).get(0).model(mib);
		assertEquals(180, surface.series().get(0).y()[0], 1e-9, "stored in MiB/s, shown in MiB/s");
		assertEquals("Throughput (MiB/s)", surface.y().get(0).title());
	}

	@Test
	void aSeriesWhoseAxisDoesNotFitItsRoleFailsTheTestSayingWhy() {
		TestResult wrong = run(new ThirdPartyPlugin(SeriesRole.BLOCK_SIZE_SWEEP));
		assertEquals(ResultStatus.FAILED, wrong.getStatus());
		String message = wrong.getMessages().get(0).getText();
		assertTrue(message.contains("'shares'") && message.contains("BLOCK_SIZE_SWEEP") && message.contains("'ms' (time)"), message);
	}

	/** Named cases (a copy within and across) are bars labelled by name. */
	@Test
	void casesAreBarsLabelledWithTheirNames() {
		DriveTest copies = writing("probe.cases", results -> {
			org.drivebench.core.api.ResultWriter.Axis rate = org.drivebench.core.api.ResultWriter.Axis.linear("Copy rate", Units.MB_PER_S);
			results.cases("archive.mbps", "Archive set", "Archive set", rate, List.of("within", "across"), new double[] { 74.0, 74.6 });
			results.cases("odd", "Odd", "Odd", rate, List.of("one"), new double[] { 1, 2 });
		});
		TestResult result = run(copies);
		// the second call has one case and two values: refused, so the test fails after its first series
		assertEquals(ResultStatus.FAILED, result.getStatus());
		assertEquals(1, result.getSeries().size());
		assertEquals(SeriesRole.PER_CASE, result.getSeries().get(0).getRole());
		assertEquals(List.of("within", "across"), result.getSeries().get(0).getCategories());
		ChartModel chart = ResultCharts.choose(result).get(0).model(MB);
		assertEquals(List.of("within", "across"), chart.x().categories());
		assertEquals(org.drivebench.report.chart.SeriesStyle.BARS, chart.series().get(0).style());
	}

	/** A steady-state test's rounds and its window's mean, band and fitted line share one chart, drawn with their points. */
	@Test
	void roundsAndTheirWindowShareOneChart() {
		DriveTest rounds = writing("probe.rounds", results -> {
			org.drivebench.core.api.ResultWriter.Axis round = org.drivebench.core.api.ResultWriter.Axis.linear("Round", Units.NUMBER);
			org.drivebench.core.api.ResultWriter.Axis iops = org.drivebench.core.api.ResultWriter.Axis.linear("IOPS", Units.IOPS);
			results.series("rounds.iops", "IOPS per round", SeriesRole.ROUNDS, round, iops, new double[] { 1, 2, 3, 4, 5, 6 },
					new double[] { 900, 400, 310, 300, 290, 300 });
			double[] window = { 2, 6 };
			results.series("rounds.window.mean", "Window mean", SeriesRole.ROUNDS, round, iops, window, new double[] { 320, 320 });
			results.series("rounds.window.high", "Window mean +10 %", SeriesRole.ROUNDS, round, iops, window, new double[] { 352, 352 });
			results.series("rounds.window.fit", "Line fitted to the window", SeriesRole.ROUNDS, round, iops, window,
					new double[] { 380, 260 });
			// a round is a plain number: a size on the x axis is refused
			results.series("odd", "Odd", SeriesRole.ROUNDS, org.drivebench.core.api.ResultWriter.Axis.linear("Written", Units.GB), iops,
					window, window);
		});
		TestResult result = run(rounds);
		assertEquals(ResultStatus.FAILED, result.getStatus());
		assertTrue(result.getMessages().get(0).getText().contains("ROUNDS"), result.getMessages().get(0).getText());
		assertEquals(4, result.getSeries().size());
		List<ChartPlan> plans = ResultCharts.choose(result);
		assertEquals(1, plans.size());
		ChartModel chart = plans.get(0).model(MB);
		assertEquals(List.of("rounds.iops", "rounds.window.mean", "rounds.window.high", "rounds.window.fit"),
				chart.series().stream().map(s -> s.id()).toList());
		assertTrue(chart.series().stream().allMatch(s -> s.style() == SeriesStyle.LINE_WITH_POINTS));
		assertEquals(1, chart.y().size(), "one IOPS axis");
		assertEquals("Steady state: IOPS per round", chart.title(), "the title says what is tracked, not the test's name");
		assertEquals("IOPS", chart.y().get(0).title(), "the unit alone on the axis: the title names the figure");
	}

	@Test
	void aChartOfSeveralSeriesIsTitledWithWhatTheirLabelsShareNotTheTestsName() {
		DriveTest sweep = writing("probe.pts", results -> {
			org.drivebench.core.api.ResultWriter.Axis size = org.drivebench.core.api.ResultWriter.Axis.log2("Block size", Units.BYTES);
			org.drivebench.core.api.ResultWriter.Axis iops = org.drivebench.core.api.ResultWriter.Axis.linear("IOPS", Units.IOPS);
			double[] x = { 4096, 8192, 16384 };
			results.series("iops.r100", "IOPS against block size, 100/0 read/write", SeriesRole.BLOCK_SIZE_SWEEP, size, iops, x,
					new double[] { 9000, 8000, 6000 });
			results.series("iops.r0", "IOPS against block size, 0/100 read/write", SeriesRole.BLOCK_SIZE_SWEEP, size, iops, x,
					new double[] { 5000, 4500, 3000 });
		});
		ChartModel chart = ResultCharts.choose(run(sweep)).get(0).model(MB);
		assertEquals("IOPS against block size", chart.title());
		assertEquals(List.of("IOPS against block size, 100/0 read/write", "IOPS against block size, 0/100 read/write"),
				chart.series().stream().map(s -> s.label()).toList(), "the legend tells the mixes apart");
		// labels that share nothing before their last comma: the test's name, as before
		DriveTest atto = writing("probe.atto", results -> {
			org.drivebench.core.api.ResultWriter.Axis size = org.drivebench.core.api.ResultWriter.Axis.log2("Block size", Units.BYTES);
			org.drivebench.core.api.ResultWriter.Axis rate = org.drivebench.core.api.ResultWriter.Axis.linear("Rate", Units.MB_PER_S);
			double[] x = { 4096, 8192 };
			results.series("write.mbps", "Write rate", SeriesRole.BLOCK_SIZE_SWEEP, size, rate, x, new double[] { 100, 200 });
			results.series("read.mbps", "Read rate", SeriesRole.BLOCK_SIZE_SWEEP, size, rate, x, new double[] { 150, 250 });
		});
		TestResult r = run(atto);
		assertEquals(r.getTestName(), ResultCharts.choose(r).get(0).model(MB).title());
	}
}
