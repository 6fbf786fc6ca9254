package org.drivebench.report.chart;

/**
 * Where a horizontal marker's label goes: at the end of the plot where the chart's first series is
 * farther from the marker, so the label does not hide the data it labels (a surface scan ends at its
 * minimum on the right, so "min" goes to the left).
 */
public final class MarkerPlacement {
	private MarkerPlacement() {
	}

	/** Whether the label of {@code marker} goes at the left end of the plot (else at the right). */
	public static boolean labelOnLeft(ChartModel model, MarkerSpec marker) {
		if (marker.vertical() || model.series().isEmpty() || model.series().get(0).size() < 2) {
			return false;
		}
		SeriesSpec s = model.series().get(0);
		AxisSpec axis = model.y().get(Math.min(s.yAxis(), model.y().size() - 1));
		double at = axis.fraction(marker.value());
		double left = Math.abs(axis.fraction(s.y()[0]) - at);
		double right = Math.abs(axis.fraction(s.y()[s.size() - 1]) - at);
		return left > right;
	}
}
