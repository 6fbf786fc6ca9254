package org.drivebench.ui.report;

import java.util.HashMap;
import java.util.Map;

import org.drivebench.ui.charts.render.SwtColors;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;

/**
 * Small squares of the drives' colours, one image per colour, made from their pixels: an image drawn on
 * with a GC is the X server's, and GTK reads it back (a round trip) each time a tree row or a column header
 * is given it, which with fifty drives was most of a column's making.
 */
final class Swatches {
	static final int SIZE = 12;
	private final Display display;
	private final @Nullable RGB border;
	private final Map<String, Image> images = new HashMap<>();

	/** @param border the colour of a square's edge, or null for none */
	Swatches(Display display, @Nullable RGB border) {
		this.display = display;
		this.border = border;
	}

	/** The square of {@code color} ("#rrggbb"). */
	Image of(String color) {
		return images.computeIfAbsent(color, this::make);
	}

	private Image make(String color) {
		ImageData data = new ImageData(SIZE, SIZE, 24, new PaletteData(0xFF0000, 0xFF00, 0xFF));
		RGB fill = SwtColors.of(color).getRGB();
		RGB edge = border == null ? fill : border;
		for (int y = 0; y < SIZE; y++) {
			for (int x = 0; x < SIZE; x++) {
				boolean onEdge = x == 0 || y == 0 || x == SIZE - 1 || y == SIZE - 1;
				data.setPixel(x, y, data.palette.getPixel(onEdge ? edge : fill));
			}
		}
		return new Image(display, data);
	}

	void dispose() {
		images.values().forEach(Image::dispose);
		images.clear();
	}
}
