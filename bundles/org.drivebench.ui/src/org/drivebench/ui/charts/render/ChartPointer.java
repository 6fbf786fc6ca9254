package org.drivebench.ui.charts.render;

import java.util.List;
import java.util.Optional;

import org.drivebench.report.chart.ChartColors;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.ChartView;
import org.drivebench.report.chart.TextMetrics;
import org.drivebench.report.chart.image.ChartProbe;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Event;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The mouse on a chart, as Trace Compass writes its own over plain SWTChart: moving shows the figures
 * of the point or bar under the pointer beside it and the axes' values at the pointer in the plot's
 * corner; Ctrl+wheel zooms about the pointer (x where x holds numbers, else the value axis;
 * Ctrl+Shift+wheel the value axes), a drag pans, a double-click (or Home) shows the whole chart. A plain
 * wheel scrolls the page the chart is on, as it would without the chart. What is under the pointer and
 * how the view changes is the core's {@link ChartProbe}; this class only turns events into its calls
 * and draws its answers over the chart.
 */
final class ChartPointer {
	/** How much one wheel notch zooms in (its inverse, out). */
	static final double WHEEL_ZOOM = 0.8;
	private static final int PAD = 4;
	private static final String SEPARATOR = "  \u00b7  ";

	private final ChartControl chart;
	private final ChartFonts fonts;
	private @Nullable Point at;
	private @Nullable Point dragFrom;
	private boolean dragged;
	private @Nullable ChartProbe probe;
	private @Nullable ChartModel probed;
	private @Nullable Point probedSize;
	private ChartProbe.@Nullable Hit hover;
	private List<String> readout = List.of();

	ChartPointer(ChartControl chart, ChartFonts fonts) {
		this.chart = chart;
		this.fonts = fonts;
		chart.addListener(SWT.MouseMove, this::moved);
		chart.addListener(SWT.MouseExit, e -> {
			at = null;
			update();
		});
		chart.addListener(SWT.MouseDown, e -> {
			if (e.button == 1) {
				dragFrom = new Point(e.x, e.y);
				dragged = false;
			}
		});
		chart.addListener(SWT.MouseUp, e -> {
			if (e.button == 1) {
				dragFrom = null;
				chart.setCursor(null);
			}
		});
		chart.addListener(SWT.MouseDoubleClick, e -> {
			if (e.button == 1) {
				chart.setView(chart.view().unzoomed());
			}
		});
		chart.addListener(SWT.MouseVerticalWheel, this::wheel);
		chart.addListener(SWT.KeyDown, e -> {
			if (e.keyCode == SWT.HOME) {
				chart.setView(chart.view().unzoomed());
			}
		});
		// a canvas takes the keyboard focus only when asked: a click on the chart asks
		chart.addListener(SWT.MouseDown, e -> chart.setFocus());
	}

	/** The model or the view changed: what lies under the pointer is found again. */
	void modelChanged() {
		probe = null;
		update();
	}

	private @Nullable ChartProbe probe() {
		ChartModel shown = chart.shown();
		Point size = chart.getSize();
		if (shown == null || shown.isTile() || size.x <= 0 || size.y <= 0) {
			return null; // a summary tile is a grid of figures written out: nothing to point at, zoom or pan
		}
		if (probe == null || shown != probed || !size.equals(probedSize)) {
			probe = ChartProbe.of(shown, size.x, size.y);
			probed = shown;
			probedSize = size;
		}
		return probe;
	}

	private void moved(Event e) {
		Point from = dragFrom;
		if (from != null && (e.stateMask & SWT.BUTTON1) != 0) {
			ChartProbe p = probe();
			int dx = e.x - from.x;
			int dy = e.y - from.y;
			if (p != null && (dragged || Math.abs(dx) + Math.abs(dy) > 2)) {
				dragged = true;
				chart.setCursor(chart.getDisplay().getSystemCursor(SWT.CURSOR_SIZEALL));
				dragFrom = new Point(e.x, e.y);
				chart.setView(p.pan(chart.view(), dx, dy));
			}
		}
		at = new Point(e.x, e.y);
		update();
	}

	private void wheel(Event e) {
		if ((e.stateMask & SWT.MOD1) == 0 || e.count == 0) {
			return; // the page scrolls
		}
		e.doit = false;
		ChartProbe p = probe();
		if (p == null || !p.inPlot(e.x, e.y)) {
			return;
		}
		double factor = Math.pow(WHEEL_ZOOM, e.count > 0 ? 1 : -1);
		chart.setView(p.zoom(chart.view(), e.x, e.y, factor, (e.stateMask & SWT.SHIFT) != 0));
		at = new Point(e.x, e.y);
		update();
	}

	/** Finds what is under the pointer again and redraws the overlay when it changed. */
	private void update() {
		ChartProbe.Hit oldHover = hover;
		List<String> oldReadout = readout;
		Point pointer = at;
		ChartProbe p = pointer == null ? null : probe();
		if (p == null || pointer == null) {
			hover = null;
			readout = List.of();
		} else {
			Optional<ChartProbe.Hit> hit = p.hit(pointer.x, pointer.y);
			hover = hit.isPresent() ? hit.get() : null;
			readout = p.readout(pointer.x, pointer.y);
		}
		if (!readout.equals(oldReadout) || !sameHit(oldHover, hover)) {
			chart.redraw();
		}
	}

	private static boolean sameHit(ChartProbe.@Nullable Hit a, ChartProbe.@Nullable Hit b) {
		return a == null ? b == null : b != null && a.lines().equals(b.lines()) && a.centreX() == b.centreX() && a.centreY() == b.centreY();
	}

	String hoverText() {
		ChartProbe.Hit pointed = hover;
		return pointed == null ? "" : pointed.text();
	}

	String readoutText() {
		return String.join(SEPARATOR, readout);
	}

	/** Over the chart: the readout in the plot's top left corner, a ring round the point pointed at and its figures beside the pointer. */
	void paintOverlay(GC gc) {
		ChartProbe p = probe();
		Point pointer = at;
		if (p == null || pointer == null) {
			return;
		}
		double[] plot = p.plot();
		gc.setAntialias(SWT.ON);
		if (!readout.isEmpty()) {
			String text = readoutText();
			ChartView view = chart.view();
			if (!view.isWhole()) {
				text += SEPARATOR + Messages.chart_zoomed_hint;
			}
			box(gc, List.of(text), (int) plot[0] + PAD, (int) plot[1] + PAD, false);
			gc.setForeground(SwtColors.of(ChartColors.GRID));
			gc.setLineDash(new int[] { 2, 3 });
			gc.drawLine(pointer.x, (int) plot[1], pointer.x, (int) (plot[1] + plot[3]));
			gc.drawLine((int) plot[0], pointer.y, (int) (plot[0] + plot[2]), pointer.y);
			gc.setLineDash(null);
		}
		ChartProbe.Hit pointed = hover;
		if (pointed != null) {
			gc.setForeground(SwtColors.of(ChartColors.TEXT));
			gc.setLineWidth(2);
			int r = 6;
			gc.drawOval((int) Math.round(pointed.centreX()) - r, (int) Math.round(pointed.centreY()) - r, 2 * r, 2 * r);
			gc.setLineWidth(1);
			box(gc, pointed.lines(), pointer.x + 14, pointer.y + 14, true);
		}
	}

	/** Lines of text on a white box at {@code (x, y)}, moved inside the widget; the first line bold when {@code heading}. */
	private void box(GC gc, List<String> lines, int x, int y, boolean heading) {
		int size = TextMetrics.SMALL_SIZE;
		int width = 0;
		int height = 0;
		int[] heights = new int[lines.size()];
		for (int i = 0; i < lines.size(); i++) {
			gc.setFont(fonts.get(size, heading && i == 0));
			Point extent = gc.textExtent(lines.get(i));
			width = Math.max(width, extent.x);
			heights[i] = extent.y;
			height += extent.y;
		}
		Point widget = chart.getSize();
		int boxW = width + 2 * PAD;
		int boxH = height + 2 * PAD;
		// beside the pointer, or on its other side where the widget ends
		int left = x + boxW > widget.x ? Math.max(0, x - boxW - 28) : x;
		int top = y + boxH > widget.y ? Math.max(0, y - boxH - 28) : y;
		gc.setAlpha(235);
		gc.setBackground(SwtColors.of(ChartColors.BACKGROUND));
		gc.fillRectangle(left, top, boxW, boxH);
		gc.setAlpha(255);
		gc.setForeground(SwtColors.of(ChartColors.TICKS));
		gc.drawRectangle(left, top, boxW, boxH);
		gc.setForeground(SwtColors.of(ChartColors.TEXT));
		int line = top + PAD;
		for (int i = 0; i < lines.size(); i++) {
			gc.setFont(fonts.get(size, heading && i == 0));
			gc.drawText(lines.get(i), left + PAD, line, true);
			line += heights[i];
		}
	}
}
