package org.drivebench.report;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.drivebench.core.drive.TemperatureResults;
import org.drivebench.core.units.Unit;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.AxisScale;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Run;
import org.drivebench.model.Series;
import org.drivebench.model.SeriesKind;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.TestResult;
import org.drivebench.model.values.Samples;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Builds the overlay charts of a comparison report: for each chosen test and series, one line per
 * drive in the drive's report colour. A drive's repeated runs measured at the same x values are
 * averaged point by point; when their x values differ, the newest run is shown.
 */
public final class OverlayBuilder {
	/** The series the run records of the drive itself, beside any test's: only drives with a sensor have them. */
	private static final Set<String> DRIVE_SERIES = Set.of(TemperatureResults.TEMPERATURE, TemperatureResults.RATE);

	/**
	 * The charts of {@code report} over {@code runs}, in test order.
	 *
	 * @param runs whole runs (a library's summaries hold no series: pass {@code library.fullRuns(...)})
	 * @throws IllegalArgumentException when a run is a library's summary
	 */
	public List<ChartOverlay> build(ComparisonReport report, Collection<Run> runs) {
		for (Run run : runs) {
			if (ResultLibrary.isSummary(run)) {
				throw new IllegalArgumentException("run '" + run.getId() + "' is a library summary without its series;"
						+ " chart whole runs (ResultLibrary.fullRuns)");
			}
		}
		ReportScope scope = ReportScope.of(report, runs);
		List<ChartOverlay> charts = new ArrayList<>();
		for (TestKey test : scope.tests) {
			Map<String, Series> newestByKey = new LinkedHashMap<>();
			for (ReportDrive drive : scope.drives) {
				for (TestResult result : scope.results(drive.key(), test)) {
					for (Series s : result.getSeries()) {
						// phases mark their series' chart of one result; drives' phases differ, so no overlay draws them
						if (s.getKey() != null && s.getRole() != SeriesRole.PHASES) {
							newestByKey.put(s.getKey(), s);
						}
					}
				}
			}
			for (String key : chosen(report.getSeriesKeys(), test, newestByKey.keySet())) {
				Series newest = newestByKey.get(key);
				if (newest != null && (!DRIVE_SERIES.contains(key) || everyDriveHas(scope, test, key))) {
					charts.add(chart(test, scope, newest));
				}
			}
		}
		return charts;
	}

	/**
	 * Whether every drive with results of {@code test} has series {@code key}: the drive's temperature and
	 * the rate beside it exist only where the drive has a sensor, and a chart with lines for some drives
	 * would read as if the others had not been measured; they are compared where all drives have them.
	 */
	private static boolean everyDriveHas(ReportScope scope, TestKey test, String key) {
		for (ReportDrive drive : scope.drives) {
			List<TestResult> results = scope.results(drive.key(), test);
			if (!results.isEmpty() && results.stream().noneMatch(r -> r.getSeries().stream().anyMatch(s -> key.equals(s.getKey())))) {
				return false;
			}
		}
		return true;
	}

	private static Set<String> chosen(List<String> wanted, TestKey test, Set<String> available) {
		if (wanted.isEmpty()) {
			return available;
		}
		Set<String> chosen = new LinkedHashSet<>();
		for (String w : wanted) {
			int slash = w.lastIndexOf('/');
			String key = slash < 0 ? w : w.substring(slash + 1);
			if ((slash < 0 || w.substring(0, slash).equals(test.text())) && available.contains(key)) {
				chosen.add(key);
			}
		}
		return chosen;
	}

	private static ChartOverlay chart(TestKey test, ReportScope scope, Series template) {
		List<OverlaySeries> lines = new ArrayList<>();
		for (ReportDrive drive : scope.drives) {
			List<Series> measured = new ArrayList<>();
			for (TestResult result : scope.results(drive.key(), test)) {
				for (Series s : result.getSeries()) {
					if (template.getKey().equals(s.getKey()) && s.getXValues() != null && s.getYValues() != null
							&& s.getXValues().size() == s.getYValues().size()) {
						measured.add(s);
					}
				}
			}
			if (!measured.isEmpty()) {
				lines.add(line(drive, measured));
			}
		}
		String label = template.getLabel() == null || template.getLabel().isBlank() ? template.getKey() : template.getLabel();
		return new ChartOverlay(test, template.getKey(), label + " — " + scope.testName(test),
				template.getRole() == null ? SeriesRole.UNSPECIFIED : template.getRole(), template.getKind() == null ? SeriesKind.LINE : template.getKind(), new ChartAxis(Objects.toString(template.getXLabel(), ""),
						StoredUnits.x(template), template.getXScale() == null ? AxisScale.LINEAR : template.getXScale(),
						template.getCategories()), axis(template.getYLabel(), StoredUnits.y(template), template.getYScale()), lines);
	}

	/**
	 * The drive's line: the point-wise mean of runs sharing x values, else the newest run. A scatter
	 * is never averaged: its points are single I/Os, and a mean would hide the spread it exists to show.
	 */
	private static OverlaySeries line(ReportDrive drive, List<Series> oldestFirst) {
		Series newest = oldestFirst.get(oldestFirst.size() - 1);
		boolean sameX = oldestFirst.stream().allMatch(s -> s.getXValues().equals(newest.getXValues()));
		if (!sameX || oldestFirst.size() == 1 || newest.getKind() == SeriesKind.SCATTER || newest.getRole() == SeriesRole.SCATTER) {
			return new OverlaySeries(drive.key(), drive.label(), drive.color(), 1, newest.getXValues(), newest.getYValues());
		}
		double[] mean = new double[newest.getYValues().size()];
		for (Series s : oldestFirst) {
			for (int i = 0; i < mean.length; i++) {
				mean[i] += s.getYValues().get(i);
			}
		}
		for (int i = 0; i < mean.length; i++) {
			mean[i] /= oldestFirst.size();
		}
		return new OverlaySeries(drive.key(), drive.label(), drive.color(), oldestFirst.size(), newest.getXValues(),
				Samples.wrap(mean));
	}

	private static ChartAxis axis(@Nullable String label, Unit unit, @Nullable AxisScale scale) {
		return new ChartAxis(Objects.toString(label, ""), unit, scale == null ? AxisScale.LINEAR : scale);
	}
}
