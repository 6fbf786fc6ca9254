package org.drivebench.report;

import java.util.List;

import org.drivebench.core.units.Unit;
import org.drivebench.core.units.Units;
import org.drivebench.model.AxisScale;

/**
 * One axis of an overlay chart: what it shows, in which unit, on which scale, and the names of its
 * values when they are cases (within, across), else empty.
 */
public record ChartAxis(String label, Unit unit, AxisScale scale, List<String> categories) {
	public ChartAxis {
		categories = List.copyOf(categories);
	}

	/** An axis of numbers. */
	public ChartAxis(String label, Unit unit, AxisScale scale) {
		this(label, unit, scale, List.of());
	}

	/** "Position, GB", or the label alone when there is no unit or it already names it. */
	public String title() {
		return label.isBlank() ? unit.symbol() : Units.names(label, unit) ? label : label + ", " + unit.symbol();
	}
}
