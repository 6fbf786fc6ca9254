package org.drivebench.report;

import org.drivebench.library.drives.DrivePalette;
import static org.drivebench.core.testing.Fixtures.result;
import static org.drivebench.core.testing.Fixtures.series;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.drivebench.model.ComparisonReport;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;
import org.drivebench.core.testing.Fixtures;

class OverlayBuilderTest {
	private final Fixtures f = new Fixtures();

	private static TestResult withSeries(double[] x, double[] y) {
		TestResult r = result("linear", "Linear read");
		r.getSeries().add(series("rate", x, y));
		return r;
	}

	@Test
	void oneLinePerDriveInTheDrivesColour() {
		f.run("a", "Drive A", 1, withSeries(new double[] { 0, 1, 2 }, new double[] { 150, 140, 100 }));
		f.run("b", "Drive B", 2, withSeries(new double[] { 0, 1, 2 }, new double[] { 120, 118, 90 }));
		ComparisonReport report = Fixtures.report("t", "a", "b");
		report.getDrives().get(1).setColor("#112233");
		List<ChartOverlay> charts = new OverlayBuilder().build(report, f.runs());
		assertEquals(1, charts.size());
		ChartOverlay chart = charts.get(0);
		assertEquals("Transfer rate — Linear read", chart.title());
		assertEquals("Position, GB", chart.x().title());
		assertEquals("Rate, MB/s", chart.y().title());
		assertEquals(List.of("Drive A", "Drive B"), chart.series().stream().map(OverlaySeries::driveLabel).toList());
		assertEquals(List.of(DrivePalette.DEFAULT.get(0), "#112233"), chart.series().stream().map(OverlaySeries::color).toList());
		assertArrayEquals(new double[] { 120, 118, 90 }, chart.series().get(1).y().toArray());
	}

	@Test
	void repeatedRunsAtTheSameXAreAveragedAndOtherwiseTheNewestIsShown() {
		f.run("a", "A", 1, withSeries(new double[] { 0, 1 }, new double[] { 100, 50 }));
		f.run("a", "A", 2, withSeries(new double[] { 0, 1 }, new double[] { 110, 70 }));
		f.run("b", "B", 3, withSeries(new double[] { 0, 1 }, new double[] { 1, 2 }));
		f.run("b", "B", 4, withSeries(new double[] { 0, 2 }, new double[] { 3, 4 }));
		ChartOverlay chart = new OverlayBuilder().build(Fixtures.report("t", "a", "b"), f.runs()).get(0);
		assertEquals(2, chart.series().get(0).runs());
		assertArrayEquals(new double[] { 105, 60 }, chart.series().get(0).y().toArray());
		assertEquals(1, chart.series().get(1).runs());
		assertArrayEquals(new double[] { 0, 2 }, chart.series().get(1).x().toArray());
	}

	@Test
	void repeatedScattersAreNotAveragedTheNewestIsShown() {
		TestResult first = withSeries(new double[] { 0, 1 }, new double[] { 10, 20 });
		first.getSeries().get(0).setKind(org.drivebench.model.SeriesKind.SCATTER);
		TestResult second = withSeries(new double[] { 0, 1 }, new double[] { 12, 8 });
		second.getSeries().get(0).setKind(org.drivebench.model.SeriesKind.SCATTER);
		f.run("a", "A", 1, first);
		f.run("a", "A", 2, second);
		ChartOverlay chart = new OverlayBuilder().build(Fixtures.report("t", "a"), f.runs()).get(0);
		assertEquals(1, chart.series().get(0).runs());
		assertArrayEquals(new double[] { 12, 8 }, chart.series().get(0).y().toArray());
	}

	@Test
	void onlyTheChosenSeries() {
		TestResult r = withSeries(new double[] { 0 }, new double[] { 1 });
		r.getSeries().add(series("latency", new double[] { 0 }, new double[] { 5 }));
		f.run("a", "A", 1, r);
		ComparisonReport report = Fixtures.report("t");
		report.getSeriesKeys().add("linear/latency");
		List<ChartOverlay> charts = new OverlayBuilder().build(report, f.runs());
		assertEquals(List.of("latency"), charts.stream().map(ChartOverlay::seriesKey).toList());
	}

	@Test
	void theDrivesTemperatureIsComparedWhereEveryDriveHasASensorAndPhasesNever() {
		TestResult hot = withSeries(new double[] { 0, 1 }, new double[] { 150, 140 });
		hot.getSeries().add(series("drive.temperature", new double[] { 0, 1 }, new double[] { 40, 45 }));
		TestResult warm = withSeries(new double[] { 0, 1 }, new double[] { 120, 118 });
		warm.getSeries().add(series("drive.temperature", new double[] { 0, 1 }, new double[] { 35, 37 }));
		warm.getSeries().add(series("write.phases", new double[] { 0, 1 }, new double[] { 1, 2 }));
		warm.getSeries().get(warm.getSeries().size() - 1).setRole(org.drivebench.model.SeriesRole.PHASES);
		f.run("a", "A", 1, hot);
		f.run("b", "B", 2, warm);
		List<ChartOverlay> both = new OverlayBuilder().build(Fixtures.report("t", "a", "b"), f.runs());
		assertEquals(List.of("rate", "drive.temperature"), both.stream().map(ChartOverlay::seriesKey).toList());
		assertEquals(2, both.get(1).series().size());
		// a drive without a sensor: a temperature chart of the others alone would read as if it had not been measured
		f.run("c", "C", 3, withSeries(new double[] { 0, 1 }, new double[] { 100, 90 }));
		List<ChartOverlay> mixed = new OverlayBuilder().build(Fixtures.report("t", "a", "b", "c"), f.runs());
		assertEquals(List.of("rate"), mixed.stream().map(ChartOverlay::seriesKey).toList());
	}
}
