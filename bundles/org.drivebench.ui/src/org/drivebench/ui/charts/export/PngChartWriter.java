package org.drivebench.ui.charts.export;

import java.io.ByteArrayOutputStream;

import org.drivebench.ui.charts.model.ChartModel;
import org.drivebench.ui.charts.render.ChartRenderer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swtchart.Chart;

/**
 * Renders a chart model to a PNG of exactly the requested size: SWTChart draws a chart that lives in a
 * shell which is never opened, straight into an image (Chart.printChart), so the export neither
 * depends on nor disturbs the chart on screen, and works at any size.
 */
final class PngChartWriter {
	/** Room the axes, title and legend take, to thin series for the plot that remains. */
	private static final int AXES_WIDTH = 130;
	private static final int AXES_HEIGHT = 110;

	private PngChartWriter() {
	}

	/** The PNG bytes of {@code model} at {@code width} x {@code height}; call on the display's thread. */
	static byte[] write(Display display, ChartModel model, int width, int height) {
		Shell shell = new Shell(display, SWT.NO_TRIM);
		Image image = null;
		GC gc = null;
		try {
			shell.setSize(width, height);
			Chart chart = new Chart(shell, SWT.NONE);
			chart.setBounds(0, 0, width, height);
			new ChartRenderer(chart).apply(model.thinnedTo(Math.max(16, width - AXES_WIDTH), Math.max(16, height - AXES_HEIGHT)));
			chart.updateLayout();
			image = new Image(display, width, height);
			gc = new GC(image);
			gc.setBackground(display.getSystemColor(SWT.COLOR_WHITE));
			gc.fillRectangle(0, 0, width, height);
			chart.printChart(gc, new Rectangle(0, 0, width, height));
			gc.dispose();
			gc = null;
			ImageData data = image.getImageData();
			ImageLoader loader = new ImageLoader();
			loader.data = new ImageData[] { data };
			ByteArrayOutputStream out = new ByteArrayOutputStream(width * height / 4);
			loader.save(out, SWT.IMAGE_PNG);
			return out.toByteArray();
		} finally {
			if (gc != null) {
				gc.dispose();
			}
			if (image != null) {
				image.dispose();
			}
			shell.dispose();
		}
	}
}
