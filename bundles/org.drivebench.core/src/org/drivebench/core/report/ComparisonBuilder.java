package org.drivebench.ui.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.drivebench.core.library.Drives;
import org.drivebench.core.library.ResultLibrary;
import org.drivebench.core.report.NumberPolicy;
import org.drivebench.core.report.OverlayBuilder;
import org.drivebench.core.report.ReportBuilder;
import org.drivebench.core.report.ReviewTable;
import org.drivebench.core.report.TestKey;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.DriveSelection;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Works a comparison report out from the library, with the core's builders: the review table from the
 * runs' summaries (which the library holds in memory), the overlay charts from the whole runs, read only
 * for the drives, runs and tests the report covers. No widget: it runs off the UI thread, and the
 * exports use it too.
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
		ComparisonReport copy = EcoreUtil.copy(report);
		List<Run> summaries = runsOf(copy, library.runs());
		ReviewTable table = new ReportBuilder(numbers).build(copy, summaries);
		List<Run> charted = charted(copy, summaries);
		List<Run> whole = library.fullRuns(charted);
		return new ComparisonData(copy, table, new OverlayBuilder().build(copy, whole), whole.size());
	}

	/** The runs the report covers: of its drives, within each drive's chosen runs. */
	static List<Run> runsOf(ComparisonReport report, List<Run> runs) {
		Map<String, Set<String>> chosen = new HashMap<>();
		for (DriveSelection s : report.getDrives()) {
			chosen.put(s.getDriveKey(), Set.copyOf(s.getRunIds()));
		}
		List<Run> covered = new ArrayList<>();
		for (Run run : runs) {
			Set<String> only = chosen.get(Drives.keyOf(run));
			if (only != null && (only.isEmpty() || only.contains(run.getId()))) {
				covered.add(run);
			}
		}
		return covered;
	}

	/** Of {@code runs}, those holding a result of a test the report shows (all tests when it names none). */
	private static List<Run> charted(ComparisonReport report, List<Run> runs) {
		if (report.getTestIds().isEmpty()) {
			return runs;
		}
		Set<TestKey> tests = report.getTestIds().stream().map(TestKey::parse).collect(Collectors.toSet());
		List<Run> charted = new ArrayList<>();
		for (Run run : runs) {
			for (TestResult result : run.getResults()) {
				if (result.getTestId() != null && !result.getTestId().isBlank() && tests.contains(TestKey.of(result))) {
					charted.add(run);
					break;
				}
			}
		}
		return charted;
	}
}
