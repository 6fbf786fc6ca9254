package org.drivebench.report.chart.image;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.ChartColors;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.MarkerPlacement;
import org.drivebench.report.chart.MarkerSpec;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.SeriesStyle;
import org.drivebench.report.chart.TextMetrics;
import org.drivebench.report.chart.TileGrid;
import org.drivebench.report.chart.image.ChartCanvas.Anchor;

/**
 * Lays a chart model out and draws it on a canvas: title and subtitle, plot frame, grid, axes with
 * tick marks and labels ({@link AxisPainter}), every series (lines, dots, filled steps; bars with their
 * intervals and figures: {@link BarPainter}), marker lines with their labels inside the plot, and a
 * legend that wraps ({@link LegendPainter}) or the names written at the lines' ends
 * ({@link LineLabels}). Long series are first thinned to the plot's width, which changes nothing a
 * reader can see. A summary tile is drawn as its grid instead ({@link TilePainter}). Texts are measured with the font's own widths
 * ({@link TextMetrics}), so the layout is the same on every canvas and machine, and every text is
 * fitted to its room rather than cut at the edge.
 */
final class ChartPainter {
	static final int MARGIN = 12;
	private static final int SIZE = TextMetrics.LABEL_SIZE;
	private static final int MARKER_PAD = 3;

	private final ChartModel model;
	private final int width;
	private final int height;
	private final ChartCanvas canvas;

	private ChartPainter(ChartModel model, int width, int height, ChartCanvas canvas) {
		this.model = model;
		this.width = width;
		this.height = height;
		this.canvas = canvas;
	}

	/** Draws {@code model} at {@code width} x {@code height} on {@code canvas}. */
	static void paint(ChartModel model, int width, int height, ChartCanvas canvas) {
		new ChartPainter(model, width, height, canvas).paint();
	}

	/** Where the plot of {@code model} lies when drawn at {@code width} x {@code height}. */
	static PlotFrame frame(ChartModel model, int width, int height) {
		LineLabels names = lineLabels(model, width, height);
		return layout(model, width, height, LegendPainter.layout(model, width, names), names);
	}

	/** The legend of {@code model} drawn at {@code width} x {@code height}, as it is laid out. */
	static LegendPainter legend(ChartModel model, int width, int height) {
		return LegendPainter.layout(model, width, lineLabels(model, width, height));
	}

	/** The names on the lines of {@code model} drawn at {@code width} x {@code height}, as they are laid out. */
	static List<LineLabels.Placed> lineNames(ChartModel model, int width, int height) {
		LineLabels names = lineLabels(model, width, height);
		return names.place(layout(model, width, height, LegendPainter.layout(model, width, names), names));
	}

	/** The names on the lines, when the model asks for them and they fit the plot's height without a legend. */
	private static LineLabels lineLabels(ChartModel model, int width, int height) {
		return LineLabels.plan(model, width, height - top(model) - bottom(0));
	}

	private static double top(ChartModel model) {
		return MARGIN + TextMetrics.TITLE_SIZE + 12 + (model.subtitle().isBlank() ? 0 : TextMetrics.SMALL_SIZE + 6);
	}

	private static double bottom(double legendHeight) {
		return MARGIN + AxisPainter.TICK + SIZE + 6 + SIZE + 8 + legendHeight;
	}

	private void paint() {
		TileGrid tiles = model.tiles();
		if (tiles != null) {
			double top = top(model);
			double[] box = { MARGIN, top, Math.max(20, width - 2.0 * MARGIN), Math.max(20, height - top - MARGIN) };
			canvas.start(width, height, model.title(), box);
			titles();
			TilePainter.paint(tiles, box[0], box[1], box[2], box[3], canvas);
			return;
		}
		LineLabels names = lineLabels(model, width, height);
		LegendPainter legend = LegendPainter.layout(model, width, names);
		PlotFrame layout = layout(model, width, height, legend, names);
		ChartModel drawn = model.thinnedTo((int) layout.width(), (int) layout.height());
		PlotFrame frame = new PlotFrame(drawn, layout.left(), layout.top(), layout.width(), layout.height());
		canvas.start(width, height, model.title(), new double[] { frame.left(), frame.top(), frame.width(), frame.height() });
		titles();
		AxisPainter.grid(frame, canvas);
		BarPainter bars = new BarPainter(frame, canvas, drawn.series());
		bars.paintBars();
		if (!frame.horizontal()) {
			lines(frame, drawn);
		}
		markers(frame);
		AxisPainter.paint(frame, canvas, bars::emphasises);
		bars.paintLabels();
		names.paint(frame, canvas);
		legend.paint(canvas, height);
	}

	private void titles() {
		double available = width - 2.0 * MARGIN;
		canvas.text(width / 2.0, MARGIN + TextMetrics.TITLE_SIZE, TextMetrics.fit(model.title(), available, TextMetrics.TITLE_SIZE, true),
				Anchor.MIDDLE, "title", TextMetrics.TITLE_SIZE, true, ChartColors.TEXT, false);
		if (!model.subtitle().isBlank()) {
			canvas.text(width / 2.0, MARGIN + TextMetrics.TITLE_SIZE + 6 + TextMetrics.SMALL_SIZE,
					TextMetrics.fit(model.subtitle(), available, TextMetrics.SMALL_SIZE, false), Anchor.MIDDLE, "subtitle",
					TextMetrics.SMALL_SIZE, false, ChartColors.TICKS, false);
		}
	}

	/** The plot's place: what the titles, axes and legend leave. */
	private static PlotFrame layout(ChartModel model, int width, int height, LegendPainter legend, LineLabels names) {
		double top = top(model);
		double bottom = bottom(legend.height());
		int roughHeight = (int) Math.max(20, height - top - bottom);
		double left;
		double right;
		if (model.isHorizontal()) {
			AxisSpec categories = model.x();
			double widest = 0;
			for (String name : categories.categories()) {
				widest = Math.max(widest, TextMetrics.width(name, SIZE, true));
			}
			double title = categories.title().isBlank() ? 0 : SIZE + AxisPainter.TITLE_GAP;
			left = MARGIN + title + Math.min(widest, width * 0.4) + AxisPainter.TICK + 3;
			right = MARGIN + halfWidestX(model.y().get(0), (int) (width - left - MARGIN));
		} else {
			left = MARGIN + SIZE + AxisPainter.TITLE_GAP + AxisPainter.widestLabel(model.y().get(0), roughHeight) + AxisPainter.TICK + 3;
			right = 0;
			for (int i = 1; i < model.y().size(); i++) {
				right += AxisPainter.rightAxisWidth(model.y().get(i), roughHeight);
			}
			double roughWidth = Math.max(20, width - left - right - MARGIN);
			right = Math.max(right, MARGIN) + (model.y().size() > 1 ? MARGIN : halfWidestX(model.x(), (int) roughWidth));
			// the names on the lines stand right of the plot
			right = Math.max(right, names.gutter() + MARGIN);
		}
		return new PlotFrame(model, left, top, Math.max(20, width - left - right), Math.max(20, height - top - bottom));
	}

	/** Half the widest tick label of an axis drawn across: the last one is centred on the plot's right edge. */
	private static double halfWidestX(AxisSpec axis, int length) {
		double widest = 0;
		if (!axis.isCategory()) {
			for (double v : axis.tickValues(Math.max(20, length), true)) {
				widest = Math.max(widest, TextMetrics.width(axis.tickLabel(v), SIZE, false));
			}
		}
		return widest / 2;
	}

	/** Lines, dots and filled steps; dots of a few measured points are not clipped, so a point on the plot's edge shows whole. */
	private void lines(PlotFrame frame, ChartModel drawn) {
		canvas.openGroup("series-set", "", true);
		for (SeriesSpec s : drawn.series()) {
			if (s.style() == SeriesStyle.BARS) {
				continue;
			}
			AxisSpec y = drawn.y().get(s.yAxis());
			canvas.openGroup("series", "data-series=\"" + SvgCanvas.escape(s.id()) + "\" data-points=\"" + s.size() + "\"", false);
			switch (s.style()) {
				case SCATTER -> dots(frame, s, y, 1.5);
				case STEP_AREA -> steps(frame, s, y);
				default -> path(frame, s, y);
			}
			canvas.closeGroup();
		}
		canvas.closeGroup();
		canvas.openGroup("points", "", false);
		for (SeriesSpec s : drawn.series()) {
			if (s.style() == SeriesStyle.LINE_WITH_POINTS) {
				dots(frame, s, drawn.y().get(s.yAxis()), 2.5);
			}
		}
		canvas.closeGroup();
	}

	private void path(PlotFrame frame, SeriesSpec s, AxisSpec y) {
		if (s.size() == 0) {
			return;
		}
		double[] xs = new double[s.size()];
		double[] ys = new double[s.size()];
		for (int i = 0; i < s.size(); i++) {
			xs[i] = frame.px(s.x()[i]);
			ys[i] = frame.py(s.y()[i], y);
		}
		canvas.polyline(xs, ys, s.color(), s.style() == SeriesStyle.LINE ? 1 : 2);
	}

	private void dots(PlotFrame frame, SeriesSpec s, AxisSpec y, double radius) {
		for (int i = 0; i < s.size(); i++) {
			double cx = frame.px(s.x()[i]);
			double cy = frame.py(s.y()[i], y);
			// a zoomed chart's line keeps a point beyond the plot to run to its edge: that point is not drawn
			if (cx >= frame.left() - radius && cx <= frame.right() + radius && cy >= frame.top() - radius && cy <= frame.bottom() + radius) {
				canvas.circle(cx, cy, radius, s.color());
			}
		}
	}

	private void steps(PlotFrame frame, SeriesSpec s, AxisSpec y) {
		if (s.size() == 0) {
			return;
		}
		double base = frame.base(y);
		int n = 2 * s.size() + 2;
		double[] xs = new double[n];
		double[] ys = new double[n];
		xs[0] = frame.px(s.x()[0]);
		ys[0] = base;
		for (int i = 0; i < s.size(); i++) {
			double x0 = frame.px(s.x()[i]);
			double x1 = i + 1 < s.size() ? frame.px(s.x()[i + 1]) : x0;
			double yy = frame.py(s.y()[i], y);
			xs[1 + 2 * i] = x0;
			ys[1 + 2 * i] = yy;
			xs[2 + 2 * i] = x1;
			ys[2 + 2 * i] = yy;
		}
		xs[n - 1] = frame.px(s.x()[s.size() - 1]);
		ys[n - 1] = base;
		canvas.polygon(xs, ys, s.color(), 0.35);
	}

	/** Marker lines with their labels, each label kept inside the plot and clear of the others. */
	private void markers(PlotFrame frame) {
		if (model.markers().isEmpty() || frame.horizontal()) {
			return;
		}
		canvas.openGroup("markers", "", false);
		List<double[]> placed = new ArrayList<>();
		for (MarkerSpec m : model.markers()) {
			String label = TextMetrics.fit(m.label(), frame.width() - 2 * MARKER_PAD, SIZE, false);
			double labelW = TextMetrics.width(label, SIZE, false) + 2 * MARKER_PAD;
			double x;
			double y;
			if (m.vertical()) {
				double at = frame.px(m.value());
				canvas.line(at, frame.top(), at, frame.bottom(), m.color(), 1, "4,3");
				// right of the line, or left of it when the plot ends first
				x = at + MARKER_PAD + labelW <= frame.right() ? at + MARKER_PAD : at - MARKER_PAD - labelW;
				x = Math.clamp(x, frame.left(), Math.max(frame.left(), frame.right() - labelW));
				y = frame.top() + MARKER_PAD;
				while (overlaps(x, y, labelW, placed) && y + SIZE < frame.bottom()) {
					y += SIZE + 5;
				}
			} else {
				AxisSpec axis = model.y().get(Math.min(m.yAxis(), model.y().size() - 1));
				double at = frame.py(m.value(), axis);
				canvas.line(frame.left(), at, frame.right(), at, m.color(), 1, "4,3");
				boolean left = MarkerPlacement.labelOnLeft(model, m);
				x = left ? frame.left() + MARKER_PAD : frame.right() - labelW - MARKER_PAD;
				y = at - SIZE - 4 < frame.top() ? at + 1 : at - SIZE - 4;
				while (overlaps(x, y, labelW, placed) && x > frame.left() && x + labelW < frame.right()) {
					x += left ? labelW + 12 : -(labelW + 12);
				}
				x = Math.clamp(x, frame.left(), Math.max(frame.left(), frame.right() - labelW));
			}
			placed.add(new double[] { x, y, labelW });
			canvas.rect(x, y, labelW, SIZE + 3, ChartColors.BACKGROUND, 0.6);
			canvas.text(x + MARKER_PAD, y + SIZE, label, Anchor.START, "marker", SIZE, false, m.color(), false);
		}
		canvas.closeGroup();
	}

	private static boolean overlaps(double x, double y, double w, List<double[]> placed) {
		for (double[] p : placed) {
			if (x < p[0] + p[2] && p[0] < x + w && Math.abs(p[1] - y) < SIZE + 3) {
				return true;
			}
		}
		return false;
	}
}
