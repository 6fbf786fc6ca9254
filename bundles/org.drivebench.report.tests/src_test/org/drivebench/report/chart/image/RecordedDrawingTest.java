package org.drivebench.report.chart.image;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.drivebench.model.AxisScale;
import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.SeriesStyle;
import org.drivebench.report.chart.TickStyle;
import org.junit.jupiter.api.Test;

/** A drawing laid out once and drawn later, a part at a time, is the drawing the painter makes in one go. */
class RecordedDrawingTest {
	private static ChartModel chart() {
		List<SeriesSpec> specs = new ArrayList<>();
		for (int i = 0; i < 4; i++) {
			specs.add(new SeriesSpec("d" + i, "Drive " + i, SeriesStyle.LINE_WITH_POINTS, new double[] { 1, 2, 4, 8 },
					new double[] { 10 + i, 20 - i, 30, 25 + 2 * i }, 0, String.format("#%02x3366", 40 * i)));
		}
		return new ChartModel("Random read by queue depth", AxisSpec.fitting("Queue depth", AxisScale.LOG2, TickStyle.NUMBER, 1, 8, false),
				List.of(AxisSpec.forValues("IOPS", AxisScale.LINEAR, 0, 40, true)), specs, List.of()).withLegend(ChartModel.Legend.ALWAYS);
	}

	/** The calls the painter makes on a canvas drawing the chart at once. */
	private static List<String> painted(int width, int height) {
		CallLog log = new CallLog();
		ChartImages.paint(chart(), width, height, log);
		return log.calls;
	}

	/** A canvas that writes down every call it gets, with its arguments. */
	private static final class CallLog implements ChartCanvas {
		final List<String> calls = new ArrayList<>();

		private void call(String name, Object... arguments) {
			calls.add(name + Arrays.deepToString(arguments));
		}

		@Override
		public void start(int width, int height, String title, double[] plot) {
			call("start", width, height, title, plot);
		}

		@Override
		public void openGroup(String cssClass, String attributes, boolean clipToPlot) {
			call("openGroup", cssClass, attributes, clipToPlot);
		}

		@Override
		public void closeGroup() {
			call("closeGroup");
		}

		@Override
		public void line(double x1, double y1, double x2, double y2, String color, double width, String dash) {
			call("line", x1, y1, x2, y2, color, width, dash);
		}

		@Override
		public void polyline(double[] x, double[] y, String color, double width) {
			call("polyline", x, y, color, width);
		}

		@Override
		public void polygon(double[] x, double[] y, String color, double opacity) {
			call("polygon", x, y, color, opacity);
		}

		@Override
		public void circle(double cx, double cy, double radius, String color) {
			call("circle", cx, cy, radius, color);
		}

		@Override
		public void rect(double x, double y, double width, double height, String color, double opacity) {
			call("rect", x, y, width, height, color, opacity);
		}

		@Override
		public void strokeRect(double x, double y, double width, double height, String color, double lineWidth) {
			call("strokeRect", x, y, width, height, color, lineWidth);
		}

		@Override
		public void text(double x, double y, String text, Anchor anchor, String cssClass, int size, boolean bold, String color, boolean vertical) {
			call("text", x, y, text, anchor, cssClass, size, bold, color, vertical);
		}
	}

	@Test
	void drawnOneCallAPartItIsThePaintersDrawing() {
		RecordedDrawing drawing = RecordedDrawing.of(chart(), 640, 400);
		assertEquals(640, drawing.width());
		assertEquals(400, drawing.height());
		CallLog canvas = new CallLog();
		int parts = 0;
		for (int next = 0; next < drawing.size(); parts++) {
			int from = next;
			next = drawing.drawOn(canvas, next, System.nanoTime()); // a time already past: one call a part
			assertEquals(from + 1, next, "one call drawn in a part whose time is up");
		}
		assertTrue(parts > 20, "a chart with a title, axes, four lines and a legend is more than " + parts + " calls");
		assertEquals(painted(640, 400), canvas.calls);
	}

	@Test
	void drawnWithTimeToSpareItIsWholeInOnePart() {
		RecordedDrawing drawing = RecordedDrawing.of(chart(), 500, 300);
		CallLog canvas = new CallLog();
		assertEquals(drawing.size(), drawing.drawOn(canvas, 0, System.nanoTime() + 60_000_000_000L));
		assertEquals(drawing.size(), drawing.drawOn(canvas, drawing.size(), System.nanoTime()), "nothing is left to draw");
		assertEquals(painted(500, 300), canvas.calls);
	}
}
