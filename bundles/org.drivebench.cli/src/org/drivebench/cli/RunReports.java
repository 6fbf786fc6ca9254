package org.drivebench.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.drivebench.core.library.Drives;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.DriveSelection;
import org.drivebench.model.Run;

/** The comparison report of just-made runs: each run's drive as a column, limited to those runs. */
final class RunReports {
	private RunReports() {
	}

	static ComparisonReport of(List<Run> runs, String title) {
		ComparisonReport report = DriveBenchFactory.eINSTANCE.createComparisonReport();
		report.setTitle(title);
		Map<String, DriveSelection> byDrive = new LinkedHashMap<>();
		for (Run run : runs) {
			DriveSelection s = byDrive.computeIfAbsent(Drives.keyOf(run.getDrive()), key -> {
				DriveSelection selection = DriveBenchFactory.eINSTANCE.createDriveSelection();
				selection.setDriveKey(key);
				return selection;
			});
			s.getRunIds().add(run.getId());
		}
		report.getDrives().addAll(byDrive.values());
		return report;
	}
}
