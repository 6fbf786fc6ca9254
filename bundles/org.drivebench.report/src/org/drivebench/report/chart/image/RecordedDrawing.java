package org.drivebench.report.chart.image;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.drivebench.report.chart.ChartModel;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A chart's drawing as {@link ChartPainter} lays it out at a size, kept as the list of shapes it drew, to
 * be drawn again on another canvas later and a part at a time ({@link #drawOn}). The laying out needs no
 * display, so it can run on any thread; a screen then only draws the shapes, and a chart of many shapes
 * (a summary tile of fifty drives is over a thousand texts) can be drawn over several turns of an event
 * loop instead of holding it for one long turn.
 */
public final class RecordedDrawing implements ChartCanvas {
	private final int width;
	private final int height;
	private final List<Consumer<ChartCanvas>> shapes = new ArrayList<>();

	private RecordedDrawing(int width, int height) {
		this.width = width;
		this.height = height;
	}

	/** {@code model} drawn at {@code width} x {@code height}, as {@link ChartImages#paint} draws it. */
	public static RecordedDrawing of(ChartModel model, int width, int height) {
		RecordedDrawing drawing = new RecordedDrawing(width, height);
		ChartImages.paint(model, width, height, drawing);
		return drawing;
	}

	public int width() {
		return width;
	}

	public int height() {
		return height;
	}

	/** How many drawing calls (the start, groups and shapes) the drawing holds. */
	public int size() {
		return shapes.size();
	}

	/**
	 * Draws on {@code canvas} the calls from {@code from} on, until all are drawn or {@link System#nanoTime()}
	 * passes {@code untilNanos} (at least one is drawn); returns where the next part starts, {@link #size()}
	 * when the drawing is whole. The canvas keeps its state (the open groups) between parts.
	 */
	public int drawOn(ChartCanvas canvas, int from, long untilNanos) {
		int next = from;
		do {
			if (next >= shapes.size()) {
				return shapes.size();
			}
			shapes.get(next++).accept(canvas);
		} while (System.nanoTime() - untilNanos < 0);
		return next;
	}

	@Override
	public void start(int w, int h, String title, double[] plot) {
		double[] area = plot.clone();
		shapes.add(c -> c.start(w, h, title, area));
	}

	@Override
	public void openGroup(String cssClass, String attributes, boolean clipToPlot) {
		shapes.add(c -> c.openGroup(cssClass, attributes, clipToPlot));
	}

	@Override
	public void closeGroup() {
		shapes.add(ChartCanvas::closeGroup);
	}

	@Override
	public void line(double x1, double y1, double x2, double y2, String color, double lineWidth, @Nullable String dash) {
		shapes.add(c -> c.line(x1, y1, x2, y2, color, lineWidth, dash));
	}

	@Override
	public void polyline(double[] x, double[] y, String color, double lineWidth) {
		double[] xs = x.clone();
		double[] ys = y.clone();
		shapes.add(c -> c.polyline(xs, ys, color, lineWidth));
	}

	@Override
	public void polygon(double[] x, double[] y, String color, double opacity) {
		double[] xs = x.clone();
		double[] ys = y.clone();
		shapes.add(c -> c.polygon(xs, ys, color, opacity));
	}

	@Override
	public void circle(double cx, double cy, double radius, String color) {
		shapes.add(c -> c.circle(cx, cy, radius, color));
	}

	@Override
	public void rect(double x, double y, double w, double h, String color, double opacity) {
		shapes.add(c -> c.rect(x, y, w, h, color, opacity));
	}

	@Override
	public void strokeRect(double x, double y, double w, double h, String color, double lineWidth) {
		shapes.add(c -> c.strokeRect(x, y, w, h, color, lineWidth));
	}

	@Override
	public void text(double x, double y, String text, Anchor anchor, String cssClass, int size, boolean bold, String color, boolean vertical) {
		shapes.add(c -> c.text(x, y, text, anchor, cssClass, size, bold, color, vertical));
	}
}
