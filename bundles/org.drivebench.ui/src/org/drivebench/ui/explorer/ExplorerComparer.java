package org.drivebench.ui.explorer;

import java.util.Objects;

import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.viewers.IElementComparer;

/**
 * Tells the tree which rows are "the same" across refreshes (a drive by key, a run by id, a result by
 * run id and position, a report by id), so expansion and selection survive a library change.
 */
final class ExplorerComparer implements IElementComparer {
	@Override
	public boolean equals(@Nullable Object a, @Nullable Object b) {
		return Objects.equals(identity(a), identity(b));
	}

	@Override
	public int hashCode(@Nullable Object element) {
		return Objects.hashCode(identity(element));
	}

	private static @Nullable Object identity(@Nullable Object element) {
		if (element instanceof DriveNode drive) {
			return "drive:" + drive.key();
		}
		if (element instanceof Run run) {
			return "run:" + run.getId();
		}
		if (element instanceof TestResult result && result.getRun() != null) {
			return "result:" + result.getRun().getId() + "#" + result.getRun().getResults().indexOf(result);
		}
		if (element instanceof ReportsNode) {
			return "reports";
		}
		if (element instanceof StudiesNode) {
			return "studies";
		}
		if (element instanceof GroupTestsNode) {
			return "groups";
		}
		if (element instanceof org.drivebench.model.GroupTest group) {
			return "group:" + group.getId();
		}
		if (element instanceof org.drivebench.report.study.StripStudy study) {
			return "study:" + study.name();
		}
		if (element instanceof ComparisonReport report) {
			return "report:" + report.getId();
		}
		return element;
	}
}
