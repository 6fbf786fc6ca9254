package org.drivebench.report.chart.image;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.report.chart.ChartColors;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.SeriesStyle;
import org.drivebench.report.chart.TextMetrics;
import org.drivebench.report.chart.image.ChartCanvas.Anchor;

/**
 * The legend under a chart: a swatch and a name per series, as many per row as the width takes, rows
 * centred; a name too long for a row of its own is shortened with an ellipsis. So a legend always fits
 * the chart, whatever its width: nothing is cut at the edges.
 */
final class LegendPainter {
	static final int ROW = 18;
	private static final int SWATCH = 16;
	private static final int SWATCH_GAP = 6;
	private static final int ENTRY_GAP = 18;
	private static final int SIZE = TextMetrics.LABEL_SIZE;

	/** One entry as laid out: its series and the name shown. */
	record Entry(SeriesSpec series, String text) {
		double width() {
			return SWATCH + SWATCH_GAP + TextMetrics.width(text, SIZE, false);
		}
	}

	private final List<List<Entry>> rows;
	private final int width;

	private LegendPainter(List<List<Entry>> rows, int width) {
		this.rows = rows;
		this.width = width;
	}

	/**
	 * The legend of {@code model} laid out in rows for a chart {@code width} pixels wide (no rows when it
	 * has none, or when {@code names} writes the series' names on their lines).
	 */
	static LegendPainter layout(ChartModel model, int width, LineLabels names) {
		List<List<Entry>> rows = new ArrayList<>();
		if (!model.showsLegend() || names.active()) {
			return new LegendPainter(rows, width);
		}
		double available = width - 2.0 * ChartPainter.MARGIN;
		double used = 0;
		List<Entry> row = new ArrayList<>();
		for (SeriesSpec s : model.series()) {
			Entry entry = new Entry(s, TextMetrics.fit(s.label(), available - SWATCH - SWATCH_GAP, SIZE, false));
			double w = entry.width();
			if (!row.isEmpty() && used + ENTRY_GAP + w > available) {
				rows.add(row);
				row = new ArrayList<>();
				used = 0;
			}
			used += (row.isEmpty() ? 0 : ENTRY_GAP) + w;
			row.add(entry);
		}
		rows.add(row);
		return new LegendPainter(rows, width);
	}

	/** The rows, for tests and the layout. */
	List<List<Entry>> rows() {
		return rows;
	}

	/** The height the legend takes at the bottom of the chart. */
	double height() {
		return rows.size() * ROW;
	}

	/**
	 * Where each entry is drawn, in series order: {@code x, y, width, height} of its swatch and name, the
	 * swatch in the first {@code SWATCH} pixels.
	 */
	List<double[]> boxes(double chartHeight) {
		List<double[]> boxes = new ArrayList<>();
		double y = chartHeight - ChartPainter.MARGIN - rows.size() * ROW + SIZE;
		for (List<Entry> row : rows) {
			double rowWidth = row.stream().mapToDouble(Entry::width).sum() + ENTRY_GAP * (row.size() - 1);
			double x = (width - rowWidth) / 2;
			for (Entry e : row) {
				boxes.add(new double[] { x, y - SIZE, e.width(), SIZE + 4 });
				x += e.width() + ENTRY_GAP;
			}
			y += ROW;
		}
		return boxes;
	}

	/** Draws the legend with its last row's baseline {@code bottomMargin} above the chart's bottom edge. */
	void paint(ChartCanvas canvas, double chartHeight) {
		if (rows.isEmpty()) {
			return;
		}
		canvas.openGroup("legend", "", false);
		double y = chartHeight - ChartPainter.MARGIN - rows.size() * ROW + SIZE;
		for (List<Entry> row : rows) {
			double rowWidth = row.stream().mapToDouble(Entry::width).sum() + ENTRY_GAP * (row.size() - 1);
			double x = (width - rowWidth) / 2;
			for (Entry e : row) {
				swatch(canvas, e.series(), x, y);
				canvas.text(x + SWATCH + SWATCH_GAP, y, e.text(), Anchor.START, "legend-entry", SIZE, false, ChartColors.TEXT, false);
				x += e.width() + ENTRY_GAP;
			}
			y += ROW;
		}
		canvas.closeGroup();
	}

	/** A line (with a dot where the series has dots) or a filled box, in the series' colour. */
	private static void swatch(ChartCanvas canvas, SeriesSpec s, double x, double baseline) {
		double middle = baseline - SIZE * 0.35;
		switch (s.style()) {
			case LINE -> canvas.line(x, middle, x + SWATCH, middle, s.color(), 2, null);
			case LINE_WITH_POINTS -> {
				canvas.line(x, middle, x + SWATCH, middle, s.color(), 2, null);
				canvas.circle(x + SWATCH / 2.0, middle, 3, s.color());
			}
			case SCATTER -> canvas.circle(x + SWATCH / 2.0, middle, 3, s.color());
			default -> canvas.rect(x, middle - 5, SWATCH, 10, s.color(), s.style() == SeriesStyle.STEP_AREA ? 0.6 : 1);
		}
	}
}
