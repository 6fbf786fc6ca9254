package org.drivebench.report;

import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.drivebench.library.drives.Drives;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.DriveSelection;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * A saved comparison is what was saved: its runs and tests are pinned when it is saved, so a run made
 * later (a trace replay of one of its drives) never joins its table unasked. Runs made since are
 * offered as an update ({@link #newer}, {@link #update}), in the workbench and by {@code drivebench
 * report}. A report saved before reports were pinned is pinned when it is opened again ({@link
 * #migrate}): to the runs made before its last save, which are what it showed, or, when its file does
 * not say when that was, to the runs there are, and it says which.
 */
public final class ReportPins {
	private ReportPins() {
	}

	/** Whether {@code report}'s runs and tests are pinned. */
	public static boolean isPinned(ComparisonReport report) {
		return report.getPinnedAt() != null;
	}

	/**
	 * Pins {@code report} to what it shows over {@code runs} now: each drive's covered runs listed (the
	 * drives listed too when it names none), its tests listed when it names none, pinned at {@code at}.
	 * A report pinned already is left as it is.
	 */
	public static void pin(ComparisonReport report, List<Run> runs, Date at) {
		if (!isPinned(report)) {
			pinTo(report, runs, at);
			report.setPinNote(null);
		}
	}

	/**
	 * Pins a report saved before reports were pinned, and says how: to the runs started before its last
	 * save (what it showed then), else to the runs there are now. Empty when it was pinned already.
	 */
	public static Optional<String> migrate(ComparisonReport report, List<Run> runs, Date now) {
		if (isPinned(report)) {
			return Optional.empty();
		}
		Date saved = report.getModifiedAt();
		String note;
		if (saved != null) {
			pinTo(report, runs.stream().filter(r -> r.getStartedAt() == null || !r.getStartedAt().after(saved)).toList(), saved);
			note = "Saved before comparisons kept their runs: pinned to the runs made before it was last saved (" + format(saved)
					+ "), which are what it showed.";
		} else {
			pinTo(report, runs, now);
			note = "Saved before comparisons kept their runs, and its file does not say when: pinned to the runs there were when it was "
					+ "opened again (" + format(now) + "); they may include runs made after it was saved.";
		}
		report.setPinNote(note);
		return Optional.of(note);
	}

	private static void pinTo(ComparisonReport report, List<Run> runs, Date at) {
		ComparisonReport open = EcoreUtil.copy(report);
		open.setPinnedAt(null);
		open.setBaselineDriveKey(null); // which drive is the baseline does not change what is covered
		ReportScope scope = ReportScope.of(open, runs);
		if (report.getDrives().isEmpty()) {
			scope.drives.forEach(d -> report.getDrives().add(ReportDrafts.selection(d.key())));
		}
		Map<String, List<String>> covered = new LinkedHashMap<>();
		for (Run run : runs) {
			if (scope.covers(run)) {
				covered.computeIfAbsent(Drives.keyOf(run), k -> new ArrayList<>()).add(run.getId());
			}
		}
		for (DriveSelection s : report.getDrives()) {
			List<String> ids = covered.getOrDefault(s.getDriveKey(), List.of());
			s.getRunIds().clear();
			s.getRunIds().addAll(ids);
		}
		if (report.getTestIds().isEmpty()) {
			scope.measured.forEach(t -> report.getTestIds().add(t.text()));
		}
		report.setPinnedAt(at);
	}

	/**
	 * The runs of {@code report}'s drives made after it was pinned that it does not hold, with at least one
	 * completed test, oldest first; none for a report not pinned (it shows every run of its drives).
	 */
	public static List<Run> newer(ComparisonReport report, List<Run> runs) {
		Date pinned = report.getPinnedAt();
		if (pinned == null) {
			return List.of();
		}
		Map<String, DriveSelection> drives = new LinkedHashMap<>();
		report.getDrives().forEach(s -> drives.put(s.getDriveKey(), s));
		List<Run> newer = new ArrayList<>();
		for (Run run : runs) {
			DriveSelection s = drives.get(Drives.keyOf(run));
			if (s != null && !s.getRunIds().contains(run.getId()) && run.getStartedAt() != null && run.getStartedAt().after(pinned)
					&& hasCompletedTest(run)) {
				newer.add(run);
			}
		}
		newer.sort(java.util.Comparator.comparing(Run::getStartedAt));
		return newer;
	}

	/**
	 * Takes the newer runs in ({@link #newer}), with the tests of theirs the report holds no result of
	 * (when it lists its tests), and pins it again at {@code at}.
	 *
	 * @return the runs taken in
	 */
	public static List<Run> update(ComparisonReport report, List<Run> runs, Date at) {
		List<Run> newer = newer(report, runs);
		Set<String> shown = new LinkedHashSet<>();
		Set<String> pinnedIds = new LinkedHashSet<>();
		report.getDrives().forEach(s -> pinnedIds.addAll(s.getRunIds()));
		for (Run run : runs) {
			if (pinnedIds.contains(run.getId())) {
				completed(run).forEach(k -> shown.add(k.text()));
			}
		}
		for (Run run : newer) {
			report.getDrives().stream().filter(s -> s.getDriveKey().equals(Drives.keyOf(run))).findFirst()
					.ifPresent(s -> s.getRunIds().add(run.getId()));
			if (!report.getTestIds().isEmpty()) {
				for (TestKey test : completed(run)) {
					if (!shown.contains(test.text()) && !report.getTestIds().contains(test.text())) {
						report.getTestIds().add(test.text());
					}
				}
			}
		}
		report.setPinnedAt(at);
		return newer;
	}

	/**
	 * What the newer runs are, for the offer to take them in: "2 newer runs of hdd-7200 and ssd-nvme (made
	 * after this comparison was saved)".
	 */
	public static String describe(List<Run> newer) {
		Set<String> drives = new LinkedHashSet<>();
		newer.forEach(r -> drives.add(r.getDrive() == null ? Drives.keyOf(r) : Drives.label(r.getDrive())));
		List<String> names = List.copyOf(drives);
		String who = names.size() == 1 ? names.get(0)
				: String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
		return newer.size() + (newer.size() == 1 ? " newer run of " : " newer runs of ") + who
				+ " (made after this comparison was saved)";
	}

	private static boolean hasCompletedTest(Run run) {
		return !completed(run).isEmpty();
	}

	private static List<TestKey> completed(Run run) {
		List<TestKey> keys = new ArrayList<>();
		for (TestResult r : run.getResults()) {
			if (r.getStatus() == ResultStatus.COMPLETED && r.getTestId() != null && !r.getTestId().isBlank()) {
				keys.add(TestKey.of(r));
			}
		}
		return keys;
	}

	private static String format(Date date) {
		SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd HH:mm", Locale.ROOT);
		return f.format(date);
	}
}
