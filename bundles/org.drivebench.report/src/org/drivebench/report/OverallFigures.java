package org.drivebench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.drivebench.core.units.Units;
import org.drivebench.model.BetterDirection;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The optional overall figure of a comparison, the way 3DMark's storage score and Phoronix's overall
 * comparison sum drives up: per suite, each drive's geometric mean, over every figure of the suite's
 * tests that has a better direction, of the figure relative to the baseline drive's
 * (higher-is-better figures as drive ÷ baseline, lower-is-better as baseline ÷ drive), times 100, so
 * the baseline is 100 and a drive twice as good on every figure is 200. A figure the table gives in
 * two units (a test's MB/s and IOPS, one a constant multiple of the other) counts once, and per-worker
 * figures are left out. A drive that lacks any of the figures, or has one that is not above zero, has no
 * overall figure: a note says which figures it lacks. The formula is written in the table's notes.
 */
public final class OverallFigures {
	/** The test id of the overall rows: DriveBench's own, no test's. */
	public static final String TEST_ID = "drivebench.overall";
	/** The metric key of an overall row. */
	public static final String METRIC_KEY = "overall.geomean";

	private OverallFigures() {
	}

	/**
	 * The overall rows of {@code rows}, one per suite in the order the suites' tests come, and the notes
	 * that state the formula and every drive left without a figure.
	 *
	 * @param suiteOf       each test's suite name ("" for tests run outside a suite)
	 * @param baselineIndex the baseline drive's index in {@code drives}
	 */
	static List<ReviewRow> of(List<ReviewRow> rows, Map<TestKey, String> suiteOf, List<ReportDrive> drives, int baselineIndex,
			NumberPolicy numbers, List<String> notes) {
		Map<String, List<ReviewRow>> bySuite = new LinkedHashMap<>();
		for (ReviewRow row : counted(rows)) {
			bySuite.computeIfAbsent(suiteOf.getOrDefault(row.test().anyVersion(), ""), s -> new ArrayList<>()).add(row);
		}
		List<ReviewRow> overall = new ArrayList<>();
		String baseline = drives.get(baselineIndex).label();
		for (Map.Entry<String, List<ReviewRow>> suite : bySuite.entrySet()) {
			String name = suite.getKey().isBlank() ? "Overall" : "Overall: " + suite.getKey();
			List<ReviewRow> figures = suite.getValue();
			notes.add(name + ": each drive's geometric mean of its " + (figures.size() == 1 ? "one figure" : figures.size() + " figures")
					+ " relative to " + baseline
					+ "'s, (r1 \u00d7 r2 \u00d7 \u2026 \u00d7 rn)^(1/n) \u00d7 100, where r is drive \u00f7 baseline for a "
					+ "higher-is-better figure and baseline \u00f7 drive for a lower-is-better one; " + baseline + " is 100. "
					+ "A figure given in two units counts once; per-worker figures are left out.");
			List<@Nullable Summary> scores = new ArrayList<>();
			for (int d = 0; d < drives.size(); d++) {
				List<String> missing = new ArrayList<>();
				double score = score(figures, d, baselineIndex, missing);
				scores.add(Double.isNaN(score) ? null : new Summary(1, score, Double.NaN, Double.NaN, Double.NaN));
				if (!missing.isEmpty()) {
					notes.add(name + ": none for " + drives.get(d).label() + ", which lacks " + String.join("; ", missing) + ".");
				}
			}
			overall.add(row(name, scores, numbers));
		}
		return overall;
	}

	/** The figures that count: a better direction, not a worker's, not a constant multiple of an earlier one of the test. */
	static List<ReviewRow> counted(List<ReviewRow> rows) {
		List<ReviewRow> kept = new ArrayList<>();
		for (ReviewRow row : rows) {
			if (row.direction() != BetterDirection.NONE && !row.perWorker() && !row.test().testId().equals(TEST_ID)
					&& kept.stream().noneMatch(k -> k.test().equals(row.test()) && multiple(k, row))) {
				kept.add(row);
			}
		}
		return kept;
	}

	/** Whether every drive's figure in {@code b} is one and the same multiple of its figure in {@code a}. */
	private static boolean multiple(ReviewRow a, ReviewRow b) {
		if (a.unit().equals(b.unit()) || a.direction() != b.direction()) {
			return false;
		}
		double factor = Double.NaN;
		for (int d = 0; d < a.cells().size(); d++) {
			ReviewCell x = a.cells().get(d);
			ReviewCell y = b.cells().get(d);
			if (x.isEmpty() != y.isEmpty()) {
				return false;
			}
			if (x.isEmpty() || x.requireSummary().mean() == 0) {
				continue;
			}
			double f = y.requireSummary().mean() / x.requireSummary().mean();
			if (Double.isNaN(factor)) {
				factor = f;
			} else if (Math.abs(f - factor) > Math.abs(factor) * 1e-6) {
				return false;
			}
		}
		return !Double.isNaN(factor);
	}

	/** Drive {@code d}'s overall figure, or NaN, with what it lacks added to {@code missing}. */
	private static double score(List<ReviewRow> figures, int d, int baselineIndex, List<String> missing) {
		double[] ratios = new double[figures.size()];
		for (int i = 0; i < figures.size(); i++) {
			ReviewRow row = figures.get(i);
			ReviewCell drive = row.cells().get(d);
			ReviewCell base = row.cells().get(baselineIndex);
			String figure = row.testName() + ", " + row.metricLabel();
			if (drive.isEmpty()) {
				missing.add(figure);
			} else if (drive.requireSummary().mean() <= 0) {
				missing.add(figure + " above zero");
			} else if (base.isEmpty() || base.requireSummary().mean() <= 0) {
				missing.add(figure + " of the baseline");
			} else {
				double v = drive.requireSummary().mean();
				double b = base.requireSummary().mean();
				ratios[i] = row.direction() == BetterDirection.HIGHER ? v / b : b / v;
			}
		}
		return missing.isEmpty() ? 100 * geometricMean(ratios) : Double.NaN;
	}

	/** (x1 · x2 · … · xn)^(1/n), by the mean of the logarithms (a product of many ratios would overflow). */
	public static double geometricMean(double[] values) {
		double logs = 0;
		for (double v : values) {
			logs += Math.log(v);
		}
		return Math.exp(logs / values.length);
	}

	private static ReviewRow row(String name, List<@Nullable Summary> scores, NumberPolicy numbers) {
		double best = Double.NaN;
		for (Summary s : scores) {
			if (s != null && (Double.isNaN(best) || s.mean() > best)) {
				best = s.mean();
			}
		}
		long given = scores.stream().filter(java.util.Objects::nonNull).count();
		List<ReviewCell> cells = new ArrayList<>();
		double[] means = scores.stream().filter(java.util.Objects::nonNull).mapToDouble(Summary::mean).toArray();
		for (int d = 0; d < scores.size(); d++) {
			Summary s = scores.get(d);
			// the figure is already relative to the baseline: its percentage of the baseline is itself
			cells.add(s == null ? ReviewCell.EMPTY : new ReviewCell(s, given > 1 && s.mean() == best, s.mean(), Double.NaN));
		}
		int decimals = Double.isNaN(best) ? 1 : numbers.decimalsApart(1, best, means);
		return new ReviewRow(new TestKey(TEST_ID, name), name, METRIC_KEY, "Geometric mean relative to the baseline (baseline = 100)",
				Units.NUMBER, BetterDirection.HIGHER, decimals, decimals, cells);
	}
}
