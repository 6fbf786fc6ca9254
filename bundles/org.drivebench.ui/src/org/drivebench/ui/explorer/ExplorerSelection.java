package org.drivebench.ui.explorer;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.drivebench.library.drives.Drives;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.GroupTest;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.viewers.IStructuredSelection;

/**
 * What the explorer's commands act on, read from the selection the explorer publishes through the
 * workbench's selection service: its rows (drives, runs, results, reports, group tests) sorted by what may be done
 * with them.
 *
 * @param rows the selected rows, in order
 */
record ExplorerSelection(List<Object> rows) {
	/** The selection {@code selection} (the active selection, of any type; anything but a structured selection is empty). */
	static ExplorerSelection of(@Nullable Object selection) {
		return new ExplorerSelection(selection instanceof IStructuredSelection s ? List.copyOf(s.toList()) : List.of());
	}

	/** The first row, or null. */
	@Nullable Object first() {
		return rows.isEmpty() ? null : rows.get(0);
	}

	/** Whether the first row opens in an editor (a result, a run, a report). */
	boolean opens() {
		return first() instanceof Run || first() instanceof TestResult || first() instanceof ComparisonReport
				|| first() instanceof org.drivebench.report.study.StripStudy || first() instanceof org.drivebench.model.GroupTest;
	}

	/** The one drive selected, or null when the selection is not exactly one drive. */
	@Nullable DriveNode drive() {
		return rows.size() == 1 && first() instanceof DriveNode drive ? drive : null;
	}

	/** The drives of the selected drives, runs and results, for a comparison (empty: every drive). */
	List<String> driveKeys() {
		Set<String> keys = new LinkedHashSet<>();
		for (Object row : rows) {
			if (row instanceof DriveNode drive) {
				keys.add(drive.key());
			} else if (row instanceof Run run) {
				keys.add(Drives.keyOf(run));
			} else if (row instanceof TestResult result && result.getRun() != null) {
				keys.add(Drives.keyOf(result.getRun()));
			}
		}
		return List.copyOf(keys);
	}

	/** The selected drives. */
	List<DriveNode> drives() {
		return rows.stream().filter(DriveNode.class::isInstance).map(DriveNode.class::cast).toList();
	}

	/** The selected runs that are not runs of a selected drive (those go with their drive). */
	List<Run> runsApartFromDrives() {
		Set<String> ofDrives = new LinkedHashSet<>();
		drives().forEach(d -> ofDrives.add(d.key()));
		List<Run> runs = new ArrayList<>();
		for (Object row : rows) {
			if (row instanceof Run run && !ofDrives.contains(Drives.keyOf(run))) {
				runs.add(run);
			}
		}
		return runs;
	}

	/** The selected comparison reports. */
	List<ComparisonReport> reports() {
		return rows.stream().filter(ComparisonReport.class::isInstance).map(ComparisonReport.class::cast).toList();
	}

	/** The selected group tests. */
	List<GroupTest> groupTests() {
		return rows.stream().filter(GroupTest.class::isInstance).map(GroupTest.class::cast).toList();
	}

	/** Whether anything selected can be moved to the trash. */
	boolean deletes() {
		return !drives().isEmpty() || !runsApartFromDrives().isEmpty() || !reports().isEmpty() || !groupTests().isEmpty();
	}
}
