package org.drivebench.ui.explorer;

import java.util.List;

import org.drivebench.model.Run;
import org.eclipse.jface.viewers.ITreeContentProvider;

/** Drives, then their runs, then each run's test results. The input is a list of {@link DriveNode}s. */
class ExplorerContentProvider implements ITreeContentProvider {
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

	@Override
	public Object getParent(Object element) {
		return null;
	}

	@Override
	public boolean hasChildren(Object element) {
		return element instanceof DriveNode || element instanceof Run run && !run.getResults().isEmpty();
	}
}
