package org.drivebench.ui.explorer;

import java.util.List;

import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.Viewer;

/**
 * Drives, then their runs, then each run's test results; after the drives, the strip-size studies, the
 * group tests and the saved comparison reports. The input is a list of {@link DriveNode}s followed by a
 * {@link StudiesNode}, a {@link GroupTestsNode} and a {@link ReportsNode}.
 */
class ExplorerContentProvider implements ITreeContentProvider {
	private List<?> roots = List.of();

	@Override
	public void inputChanged(@Nullable Viewer viewer, @Nullable Object oldInput, @Nullable Object newInput) {
		roots = newInput instanceof List<?> list ? list : List.of();
	}

	@Override
	public Object[] getElements(@Nullable Object input) {
		return input instanceof List<?> list ? list.toArray() : new Object[0];
	}

	@Override
	public Object[] getChildren(@Nullable Object parent) {
		if (parent instanceof DriveNode drive) {
			return drive.runs().toArray();
		}
		if (parent instanceof Run run) {
			return run.getResults().toArray();
		}
		if (parent instanceof ReportsNode reports) {
			return reports.reports().toArray();
		}
		if (parent instanceof StudiesNode studies) {
			return studies.studies().toArray();
		}
		if (parent instanceof GroupTestsNode groups) {
			return groups.groups().toArray();
		}
		return new Object[0];
	}

	/** A result's run, a run's drive, a report's node: lets the tree reveal a row it has not created yet. */
	@Override
	public @Nullable Object getParent(@Nullable Object element) {
		if (element instanceof TestResult result) {
			return result.getRun();
		}
		if (element instanceof Run run) {
			for (Object d : roots) {
				if (d instanceof DriveNode drive && drive.runs().stream().anyMatch(r -> r.getId().equals(run.getId()))) {
					return drive;
				}
			}
		}
		if (element instanceof org.drivebench.model.ComparisonReport) {
			return roots.stream().filter(ReportsNode.class::isInstance).findFirst().orElse(null);
		}
		if (element instanceof org.drivebench.model.GroupTest) {
			return roots.stream().filter(GroupTestsNode.class::isInstance).findFirst().orElse(null);
		}
		if (element instanceof org.drivebench.report.study.StripStudy) {
			return roots.stream().filter(StudiesNode.class::isInstance).findFirst().orElse(null);
		}
		return null;
	}

	@Override
	public boolean hasChildren(@Nullable Object element) {
		return element instanceof DriveNode || element instanceof Run run && !run.getResults().isEmpty()
				|| element instanceof ReportsNode reports && !reports.reports().isEmpty()
				|| element instanceof StudiesNode studies && !studies.studies().isEmpty()
				|| element instanceof GroupTestsNode groups && !groups.groups().isEmpty();
	}
}
