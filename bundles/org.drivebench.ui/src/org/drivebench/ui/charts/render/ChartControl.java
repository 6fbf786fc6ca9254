package org.drivebench.ui.charts.render;

import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.TextMetrics;
import org.drivebench.report.chart.image.ChartImages;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;

/**
 * A chart on the screen: the widget draws the model it is given with the core's chart painter (the
 * same drawing as the SVG and PNG exports: title, axes, series, bars with their figures, markers, a
 * legend that wraps) at its own size, double-buffered and inside its own bounds. The model should be
 * thinned for the size already (the viewer does that off the UI thread); a short message stands in
 * while there is none.
 */
public final class ChartControl extends Canvas {
	private final ChartFonts fonts;
	private @Nullable ChartModel model;
	private String message = "";

	public ChartControl(Composite parent) {
		super(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
		fonts = new ChartFonts(getDisplay());
		addPaintListener(e -> paint(e.gc, getClientArea()));
		addDisposeListener(e -> fonts.dispose());
	}

	/** Shows {@code shown} (thinned for about this size). */
	public void show(ChartModel shown) {
		checkWidget();
		this.model = shown;
		this.message = "";
		redraw();
	}

	/** Shows {@code text} instead of a chart (while one is prepared, or why none could be). */
	public void showMessage(String text) {
		checkWidget();
		this.model = null;
		this.message = text;
		redraw();
	}

	/** The model drawn, or null while a message stands in. */
	public @Nullable ChartModel shown() {
		return model;
	}

	/** The message shown instead of a chart, or "". */
	public String message() {
		return message;
	}

	/** The chart as this widget draws it, at its size: for tests that measure what a reader sees. */
	public ImageData snapshot() {
		checkWidget();
		Rectangle area = getClientArea();
		Image image = new Image(getDisplay(), Math.max(1, area.width), Math.max(1, area.height));
		GC gc = new GC(image);
		try {
			paint(gc, new Rectangle(0, 0, area.width, area.height));
		} finally {
			gc.dispose();
		}
		ImageData data = image.getImageData();
		image.dispose();
		return data;
	}

	private void paint(GC gc, Rectangle area) {
		ChartModel drawn = model;
		if (drawn != null && area.width > 0 && area.height > 0) {
			ChartImages.paint(drawn, area.width, area.height, new SwtChartCanvas(gc, fonts));
			return;
		}
		gc.setBackground(SwtColors.of(org.drivebench.report.chart.ChartColors.BACKGROUND));
		gc.fillRectangle(area);
		if (!message.isEmpty()) {
			gc.setFont(fonts.get(TextMetrics.LABEL_SIZE, false));
			gc.setForeground(SwtColors.of(org.drivebench.report.chart.ChartColors.TEXT));
			Point extent = gc.textExtent(message);
			gc.drawText(message, Math.max(4, (area.width - extent.x) / 2), Math.max(4, (area.height - extent.y) / 2), true);
		}
	}
}
