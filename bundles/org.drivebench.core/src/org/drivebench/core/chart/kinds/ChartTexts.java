package org.drivebench.ui.charts;

import java.util.Arrays;

import org.drivebench.model.values.Samples;
import org.drivebench.ui.format.DisplaySettings;
import org.eclipse.osgi.util.NLS;

/** Small pieces every chart builder needs: axis titles with units, displayed values, statistics. */
final class ChartTexts {
	/** Marker colours: minimum, mean, maximum (and percentiles). */
	static final String MIN_COLOR = "#c0392b";
	static final String MEAN_COLOR = "#333333";
	static final String MAX_COLOR = "#1e8449";

	private ChartTexts() {
	}

	/** "Rate (MB/s)", or the label alone when there is no unit; the stored unit converted for display. */
	static String axisTitle(String label, String storedUnit, DisplaySettings settings) {
		String unit = settings.displayUnit(storedUnit);
		String text = label == null || label.isBlank() ? "" : label;
		if (unit.isBlank() || unit.equalsIgnoreCase(text)) {
			return text.isBlank() ? unit : text;
		}
		return text.isBlank() ? unit : NLS.bind(Messages.axis_with_unit, text, unit);
	}

	/** The values of {@code samples}, converted to the unit they are shown in. */
	static double[] displayed(Samples samples, String storedUnit, DisplaySettings settings) {
		double[] values = samples == null ? new double[0] : samples.toArray();
		for (int i = 0; i < values.length; i++) {
			values[i] = settings.displayValue(values[i], storedUnit);
		}
		return values;
	}

	static double min(double[] values) {
		return Arrays.stream(values).filter(v -> !Double.isNaN(v)).min().orElse(Double.NaN);
	}

	static double max(double[] values) {
		return Arrays.stream(values).filter(v -> !Double.isNaN(v)).max().orElse(Double.NaN);
	}

	static double mean(double[] values) {
		return Arrays.stream(values).filter(v -> !Double.isNaN(v)).average().orElse(Double.NaN);
	}

	/** A figure with the chosen decimals and its unit. */
	static String figure(double value, String unit, DisplaySettings settings) {
		String number = settings.format(value);
		return unit == null || unit.isBlank() ? number : number + " " + unit;
	}

	static String orDefault(String text, String fallback) {
		return text == null || text.isBlank() ? fallback : text;
	}
}
