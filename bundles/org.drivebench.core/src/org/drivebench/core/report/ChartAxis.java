package org.drivebench.core.report;

import org.drivebench.model.AxisScale;

/** One axis of an overlay chart: what it shows, in which unit, on which scale. */
public record ChartAxis(String label, String unit, AxisScale scale) {
	/** "Position, GB" or just the label when there is no unit. */
	public String title() {
		return unit.isBlank() ? label : label + ", " + unit;
	}
}
