package org.drivebench.ui.explorer;

import java.util.List;

import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.Viewer;

/** Drives, then their runs, then each run's test results. The input is a list of {@link DriveNode}s. */
class ExplorerContentProvider implements ITreeContentProvider {
	private List<?> drives = List.of();

	@Override
	public void inputChanged(Viewer viewer, Object oldInput, Object newInput) {
		drives = newInput instanceof List<?> list ? list : List.of();
	}

	@Override
	public Object[] getElements(Object input) {
		return input instanceof List<?> list ? list.toArray() : new Object[0];
	}

	@Override
	public Object[] getChildren(Object parent) {
		if (parent instanceof DriveNode drive) {
			return drive.runs().toArray();
		}
		if (parent instanceof Run run) {
			return run.getResults().toArray();
		}
		return new Object[0];
	}

	/** A result's run, a run's drive: lets the tree reveal a row it has not created yet. */
	@Override
	public Object getParent(Object element) {
		if (element instanceof TestResult result) {
			return result.getRun();
		}
		if (element instanceof Run run) {
			for (Object d : drives) {
				if (d instanceof DriveNode drive && drive.runs().stream().anyMatch(r -> r.getId().equals(run.getId()))) {
					return drive;
				}
			}
		}
		return null;
	}

	@Override
	public boolean hasChildren(Object element) {
		return element instanceof DriveNode || element instanceof Run run && !run.getResults().isEmpty();
	}
}
