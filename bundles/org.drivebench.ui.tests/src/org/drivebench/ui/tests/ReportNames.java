package org.drivebench.ui.tests;

import org.drivebench.model.Run;
import org.drivebench.library.drives.Drives;

/** The name a run's drive has in review tables and chart legends. */
final class ReportNames {
	private ReportNames() {
	}

	static String of(Run run) {
		return Drives.label(run.getDrive());
	}
}
