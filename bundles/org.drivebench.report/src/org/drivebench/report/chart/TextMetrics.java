package org.drivebench.report.chart;

/**
 * How wide a text is in the charts' font, DejaVu Sans (the font every chart names first: the SVG, the
 * PNG and the workbench's canvas), from the font's own advance widths, so a chart is laid out the same
 * on every canvas and machine and a label that is measured to fit does fit. Characters outside the
 * table count as wide as a digit; ideographs as a full em.
 */
public final class TextMetrics {
	/** Pixel sizes of the charts' texts: tick and legend labels, the title, the subtitle and bar labels. */
	public static final int LABEL_SIZE = 12;
	public static final int TITLE_SIZE = 14;
	public static final int SMALL_SIZE = 11;
	/** Advance widths of DejaVu Sans, thousandths of an em, for the characters 32 to 126. */
	private static final short[] REGULAR = { 318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636,
			636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698, 770, 632, 575, 775, 752,
			295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500, 500,
			613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592,
			592, 525, 636, 337, 636, 838 };
	/** The same of DejaVu Sans Bold. */
	private static final short[] BOLD = { 348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696,
			696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372,
			372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500, 500, 675,
			716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652,
			582, 712, 365, 712, 838 };
	private static final String ELLIPSIS = "\u2026";

	private TextMetrics() {
	}

	/** The width in pixels of {@code text} at {@code size} pixels. */
	public static double width(String text, double size, boolean bold) {
		short[] table = bold ? BOLD : REGULAR;
		double em = 0;
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			if (c >= 32 && c < 127) {
				em += table[c - 32];
			} else if (Character.isIdeographic(c)) {
				em += 1000;
			} else if (c == '\u2014' || c == '\u2026') {
				em += 1000; // em dash, ellipsis
			} else if (c == '\u00b1' || c == '\u00d7' || c == '\u2191' || c == '\u2193') {
				em += 838; // ± × ↑ ↓
			} else {
				em += table['0' - 32];
			}
		}
		return em * size / 1000;
	}

	/**
	 * {@code text}, or as much of it as fits in {@code maxWidth} pixels followed by an ellipsis; the
	 * ellipsis alone when nothing else fits.
	 */
	public static String fit(String text, double maxWidth, double size, boolean bold) {
		if (width(text, size, bold) <= maxWidth) {
			return text;
		}
		double room = maxWidth - width(ELLIPSIS, size, bold);
		int end = text.length();
		while (end > 0 && width(text.substring(0, end), size, bold) > room) {
			end--;
		}
		return text.substring(0, end).stripTrailing() + ELLIPSIS;
	}

	/**
	 * {@code text}, or its beginning and its end with an ellipsis between them, as much of both as fits
	 * in {@code maxWidth} pixels: for names whose end tells them apart ("Loop device 2.15 GB
	 * (/srv/bench/a.img)" beside ".../b.img"), which an ellipsis at the end would cut off.
	 */
	public static String fitMiddle(String text, double maxWidth, double size, boolean bold) {
		if (width(text, size, bold) <= maxWidth) {
			return text;
		}
		double room = maxWidth - width(ELLIPSIS, size, bold);
		int head = 0;
		int tail = 0;
		double used = 0;
		boolean fromEnd = true;
		boolean grown = true;
		while (grown && head + tail < text.length()) {
			grown = false;
			for (int side = 0; side < 2 && !grown; side++, fromEnd = !fromEnd) {
				char c = fromEnd ? text.charAt(text.length() - 1 - tail) : text.charAt(head);
				double w = width(String.valueOf(c), size, bold);
				if (used + w <= room) {
					used += w;
					if (fromEnd) {
						tail++;
					} else {
						head++;
					}
					grown = true;
				}
			}
		}
		return text.substring(0, head).stripTrailing() + ELLIPSIS + text.substring(text.length() - tail).stripLeading();
	}
}
