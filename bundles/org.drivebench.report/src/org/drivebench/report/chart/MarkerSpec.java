package org.drivebench.report.chart;

/**
 * A labelled reference line across the plot: a horizontal line at a y value (minimum, mean and maximum
 * of a transfer rate) or a vertical line at an x value (mean access time on a histogram).
 *
 * @param vertical whether the line is vertical (at an x value) rather than horizontal (at a y value)
 * @param value    where the line is, in axis units
 * @param label    its label, with the figure and unit
 * @param yAxis    the index of the y axis a horizontal line belongs to
 * @param color    its colour as {@code #rrggbb}
 */
public record MarkerSpec(boolean vertical, double value, String label, int yAxis, String color) {
	public static MarkerSpec horizontal(double y, String label, String color) {
		return new MarkerSpec(false, y, label, 0, color);
	}

	public static MarkerSpec vertical(double x, String label, String color) {
		return new MarkerSpec(true, x, label, 0, color);
	}
}
