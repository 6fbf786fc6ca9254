package org.drivebench.ui.charts.export;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.drivebench.ui.charts.model.AxisSpec;
import org.drivebench.ui.charts.model.ChartModel;
import org.drivebench.ui.charts.model.MarkerPlacement;
import org.drivebench.ui.charts.model.MarkerSpec;
import org.drivebench.ui.charts.model.SeriesSpec;
import org.drivebench.ui.charts.model.SeriesStyle;
import org.drivebench.ui.charts.render.ChartColors;

/**
 * Writes a chart model as an SVG document of vectors: title, plot frame, grid, axes with tick marks and
 * labels, axis titles, every series (lines as paths, scatters as dots, bars as rectangles, histograms
 * as filled steps), marker lines with their labels, and a legend. Long series are first thinned to the
 * image width, which changes nothing a reader can see. Needs no display.
 */
public final class SvgChartWriter {
	private static final int FONT = 12;
	private static final double CHAR_WIDTH = FONT * 0.6;
	private static final int TITLE_FONT = 14;
	private static final int MARGIN = 12;
	private static final int TICK = 5;
	private static final int LEGEND_ROW = 18;

	private final ChartModel model;
	private final int width;
	private final int height;
	private final StringBuilder svg = new StringBuilder(64 * 1024);
	private double plotX;
	private double plotY;
	private double plotW;
	private double plotH;

	private SvgChartWriter(ChartModel model, int width, int height) {
		this.model = model;
		this.width = width;
		this.height = height;
	}

	/** The SVG document of {@code model} drawn at {@code width} x {@code height}. */
	public static String write(ChartModel model, int width, int height) {
		ChartImages.checkSize(width, height);
		return new SvgChartWriter(model, width, height).document();
	}

	private String document() {
		List<List<SeriesSpec>> legendRows = legendRows();
		layout(legendRows.size());
		ChartModel drawn = model.thinnedTo((int) plotW, (int) plotH);
		svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
		svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"").append(width).append("\" height=\"")
				.append(height).append("\" viewBox=\"0 0 ").append(width).append(' ').append(height)
				.append("\" font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\" font-size=\"").append(FONT).append("\">\n");
		svg.append("<title>").append(escape(model.title())).append("</title>\n");
		svg.append("<defs><clipPath id=\"plot-area\"><rect x=\"").append(n(plotX)).append("\" y=\"").append(n(plotY))
				.append("\" width=\"").append(n(plotW)).append("\" height=\"").append(n(plotH)).append("\"/></clipPath></defs>\n");
		svg.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
		text(width / 2.0, MARGIN + TITLE_FONT, model.title(), "middle", "title", " font-size=\"" + TITLE_FONT + "\" font-weight=\"bold\"");
		grid();
		svg.append("<g class=\"series-set\" clip-path=\"url(#plot-area)\">\n");
		for (SeriesSpec s : drawn.series()) {
			series(s, drawn);
		}
		svg.append("</g>\n");
		markers();
		axes();
		legend(legendRows);
		svg.append("</svg>\n");
		return svg.toString();
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
		svg.append("<g class=\"grid\" stroke=\"").append(ChartColors.GRID_HEX).append("\" stroke-width=\"1\" stroke-dasharray=\"1,2\">\n");
		if (!model.x().isCategory()) {
			for (double v : model.x().tickValues((int) plotW)) {
				line(px(v), plotY, px(v), plotY + plotH, null);
			}
		}
		AxisSpec y = model.y().get(0);
		for (double v : y.tickValues((int) plotH)) {
			line(plotX, py(v, y), plotX + plotW, py(v, y), null);
		}
		svg.append("</g>\n");
	}

	private void series(SeriesSpec s, ChartModel drawn) {
		AxisSpec y = drawn.y().get(s.yAxis());
		svg.append("<g class=\"series\" data-series=\"").append(escape(s.id())).append("\" data-points=\"").append(s.size())
				.append("\">\n");
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
		svg.append("</g>\n");
	}

	private void path(SeriesSpec s, AxisSpec y) {
		if (s.size() == 0) {
			return;
		}
		svg.append("<path fill=\"none\" stroke=\"").append(s.color()).append("\" stroke-width=\"")
				.append(s.style() == SeriesStyle.LINE ? "1" : "2").append("\" stroke-linejoin=\"round\" d=\"");
		for (int i = 0; i < s.size(); i++) {
			svg.append(i == 0 ? 'M' : 'L').append(n(px(s.x()[i]))).append(',').append(n(py(s.y()[i], y)));
			if (i + 1 < s.size()) {
				svg.append(' ');
			}
		}
		svg.append("\"/>\n");
	}

	private void dots(SeriesSpec s, AxisSpec y, double radius) {
		for (int i = 0; i < s.size(); i++) {
			svg.append("<circle cx=\"").append(n(px(s.x()[i]))).append("\" cy=\"").append(n(py(s.y()[i], y))).append("\" r=\"")
					.append(n(radius)).append("\" fill=\"").append(s.color()).append("\"/>\n");
		}
	}

	private void steps(SeriesSpec s, AxisSpec y) {
		if (s.size() == 0) {
			return;
		}
		double base = py(y.isLog() ? y.lower() : Math.max(y.lower(), 0), y);
		StringBuilder d = new StringBuilder();
		d.append('M').append(n(px(s.x()[0]))).append(',').append(n(base));
		for (int i = 0; i < s.size(); i++) {
			double x0 = px(s.x()[i]);
			double x1 = i + 1 < s.size() ? px(s.x()[i + 1]) : x0;
			double yy = py(s.y()[i], y);
			d.append(" L").append(n(x0)).append(',').append(n(yy)).append(" L").append(n(x1)).append(',').append(n(yy));
		}
		d.append(" L").append(n(px(s.x()[s.size() - 1]))).append(',').append(n(base)).append(" Z");
		svg.append("<path fill=\"").append(s.color()).append("\" fill-opacity=\"0.35\" stroke=\"").append(s.color())
				.append("\" stroke-width=\"1\" d=\"").append(d).append("\"/>\n");
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
			svg.append("<rect x=\"").append(n(left)).append("\" y=\"").append(n(Math.min(top, base))).append("\" width=\"")
					.append(n(barWidth)).append("\" height=\"").append(n(Math.abs(base - top))).append("\" fill=\"").append(s.color())
					.append("\"/>\n");
		}
	}

	private void markers() {
		if (model.markers().isEmpty()) {
			return;
		}
		svg.append("<g class=\"markers\">\n");
		List<double[]> placed = new ArrayList<>();
		for (MarkerSpec m : model.markers()) {
			double labelW = m.label().length() * CHAR_WIDTH + 6;
			double x;
			double y;
			if (m.vertical()) {
				double at = px(m.value());
				line(at, plotY, at, plotY + plotH, m.color(), "4,3");
				x = at + 3;
				y = plotY + 3;
				while (overlaps(x, y, labelW, placed)) {
					y += FONT + 5;
				}
			} else {
				AxisSpec axis = model.y().get(Math.min(m.yAxis(), model.y().size() - 1));
				double at = py(m.value(), axis);
				line(plotX, at, plotX + plotW, at, m.color(), "4,3");
				boolean left = MarkerPlacement.labelOnLeft(model, m);
				x = left ? plotX + 3 : plotX + plotW - labelW - 3;
				y = at - FONT - 4 < plotY ? at + 1 : at - FONT - 4;
				while (overlaps(x, y, labelW, placed) && x > plotX && x + labelW < plotX + plotW) {
					x += left ? labelW + 12 : -(labelW + 12);
				}
			}
			placed.add(new double[] { x, y, labelW });
			svg.append("<rect x=\"").append(n(x)).append("\" y=\"").append(n(y)).append("\" width=\"").append(n(labelW))
					.append("\" height=\"").append(FONT + 3).append("\" fill=\"#ffffff\" fill-opacity=\"0.6\"/>\n");
			text(x + 3, y + FONT, m.label(), "start", "marker", " fill=\"" + m.color() + "\"");
		}
		svg.append("</g>\n");
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
		svg.append("<g class=\"axes\" stroke=\"").append(ChartColors.TICKS_HEX).append("\" fill=\"").append(ChartColors.TICKS_HEX)
				.append("\">\n");
		line(plotX, plotY + plotH, plotX + plotW, plotY + plotH, ChartColors.TICKS_HEX);
		line(plotX, plotY, plotX, plotY + plotH, ChartColors.TICKS_HEX);
		AxisSpec x = model.x();
		for (double v : x.tickValues((int) plotW)) {
			double at = px(v);
			line(at, plotY + plotH, at, plotY + plotH + TICK, ChartColors.TICKS_HEX);
			text(at, plotY + plotH + TICK + FONT + 1, x.tickLabel(v), "middle", "tick-x", "");
		}
		text(plotX + plotW / 2, plotY + plotH + TICK + 2 * FONT + 8, x.title(), "middle", "axis-title-x",
				" fill=\"" + ChartColors.TEXT_HEX + "\"");
		yAxis(model.y().get(0), true, ChartColors.TICKS_HEX);
		if (model.y().size() > 1) {
			String color = model.series().stream().filter(s -> s.yAxis() == 1).map(SeriesSpec::color).findFirst()
					.orElse(ChartColors.TICKS_HEX);
			line(plotX + plotW, plotY, plotX + plotW, plotY + plotH, color);
			yAxis(model.y().get(1), false, color);
		}
		svg.append("</g>\n");
	}

	private void yAxis(AxisSpec axis, boolean left, String color) {
		double edge = left ? plotX : plotX + plotW;
		double widest = 0;
		for (double v : axis.tickValues((int) plotH)) {
			double at = py(v, axis);
			String label = axis.tickLabel(v);
			widest = Math.max(widest, label.length() * CHAR_WIDTH);
			line(edge, at, left ? edge - TICK : edge + TICK, at, color);
			text(left ? edge - TICK - 3 : edge + TICK + 3, at + FONT * 0.35, label, left ? "end" : "start", left ? "tick-y" : "tick-y2",
					" fill=\"" + color + "\"");
		}
		double titleX = left ? edge - TICK - 6 - widest - 6 : edge + TICK + 6 + widest + 6 + FONT;
		double titleY = plotY + plotH / 2;
		svg.append("<text class=\"").append(left ? "axis-title-y" : "axis-title-y2").append("\" x=\"").append(n(titleX))
				.append("\" y=\"").append(n(titleY)).append("\" text-anchor=\"middle\" stroke=\"none\" fill=\"")
				.append(left ? ChartColors.TEXT_HEX : color).append("\" transform=\"rotate(-90 ").append(n(titleX)).append(' ')
				.append(n(titleY)).append(")\">").append(escape(axis.title())).append("</text>\n");
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
		svg.append("<g class=\"legend\">\n");
		double y = height - MARGIN - rows.size() * LEGEND_ROW + FONT;
		for (List<SeriesSpec> row : rows) {
			double rowWidth = row.stream().mapToDouble(SvgChartWriter::legendEntryWidth).sum();
			double x = (width - rowWidth) / 2;
			for (SeriesSpec s : row) {
				svg.append("<rect x=\"").append(n(x)).append("\" y=\"").append(n(y - FONT + 3)).append("\" width=\"16\" height=\"8\" fill=\"")
						.append(s.color()).append("\"/>\n");
				text(x + 22, y, s.label(), "start", "legend-entry", " fill=\"" + ChartColors.TEXT_HEX + "\"");
				x += legendEntryWidth(s);
			}
			y += LEGEND_ROW;
		}
		svg.append("</g>\n");
	}

	private void line(double x1, double y1, double x2, double y2, String color) {
		line(x1, y1, x2, y2, color, null);
	}

	private void line(double x1, double y1, double x2, double y2, String color, String dash) {
		svg.append("<line x1=\"").append(n(x1)).append("\" y1=\"").append(n(y1)).append("\" x2=\"").append(n(x2)).append("\" y2=\"")
				.append(n(y2)).append('"');
		if (color != null) {
			svg.append(" stroke=\"").append(color).append('"');
		}
		if (dash != null) {
			svg.append(" stroke-dasharray=\"").append(dash).append('"');
		}
		svg.append("/>\n");
	}

	private void text(double x, double y, String content, String anchor, String cssClass, String extra) {
		svg.append("<text class=\"").append(cssClass).append("\" x=\"").append(n(x)).append("\" y=\"").append(n(y))
				.append("\" text-anchor=\"").append(anchor).append("\" stroke=\"none\"").append(extra).append('>')
				.append(escape(content)).append("</text>\n");
	}

	private static String n(double v) {
		return String.format(Locale.ROOT, "%.1f", v);
	}

	static String escape(String text) {
		StringBuilder sb = new StringBuilder(text.length());
		for (char c : text.toCharArray()) {
			switch (c) {
				case '&' -> sb.append("&amp;");
				case '<' -> sb.append("&lt;");
				case '>' -> sb.append("&gt;");
				case '"' -> sb.append("&quot;");
				case '\'' -> sb.append("&apos;");
				default -> {
					if (c >= 0x20 || c == '\t' || c == '\n') {
						sb.append(c);
					}
				}
			}
		}
		return sb.toString();
	}
}
