package org.drivebench.report;

import org.drivebench.model.AxisScale;

/**
 * One axis of an overlay chart: what it shows, in which unit, on which scale, and the names of its
 * values when they are cases (within, across), else empty.
 */
public record ChartAxis(String label, String unit, AxisScale scale, java.util.List<String> categories) {
	public ChartAxis {
		categories = java.util.List.copyOf(categories);
	}

	/** An axis of numbers. */
	public ChartAxis(String label, String unit, AxisScale scale) {
		this(label, unit, scale, java.util.List.of());
	}

	/** "Position, GB" or just the label when there is no unit. */
	public String title() {
		return unit.isBlank() ? label : label + ", " + unit;
	}
}
