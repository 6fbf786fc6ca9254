package org.drivebench.ui.charts.render;

import org.eclipse.swt.graphics.Color;

/**
 * The fixed colours of chart furniture, and series colours from {@code #rrggbb}. SWT colours hold no
 * operating-system resource since SWT 3.115, so they need no disposal.
 */
public final class ChartColors {
	public static final String TEXT_HEX = "#333333";
	public static final String TICKS_HEX = "#555555";
	public static final String GRID_HEX = "#d9d9d9";
	static final Color TEXT = of(TEXT_HEX);
	static final Color TICKS = of(TICKS_HEX);
	static final Color GRID = of(GRID_HEX);

	private ChartColors() {
	}

	/** The colour written as {@code #rrggbb}. */
	public static Color of(String hex) {
		int rgb = Integer.parseInt(hex.substring(1), 16);
		return new Color((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff);
	}
}
