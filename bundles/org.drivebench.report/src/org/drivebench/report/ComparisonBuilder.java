package org.drivebench.report;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.drivebench.library.drives.DriveColors;
import org.drivebench.library.drives.DrivePalette;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.DriveSelection;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Works a comparison report out from the library, the one way the workbench's editor, its exports and
 * {@code drivebench report} do it: the review table from the runs' summaries (which the library holds
 * in memory), the overlay charts from the whole runs, read only for the drives, runs and tests the
 * report covers ({@link ReportScope} decides which, for both). Needs no widget; the workbench calls it
 * off the UI thread.
 */
public final class ComparisonBuilder {
	private final ResultLibrary library;
	private final NumberPolicy numbers;

	public ComparisonBuilder(ResultLibrary library, NumberPolicy numbers) {
		this.library = library;
		this.numbers = numbers;
	}

	/**
	 * The table and charts of {@code report} (copied first, so the caller may go on editing it).
	 *
	 * @throws IllegalArgumentException when the report cannot be built as set (the message says why)
	 * @throws IOException              when a run's file cannot be read
	 */
	public ComparisonData build(ComparisonReport report) throws IOException {
		return build(report, true);
	}

	/**
	 * {@link #build(ComparisonReport)}, with the charts only when {@code charts} is set (the table alone
	 * needs no whole run read).
	 */
	public ComparisonData build(ComparisonReport report, boolean charts) throws IOException {
		ComparisonReport copy = EcoreUtil.copy(report);
		List<Run> all = library.runs();
		pinColors(copy, all);
		ReportScope scope = ReportScope.of(copy, all);
		List<Run> covered = all.stream().filter(scope::covers).toList();
		ReviewTable table = new ReportBuilder(numbers).build(copy, covered);
		Set<TestKey> compared = scope.tests.stream().map(TestKey::anyVersion).collect(java.util.stream.Collectors.toSet());
		SummaryLayout summary = SummaryLayout.of(covered.stream().flatMap(run -> run.getResults().stream())
				.filter(r -> r.getTestId() != null && !r.getTestId().isBlank() && compared.contains(TestKey.of(r))).toList());
		if (!charts) {
			return new ComparisonData(copy, table, List.of(), 0, summary);
		}
		Set<TestKey> tests = Set.copyOf(scope.tests);
		List<Run> charted = covered.stream().filter(run -> holdsAny(run, tests)).toList();
		List<Run> whole = library.fullRuns(charted);
		return new ComparisonData(copy, table, new OverlayBuilder().build(copy, whole), whole.size(), summary);
	}

	/**
	 * Gives each of the report's drives (every drive of the library when it names none) the colour it has
	 * in every comparison: the one stored with the drive, else the report's, else the library's order
	 * decides ({@link DriveColors}); the table and the charts, built from different sets of runs, then show
	 * the same colours.
	 */
	private static void pinColors(ComparisonReport report, List<Run> all) {
		if (report.getDrives().isEmpty()) {
			ReportScope.of(report, all).drives.forEach(d -> report.getDrives().add(ReportDrafts.selection(d.key())));
		}
		Map<String, String> stored = DriveColors.stored(all);
		Map<String, String> colors = DriveColors.of(all, DrivePalette.DEFAULT);
		for (DriveSelection s : report.getDrives()) {
			String key = s.getDriveKey();
			if (stored.containsKey(key) || !DrivePalette.isColor(s.getColor())) {
				s.setColor(stored.getOrDefault(key, colors.getOrDefault(key, "")));
			}
		}
		ReportDrafts.assignColors(report.getDrives(), DrivePalette.DEFAULT); // a drive the library does not hold
	}

	/**
	 * The runs of {@code runs} that {@code report} covers: runs of its drives (of every drive when it
	 * names none), within each drive's chosen runs.
	 */
	public static List<Run> coveredRuns(ComparisonReport report, List<Run> runs) {
		ComparisonReport copy = EcoreUtil.copy(report);
		copy.setBaselineDriveKey(null); // which drive is the baseline does not change what is covered
		ReportScope scope = ReportScope.of(copy, runs);
		return runs.stream().filter(scope::covers).toList();
	}

	private static boolean holdsAny(Run run, Set<TestKey> tests) {
		for (TestResult result : run.getResults()) {
			if (result.getTestId() != null && !result.getTestId().isBlank() && tests.contains(TestKey.of(result))) {
				return true;
			}
		}
		return false;
	}
}
