package org.drivebench.core.chart.image;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.core.chart.AxisSpec;
import org.drivebench.core.chart.ChartColors;
import org.drivebench.core.chart.ChartModel;
import org.drivebench.core.chart.MarkerPlacement;
import org.drivebench.core.chart.MarkerSpec;
import org.drivebench.core.chart.SeriesSpec;
import org.drivebench.core.chart.SeriesStyle;
import org.drivebench.core.chart.image.ChartCanvas.Anchor;

/**
 * Lays a chart model out and draws it on a canvas: title, plot frame, grid, axes with tick marks and
 * labels, axis titles, every series (lines, dots, bars, filled steps), marker lines with their
 * labels, and a legend. Long series are first thinned to the plot's width, which changes nothing a
 * reader can see. Text widths are estimated from the font size, so the layout is the same on every
 * canvas and every machine.
 */
final class ChartPainter {
	static final int FONT = 12;
	private static final double CHAR_WIDTH = FONT * 0.6;
	private static final int TITLE_FONT = 14;
	private static final int MARGIN = 12;
	private static final int TICK = 5;
	private static final int LEGEND_ROW = 18;

	private final ChartModel model;
	private final int width;
	private final int height;
	private final ChartCanvas canvas;
	private double plotX;
	private double plotY;
	private double plotW;
	private double plotH;

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

	private void paint() {
		List<List<SeriesSpec>> legendRows = legendRows();
		layout(legendRows.size());
		ChartModel drawn = model.thinnedTo((int) plotW, (int) plotH);
		canvas.start(width, height, model.title(), new double[] { plotX, plotY, plotW, plotH });
		canvas.text(width / 2.0, MARGIN + TITLE_FONT, model.title(), Anchor.MIDDLE, "title", TITLE_FONT, true, ChartColors.TEXT, false);
		grid();
		canvas.openGroup("series-set", "", true);
		for (SeriesSpec s : drawn.series()) {
			series(s, drawn);
		}
		canvas.closeGroup();
		markers();
		axes();
		legend(legendRows);
	}

	private void layout(int legendRowCount) {
		double left = MARGIN + FONT + 6 + maxTickLabelWidth(model.y().get(0)) + TICK + 4;
		double right = model.y().size() > 1 ? MARGIN + FONT + 6 + maxTickLabelWidth(model.y().get(1)) + TICK + 4
				: MARGIN + CHAR_WIDTH * 4;
		double top = MARGIN + TITLE_FONT + 12;
		double bottom = MARGIN + TICK + FONT + 6 + FONT + 8 + legendRowCount * LEGEND_ROW;
		plotX = left;
		plotY = top;
		plotW = Math.max(20, width - left - right);
		plotH = Math.max(20, height - top - bottom);
	}

	private double maxTickLabelWidth(AxisSpec axis) {
		double widest = 0;
		for (double v : axis.tickValues(estimatedLength(axis))) {
			widest = Math.max(widest, axis.tickLabel(v).length() * CHAR_WIDTH);
		}
		return widest;
	}

	private int estimatedLength(AxisSpec axis) {
		return axis == model.x() ? (int) Math.max(20, plotW > 0 ? plotW : width - 140) : (int) Math.max(20, plotH > 0 ? plotH : height - 110);
	}

	private double px(double value) {
		return plotX + model.x().fraction(value) * plotW;
	}

	private double py(double value, AxisSpec axis) {
		return plotY + plotH - axis.fraction(value) * plotH;
	}

	private void grid() {
		canvas.openGroup("grid", "", false);
		if (!model.x().isCategory()) {
			for (double v : model.x().tickValues((int) plotW)) {
				canvas.line(px(v), plotY, px(v), plotY + plotH, ChartColors.GRID, 1, "1,2");
			}
		}
		AxisSpec y = model.y().get(0);
		for (double v : y.tickValues((int) plotH)) {
			canvas.line(plotX, py(v, y), plotX + plotW, py(v, y), ChartColors.GRID, 1, "1,2");
		}
		canvas.closeGroup();
	}

	private void series(SeriesSpec s, ChartModel drawn) {
		AxisSpec y = drawn.y().get(s.yAxis());
		canvas.openGroup("series", "data-series=\"" + SvgCanvas.escape(s.id()) + "\" data-points=\"" + s.size() + "\"", false);
		switch (s.style()) {
			case BARS -> bars(s, y, drawn);
			case SCATTER -> dots(s, y, 1.5);
			case STEP_AREA -> steps(s, y);
			default -> {
				path(s, y);
				if (s.style() == SeriesStyle.LINE_WITH_POINTS) {
					dots(s, y, 2.5);
				}
			}
		}
		canvas.closeGroup();
	}

	private void path(SeriesSpec s, AxisSpec y) {
		if (s.size() == 0) {
			return;
		}
		double[] xs = new double[s.size()];
		double[] ys = new double[s.size()];
		for (int i = 0; i < s.size(); i++) {
			xs[i] = px(s.x()[i]);
			ys[i] = py(s.y()[i], y);
		}
		canvas.polyline(xs, ys, s.color(), s.style() == SeriesStyle.LINE ? 1 : 2);
	}

	private void dots(SeriesSpec s, AxisSpec y, double radius) {
		for (int i = 0; i < s.size(); i++) {
			canvas.circle(px(s.x()[i]), py(s.y()[i], y), radius, s.color());
		}
	}

	private void steps(SeriesSpec s, AxisSpec y) {
		if (s.size() == 0) {
			return;
		}
		double base = py(y.isLog() ? y.lower() : Math.max(y.lower(), 0), y);
		int n = 2 * s.size() + 2;
		double[] xs = new double[n];
		double[] ys = new double[n];
		xs[0] = px(s.x()[0]);
		ys[0] = base;
		for (int i = 0; i < s.size(); i++) {
			double x0 = px(s.x()[i]);
			double x1 = i + 1 < s.size() ? px(s.x()[i + 1]) : x0;
			double yy = py(s.y()[i], y);
			xs[1 + 2 * i] = x0;
			ys[1 + 2 * i] = yy;
			xs[2 + 2 * i] = x1;
			ys[2 + 2 * i] = yy;
		}
		xs[n - 1] = px(s.x()[s.size() - 1]);
		ys[n - 1] = base;
		canvas.polygon(xs, ys, s.color(), 0.35);
	}

	private void bars(SeriesSpec s, AxisSpec y, ChartModel drawn) {
		List<SeriesSpec> barSeries = drawn.series().stream().filter(b -> b.style() == SeriesStyle.BARS).toList();
		int slots = drawn.x().categories().size();
		double slot = plotW / Math.max(1, slots);
		double barWidth = slot * 0.75 / Math.max(1, barSeries.size());
		int index = barSeries.indexOf(s);
		double base = py(y.isLog() ? y.lower() : Math.max(y.lower(), 0), y);
		for (int i = 0; i < s.size(); i++) {
			double left = plotX + s.x()[i] * slot + slot * 0.125 + index * barWidth;
			double top = py(s.y()[i], y);
			canvas.rect(left, Math.min(top, base), barWidth, Math.abs(base - top), s.color(), 1);
		}
	}

	private void markers() {
		if (model.markers().isEmpty()) {
			return;
		}
		canvas.openGroup("markers", "", false);
		List<double[]> placed = new ArrayList<>();
		for (MarkerSpec m : model.markers()) {
			double labelW = m.label().length() * CHAR_WIDTH + 6;
			double x;
			double y;
			if (m.vertical()) {
				double at = px(m.value());
				canvas.line(at, plotY, at, plotY + plotH, m.color(), 1, "4,3");
				x = at + 3;
				y = plotY + 3;
				while (overlaps(x, y, labelW, placed)) {
					y += FONT + 5;
				}
			} else {
				AxisSpec axis = model.y().get(Math.min(m.yAxis(), model.y().size() - 1));
				double at = py(m.value(), axis);
				canvas.line(plotX, at, plotX + plotW, at, m.color(), 1, "4,3");
				boolean left = MarkerPlacement.labelOnLeft(model, m);
				x = left ? plotX + 3 : plotX + plotW - labelW - 3;
				y = at - FONT - 4 < plotY ? at + 1 : at - FONT - 4;
				while (overlaps(x, y, labelW, placed) && x > plotX && x + labelW < plotX + plotW) {
					x += left ? labelW + 12 : -(labelW + 12);
				}
			}
			placed.add(new double[] { x, y, labelW });
			canvas.rect(x, y, labelW, FONT + 3, ChartColors.BACKGROUND, 0.6);
			canvas.text(x + 3, y + FONT, m.label(), Anchor.START, "marker", FONT, false, m.color(), false);
		}
		canvas.closeGroup();
	}

	private static boolean overlaps(double x, double y, double w, List<double[]> placed) {
		for (double[] p : placed) {
			if (x < p[0] + p[2] && p[0] < x + w && Math.abs(p[1] - y) < FONT + 3) {
				return true;
			}
		}
		return false;
	}

	private void axes() {
		canvas.openGroup("axes", "", false);
		canvas.line(plotX, plotY + plotH, plotX + plotW, plotY + plotH, ChartColors.TICKS, 1, null);
		canvas.line(plotX, plotY, plotX, plotY + plotH, ChartColors.TICKS, 1, null);
		AxisSpec x = model.x();
		for (double v : x.tickValues((int) plotW)) {
			double at = px(v);
			canvas.line(at, plotY + plotH, at, plotY + plotH + TICK, ChartColors.TICKS, 1, null);
			canvas.text(at, plotY + plotH + TICK + FONT + 1, x.tickLabel(v), Anchor.MIDDLE, "tick-x", FONT, false, ChartColors.TICKS, false);
		}
		canvas.text(plotX + plotW / 2, plotY + plotH + TICK + 2 * FONT + 8, x.title(), Anchor.MIDDLE, "axis-title-x", FONT, false,
				ChartColors.TEXT, false);
		yAxis(model.y().get(0), true, ChartColors.TICKS);
		if (model.y().size() > 1) {
			String color = model.series().stream().filter(s -> s.yAxis() == 1).map(SeriesSpec::color).findFirst().orElse(ChartColors.TICKS);
			canvas.line(plotX + plotW, plotY, plotX + plotW, plotY + plotH, color, 1, null);
			yAxis(model.y().get(1), false, color);
		}
		canvas.closeGroup();
	}

	private void yAxis(AxisSpec axis, boolean left, String color) {
		double edge = left ? plotX : plotX + plotW;
		double widest = 0;
		for (double v : axis.tickValues((int) plotH)) {
			double at = py(v, axis);
			String label = axis.tickLabel(v);
			widest = Math.max(widest, label.length() * CHAR_WIDTH);
			canvas.line(edge, at, left ? edge - TICK : edge + TICK, at, color, 1, null);
			canvas.text(left ? edge - TICK - 3 : edge + TICK + 3, at + FONT * 0.35, label, left ? Anchor.END : Anchor.START,
					left ? "tick-y" : "tick-y2", FONT, false, color, false);
		}
		double titleX = left ? edge - TICK - 6 - widest - 6 : edge + TICK + 6 + widest + 6 + FONT;
		canvas.text(titleX, plotY + plotH / 2, axis.title(), Anchor.MIDDLE, left ? "axis-title-y" : "axis-title-y2", FONT, false,
				left ? ChartColors.TEXT : color, true);
	}

	private List<List<SeriesSpec>> legendRows() {
		List<List<SeriesSpec>> rows = new ArrayList<>();
		if (model.series().size() < 2) {
			return rows;
		}
		double available = width - 2 * MARGIN;
		double used = 0;
		List<SeriesSpec> row = new ArrayList<>();
		for (SeriesSpec s : model.series()) {
			double w = legendEntryWidth(s);
			if (!row.isEmpty() && used + w > available) {
				rows.add(row);
				row = new ArrayList<>();
				used = 0;
			}
			row.add(s);
			used += w;
		}
		rows.add(row);
		return rows;
	}

	private static double legendEntryWidth(SeriesSpec s) {
		return 22 + s.label().length() * CHAR_WIDTH + 18;
	}

	private void legend(List<List<SeriesSpec>> rows) {
		if (rows.isEmpty()) {
			return;
		}
		canvas.openGroup("legend", "", false);
		double y = height - MARGIN - rows.size() * LEGEND_ROW + FONT;
		for (List<SeriesSpec> row : rows) {
			double rowWidth = row.stream().mapToDouble(ChartPainter::legendEntryWidth).sum();
			double x = (width - rowWidth) / 2;
			for (SeriesSpec s : row) {
				canvas.rect(x, y - FONT + 3, 16, 8, s.color(), 1);
				canvas.text(x + 22, y, s.label(), Anchor.START, "legend-entry", FONT, false, ChartColors.TEXT, false);
				x += legendEntryWidth(s);
			}
			y += LEGEND_ROW;
		}
		canvas.closeGroup();
	}
}
