package org.drivebench.report.chart.image;

import java.util.Locale;

import org.drivebench.report.chart.BidiText;
import org.drivebench.report.chart.ChartColors;
import org.drivebench.report.chart.TextMetrics;
import org.drivebench.report.chart.TileGrid;
import org.drivebench.report.chart.image.ChartCanvas.Anchor;

/**
 * Draws a summary tile's grid under the chart's titles, the way CrystalDiskMark lays its window out:
 * per drive a panel headed by the drive's name, the workloads down the left on the drive's colour, a
 * column per direction with each figure large and a bar behind it on a logarithmic scale of the
 * largest figure (so 0.5 MB/s beside 3,000 MB/s still shows). Panels stand side by side, or on further
 * lines, in the arrangement whose figures come out largest (no panel narrower than
 * {@value #MIN_PANEL_WIDTH} pixels); texts shrink to fit their cells rather than being cut.
 */
final class TilePainter {
	/** No panel is narrower than this while a further line can take it. */
	static final int MIN_PANEL_WIDTH = 200;
	private static final int GAP = 14;
	private static final int PAD = 6;
	private static final int HEAD = TextMetrics.LABEL_SIZE + 10;
	private static final double MAX_FIGURE_SIZE = 30;
	private static final double MAX_LABEL_SIZE = 15;

	private final TileGrid grid;
	private final ChartCanvas canvas;
	private final double largest;
	/** One size for every workload's name and one for every figure, so the panels read alike. */
	private double labelSize;
	private double figureSize;
	private double headSize;

	private TilePainter(TileGrid grid, ChartCanvas canvas) {
		this.grid = grid;
		this.canvas = canvas;
		this.largest = grid.largest();
	}

	/** Draws {@code grid} in the box {@code left, top, width, height}. */
	static void paint(TileGrid grid, double left, double top, double width, double height, ChartCanvas canvas) {
		new TilePainter(grid, canvas).paint(left, top, width, height);
	}

	/**
	 * How many panels stand side by side in a box of {@code width} x {@code height}: of the arrangements
	 * whose panels are at least {@value #MIN_PANEL_WIDTH} wide (one panel a line when none is), the one
	 * whose figures come out largest; of equals, the one with fewer lines.
	 */
	int panelsAcross(double width, double height) {
		int n = Math.max(1, grid.panels().size());
		int best = 1;
		double bestSize = -1;
		for (int across = 1; across <= n; across++) {
			int lines = (n + across - 1) / across;
			if (across > 1 && ((n + across - 2) / (across - 1)) == lines) {
				continue; // as many lines with fewer panels across: four stand two by two, not three and one
			}
			double panelW = (width - (across - 1) * GAP) / across;
			if (across > 1 && panelW < MIN_PANEL_WIDTH) {
				break;
			}
			sizes(panelW, (height - (lines - 1) * GAP) / lines);
			if (figureSize >= bestSize - 0.5) { // as large (to half a pixel) on fewer lines wins
				best = across;
				bestSize = figureSize;
			}
		}
		return best;
	}

	private void paint(double left, double top, double width, double height) {
		int n = grid.panels().size();
		int across = panelsAcross(width, height);
		int lines = Math.max(1, (n + across - 1) / across);
		double panelW = (width - (across - 1) * GAP) / across;
		double panelH = (height - (lines - 1) * GAP) / lines;
		sizes(panelW, panelH);
		canvas.openGroup("tiles", "data-rows=\"" + grid.rows().size() + "\"", false);
		for (int i = 0; i < n; i++) {
			double x = left + (i % across) * (panelW + GAP);
			double y = top + (i / across) * (panelH + GAP);
			panel(grid.panels().get(i), x, y, panelW, panelH);
		}
		canvas.closeGroup();
	}

	/** The common sizes of the names and figures in panels of {@code w} x {@code h}. */
	private void sizes(double w, double h) {
		double labelW = labelWidth(w);
		double valueW = valueWidth(w, labelW);
		double cellH = cellHeight(h);
		labelSize = Math.min(MAX_LABEL_SIZE, cellH * 0.45);
		for (String label : grid.rows()) {
			labelSize = Math.min(labelSize, sized(label, labelW - 2 * PAD, MAX_LABEL_SIZE, true));
		}
		headSize = TextMetrics.LABEL_SIZE;
		for (String column : grid.columns()) {
			headSize = Math.min(headSize, sized(head(column), valueW, TextMetrics.LABEL_SIZE, true));
		}
		figureSize = Math.min(MAX_FIGURE_SIZE, cellH * 0.6);
		for (TileGrid.Panel p : grid.panels()) {
			for (int r = 0; r < grid.rows().size(); r++) {
				for (int c = 0; c < grid.columns().size(); c++) {
					figureSize = Math.min(figureSize, sized(text(p.value(r, c)), valueW - 2 * PAD, MAX_FIGURE_SIZE, true));
				}
			}
		}
	}

	private static double labelWidth(double panelW) {
		return Math.min(panelW * 0.34, 130);
	}

	private double valueWidth(double panelW, double labelW) {
		int columns = grid.columns().size();
		return (panelW - labelW - PAD * columns) / Math.max(1, columns);
	}

	private double cellHeight(double panelH) {
		int rows = grid.rows().size();
		double rowsTop = HEAD + TextMetrics.LABEL_SIZE + 8;
		return Math.min(72, Math.max(16, (panelH - rowsTop - PAD * (rows - 1)) / Math.max(1, rows)));
	}

	private String head(String column) {
		return column + " [" + grid.unit() + "]";
	}

	private String text(double value) {
		return Double.isFinite(value) ? String.format(Locale.ROOT, "%." + grid.decimals() + "f", value) : "\u2014";
	}

	private void panel(TileGrid.Panel panel, double x, double y, double w, double h) {
		// a drive's panel is its series: named (bidirectional overrides closed) and drawn in its colour
		String name = BidiText.closed(panel.name());
		canvas.openGroup("tile", "data-series=\"" + SvgCanvas.escape(name) + "\" data-drive=\"" + SvgCanvas.escape(name) + "\"", false);
		canvas.rect(x, y + 3, 10, 10, panel.color(), 1);
		canvas.text(x + 16, y + TextMetrics.LABEL_SIZE, TextMetrics.fit(name, w - 16, TextMetrics.LABEL_SIZE, true), Anchor.START,
				"tile-drive", TextMetrics.LABEL_SIZE, true, ChartColors.TEXT, false);
		int columns = grid.columns().size();
		double labelW = labelWidth(w);
		double valueW = valueWidth(w, labelW);
		double headY = y + HEAD;
		for (int c = 0; c < columns; c++) {
			double cx = x + labelW + PAD + c * (valueW + PAD) + valueW / 2;
			String head = head(grid.columns().get(c));
			canvas.text(cx, headY + TextMetrics.LABEL_SIZE, TextMetrics.fit(head, valueW, Math.floor(headSize), true), Anchor.MIDDLE,
					"tile-column", (int) Math.floor(headSize), true, ChartColors.TEXT, false);
		}
		double rowsTop = headY + TextMetrics.LABEL_SIZE + 8;
		int rows = grid.rows().size();
		double cellH = cellHeight(h);
		for (int r = 0; r < rows; r++) {
			double ry = rowsTop + r * (cellH + PAD);
			canvas.rect(x, ry, labelW, cellH, panel.color(), 1);
			String label = grid.rows().get(r);
			canvas.text(x + labelW / 2, ry + cellH / 2 + labelSize * 0.36, TextMetrics.fit(label, labelW - 2 * PAD, labelSize, true),
					Anchor.MIDDLE, "tile-row", (int) Math.floor(labelSize), true, ChartColors.textOn(panel.color()), false);
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
		double size = figureSize;
		canvas.text(x + w - PAD, y + h / 2 + size * 0.36, text(value), Anchor.END, "tile-figure", (int) Math.floor(size), true,
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
