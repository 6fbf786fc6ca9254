package org.drivebench.report;

import org.drivebench.library.drives.DriveColors;
import org.drivebench.library.drives.DrivePalette;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

import org.drivebench.library.drives.DriveLabels;
import org.drivebench.library.drives.Drives;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.DriveSelection;
import org.drivebench.model.ResultStatus;
import org.drivebench.core.runner.RunProcess;
import org.drivebench.model.Run;
import org.drivebench.model.TargetKind;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;

/**
 * What a comparison report covers, resolved against the runs at hand: its drives (with labels and
 * colours), its tests in order, and each drive's completed results of each test, oldest first. The
 * review table and the chart overlays are built from the same scope, so they always agree.
 */
final class ReportScope {
	record Cell(String driveKey, TestKey test) {
		// written out, as TestKey's are, with the record's values
		@Override
		public boolean equals(@Nullable Object o) {
			return this == o || o instanceof Cell c && driveKey.equals(c.driveKey) && test.equals(c.test);
		}

		@Override
		public int hashCode() {
			return driveKey.hashCode() * 31 + test.hashCode();
		}
	}

	final List<ReportDrive> drives;
	/** The tests in table order: the report's, else every test its drives' runs hold. */
	List<TestKey> tests = List.of();
	/** Every test (and case) the covered runs hold a completed result of, in the order first met. */
	List<TestKey> measured = List.of();
	private boolean pinned;
	final List<String> notes = new ArrayList<>();
	private final Map<Cell, List<TestResult>> results = new HashMap<>();
	private final Map<TestKey, String> testNames = new HashMap<>();
	private final Map<String, Set<String>> runFilter = new HashMap<>();

	private ReportScope(List<ReportDrive> drives) {
		this.drives = drives;
	}

	/** Runs oldest first, then by id: the order of a scope's runs and of a table's provenance. */
	static final Comparator<Run> RUN_ORDER = new RunOrder();

	/** {@link #RUN_ORDER}, a class of its own rather than a chain of lambdas each spun at its first use. */
	private static final class RunOrder implements Comparator<Run> {
		@Override
		public int compare(Run a, Run b) {
			int byStart = Long.compare(startOf(a), startOf(b));
			return byStart != 0 ? byStart : Objects.toString(a.getId(), "").compareTo(Objects.toString(b.getId(), ""));
		}

		private static long startOf(Run run) {
			return run.getStartedAt() == null ? 0 : run.getStartedAt().getTime();
		}
	}

	static ReportScope of(ComparisonReport spec, Collection<Run> allRuns) {
		List<Run> runs = new ArrayList<>(allRuns);
		runs.sort(RUN_ORDER);
		Map<String, List<Run>> byDrive = new LinkedHashMap<>();
		Map<String, Run> newest = new HashMap<>();
		for (Run run : runs) {
			if (run.getDrive() != null) {
				String key = Drives.keyOf(run);
				List<Run> ofDrive = byDrive.get(key);
				if (ofDrive == null) {
					ofDrive = new ArrayList<>();
					byDrive.put(key, ofDrive);
				}
				ofDrive.add(run);
				newest.put(key, run);
			}
		}
		// each drive as the library names it: by every label its runs were given (two test files on one disk)
		Map<String, String> driveNames = new LinkedHashMap<>();
		for (Map.Entry<String, List<Run>> e : byDrive.entrySet()) {
			driveNames.put(e.getKey(), Drives.labelOf(e.getValue()));
		}
		List<DriveSelection> selections = new ArrayList<>(spec.getDrives());
		if (selections.isEmpty()) {
			List<Map.Entry<String, String>> named = new ArrayList<>(driveNames.entrySet());
			named.sort((a, b) -> {
				int byName = String.CASE_INSENSITIVE_ORDER.compare(a.getValue(), b.getValue());
				return byName != 0 ? byName : a.getKey().compareTo(b.getKey());
			});
			for (Map.Entry<String, String> e : named) {
				DriveSelection s = DriveBenchFactory.eINSTANCE.createDriveSelection();
				s.setDriveKey(e.getKey());
				selections.add(s);
			}
		}
		String baseline = spec.getBaselineDriveKey() == null || spec.getBaselineDriveKey().isBlank() ? null
				: spec.getBaselineDriveKey();
		List<String> keys = new ArrayList<>(selections.size());
		for (DriveSelection s : selections) {
			keys.add(s.getDriveKey());
		}
		if (baseline != null && !keys.contains(baseline)) {
			throw new IllegalArgumentException("baseline drive '" + baseline + "' is not one of the report's drives: "
					+ String.join(", ", keys));
		}
		// the report's colour for a drive, else the one stored with it, else the library's order decides (DriveColors)
		Map<String, String> driveColors = DriveColors.of(runs, DrivePalette.DEFAULT);
		Map<String, String> stored = DriveColors.stored(runs);
		List<String> chosen = new ArrayList<>(selections.size());
		for (DriveSelection s : selections) {
			chosen.add(DrivePalette.isColor(s.getColor()) ? s.getColor()
					: stored.getOrDefault(s.getDriveKey(), driveColors.getOrDefault(s.getDriveKey(), "")));
		}
		List<String> colors = DrivePalette.assign(chosen);
		List<DriveLabels.Named> named = new ArrayList<>();
		for (DriveSelection s : selections) {
			String name = driveNames.get(s.getDriveKey());
			String label = s.getLabel() != null && !s.getLabel().isBlank() ? s.getLabel()
					: name != null && !name.isEmpty() ? name : s.getDriveKey();
			named.add(new DriveLabels.Named(s.getDriveKey(), label, newest.get(s.getDriveKey())));
		}
		// no two drives of a comparison under one name, in the table, the charts and every export
		List<String> labels = DriveLabels.unique(named);
		List<ReportDrive> drives = new ArrayList<>();
		for (int i = 0; i < selections.size(); i++) {
			DriveSelection s = selections.get(i);
			drives.add(new ReportDrive(s.getDriveKey(), labels.get(i), colors.get(i), s.getDriveKey().equals(baseline)));
		}

		ReportScope scope = new ReportScope(List.copyOf(drives));
		scope.pinned = spec.getPinnedAt() != null;
		for (DriveSelection s : selections) {
			scope.runFilter.put(s.getDriveKey(), Set.copyOf(s.getRunIds()));
		}
		Set<TestKey> seen = new LinkedHashSet<>();
		Map<Cell, List<TestResult>> found = new HashMap<>();
		Map<TestKey, String> names = new HashMap<>();
		int notCompleted = 0;
		List<String> unfinished = new ArrayList<>();
		Map<String, Set<String>> imported = new LinkedHashMap<>();
		for (Run run : runs) {
			if (!scope.covers(run)) {
				continue;
			}
			String key = Drives.keyOf(run);
			String state = RunProcess.stateText(run); // interrupted, in progress or cancelled: said of the run
			if (!state.isEmpty()) {
				unfinished.add("Run " + run.getId() + " of '" + scope.labelOf(key) + "'" + (state.startsWith("cancelled") ? " was " : " is ") + state
						+ ": only its completed tests are included.");
			}
			for (TestResult result : run.getResults()) {
				if (result.getTestId() == null || result.getTestId().isBlank()) {
					continue;
				}
				if (result.getStatus() != ResultStatus.COMPLETED) {
					notCompleted++;
					continue;
				}
				TestKey test = TestKey.of(result);
				seen.add(test);
				Cell cell = new Cell(key, test);
				List<TestResult> ofCell = found.get(cell);
				if (ofCell == null) {
					ofCell = new ArrayList<>(2);
					found.put(cell, ofCell);
				}
				ofCell.add(result);
				names.put(test, nameOf(result));
				if (run.getTarget() != null && run.getTarget().getKind() == TargetKind.IMPORTED) {
					// another tool's figures in DriveBench's rows: the report says whose they are
					String tool = (Objects.toString(run.getSoftwareName(), "another tool") + " "
							+ Objects.toString(run.getSoftwareVersion(), "")).strip();
					imported.computeIfAbsent("'" + scope.labelOf(key) + "' by " + tool, t -> new LinkedHashSet<>()).add(nameOf(result));
				}
			}
		}
		imported.forEach((who, tests) -> scope.notes.add("Measured " + who + " (imported): " + String.join(", ", tests) + "."));
		List<TestKey> tests;
		if (spec.getTestIds().isEmpty()) {
			tests = List.copyOf(seen);
		} else {
			tests = spec.getTestIds().stream().map(TestKey::parse).distinct().toList();
		}
		List<String> versionNotes = new ArrayList<>();
		ParameterSplit.Methods methods = new ParameterSplit.Methods();
		tests = ParameterSplit.together(tests, found, names, versionNotes, methods);
		tests = apartByVersion(tests, found, names, versionNotes);
		tests = ParameterSplit.apart(tests, found, names, versionNotes, methods);
		scope.tests = tests;
		scope.measured = List.copyOf(seen);
		scope.results.putAll(found);
		scope.testNames.putAll(names);
		scope.notes.addAll(versionNotes);
		for (ReportDrive d : drives) {
			if (!byDrive.containsKey(d.key())) {
				scope.notes.add("The library holds no run of drive '" + d.label() + "'.");
			}
		}
		for (TestKey t : tests) {
			if (!seen.contains(new TestKey(t.testId(), t.caseName()))) {
				scope.notes.add("No drive of the report has a completed result of test '" + t.text() + "'.");
			}
		}
		scope.notes.addAll(unfinished);
		if (notCompleted > 0) {
			scope.notes.add(notCompleted + (notCompleted == 1 ? " result that did not complete was" : " results that did not complete were")
					+ " left out.");
		}
		return scope;
	}

	/** The name drive {@code key} has in this comparison. */
	String labelOf(String key) {
		return drives.stream().filter(d -> d.key().equals(key)).map(ReportDrive::label).findFirst().orElse(key);
	}

	/**
	 * Whether {@code run} is one the report covers: a run of one of its drives, within that drive's chosen
	 * runs (all of them while a report is not pinned and names none; a pinned report covers exactly the
	 * runs it lists).
	 */
	boolean covers(Run run) {
		Set<String> only = runFilter.get(Drives.keyOf(run));
		return only != null && (only.isEmpty() && !pinned || only.contains(run.getId()));
	}

	/**
	 * A test whose results come from different versions of it measured differently: each version
	 * becomes a test of its own (key {@code testId@version}, name "... (version 1.1)"), so its runs
	 * are never averaged with another version's, nor compared in one row; a note says so. Tests in one
	 * version keep their plain key.
	 */
	private static List<TestKey> apartByVersion(List<TestKey> tests, Map<Cell, List<TestResult>> found,
			Map<TestKey, String> names, List<String> notes) {
		Map<TestKey, Set<String>> versions = new HashMap<>();
		for (Map.Entry<Cell, List<TestResult>> e : found.entrySet()) {
			for (TestResult r : e.getValue()) {
				versions.computeIfAbsent(e.getKey().test(), t -> new TreeSet<>(TestVersions.COMPARATOR))
						.add(Objects.toString(r.getTestVersion(), ""));
			}
		}
		List<TestKey> result = new ArrayList<>();
		for (TestKey test : tests) {
			Set<String> seen = versions.getOrDefault(test, Set.of());
			if (seen.size() < 2) {
				result.add(test);
				continue;
			}
			String name = names.getOrDefault(test, test.text());
			for (String v : seen) {
				result.add(test.withVersion(v));
				names.put(test.withVersion(v), name + " (version " + (v.isEmpty() ? "unknown" : v) + ")");
			}
			for (Map.Entry<Cell, List<TestResult>> e : new HashMap<>(found).entrySet()) {
				Cell cell = e.getKey();
				if (cell.test().equals(test)) {
					found.remove(cell);
					for (TestResult r : e.getValue()) {
						TestKey versioned = test.withVersion(Objects.toString(r.getTestVersion(), ""));
						found.computeIfAbsent(new Cell(cell.driveKey(), versioned), c -> new ArrayList<>()).add(r);
					}
				}
			}
			notes.add(name + " was measured with versions " + String.join(", ", seen.stream()
					.map(v -> v.isEmpty() ? "unknown" : v).toList()) + " of the test, which measure differently: each version "
					+ "is shown apart, never averaged with another.");
		}
		return result;
	}

	/** The completed results of {@code test} on drive {@code driveKey}, oldest first. */
	List<TestResult> results(String driveKey, TestKey test) {
		return results.getOrDefault(new Cell(driveKey, test), List.of());
	}

	/** The test's name for readers: its name (of its newest result) and case, else its key. */
	String testName(TestKey test) {
		return testNames.getOrDefault(test, test.text());
	}

	private static String nameOf(TestResult result) {
		String name = result.getTestName() == null || result.getTestName().isBlank() ? result.getTestId() : result.getTestName();
		String caseName = result.getCaseName();
		return caseName == null || caseName.isBlank() || name.contains(caseName) ? name : name + " (" + caseName + ")";
	}
}
