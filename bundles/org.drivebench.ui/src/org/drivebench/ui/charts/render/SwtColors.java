package org.drivebench.ui.charts.render;

import org.eclipse.swt.graphics.Color;

/**
 * SWT colours of the reports' chart colours ({@link org.drivebench.report.chart.ChartColors}) and of
 * {@code #rrggbb} series colours. SWT colours hold no operating-system resource since SWT 3.115, so
 * they need no disposal.
 */
public final class SwtColors {
	private SwtColors() {
	}

	/** The colour written as {@code #rrggbb}. */
	public static Color of(String hex) {
		int[] rgb = org.drivebench.report.chart.ChartColors.rgb(hex);
		return new Color(rgb[0], rgb[1], rgb[2]);
	}
}
