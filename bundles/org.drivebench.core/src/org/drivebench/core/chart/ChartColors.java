package org.drivebench.core.chart;

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

	private ChartColors() {
	}

	/** The red, green and blue of {@code #rrggbb}, each 0 to 255. */
	public static int[] rgb(String hex) {
		int rgb = Integer.parseInt(hex.substring(1), 16);
		return new int[] { (rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff };
	}
}
