package org.drivebench.report.chart.kinds;

import java.util.Arrays;

import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.NumberPolicy;
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

	/** A figure in {@code unit} (as shown) with its unit, rounded by the one rounding policy. */
	static String figure(double value, Unit unit, DisplaySettings settings) {
		return NumberPolicy.standard().figureWithUnit(value, unit.isPlainNumber() ? "" : unit.symbol());
	}

	/** How close two series' ratios must be, relative, to count as one curve at another scale. */
	private static final double SAME_RATIO = 0.005;

	/**
	 * Whether {@code b} is a constant multiple of {@code a} (within half a percent at every point, with at
	 * least two points where both are non-zero): one curve drawn twice at different scales.
	 */
	static boolean isMultiple(double[] a, double[] b) {
		if (a.length != b.length || a.length < 2) {
			return false;
		}
		double ratio = Double.NaN;
		int compared = 0;
		for (int i = 0; i < a.length; i++) {
			if (a[i] == 0 || b[i] == 0 || Double.isNaN(a[i]) || Double.isNaN(b[i])) {
				if ((a[i] == 0) != (b[i] == 0)) {
					return false;
				}
				continue;
			}
			double r = b[i] / a[i];
			if (Double.isNaN(ratio)) {
				ratio = r;
			} else if (Math.abs(r - ratio) > Math.abs(ratio) * SAME_RATIO) {
				return false;
			}
			compared++;
		}
		return compared >= 2;
	}

	static String orDefault(@Nullable String text, String fallback) {
		return text == null || text.isBlank() ? fallback : text;
	}
}
