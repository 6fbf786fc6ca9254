package org.drivebench.report.chart.image;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.drivebench.model.AxisScale;
import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.BarDetails;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.ChartView;
import org.drivebench.report.chart.ChartViews;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.SeriesStyle;
import org.drivebench.report.chart.TickStyle;
import org.junit.jupiter.api.Test;

/** What lies under the pointer on a chart as the painter draws it, and how a wheel or a drag moves the view. */
class ChartProbeTest {
	private static final int W = 600, H = 400;

	private static ChartModel lines() {
		return new ChartModel("Rate over time", AxisSpec.exact("Time (s)", TickStyle.NUMBER, 0, 10),
				List.of(AxisSpec.forValues("Rate (MB/s)", AxisScale.LINEAR, 0, 200, true)),
				List.of(new SeriesSpec("a", "Drive A", SeriesStyle.LINE, new double[] { 0, 2, 4, 6, 8, 10 },
						new double[] { 100, 150, 120, 180, 160, 140 }, 0, "#0072b2"),
						new SeriesSpec("b", "Drive B", SeriesStyle.LINE, new double[] { 0, 5, 10 }, new double[] { 50, 60, 55 }, 0, "#d55e00")),
				List.of());
	}

	/** Where the painter puts (x, y) of value axis 0. */
	private static double[] pixel(ChartModel model, double x, double y) {
		double[] plot = ChartImages.plotArea(model, W, H);
		return new double[] { plot[0] + model.x().fraction(x) * plot[2], plot[1] + plot[3] - model.y().get(0).fraction(y) * plot[3] };
	}

	@Test
	void pointingAtAPointNamesItsSeriesAndFiguresWithUnits() {
		ChartModel model = lines();
		double[] at = pixel(model, 6, 180);
		Optional<ChartProbe.Hit> hit = ChartProbe.of(model, W, H).hit(at[0] + 3, at[1] - 2);
		assertTrue(hit.isPresent(), "a point 4 px away is pointed at");
		assertEquals(List.of("Drive A", "Time: 6.0 s", "Rate: 180.0 MB/s"), hit.get().lines());
		assertEquals(at[0], hit.get().centreX(), 1e-9);
		double[] b = pixel(model, 5, 60);
		assertEquals("Drive B", ChartProbe.of(model, W, H).hit(b[0], b[1] + 5).orElseThrow().series().label());
		double[] empty = pixel(model, 3, 20);
		assertTrue(ChartProbe.of(model, W, H).hit(empty[0], empty[1]).isEmpty(), "nothing near an empty spot");
	}

	@Test
	void theCursorReadoutGivesEachAxisValueAtThePointer() {
		ChartModel model = lines();
		double[] at = pixel(model, 2.5, 100);
		List<String> readout = ChartProbe.of(model, W, H).readout(at[0], at[1]);
		assertEquals(2, readout.size());
		assertTrue(readout.get(0).matches("Time: 2\\.5\\d* s"), readout.get(0));
		assertTrue(readout.get(1).matches("Rate: (99\\.\\d|100\\.\\d) MB/s"), readout.get(1));
		assertTrue(ChartProbe.of(model, W, H).readout(2, 2).isEmpty(), "no readout outside the plot");
	}

	@Test
	void aBarTooShortToSeeCanStillBePointedAt() {
		BarDetails details = new BarDetails(List.of(), new double[0], new double[0], List.of("0.85 ms", "1746 ms"), new boolean[0]);
		ChartModel ranked = new ChartModel("Access time", "lower is better", AxisSpec.categories("", List.of("ssd", "hdd")),
				List.of(AxisSpec.forValues("Access time (ms)", AxisScale.LINEAR, 0, 1746, true)),
				List.of(new SeriesSpec("t", "Access time", new double[] { 0, 1 }, new double[] { 0.85, 1746 }, 0, "#0072b2", details)), List.of(),
				ChartModel.Orientation.HORIZONTAL, ChartModel.Legend.NONE);
		double[] plot = ChartImages.plotArea(ranked, W, H);
		// the ssd's bar is the first band, a fraction of a pixel long at the plot's left edge
		ChartProbe probe = ChartProbe.of(ranked, W, H);
		ChartProbe.Hit hit = probe.hit(plot[0] + 3, plot[1] + plot[3] / 4).orElseThrow();
		assertEquals(List.of("ssd", "Access time: 0.85 ms"), hit.lines());
		assertEquals("hdd", probe.hit(plot[0] + plot[2] / 2, plot[1] + plot[3] * 3 / 4).orElseThrow().lines().get(0));
	}

	@Test
	void aWheelTurnZoomsAboutThePointerAndADragMovesWithIt() {
		ChartModel model = lines();
		double[] at = pixel(model, 7.5, 120);
		ChartProbe probe = ChartProbe.of(model, W, H);
		ChartView view = probe.zoom(ChartView.WHOLE, at[0], at[1], 0.5, false);
		ChartModel zoomed = ChartViews.apply(model, view);
		assertEquals(5, zoomed.x().upper() - zoomed.x().lower(), 1e-9, "half the axis");
		double[] after = pixel(zoomed, 7.5, 120);
		// the plot's left edge moves by a few pixels with the width of the new tick labels
		assertEquals(at[0], after[0], 4, "7.5 s stays under the pointer");
		assertEquals(model.y().get(0), zoomed.y().get(0), "the plain wheel zooms x only");
		double[] plot = ChartImages.plotArea(zoomed, W, H);
		ChartView dragged = ChartProbe.of(zoomed, W, H).pan(view, plot[2] / 5, 0);
		ChartModel moved = ChartViews.apply(model, dragged);
		assertEquals(zoomed.x().lower() - 1, moved.x().lower(), 1e-9, "a drag a fifth of the plot to the right shows a fifth of the window earlier");
		ChartView values = probe.zoom(ChartView.WHOLE, at[0], at[1], 0.5, true);
		assertTrue(values.zoomsValues() && !values.zoomsX());
	}
}
