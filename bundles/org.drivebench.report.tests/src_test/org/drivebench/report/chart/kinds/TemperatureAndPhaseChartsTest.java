package org.drivebench.report.chart.kinds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Series;
import org.drivebench.model.SeriesKind;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.TestResult;
import org.drivebench.model.values.Samples;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.MarkerSpec;
import org.drivebench.report.chart.image.ChartImages;
import org.junit.jupiter.api.Test;

/**
 * The drive's temperature is drawn over the rate against the same time, on an axis of its own; the
 * phases of a write are marked on its rate curve. Both from the series' roles alone.
 */
class TemperatureAndPhaseChartsTest {
	private static Series series(String key, SeriesRole role, String xLabel, String xUnit, String yLabel, String yUnit, double[] x,
			double[] y) {
		Series s = DriveBenchFactory.eINSTANCE.createSeries();
		s.setKey(key);
		s.setLabel(key);
		s.setRole(role);
		s.setKind(SeriesKind.LINE);
		s.setXLabel(xLabel);
		s.setXUnit(xUnit);
		s.setYLabel(yLabel);
		s.setYUnit(yUnit);
		s.setXValues(Samples.of(x));
		s.setYValues(Samples.of(y));
		return s;
	}

	@Test
	void theTemperatureSharesTheRatesTimeAxisOnAnAxisOfItsOwn() {
		TestResult r = DriveBenchFactory.eINSTANCE.createTestResult();
		r.setTestName("Thermal throttling");
		// the temperature first: the rate still takes the left axis
		r.getSeries().add(series("drive.temperature", SeriesRole.TEMPERATURE, "Time", "s", "Temperature", "°C",
				new double[] { 0, 0.5, 1, 1.5, 2 }, new double[] { 33, 50, 70, 81, 79 }));
		r.getSeries().add(series("drive.rate", SeriesRole.PER_INTERVAL, "Time", "s", "Rate", "MB/s", new double[] { 0, 1 },
				new double[] { 1700, 800 }));
		List<ChartPlan> plans = ResultCharts.choose(r);
		assertEquals(1, plans.size(), "one chart: " + plans.stream().map(ChartPlan::title).toList());
		ChartModel chart = plans.get(0).model(DisplaySettings.DEFAULT);
		assertEquals(2, chart.y().size());
		assertEquals("Rate (MB/s)", chart.y().get(0).title());
		assertEquals("Temperature (°C)", chart.y().get(1).title());
		assertEquals("drive.rate", chart.series().get(0).id());
		assertEquals(1, chart.series().get(1).yAxis());
		assertEquals(81, chart.series().get(1).y()[3]);
		assertTrue(ChartImages.svg(chart, 900, 500).contains(">Temperature (°C)<"), "the right-hand axis is drawn");
	}

	@Test
	void theCacheAndFoldingPhasesAreMarkedOnTheRateCurveAndDrawnNowhereElse() {
		TestResult r = DriveBenchFactory.eINSTANCE.createTestResult();
		r.getSeries().add(series("write.mbps", SeriesRole.SURFACE, "Written", "GB", "Rate", "MB/s", new double[] { 10, 20, 30, 40, 50 },
				new double[] { 3300, 3300, 1700, 1700, 1229 }));
		Series phases = series("write.phases", SeriesRole.PHASES, "Written", "GB", "Phase", "", new double[] { 0, 22.5, 44 },
				new double[] { 1, 2, 3 });
		phases.getCategories().addAll(List.of("in cache, 3300 MB/s", "after cache, 1700 MB/s", "folding, 1229 MB/s"));
		r.getSeries().add(phases);
		List<ChartPlan> plans = ResultCharts.choose(r);
		assertEquals(List.of(ChartKind.SURFACE), plans.stream().map(ChartPlan::kind).toList(), "no chart of the phases alone");
		List<MarkerSpec> vertical = plans.get(0).model(DisplaySettings.DEFAULT).markers().stream().filter(MarkerSpec::vertical).toList();
		assertEquals(List.of(0.0, 22.5, 44.0), vertical.stream().map(MarkerSpec::value).toList());
		assertEquals(List.of("in cache, 3300 MB/s", "after cache, 1700 MB/s", "folding, 1229 MB/s"),
				vertical.stream().map(MarkerSpec::label).toList());
		assertTrue(plans.get(0).model(DisplaySettings.DEFAULT).markers().size() == 6, "min, mean and max too");
		// the painter draws them: a dashed line and its label each, in the exported image as on screen
		String svg = ChartImages.svg(plans.get(0).model(DisplaySettings.DEFAULT), 900, 500);
		for (String name : List.of("in cache, 3300 MB/s", "after cache, 1700 MB/s", "folding, 1229 MB/s")) {
			assertTrue(svg.contains(">" + name + "<"), name + " in the image");
		}
		assertEquals(6, svg.split("stroke-dasharray=\"4,3\"", -1).length - 1, "a dashed line per marker");
	}
}
