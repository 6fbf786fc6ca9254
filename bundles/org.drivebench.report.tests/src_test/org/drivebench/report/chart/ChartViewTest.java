package org.drivebench.report.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.drivebench.model.AxisScale;
import org.junit.jupiter.api.Test;

/** Zoom windows and the value scale of a chart as the reader changes them, and the chart they make. */
class ChartViewTest {
	private static ChartModel rateOverTime() {
		double[] t = new double[101];
		double[] rate = new double[101];
		for (int i = 0; i <= 100; i++) {
			t[i] = i;
			rate[i] = 100 + i;
		}
		return new ChartModel("Rate over time", AxisSpec.exact("Time (s)", TickStyle.NUMBER, 0, 100),
				List.of(AxisSpec.forValues("Rate (MB/s)", AxisScale.LINEAR, 0, 200, true)),
				List.of(new SeriesSpec("r", "Drive A", SeriesStyle.LINE_WITH_POINTS, t, rate, 0, "#0072b2")),
				List.of(MarkerSpec.horizontal(150, "mean 150 MB/s", "#c0392b"), MarkerSpec.vertical(80, "end of cache", "#1e8449")));
	}

	@Test
	void zoomingKeepsThePointUnderThePointerWhereItIs() {
		ChartView view = ChartView.WHOLE.zoomX(0.25, 0.5);
		assertEquals(0.125, view.xFrom(), 1e-12);
		assertEquals(0.625, view.xTo(), 1e-12);
		// the share 0.25 of the whole axis was under the pointer at 0.25 of the plot; it still is
		assertEquals(0.25, view.xFrom() + 0.25 * (view.xTo() - view.xFrom()), 1e-12);
		ChartView again = view.zoomX(0.5, 0.5);
		assertEquals(0.375, again.xFrom() + 0.5 * (again.xTo() - again.xFrom()), 1e-12);
	}

	@Test
	void windowsStayWithinTheAxisAndZoomingOutEndsAtTheWholeChart() {
		ChartView view = ChartView.WHOLE.zoomX(1, 0.1);
		assertEquals(1, view.xTo(), 1e-12);
		assertEquals(0.9, view.xFrom(), 1e-12);
		assertEquals(view, view.panX(5), "a window at the end pans no further");
		ChartView left = view.panX(-100);
		assertEquals(0, left.xFrom());
		assertEquals(0.1, left.xTo(), 1e-12);
		ChartView out = left.zoomX(0.3, 100);
		assertTrue(out.isWhole(), "zooming out far enough shows the whole chart: " + out);
		ChartView deep = ChartView.WHOLE;
		for (int i = 0; i < 40; i++) {
			deep = deep.zoomValues(0.5, 0.5);
		}
		assertEquals(ChartView.MIN_SPAN, deep.valueTo() - deep.valueFrom(), 1e-12, "zooming in stops at the narrowest window");
		assertThrows(IllegalArgumentException.class, () -> new ChartView(0.5, 0.4, 0, 1, ChartView.ValueScale.AS_BUILT));
	}

	@Test
	void aZoomedChartNarrowsItsAxesAndLeavesOutWhatLiesOutside() {
		ChartModel model = rateOverTime();
		ChartView view = new ChartView(0.2, 0.5, 0.5, 1, ChartView.ValueScale.AS_BUILT);
		ChartModel zoomed = ChartViews.apply(model, view);
		assertEquals(20, zoomed.x().lower(), 1e-9);
		assertEquals(50, zoomed.x().upper(), 1e-9);
		AxisSpec y = model.y().get(0);
		assertEquals(y.lower() + 0.5 * (y.upper() - y.lower()), zoomed.y().get(0).lower(), 1e-9);
		SeriesSpec s = zoomed.series().get(0);
		// 20..50 inside, and the points at 19 and 51 so the line runs on to the plot's edges
		assertEquals(33, s.size());
		assertEquals(19, s.x()[0]);
		assertEquals(51, s.x()[s.size() - 1]);
		assertEquals(101, s.sourcePoints(), "it remembers how many points it had");
		assertEquals(List.of("mean 150 MB/s"), zoomed.markers().stream().map(MarkerSpec::label).toList(),
				"the marker at 80 s lies outside the window");
		assertSame(model, ChartViews.apply(model, ChartView.WHOLE), "the whole view changes nothing");
	}

	@Test
	void aLogarithmicValueAxisShowsASmallBarBesideAHugeOne() {
		BarDetails details = new BarDetails(List.of(), new double[] { 0.8, 1700 }, new double[] { 0.9, 1800 }, List.of("0.85 ms", "1746 ms"),
				new boolean[0]);
		ChartModel ranked = new ChartModel("Access time", "lower is better", AxisSpec.categories("", List.of("ssd", "hdd")),
				List.of(AxisSpec.forValues("Access time (ms)", AxisScale.LINEAR, 0, 1746, true)),
				List.of(new SeriesSpec("t", "Access time", new double[] { 0, 1 }, new double[] { 0.85, 1746 }, 0, "#0072b2", details)), List.of(),
				ChartModel.Orientation.HORIZONTAL, ChartModel.Legend.NONE);
		ChartView log = ChartView.WHOLE.withLogValues(true);
		assertTrue(log.logValues(ranked));
		AxisSpec axis = ChartViews.apply(ranked, log).y().get(0);
		assertEquals(AxisScale.LOG10, axis.scale());
		assertTrue(axis.lower() < 0.8 && axis.upper() > 1800, axis.lower() + ".." + axis.upper() + " holds both bars and their intervals");
		// the small bar takes a fair share of the axis instead of a twentieth of a pixel
		assertTrue(axis.fraction(0.85) > 0.15, "0.85 ms at " + axis.fraction(0.85) + " of the axis");
		assertEquals(0.1, axis.lower(), 1e-12, "bars start at the power of ten below the shortest");
		assertFalse(ChartView.WHOLE.logValues(ranked));
		assertSame(ranked, ChartViews.apply(ranked, log.withLogValues(false)), "back to linear is the chart as built");
	}

	@Test
	void onALogarithmicAxisABarOfNoFigureHasNoBar() {
		ChartModel bars = new ChartModel("IOPS", "", AxisSpec.categories("", List.of("a", "b")),
				List.of(AxisSpec.forValues("IOPS", AxisScale.LINEAR, 0, 500, true)),
				List.of(new SeriesSpec("i", "IOPS", new double[] { 0, 1 }, new double[] { 0, 500 }, 0, "#0072b2", BarDetails.NONE)), List.of(),
				ChartModel.Orientation.VERTICAL, ChartModel.Legend.NONE);
		ChartModel log = ChartViews.apply(bars, ChartView.WHOLE.withLogValues(true));
		assertTrue(Double.isNaN(log.series().get(0).y()[0]), "0 cannot stand on a logarithmic axis");
		assertEquals(500, log.series().get(0).y()[1]);
	}
}
