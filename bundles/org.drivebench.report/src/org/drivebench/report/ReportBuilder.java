package org.drivebench.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
		// each result's figures worked out once, and filed by metric, for all the test's rows: a row then reads
		// its own figures, not every figure of the test again
		Map<String, List<List<ResultFigures.Figure>>> figures = figuresByKey(test, scope);
		Map<String, MetricInfo> metrics = metricsOf(figures);
		for (String metricKey : selection.order(test, metrics.keySet())) {
			MetricInfo metric = metrics.get(metricKey);
			List<List<ResultFigures.Figure>> byDrive = figures.get(metricKey);
			if (metric != null && byDrive != null) {
				rows.add(row(test, scope, byDrive, metric, baselineIndex, confidence, notes));
			}
		}
		return new TestRows(rows, notes);
	}

	/**
	 * The figures of {@code test}'s results by metric key, in the order first met, each key's as a list per
	 * drive of the scope (in its order) holding that drive's figures of the key in the order its results and
	 * their figures come.
	 */
	private static Map<String, List<List<ResultFigures.Figure>>> figuresByKey(TestKey test, ReportScope scope) {
		Map<String, List<List<ResultFigures.Figure>>> byKey = new LinkedHashMap<>();
		int drives = scope.drives.size();
		for (int d = 0; d < drives; d++) {
			for (TestResult result : scope.results(scope.drives.get(d).key(), test)) {
				List<ResultFigures.Figure> ofResult = ResultFigures.of(result);
				for (int i = 0; i < ofResult.size(); i++) {
					ResultFigures.Figure f = ofResult.get(i);
					List<List<ResultFigures.Figure>> byDrive = byKey.get(f.key());
					if (byDrive == null) {
						byDrive = new ArrayList<>(drives);
						for (int k = 0; k < drives; k++) {
							byDrive.add(new ArrayList<>(2));
						}
						byKey.put(f.key(), byDrive);
					}
					byDrive.get(d).add(f);
				}
			}
		}
		return byKey;
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
	 * The metrics the drives' results of a test hold ({@link #figuresByKey}), in the order the results list
	 * them. A metric's unit is the one most of its values have (a tie goes to the drive that comes first in
	 * the report); its label and direction come from a value in that unit.
	 */
	private static Map<String, MetricInfo> metricsOf(Map<String, List<List<ResultFigures.Figure>>> figures) {
		Map<String, MetricInfo> metrics = new LinkedHashMap<>();
		// a metric's figures have one unit or a few: tallied in a short list, not a map (a report reads every
		// figure here, in a fresh process through code not yet compiled)
		List<UnitTally> tallies = new ArrayList<>(2);
		for (Map.Entry<String, List<List<ResultFigures.Figure>>> e : figures.entrySet()) {
			tallies.clear();
			// indexed loops: an iterator per list was most of this method's time in a fresh process
			List<List<ResultFigures.Figure>> byDrive = e.getValue();
			for (int d = 0; d < byDrive.size(); d++) {
				List<ResultFigures.Figure> ofDrive = byDrive.get(d);
				for (int i = 0; i < ofDrive.size(); i++) {
					tallyOf(tallies, ofDrive.get(i)).count++;
				}
			}
			UnitTally most = null;
			for (int i = 0; i < tallies.size(); i++) {
				UnitTally t = tallies.get(i);
				if (most == null || t.count > most.count) { // first seen wins a tie: the earlier drive
					most = t;
				}
			}
			if (most != null) {
				ResultFigures.Figure f = most.first; // the label and direction of a value in that unit
				metrics.put(e.getKey(), new MetricInfo(f.key(), f.label(), f.unit(), f.direction()));
			}
		}
		return metrics;
	}

	/** How many of a metric's figures have one unit, and the first of them. */
	private static final class UnitTally {
		final ResultFigures.Figure first;
		int count;

		UnitTally(ResultFigures.Figure first) {
			this.first = first;
		}
	}

	/** The tally of {@code figure}'s unit in {@code tallies}, added when it has none yet. */
	private static UnitTally tallyOf(List<UnitTally> tallies, ResultFigures.Figure figure) {
		Unit unit = figure.unit();
		for (int i = 0; i < tallies.size(); i++) {
			UnitTally t = tallies.get(i);
			if (t.first.unit().equals(unit)) {
				return t;
			}
		}
		UnitTally added = new UnitTally(figure);
		tallies.add(added);
		return added;
	}

	/** The row of {@code metric}, from its figures on each drive ({@link #figuresByKey}). */
	private ReviewRow row(TestKey test, ReportScope scope, List<List<ResultFigures.Figure>> byDrive, MetricInfo metric,
			int baselineIndex, double confidence, List<String> notes) {
		List<@Nullable Summary> summaries = new ArrayList<>(byDrive.size());
		int otherUnit = 0;
		for (int d = 0; d < byDrive.size(); d++) {
			List<ResultFigures.Figure> figures = byDrive.get(d);
			double[] values = new double[figures.size()];
			int n = 0;
			for (int i = 0; i < figures.size(); i++) {
				ResultFigures.Figure f = figures.get(i);
				if (!Double.isNaN(f.value())) {
					if (f.unit().convertsTo(metric.unit())) {
						values[n++] = f.unit().convert(f.value(), metric.unit()); // 850 µs in a row of ms: 0.85
					} else {
						otherUnit++;
					}
				}
			}
			summaries.add(n == 0 ? null : Summary.of(n == values.length ? values : Arrays.copyOf(values, n), confidence));
		}
		if (otherUnit > 0) {
			notes.add(scope.testName(test) + ", " + metric.label() + ": " + otherUnit + " value"
					+ (otherUnit == 1 ? " in another unit than " : "s in other units than ") + metric.unit().describe() + " left out.");
		}
		double[] means = new double[summaries.size()];
		int present = 0;
		for (int i = 0; i < summaries.size(); i++) {
			Summary s = summaries.get(i);
			if (s != null) {
				means[present++] = s.mean();
			}
		}
		means = Arrays.copyOf(means, present);
		// the best by the unrounded means: two drives 1 % apart are not both best because both round to 80
		double best = best(summaries, metric.direction());
		int decimals = numbers.decimalsFor(metric.unit().symbol(), means);
		Summary base = baselineIndex < 0 ? null : summaries.get(baselineIndex);
		List<ReviewCell> cells = new ArrayList<>(summaries.size());
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
		int present = 0;
		for (int i = 0; i < summaries.size(); i++) {
			Summary s = summaries.get(i);
			if (s != null) {
				present++;
			}
		}
		if (direction == BetterDirection.NONE || present < 2) {
			return Double.NaN; // nothing to be better than
		}
		double best = Double.NaN;
		for (int i = 0; i < summaries.size(); i++) {
			Summary s = summaries.get(i);
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
