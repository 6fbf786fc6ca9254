package org.drivebench.ui.explorer;

import java.util.Locale;
import java.util.stream.Stream;

import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Drive;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.jface.viewers.ViewerFilter;

/**
 * Keeps what matches the filter text (case-insensitive, in the drive's name, vendor, model, serial and
 * key, a run's row text and suite, a result's test name and id, a report's title), together with what
 * leads to it and what lies under it: a matching drive keeps all its runs, a matching result keeps its
 * run and drive.
 */
final class ExplorerFilter extends ViewerFilter {
	private final ExplorerLabelProvider labels;
	private String text = "";

	ExplorerFilter(ExplorerLabelProvider labels) {
		this.labels = labels;
	}

	/** Sets the text to look for; blank shows everything. */
	void setText(@Nullable String filter) {
		this.text = filter == null ? "" : filter.strip().toLowerCase(Locale.ROOT);
	}

	boolean isActive() {
		return !text.isEmpty();
	}

	@Override
	public boolean select(@Nullable Viewer viewer, @Nullable Object parent, @Nullable Object element) {
		if (text.isEmpty()) {
			return true;
		}
		if (element instanceof DriveNode drive) {
			return matchesDrive(drive.drive(), drive.key()) || drive.runs().stream().anyMatch(this::runOrBelowMatches);
		}
		if (element instanceof Run run) {
			return matchesDrive(run.getDrive(), DriveNode.keyOf(run)) || runOrBelowMatches(run);
		}
		if (element instanceof TestResult result) {
			Run run = result.getRun();
			return matches(result) || run != null && (matchesRun(run) || matchesDrive(run.getDrive(), DriveNode.keyOf(run)));
		}
		if (element instanceof StudiesNode studies) {
			return studies.studies().stream().anyMatch(st -> contains(st.name()));
		}
		if (element instanceof org.drivebench.report.study.StripStudy study) {
			return contains(study.name());
		}
		if (element instanceof GroupTestsNode groups) {
			return groups.groups().stream().anyMatch(g -> contains(labels.getText(g)));
		}
		if (element instanceof org.drivebench.model.GroupTest group) {
			return contains(labels.getText(group));
		}
		if (element instanceof ReportsNode reports) {
			return reports.reports().stream().anyMatch(r -> contains(ExplorerLabelProvider.title(r)));
		}
		if (element instanceof ComparisonReport report) {
			return contains(ExplorerLabelProvider.title(report));
		}
		return true;
	}

	private boolean runOrBelowMatches(Run run) {
		return matchesRun(run) || run.getResults().stream().anyMatch(this::matches);
	}

	private boolean matchesDrive(@Nullable Drive drive, String key) {
		if (contains(key)) {
			return true;
		}
		return drive != null && Stream.of(drive.getLabel(), drive.getVendor(), drive.getModel(), drive.getSerial(), labels.getText(
				new DriveNode(key, drive, java.util.List.of()))).anyMatch(this::contains);
	}

	private boolean matchesRun(Run run) {
		return contains(labels.getText(run)) || contains(run.getSuiteName());
	}

	private boolean matches(TestResult result) {
		return contains(result.getTestName()) || contains(result.getTestId());
	}

	private boolean contains(@Nullable String value) {
		return value != null && value.toLowerCase(Locale.ROOT).contains(text);
	}
}
