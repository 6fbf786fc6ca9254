package org.drivebench.report;

import org.drivebench.core.units.Unit;
import org.drivebench.core.units.Units;
import org.drivebench.model.Metric;
import org.drivebench.model.Parameter;
import org.drivebench.model.Series;

/**
 * The units of what the library stores, read from their symbols in one place: the review table, the
 * overlays and every chart take typed {@link Unit}s from here and never read a symbol again, so a unit
 * is converted, compared and written beside a figure the same way everywhere.
 */
public final class StoredUnits {
	private StoredUnits() {
	}

	/** The unit of a metric's value. */
	public static Unit of(Metric metric) {
		return Units.parse(metric.getUnit());
	}

	/** The unit of a parameter's value. */
	public static Unit of(Parameter parameter) {
		return Units.parse(parameter.getUnit());
	}

	/** The unit of a series' x values. */
	public static Unit x(Series series) {
		return Units.parse(series.getXUnit());
	}

	/** The unit of a series' y values. */
	public static Unit y(Series series) {
		return Units.parse(series.getYUnit());
	}

	/** A parameter's value as readers see it, its unit written once ("1MiB", "32", "50 %"). */
	public static String shown(Parameter parameter) {
		return Units.quantity(parameter.getValue() == null ? "" : parameter.getValue(), of(parameter));
	}
}
