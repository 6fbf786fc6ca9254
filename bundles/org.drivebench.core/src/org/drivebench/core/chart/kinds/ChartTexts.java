package org.drivebench.core.chart.kinds;

import java.util.Arrays;

import org.drivebench.core.chart.DisplaySettings;
import org.drivebench.core.units.Unit;
import org.drivebench.core.units.Units;
import org.drivebench.model.values.Samples;
import org.eclipse.osgi.util.NLS;
import org.eclipse.jdt.annotation.Nullable;

/** Small pieces every chart builder needs: axis titles with units, displayed values, statistics. */
final class ChartTexts {
	private ChartTexts() {
	}

	/** "Rate (MB/s)", or the label alone when there is no unit; the stored unit as it is shown. */
	static String axisTitle(String label, Unit stored, DisplaySettings settings) {
		return withUnit(label, settings.displayUnit(stored));
	}

	/** {@link #axisTitle(String, Unit, DisplaySettings)} of a unit stored as its symbol. */
	static String axisTitle(String label, String storedSymbol, DisplaySettings settings) {
		return axisTitle(label, Units.parse(storedSymbol), settings);
	}

	/** "Rate (MB/s)": the label with the unit, either alone when the other is empty or they say the same. */
	static String withUnit(@Nullable String label, Unit unit) {
		String text = label == null || label.isBlank() ? "" : label;
		String symbol = unit.symbol();
		if (symbol.isBlank() || symbol.equalsIgnoreCase(text)) {
			return text.isBlank() ? symbol : text;
		}
		return text.isBlank() ? symbol : NLS.bind(Messages.axis_with_unit, text, symbol);
	}

	/** The values of {@code samples} stored in {@code stored}, converted to the unit they are shown in. */
	static double[] displayed(@Nullable Samples samples, Unit stored, DisplaySettings settings) {
		double[] values = samples == null ? new double[0] : samples.toArray();
		Unit shown = settings.displayUnit(stored);
		if (!shown.equals(stored)) {
			for (int i = 0; i < values.length; i++) {
				values[i] = stored.convert(values[i], shown);
			}
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
	static String figure(double value, Unit unit, DisplaySettings settings) {
		String number = settings.format(value);
		return unit.isPlainNumber() ? number : number + " " + unit.symbol();
	}

	static String orDefault(@Nullable String text, String fallback) {
		return text == null || text.isBlank() ? fallback : text;
	}
}
