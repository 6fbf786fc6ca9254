package org.drivebench.ui.report;

import org.drivebench.report.ComparisonBuilder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.drivebench.library.drives.Drives;
import org.drivebench.report.TestKey;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.CheckboxTableViewer;
import org.eclipse.jface.viewers.ICheckStateProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;

/**
 * The tests a comparison shows, from the completed results of its drives' chosen runs: a report that
 * names no test shows them all (every box checked); unchecking one makes the choice explicit.
 */
final class TestChooser {
	/** A test (and case) the chosen runs hold, with its name and how many of the chosen drives ran it. */
	record TestEntry(TestKey key, String name, int drives) {
	}

	private final CheckboxTableViewer viewer;
	private final Runnable onChange;
	private @Nullable ComparisonReport report;
	private List<TestEntry> entries = List.of();

	TestChooser(Composite parent, Runnable onChange) {
		this.onChange = onChange;
		viewer = CheckboxTableViewer.newCheckList(parent, SWT.BORDER | SWT.V_SCROLL);
		viewer.setContentProvider(ArrayContentProvider.getInstance());
		viewer.setLabelProvider(new LabelProvider() {
			@Override
			public String getText(@Nullable Object element) {
				if (!(element instanceof TestEntry t)) {
					return "";
				}
				return t.drives() == 1 ? NLS.bind(Messages.test_one_drive, t.name()) : NLS.bind(Messages.test_drives, t.name(), t.drives());
			}
		});
		viewer.setCheckStateProvider(new ICheckStateProvider() {
			@Override
			public boolean isChecked(@Nullable Object element) {
				ComparisonReport shown = report;
				return shown != null && element instanceof TestEntry t
						&& (shown.getTestIds().isEmpty() || shown.getTestIds().contains(t.key().text()));
			}

			@Override
			public boolean isGrayed(@Nullable Object element) {
				return false;
			}
		});
		viewer.addCheckStateListener(e -> toggle((TestEntry) e.getElement(), e.getChecked()));
	}

	/** Lists {@code tests}, the tests of {@code newReport}'s drives and runs ({@link #available}). */
	void setInput(ComparisonReport newReport, List<TestEntry> tests) {
		this.report = newReport;
		entries = tests;
		viewer.setInput(entries);
	}

	/** The tests the chosen runs hold, in the order the runs first hold them. */
	static List<TestEntry> available(List<Run> runs, ComparisonReport report) {
		Map<TestKey, String> names = new LinkedHashMap<>();
		Map<TestKey, Set<String>> drives = new LinkedHashMap<>();
		for (Run run : ComparisonBuilder.coveredRuns(report, runs)) {
			for (TestResult result : run.getResults()) {
				if (result.getTestId() == null || result.getTestId().isBlank() || result.getStatus() != ResultStatus.COMPLETED) {
					continue;
				}
				TestKey key = TestKey.of(result);
				String name = result.getTestName() == null || result.getTestName().isBlank() ? result.getTestId() : result.getTestName();
				names.put(key, name);
				drives.computeIfAbsent(key, k -> new LinkedHashSet<>()).add(Drives.keyOf(run));
			}
		}
		List<TestEntry> list = new ArrayList<>();
		names.forEach((key, name) -> list.add(new TestEntry(key, name, drives.getOrDefault(key, Set.of()).size())));
		return list;
	}

	private void toggle(TestEntry entry, boolean checked) {
		List<String> chosen = new ArrayList<>();
		Set<String> before = new LinkedHashSet<>(report().getTestIds());
		boolean all = before.isEmpty();
		for (TestEntry e : entries) {
			boolean on = e == entry ? checked : all || before.contains(e.key().text());
			if (on) {
				chosen.add(e.key().text());
			}
			before.remove(e.key().text());
		}
		chosen.addAll(before); // tests of drives not chosen now: kept for when they come back
		if (chosen.isEmpty()) {
			viewer.setChecked(entry, true); // a report shows at least one test
			return;
		}
		report().getTestIds().clear();
		report().getTestIds().addAll(chosen);
		onChange.run();
	}

	/** The report shown: the chooser has rows, and so checks to change, only once it has one. */
	private ComparisonReport report() {
		ComparisonReport shown = report;
		if (shown == null) {
			throw new IllegalStateException("the test chooser shows no report yet");
		}
		return shown;
	}

	/** Shows every test again (the report names none). */
	void chooseAll() {
		report().getTestIds().clear();
		viewer.refresh();
		onChange.run();
	}

	List<TestEntry> entries() {
		return entries;
	}

	CheckboxTableViewer viewer() {
		return viewer;
	}
}
