package org.drivebench.report.chart.kinds;

import java.util.function.Function;

import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.DisplaySettings;

/**
 * A chart chosen for a result ({@link ResultCharts#choose}): its kind, its title, and how its model is
 * built for given display settings. Building reads and converts every sample, so the workbench calls
 * {@link #model} off the UI thread; exports call it wherever they run.
 *
 * @param kind    which builder makes it
 * @param title   the chart's title
 * @param builder builds the full (unthinned) model
 */
public record ChartPlan(ChartKind kind, String title, Function<DisplaySettings, ChartModel> builder) {
	/** The chart's full model with {@code settings}' units, decimals and colours. */
	public ChartModel model(DisplaySettings settings) {
		return builder.apply(settings);
	}
}
