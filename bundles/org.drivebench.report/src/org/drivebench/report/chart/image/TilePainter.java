package org.drivebench.report.chart.image;

import java.util.Locale;

import org.drivebench.report.chart.ChartColors;
import org.drivebench.report.chart.TextMetrics;
import org.drivebench.report.chart.TileGrid;
import org.drivebench.report.chart.image.ChartCanvas.Anchor;

/**
 * Draws a summary tile's grid under the chart's titles, the way CrystalDiskMark lays its window out:
 * per drive a panel headed by the drive's name, the workloads down the left on the drive's colour, a
 * column per direction with each figure large and a bar behind it on a logarithmic scale of the
 * largest figure (so 0.5 MB/s beside 3,000 MB/s still shows). Panels stand side by side, wrapping to
 * further lines when the width holds fewer than {@value #MIN_PANEL_WIDTH} pixels each; texts shrink to
 * fit their cells rather than being cut.
 */
final class TilePainter {
	/** A panel narrower than this goes to the next line. */
	static final int MIN_PANEL_WIDTH = 260;
	private static final int GAP = 14;
	private static final int PAD = 6;
	private static final int HEAD = TextMetrics.LABEL_SIZE + 10;
	private static final double MAX_FIGURE_SIZE = 30;
	private static final double MAX_LABEL_SIZE = 15;

	private final TileGrid grid;
	private final ChartCanvas canvas;
	private final double largest;

	private TilePainter(TileGrid grid, ChartCanvas canvas) {
		this.grid = grid;
		this.canvas = canvas;
		this.largest = grid.largest();
	}

	/** Draws {@code grid} in the box {@code left, top, width, height}. */
	static void paint(TileGrid grid, double left, double top, double width, double height, ChartCanvas canvas) {
		new TilePainter(grid, canvas).paint(left, top, width, height);
	}

	/** How many panels stand side by side in {@code width} pixels. */
	static int panelsAcross(int panels, double width) {
		return Math.clamp((int) ((width + GAP) / (MIN_PANEL_WIDTH + GAP)), 1, Math.max(1, panels));
	}

	private void paint(double left, double top, double width, double height) {
		int n = grid.panels().size();
		int across = panelsAcross(n, width);
		int lines = Math.max(1, (n + across - 1) / across);
		double panelW = (width - (across - 1) * GAP) / across;
		double panelH = (height - (lines - 1) * GAP) / lines;
		canvas.openGroup("tiles", "data-rows=\"" + grid.rows().size() + "\"", false);
		for (int i = 0; i < n; i++) {
			double x = left + (i % across) * (panelW + GAP);
			double y = top + (i / across) * (panelH + GAP);
			panel(grid.panels().get(i), x, y, panelW, panelH);
		}
		canvas.closeGroup();
	}

	private void panel(TileGrid.Panel panel, double x, double y, double w, double h) {
		canvas.openGroup("tile", "data-drive=\"" + SvgCanvas.escape(panel.name()) + "\"", false);
		canvas.rect(x, y + 3, 10, 10, panel.color(), 1);
		canvas.text(x + 16, y + TextMetrics.LABEL_SIZE, TextMetrics.fit(panel.name(), w - 16, TextMetrics.LABEL_SIZE, true), Anchor.START,
				"tile-drive", TextMetrics.LABEL_SIZE, true, ChartColors.TEXT, false);
		int columns = grid.columns().size();
		double labelW = Math.min(w * 0.34, 130);
		double valueW = (w - labelW - PAD * columns) / Math.max(1, columns);
		double headY = y + HEAD;
		for (int c = 0; c < columns; c++) {
			double cx = x + labelW + PAD + c * (valueW + PAD) + valueW / 2;
			String head = grid.columns().get(c) + " [" + grid.unit() + "]";
			canvas.text(cx, headY + TextMetrics.LABEL_SIZE, TextMetrics.fit(head, valueW, TextMetrics.LABEL_SIZE, true), Anchor.MIDDLE,
					"tile-column", TextMetrics.LABEL_SIZE, true, ChartColors.TEXT, false);
		}
		double rowsTop = headY + TextMetrics.LABEL_SIZE + 8;
		int rows = grid.rows().size();
		double cellH = Math.min(72, Math.max(16, (y + h - rowsTop - PAD * (rows - 1)) / Math.max(1, rows)));
		for (int r = 0; r < rows; r++) {
			double ry = rowsTop + r * (cellH + PAD);
			canvas.rect(x, ry, labelW, cellH, panel.color(), 1);
			String label = grid.rows().get(r);
			double labelSize = sized(label, labelW - 2 * PAD, Math.min(MAX_LABEL_SIZE, cellH * 0.45), true);
			canvas.text(x + labelW / 2, ry + cellH / 2 + labelSize * 0.36, TextMetrics.fit(label, labelW - 2 * PAD, labelSize, true),
					Anchor.MIDDLE, "tile-row", (int) Math.round(labelSize), true, ChartColors.textOn(panel.color()), false);
			for (int c = 0; c < columns; c++) {
				cell(panel, panel.value(r, c), x + labelW + PAD + c * (valueW + PAD), ry, valueW, cellH);
			}
		}
		canvas.closeGroup();
	}

	private void cell(TileGrid.Panel panel, double value, double x, double y, double w, double h) {
		canvas.rect(x, y, w, h, ChartColors.BACKGROUND, 1);
		boolean has = Double.isFinite(value);
		if (has && value > 0 && largest > 0) {
			canvas.rect(x, y, w * share(value), h, ChartColors.tint(panel.color(), 0.75), 1);
		}
		canvas.strokeRect(x, y, w, h, ChartColors.GRID, 1);
		String text = has ? String.format(Locale.ROOT, "%." + grid.decimals() + "f", value) : "\u2014";
		double size = sized(text, w - 2 * PAD, Math.min(MAX_FIGURE_SIZE, h * 0.6), true);
		canvas.text(x + w - PAD, y + h / 2 + size * 0.36, text, Anchor.END, "tile-figure", (int) Math.round(size), true,
				has ? ChartColors.TEXT : ChartColors.TICKS, false);
	}

	/** Where {@code value} lies between 0 and the largest figure, on a logarithmic scale of the figure plus one. */
	private double share(double value) {
		return Math.clamp(Math.log1p(value) / Math.log1p(largest), 0.02, 1);
	}

	/** The largest size up to {@code max} at which {@code text} fits in {@code room} pixels (at least 7). */
	private static double sized(String text, double room, double max, boolean bold) {
		double at = TextMetrics.width(text, max, bold);
		return at <= room || at == 0 ? max : Math.max(7, Math.floor(max * room / at));
	}
}
