package org.drivebench.ui.charts.render;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Device;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontMetrics;
import org.eclipse.swt.graphics.GC;

/**
 * The fonts a chart widget draws with: DejaVu Sans, the charts' font everywhere (the core measures its
 * texts with that font's widths), at the painter's pixel sizes converted to points for the screen's
 * resolution, rounded down so a text is never wider than the room measured for it. Disposed with their
 * widget.
 */
final class ChartFonts {
	static final String FAMILY = "DejaVu Sans";
	private final Device device;
	private final Map<Integer, Font> fonts = new HashMap<>();
	/** Each font's height above the baseline: GTK works a font's metrics out slowly, and a chart draws hundreds of texts. */
	private final Map<Integer, Integer> above = new HashMap<>();

	ChartFonts(Device device) {
		this.device = device;
	}

	/** The font for texts {@code pixels} high, bold or not. */
	Font get(int pixels, boolean bold) {
		return fonts.computeIfAbsent(pixels * 2 + (bold ? 1 : 0), k -> {
			int points = Math.max(6, (int) Math.floor(pixels * 72.0 / device.getDPI().y));
			return new Font(device, FAMILY, points, bold ? SWT.BOLD : SWT.NORMAL);
		});
	}

	/** The height of the font for texts {@code pixels} high above its baseline (its ascent and leading), set on {@code gc}. */
	int above(GC gc, int pixels, boolean bold) {
		return above.computeIfAbsent(pixels * 2 + (bold ? 1 : 0), k -> {
			FontMetrics metrics = gc.getFontMetrics();
			return metrics.getAscent() + metrics.getLeading();
		});
	}

	void dispose() {
		fonts.values().forEach(Font::dispose);
		fonts.clear();
	}
}
