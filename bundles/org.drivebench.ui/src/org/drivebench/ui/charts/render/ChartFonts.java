package org.drivebench.ui.charts.render;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontMetrics;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Display;

/**
 * The fonts the chart widgets draw with: DejaVu Sans, the charts' font everywhere (the core measures its
 * texts with that font's widths), at the painter's pixel sizes converted to points for the screen's
 * resolution, rounded down so a text is never wider than the room measured for it. One set per display,
 * shared by every chart on it and disposed with the display: a comparison's seventy charts draw the same
 * few fonts and the same texts (drive names, tick labels), and GTK works a font's metrics and a text's
 * extent out slowly, so each is worked out once, not once per chart.
 */
final class ChartFonts {
	static final String FAMILY = "DejaVu Sans";
	private static final String KEY = ChartFonts.class.getName();
	/** The texts measured are forgotten past this many (a long session's charts: live figures, zooms). */
	private static final int MAX_WIDTHS = 20_000;
	private final Display display;
	private final Map<Integer, Font> fonts = new HashMap<>();
	/** Each font's height above the baseline. */
	private final Map<Integer, Integer> above = new HashMap<>();
	/** Each text's width in each font. */
	private final Map<Integer, Map<String, Integer>> widths = new HashMap<>();
	private int measured;

	private ChartFonts(Display display) {
		this.display = display;
	}

	/** The fonts of the charts on {@code display}: made at the first call, disposed with the display. */
	static ChartFonts of(Display display) {
		if (display.getData(KEY) instanceof ChartFonts shared) {
			return shared;
		}
		ChartFonts fonts = new ChartFonts(display);
		display.setData(KEY, fonts);
		display.disposeExec(fonts::dispose);
		return fonts;
	}

	/** The font for texts {@code pixels} high, bold or not. */
	Font get(int pixels, boolean bold) {
		return fonts.computeIfAbsent(key(pixels, bold), k -> {
			int points = Math.max(6, (int) Math.floor(pixels * 72.0 / display.getDPI().y));
			return new Font(display, FAMILY, points, bold ? SWT.BOLD : SWT.NORMAL);
		});
	}

	/** The height of the font for texts {@code pixels} high above its baseline (its ascent and leading), set on {@code gc}. */
	int above(GC gc, int pixels, boolean bold) {
		return above.computeIfAbsent(key(pixels, bold), k -> {
			FontMetrics metrics = gc.getFontMetrics();
			return metrics.getAscent() + metrics.getLeading();
		});
	}

	/** The width of {@code text} in the font for texts {@code pixels} high, set on {@code gc}. */
	int width(GC gc, String text, int pixels, boolean bold) {
		Map<String, Integer> ofFont = widths.computeIfAbsent(key(pixels, bold), k -> new HashMap<>());
		Integer known = ofFont.get(text);
		if (known != null) {
			return known;
		}
		if (++measured > MAX_WIDTHS) {
			widths.values().forEach(Map::clear);
			measured = 1;
		}
		int width = gc.textExtent(text).x;
		ofFont.put(text, width);
		return width;
	}

	private static int key(int pixels, boolean bold) {
		return pixels * 2 + (bold ? 1 : 0);
	}

	private void dispose() {
		fonts.values().forEach(Font::dispose);
		fonts.clear();
		display.setData(KEY, null);
	}
}
