package org.drivebench.report.chart.kinds;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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

	/** "Rate (MB/s)": the label with the unit, either alone when the other is empty or they say the same. */
	static String withUnit(@Nullable String label, Unit unit) {
		String text = label == null || label.isBlank() ? "" : label;
		String symbol = unit.symbol();
		if (symbol.isBlank() || !text.isBlank() && Units.names(text, unit)) {
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

	/**
	 * The name several figures go by together: their shared first and last words around what tells them
	 * apart ("Read mean latency", "Read maximum latency": "Read mean and maximum latency"; "Stream 1" to
	 * "Stream 4": "Stream 1, 2, 3 and 4"); one figure's own name.
	 */
	static String commonName(List<String> labels) {
		List<String> distinct = labels.stream().distinct().toList();
		if (distinct.size() == 1) {
			return distinct.get(0);
		}
		List<List<String>> words = distinct.stream().map(l -> List.of(l.strip().split("\\s+"))).toList();
		int shortest = words.stream().mapToInt(List::size).min().orElse(0);
		int head = 0;
		while (head < shortest && sameAt(words, head, false)) {
			head++;
		}
		int tail = 0;
		while (tail < shortest - head && sameAt(words, tail, true)) {
			tail++;
		}
		List<String> middles = new ArrayList<>();
		for (List<String> w : words) {
			String middle = String.join(" ", w.subList(head, w.size() - tail));
			// a later part's capital goes when it was only its label's first letter: "Slowest and fastest"
			middles.add(middles.isEmpty() || head > 0 || middle.length() < 2 || !Character.isLowerCase(middle.charAt(1)) ? middle
					: Character.toLowerCase(middle.charAt(0)) + middle.substring(1));
		}
		List<String> parts = new ArrayList<>(words.get(0).subList(0, head));
		parts.add(middles.size() == 2 ? middles.get(0) + " and " + middles.get(1)
				: String.join(", ", middles.subList(0, middles.size() - 1)) + " and " + middles.get(middles.size() - 1));
		parts.addAll(words.get(0).subList(words.get(0).size() - tail, words.get(0).size()));
		return String.join(" ", parts.stream().filter(p -> !p.isEmpty()).toList());
	}

	/** Whether every list has the same word {@code index} words from its start (or from its end). */
	private static boolean sameAt(List<List<String>> words, int index, boolean fromEnd) {
		String first = null;
		for (List<String> w : words) {
			String word = w.get(fromEnd ? w.size() - 1 - index : index);
			if (first == null) {
				first = word;
			} else if (!first.equals(word)) {
				return false;
			}
		}
		return true;
	}

	/** "Read, MB/s": a figure's name with its unit, unless the name says it or there is none. */
	static String named(String figure, Unit unit) {
		return unit.isPlainNumber() || Units.names(figure, unit) ? figure : figure + ", " + unit.symbol();
	}

	/** "SEQ1M Q8T1 read — Read, MB/s": a test's chart says which of its figures it shows. */
	static String titled(String testName, String figure) {
		return figure.isBlank() ? testName : testName + " \u2014 " + figure;
	}

	static String orDefault(@Nullable String text, String fallback) {
		return text == null || text.isBlank() ? fallback : text;
	}
}
