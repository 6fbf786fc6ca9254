package org.drivebench.report.chart.kinds;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.BarDetails;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.ReportDrive;
import org.drivebench.report.ReviewCell;
import org.drivebench.report.ReviewRow;
import org.drivebench.report.ReviewTable;
import org.drivebench.report.Summary;
import org.drivebench.core.units.Unit;
import org.drivebench.core.units.Units;
import org.drivebench.model.AxisScale;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.Normalisation;
import org.eclipse.osgi.util.NLS;

/**
 * The bar charts of a comparison's figures, the charts reviews publish: built from the review table,
 * so every figure a table row holds can be charted, whatever test or plugin measured it, and the bars
 * say what the table says (the mean of a drive's runs, the 95 % confidence interval as an error bar
 * where it ran more than once, the baseline highlighted, percentages of it when the table shows them).
 * <ul>
 * <li>A figure of its own: a <b>ranked</b> chart, one horizontal bar per drive in the drive's colour,
 * best first by whether higher or lower is better, the figure and unit at each bar's end.</li>
 * <li>Figures of one test in one unit (read and write, mean / 99th percentile / maximum latency; the
 * workers' apart: each stream, or the slowest and fastest thread): one <b>grouped</b> chart, a band per
 * figure with a bar per drive.</li>
 * <li>A figure that is only a constant multiple of another of its test (the IOPS of a one-size
 * workload beside its MB/s) gets no chart of its own: it would show the same ranking twice.</li>
 * </ul>
 */
public final class MetricBarChart {
	private MetricBarChart() {
	}

	/** The bar charts of one test's rows of {@code table}, in row order. */
	public static List<ChartPlan> plans(ReviewTable table, List<ReviewRow> testRows, NumberPolicy numbers) {
		return ofGroups(table, groups(withoutMultiples(testRows)), numbers);
	}

	/** A bar chart per group of rows ({@link #groups}): ranked for one row, grouped for several. */
	static List<ChartPlan> ofGroups(ReviewTable table, List<List<ReviewRow>> groups, NumberPolicy numbers) {
		List<ChartPlan> plans = new ArrayList<>();
		for (List<ReviewRow> group : groups) {
			ReviewRow first = group.get(0);
			if (group.size() == 1) {
				plans.add(new ChartPlan(ChartKind.RANKED_BARS, title(group), settings -> ranked(table, first, numbers, settings)));
			} else {
				plans.add(new ChartPlan(ChartKind.GROUPED_BARS, title(group), settings -> grouped(table, group, numbers, settings)));
			}
		}
		return plans;
	}

	/**
	 * "SEQ1M Q8T1 read — Read, MB/s", "SEQ1M Q8T1 read — Read mean, 99th percentile and maximum latency,
	 * ms": the test, and which of its figures the chart shows, so the charts of one test (and their files)
	 * are told apart by their titles.
	 */
	static String title(List<ReviewRow> rows) {
		ReviewRow first = rows.get(0);
		String figure = ChartTexts.commonName(rows.stream().map(ReviewRow::metricLabel).toList());
		return ChartTexts.titled(first.testName(), ChartTexts.named(figure, first.unit()));
	}

	/**
	 * The rows without those in another unit whose figures are a constant multiple of an earlier row's
	 * (the IOPS of a one-size workload beside its MB/s), and without rows that hold no figure.
	 */
	static List<ReviewRow> withoutMultiples(List<ReviewRow> rows) {
		List<ReviewRow> kept = new ArrayList<>();
		for (ReviewRow row : rows) {
			boolean multiple = kept.stream().anyMatch(k -> !k.unit().equals(row.unit()) && ChartTexts.isMultiple(means(k), means(row)));
			if (!multiple && Arrays.stream(means(row)).anyMatch(v -> !Double.isNaN(v))) {
				kept.add(row);
			}
		}
		return kept;
	}

	/** The rows charted together: by unit and better direction (the workers' figures apart), in the order they first appear. */
	static List<List<ReviewRow>> groups(List<ReviewRow> rows) {
		Map<String, List<ReviewRow>> groups = new LinkedHashMap<>();
		for (ReviewRow row : rows) {
			// the workers' figures (streams, slowest and fastest thread) apart from the test's own
			groups.computeIfAbsent(row.unit().symbol() + '|' + row.direction() + '|' + row.perWorker(), k -> new ArrayList<>()).add(row);
		}
		return List.copyOf(groups.values());
	}

	private static double[] means(ReviewRow row) {
		return row.cells().stream().mapToDouble(c -> c.isEmpty() ? Double.NaN : c.requireSummary().mean()).toArray();
	}

	/** One drive's bar: its figure as the table shows it (absolute in the shown unit, or % of the baseline). */
	private record Bar(int drive, double value, double low, double high) {
	}

	/** How a row's figures are shown: absolute in the displayed unit, or as percentages of the baseline. */
	private record Shown(Unit unit, boolean percent, String axisUnit) {
		static Shown of(ReviewTable table, ReviewRow row, DisplaySettings settings) {
			if (table.normalisation() == Normalisation.RELATIVE_TO_BASELINE && table.baseline().isPresent()) {
				return new Shown(Units.PERCENT, true, NLS.bind(Messages.bars_percent_of, table.baseline().get().label()));
			}
			Unit unit = settings.displayUnit(row.unit());
			return new Shown(unit, false, unit.symbol());
		}

		Bar bar(ReviewRow row, int drive) {
			ReviewCell c = row.cells().get(drive);
			Summary s = c.requireSummary();
			if (percent) {
				double hw = c.hasPercentInterval() ? c.percentHalfWidth() : Double.NaN;
				return new Bar(drive, c.percentOfBaseline(), c.percentOfBaseline() - hw, c.percentOfBaseline() + hw);
			}
			Unit stored = row.unit();
			double mean = stored.convert(s.mean(), unit);
			double hw = s.hasInterval() ? stored.convert(s.halfWidth(), unit) : Double.NaN;
			return new Bar(drive, mean, mean - hw, mean + hw);
		}

		/** The value axis's title: "Read (MB/s)", "Read (% of Drive A)". */
		String axisTitle(String label) {
			if (!percent) {
				return ChartTexts.withUnit(label, unit);
			}
			return label.isBlank() ? axisUnit : NLS.bind(Messages.axis_with_unit, label, axisUnit);
		}

		boolean has(ReviewRow row, int drive) {
			ReviewCell c = row.cells().get(drive);
			return !c.isEmpty() && (!percent || c.hasPercent());
		}
	}

	/** A figure as a ranked horizontal bar chart: best first, the baseline highlighted. */
	static ChartModel ranked(ReviewTable table, ReviewRow row, NumberPolicy numbers, DisplaySettings settings) {
		Shown shown = Shown.of(table, row, settings);
		List<Bar> bars = new ArrayList<>();
		for (int d = 0; d < table.drives().size(); d++) {
			if (shown.has(row, d)) {
				bars.add(shown.bar(row, d));
			}
		}
		Comparator<Bar> byValue = Comparator.comparingDouble(Bar::value);
		if (row.direction() == BetterDirection.HIGHER) {
			bars.sort(byValue.reversed());
		} else if (row.direction() == BetterDirection.LOWER) {
			bars.sort(byValue);
		}
		int decimals = decimals(row, shown, bars, numbers);
		int n = bars.size();
		double[] x = new double[n];
		double[] y = new double[n];
		double[] low = new double[n];
		double[] high = new double[n];
		boolean[] emphasised = new boolean[n];
		List<String> names = new ArrayList<>();
		List<String> colors = new ArrayList<>();
		List<String> labels = new ArrayList<>();
		for (int i = 0; i < n; i++) {
			Bar b = bars.get(i);
			ReportDrive drive = table.drives().get(b.drive());
			x[i] = i;
			y[i] = b.value();
			low[i] = b.low();
			high[i] = b.high();
			emphasised[i] = drive.baseline();
			names.add(drive.baseline() ? NLS.bind(Messages.bars_baseline, drive.label()) : drive.label());
			colors.add(drive.color());
			labels.add(withUnit(numbers.format(b.value(), decimals), shown.unit()));
		}
		SeriesSpec series = new SeriesSpec(row.metricKey(), row.metricLabel(), x, y, 0, settings.color(0),
				new BarDetails(colors, low, high, labels, emphasised));
		AxisSpec values = valueAxis(shown.axisTitle(row.metricLabel()), shown, bars);
		ChartModel model = new ChartModel(title(List.of(row)), subtitle(row.direction(), hasInterval(bars) ? table.confidence() : Double.NaN),
				AxisSpec.categories("", names), List.of(values), List.of(series), List.of(), ChartModel.Orientation.HORIZONTAL,
				ChartModel.Legend.NONE);
		return model;
	}

	/** Several figures of a test in one unit: a band per figure, a bar per drive in its colour. */
	static ChartModel grouped(ReviewTable table, List<ReviewRow> rows, NumberPolicy numbers, DisplaySettings settings) {
		ReviewRow first = rows.get(0);
		Shown shown = Shown.of(table, first, settings);
		List<String> labels = rows.stream().map(ReviewRow::metricLabel).toList();
		List<SeriesSpec> series = new ArrayList<>();
		List<Bar> all = new ArrayList<>();
		boolean baseline = table.baseline().isPresent();
		for (int d = 0; d < table.drives().size(); d++) {
			ReportDrive drive = table.drives().get(d);
			int n = rows.size();
			double[] x = new double[n];
			double[] y = new double[n];
			double[] low = new double[n];
			double[] high = new double[n];
			boolean[] emphasised = new boolean[n];
			List<String> texts = new ArrayList<>();
			boolean any = false;
			for (int r = 0; r < n; r++) {
				ReviewRow row = rows.get(r);
				x[r] = r;
				if (shown.has(row, d)) {
					Bar b = shown.bar(row, d);
					all.add(b);
					y[r] = b.value();
					low[r] = b.low();
					high[r] = b.high();
					// the axis names the unit of absolute figures; a percentage says it is one at the bar ("93.2 %")
					String figure = numbers.format(b.value(), decimals(row, shown, List.of(b), numbers));
					texts.add(shown.percent() ? withUnit(figure, Units.PERCENT) : figure);
					any = true;
				} else {
					y[r] = Double.NaN;
					low[r] = Double.NaN;
					high[r] = Double.NaN;
					texts.add("");
				}
				emphasised[r] = baseline && drive.baseline();
			}
			if (any) {
				series.add(new SeriesSpec(drive.key(), drive.baseline() ? NLS.bind(Messages.bars_baseline, drive.label()) : drive.label(), x, y, 0,
						drive.color(), new BarDetails(List.of(), low, high, texts, emphasised)));
			}
		}
		AxisSpec values = valueAxis(shown.axisTitle(""), shown, all);
		return new ChartModel(title(rows), subtitle(first.direction(), hasInterval(all) ? table.confidence() : Double.NaN),
				AxisSpec.categories("", labels), List.of(values), series, List.of(), ChartModel.Orientation.HORIZONTAL,
				ChartModel.Legend.ALWAYS);
	}

	/**
	 * The decimals of a bar's figure: the table row's (which tell the best apart from the others), or,
	 * in another unit than the table's (MiB/s), the policy's for that unit by the same rule.
	 */
	private static int decimals(ReviewRow row, Shown shown, List<Bar> bars, NumberPolicy numbers) {
		if (shown.percent()) {
			return row.percentDecimals();
		}
		if (shown.unit().equals(row.unit())) {
			return row.decimals();
		}
		double[] values = bars.stream().mapToDouble(Bar::value).toArray();
		int decimals = numbers.decimalsFor(shown.unit().symbol(), values);
		return values.length < 2 ? decimals : numbers.decimalsApart(decimals, values[0], values);
	}

	private static AxisSpec valueAxis(String title, Shown shown, List<Bar> bars) {
		double max = Double.NEGATIVE_INFINITY;
		double min = Double.POSITIVE_INFINITY;
		for (Bar b : bars) {
			max = Math.max(max, Double.isNaN(b.high()) ? b.value() : Math.max(b.value(), b.high()));
			min = Math.min(min, Double.isNaN(b.low()) ? b.value() : Math.min(b.value(), b.low()));
		}
		return AxisSpec.forValues(title, AxisScale.LINEAR, bars.isEmpty() ? 0 : Math.min(0, min), bars.isEmpty() ? 1 : max, true);
	}

	private static boolean hasInterval(List<Bar> bars) {
		return bars.stream().anyMatch(b -> !Double.isNaN(b.low()));
	}

	/**
	 * "higher is better; whiskers: 95 % confidence interval ...". A drive without the figure has no bar
	 * and is not named: the table beside the chart says so with its dash.
	 */
	private static String subtitle(BetterDirection direction, double confidence) {
		List<String> parts = new ArrayList<>();
		if (direction == BetterDirection.HIGHER) {
			parts.add(Messages.bars_higher_better);
		} else if (direction == BetterDirection.LOWER) {
			parts.add(Messages.bars_lower_better);
		}
		if (!Double.isNaN(confidence)) {
			double percent = confidence * 100;
			parts.add(NLS.bind(Messages.bars_interval, percent == Math.rint(percent) ? Long.toString((long) percent) : Double.toString(percent)));
		}
		return String.join("; ", parts);
	}

	private static String withUnit(String number, Unit unit) {
		return unit.isPlainNumber() ? number : unit.equals(Units.PERCENT) ? number + " %" : number + " " + unit.symbol();
	}
}
