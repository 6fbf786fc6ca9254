package org.drivebench.report.chart;

import java.util.List;

/**
 * What a bar series shows besides the heights of its bars, one entry per bar: its colour (a ranked
 * chart gives each drive's bar the drive's colour), the interval it lies in (drawn as an error bar:
 * the 95 % confidence interval of a mean of repeated runs; NaN where there is none), the label written
 * at its end (the figure with its unit), and whether it is the bar the chart is about (the baseline or
 * reviewed drive: outlined, its name in bold). Each list is empty or has one entry per bar.
 *
 * @param colors     each bar's colour as {@code #rrggbb}, or empty for the series' colour
 * @param low        each bar's interval's low end, NaN for none; or empty
 * @param high       each bar's interval's high end, NaN for none; or empty
 * @param labels     the text at each bar's end, "" for none; or empty
 * @param emphasised whether each bar is highlighted; or empty
 */
public record BarDetails(List<String> colors, double[] low, double[] high, List<String> labels, boolean[] emphasised) {
	public static final BarDetails NONE = new BarDetails(List.of(), new double[0], new double[0], List.of(), new boolean[0]);

	public BarDetails {
		colors = List.copyOf(colors);
		labels = List.copyOf(labels);
		low = low.clone();
		high = high.clone();
		emphasised = emphasised.clone();
		if (low.length != high.length) {
			throw new IllegalArgumentException("an interval needs as many low ends (" + low.length + ") as high ends (" + high.length + ")");
		}
		for (String c : colors) {
			if (!c.matches("#[0-9a-fA-F]{6}")) {
				throw new IllegalArgumentException("bar colour '" + c + "' is not written as #rrggbb");
			}
		}
	}

	/** Whether every list is empty or has {@code bars} entries. */
	boolean fits(int bars) {
		return (colors.isEmpty() || colors.size() == bars) && (low.length == 0 || low.length == bars)
				&& (labels.isEmpty() || labels.size() == bars) && (emphasised.length == 0 || emphasised.length == bars);
	}

	/** Bar {@code i}'s colour, or {@code fallback} when the bars share the series' colour. */
	public String color(int i, String fallback) {
		return colors.isEmpty() ? fallback : colors.get(i);
	}

	/** Whether bar {@code i} has an interval to draw. */
	public boolean hasInterval(int i) {
		return low.length > 0 && !Double.isNaN(low[i]) && !Double.isNaN(high[i]);
	}

	/** Bar {@code i}'s label, "" for none. */
	public String label(int i) {
		return labels.isEmpty() ? "" : labels.get(i);
	}

	public boolean isEmphasised(int i) {
		return emphasised.length > 0 && emphasised[i];
	}

	/** Whether some bar is highlighted. */
	public boolean emphasisesAny() {
		for (boolean e : emphasised) {
			if (e) {
				return true;
			}
		}
		return false;
	}

	@Override
	public double[] low() {
		return low.clone();
	}

	@Override
	public double[] high() {
		return high.clone();
	}

	@Override
	public boolean[] emphasised() {
		return emphasised.clone();
	}
}
