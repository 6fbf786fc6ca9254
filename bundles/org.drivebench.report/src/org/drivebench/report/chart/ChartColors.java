package org.drivebench.report.chart;

/** The fixed colours of chart furniture, as {@code #rrggbb}: the same on screen and in every image. */
public final class ChartColors {
	public static final String TEXT = "#333333";
	public static final String TICKS = "#555555";
	public static final String GRID = "#d9d9d9";
	public static final String BACKGROUND = "#ffffff";
	/** Marker colours: minimum (and percentiles), mean, maximum. */
	public static final String MIN_MARKER = "#c0392b";
	public static final String MEAN_MARKER = "#333333";
	public static final String MAX_MARKER = "#1e8449";
	/** Where a phase of a series begins (an SSD's cache full). */
	public static final String PHASE_MARKER = "#7d3c98";

	private ChartColors() {
	}

	/** Error bars (a 95 % interval) and the outline of a highlighted bar. */
	public static final String INTERVAL = "#222222";
	/** {@code hex} mixed with white: {@code share} 0 keeps it, 1 gives white. */
	public static String tint(String hex, double share) {
		int[] c = rgb(hex);
		return String.format(java.util.Locale.ROOT, "#%02x%02x%02x", mix(c[0], share), mix(c[1], share), mix(c[2], share));
	}

	/** Black or white, whichever reads better on {@code hex} (by its relative luminance). */
	public static String textOn(String hex) {
		int[] c = rgb(hex);
		double luminance = (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;
		return luminance > 0.55 ? TEXT : BACKGROUND;
	}

	private static int mix(int channel, double share) {
		return (int) Math.round(channel + (255 - channel) * Math.clamp(share, 0, 1));
	}

	/** The red, green and blue of {@code #rrggbb}, each 0 to 255. */
	public static int[] rgb(String hex) {
		int rgb = Integer.parseInt(hex.substring(1), 16);
		return new int[] { (rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff };
	}
}
