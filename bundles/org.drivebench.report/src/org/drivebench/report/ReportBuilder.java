package org.drivebench.report;

import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

import org.drivebench.core.units.Unit;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Normalisation;
import org.drivebench.model.Run;
import org.drivebench.model.TableLayout;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Builds the review table of a comparison report: drives x tests x metrics (and, where more than one
 * worker ran, the workers' figures: see {@link ResultFigures}), each cell the mean of
 * the drive's completed runs of the test with n and a Student-t confidence interval, the best value
 * of each row marked by the metric's better-direction, and each figure as a percentage of the
 * baseline drive's when the report names one, with an interval that carries both drives'
 * uncertainty ({@link RatioInterval}). Pure computation: no files, no UI.
 */
public final class ReportBuilder {
	private final NumberPolicy numbers;

	public ReportBuilder(NumberPolicy numbers) {
		this.numbers = numbers;
	}

	public ReportBuilder() {
		this(NumberPolicy.standard());
	}

	public NumberPolicy numbers() {
		return numbers;
	}

	/** What a metric row shows, from the newest result that has the metric. */
	private record MetricInfo(String key, String label, Unit unit, BetterDirection direction) {
	}

	/**
	 * The review table of {@code report} over {@code runs} (the library's runs, or any others).
	 *
	 * @throws IllegalArgumentException when the report cannot be built as asked: a baseline that is
	 *                                  not one of its drives, relative figures without a baseline, a
	 *                                  confidence level outside (0, 1)
	 */
	public ReviewTable build(ComparisonReport report, Collection<Run> runs) {
		double confidence = report.getConfidenceLevel();
		if (!(confidence > 0 && confidence < 1)) {
			throw new IllegalArgumentException("confidence level must be between 0 and 1 (exclusive), e.g. 0.95; got " + confidence);
		}
		ReportScope scope = ReportScope.of(report, runs);
		Normalisation normalisation = report.getNormalisation() == null ? Normalisation.ABSOLUTE : report.getNormalisation();
		int baselineIndex = indexOfBaseline(scope.drives);
		if (normalisation == Normalisation.RELATIVE_TO_BASELINE && baselineIndex < 0) {
			throw new IllegalArgumentException("figures relative to a baseline need a baseline drive; choose one of: "
					+ choices(scope.drives));
		}
		MetricSelection selection = new MetricSelection(report.getMetricKeys());
		List<ReviewRow> rows = new ArrayList<>();
		List<String> notes = new ArrayList<>(scope.notes);
		// on one thread: the rows read the runs' EMF objects, which are not made for readers on several threads,
		// and on two cores a second thread made the report no faster (docs/benchmarks.md)
		for (TestKey test : scope.tests) {
			TestRows done = rowsOf(test, scope, selection, baselineIndex, confidence);
			rows.addAll(done.rows());
			notes.addAll(done.notes());
		}
		if (report.isOverall()) {
			if (baselineIndex < 0) {
				throw new IllegalArgumentException("an overall figure is relative to a baseline drive; choose one of: "
						+ choices(scope.drives));
			}
			rows.addAll(OverallFigures.of(rows, suites(scope), scope.drives, baselineIndex, numbers, notes));
		}
		String title = report.getTitle() == null || report.getTitle().isBlank() ? "Comparison" : report.getTitle();
		TableLayout layout = report.getLayout() == null ? TableLayout.DRIVES_AS_COLUMNS : report.getLayout();
		List<TestResult> shown = new ArrayList<>();
		for (TestKey test : scope.tests) {
			for (ReportDrive drive : scope.drives) {
				shown.addAll(scope.results(drive.key(), test));
			}
		}
		return new ReviewTable(title, scope.drives, rows, layout, normalisation, confidence, notes, Provenance.of(shown));
	}

	/** One test's rows of the table, with the notes they bring. */
	private record TestRows(List<ReviewRow> rows, List<String> notes) {
	}

	private TestRows rowsOf(TestKey test, ReportScope scope, MetricSelection selection, int baselineIndex, double confidence) {
		List<ReviewRow> rows = new ArrayList<>();
		List<String> notes = new ArrayList<>();
		// each result's figures worked out once for all the test's rows, not again for every row
		Map<TestResult, List<ResultFigures.Figure>> figures = new IdentityHashMap<>();
		Function<TestResult, List<ResultFigures.Figure>> figuresOf = r -> figures.computeIfAbsent(r, ResultFigures::of);
		Map<String, MetricInfo> metrics = metricsOf(test, scope, figuresOf);
		for (String metricKey : selection.order(test, metrics.keySet())) {
			MetricInfo metric = metrics.get(metricKey);
			if (metric != null) {
				rows.add(row(test, scope, figuresOf, metric, baselineIndex, confidence, notes));
			}
		}
		return new TestRows(rows, notes);
	}

	/** The suite each test of {@code scope} ran in (its first result's run's), "" outside a suite. */
	private static Map<TestKey, String> suites(ReportScope scope) {
		Map<TestKey, String> suites = new java.util.HashMap<>();
		for (TestKey test : scope.tests) {
			for (ReportDrive drive : scope.drives) {
				for (TestResult result : scope.results(drive.key(), test)) {
					org.drivebench.model.Run run = result.getRun();
					String suite = run == null || run.getSuiteName() == null ? "" : run.getSuiteName();
					suites.putIfAbsent(test.anyVersion(), suite);
				}
			}
		}
		return suites;
	}

	/** The drives a baseline can be, by name and, where it differs, key: "hdd-7200 2 TB (sim) (DriveBench … #SIM-…)". */
	private static String choices(List<ReportDrive> drives) {
		return String.join(", ", drives.stream().map(d -> d.label().equals(d.key()) ? d.key() : d.label() + " (" + d.key() + ")").toList());
	}

	private static int indexOfBaseline(List<ReportDrive> drives) {
		for (int i = 0; i < drives.size(); i++) {
			if (drives.get(i).baseline()) {
				return i;
			}
		}
		return -1;
	}

	/**
	 * The metrics the drives' results of {@code test} hold, in the order the results list them. A
	 * metric's unit is the one most of its values have (a tie goes to the drive that comes first in
	 * the report); its label and direction come from a value in that unit.
	 */
	private static Map<String, MetricInfo> metricsOf(TestKey test, ReportScope scope,
			Function<TestResult, List<ResultFigures.Figure>> figuresOf) {
		Map<String, Map<Unit, Integer>> unitCounts = new LinkedHashMap<>();
		Map<String, Map<Unit, MetricInfo>> byUnit = new LinkedHashMap<>();
		for (ReportDrive drive : scope.drives) {
			for (TestResult result : scope.results(drive.key(), test)) {
				for (ResultFigures.Figure f : figuresOf.apply(result)) {
					unitCounts.computeIfAbsent(f.key(), k -> new LinkedHashMap<>()).merge(f.unit(), 1, Integer::sum);
					byUnit.computeIfAbsent(f.key(), k -> new LinkedHashMap<>()).putIfAbsent(f.unit(),
							new MetricInfo(f.key(), f.label(), f.unit(), f.direction()));
				}
			}
		}
		Map<String, MetricInfo> metrics = new LinkedHashMap<>();
		for (Map.Entry<String, Map<Unit, Integer>> e : unitCounts.entrySet()) {
			Unit unit = null;
			int most = 0;
			for (Map.Entry<Unit, Integer> u : e.getValue().entrySet()) {
				if (u.getValue() > most) { // first seen wins a tie: the earlier drive
					most = u.getValue();
					unit = u.getKey();
				}
			}
			Map<Unit, MetricInfo> units = byUnit.get(e.getKey());
			MetricInfo info = units == null ? null : units.get(unit);
			if (info != null) {
				metrics.put(e.getKey(), info);
			}
		}
		return metrics;
	}

	private ReviewRow row(TestKey test, ReportScope scope, Function<TestResult, List<ResultFigures.Figure>> figuresOf,
			MetricInfo metric, int baselineIndex, double confidence, List<String> notes) {
		List<@Nullable Summary> summaries = new ArrayList<>();
		int otherUnit = 0;
		for (ReportDrive drive : scope.drives) {
			List<Double> values = new ArrayList<>();
			for (TestResult result : scope.results(drive.key(), test)) {
				for (ResultFigures.Figure f : figuresOf.apply(result)) {
					if (metric.key().equals(f.key()) && !Double.isNaN(f.value())) {
						if (f.unit().convertsTo(metric.unit())) {
							values.add(f.unit().convert(f.value(), metric.unit())); // 850 µs in a row of ms: 0.85
						} else {
							otherUnit++;
						}
					}
				}
			}
			summaries.add(values.isEmpty() ? null
					: Summary.of(values.stream().mapToDouble(Double::doubleValue).toArray(), confidence));
		}
		if (otherUnit > 0) {
			notes.add(scope.testName(test) + ", " + metric.label() + ": " + otherUnit + " value"
					+ (otherUnit == 1 ? " in another unit than " : "s in other units than ") + metric.unit().describe() + " left out.");
		}
		double[] means = summaries.stream().filter(Objects::nonNull).mapToDouble(Summary::mean).toArray();
		// the best by the unrounded means: two drives 1 % apart are not both best because both round to 80
		double best = best(summaries, metric.direction());
		int decimals = numbers.decimalsFor(metric.unit().symbol(), means);
		Summary base = baselineIndex < 0 ? null : summaries.get(baselineIndex);
		List<ReviewCell> cells = new ArrayList<>();
		double bestPercent = Double.NaN;
		double[] percents = new double[summaries.size()];
		for (int i = 0; i < summaries.size(); i++) {
			Summary s = summaries.get(i);
			if (s == null) {
				cells.add(ReviewCell.EMPTY);
				percents[i] = Double.NaN;
				continue;
			}
			boolean isBest = !Double.isNaN(best) && s.mean() == best;
			double percent = base == null || base.mean() == 0 ? Double.NaN : s.mean() / base.mean() * 100;
			// the baseline's own percentage is 100 by definition: no interval
			double percentHalfWidth = i == baselineIndex ? Double.NaN : RatioInterval.halfWidthPercent(s, base);
			cells.add(new ReviewCell(s, isBest, percent, percentHalfWidth));
			percents[i] = percent;
			if (isBest) {
				bestPercent = percent;
			}
		}
		int percentDecimals = numbers.percentDecimals();
		if (!Double.isNaN(best)) {
			// as many digits as the reader needs to see that the marked figure is the best one
			decimals = numbers.decimalsApart(decimals, best, means);
			if (!Double.isNaN(bestPercent)) {
				percentDecimals = numbers.decimalsApart(percentDecimals, bestPercent, percents);
			}
		}
		return new ReviewRow(test, scope.testName(test), metric.key(), metric.label(), metric.unit(), metric.direction(),
				decimals, percentDecimals, cells);
	}

	/** The best mean of the row, unrounded, or NaN when the metric has no better direction or fewer than two values. */
	private static double best(List<@Nullable Summary> summaries, BetterDirection direction) {
		if (direction == BetterDirection.NONE || summaries.stream().filter(java.util.Objects::nonNull).count() < 2) {
			return Double.NaN; // nothing to be better than
		}
		double best = Double.NaN;
		for (Summary s : summaries) {
			if (s == null) {
				continue;
			}
			double v = s.mean();
			if (Double.isNaN(best) || (direction == BetterDirection.HIGHER ? v > best : v < best)) {
				best = v;
			}
		}
		return best;
	}
}
