package org.drivebench.ui.report;

import java.text.DateFormat;

import org.drivebench.model.Run;
import org.eclipse.osgi.util.NLS;

/** How a run is named in the comparison editor: when it ran and what (its suite, or how many tests). */
final class RunTexts {
	private RunTexts() {
	}

	static String describe(Run run) {
		String when = run.getStartedAt() == null ? Messages.run_undated
				: DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.SHORT).format(run.getStartedAt());
		String what = run.getSuiteName() != null && !run.getSuiteName().isBlank() ? run.getSuiteName()
				: NLS.bind(Messages.run_tests, run.getResults().size());
		return when + " \u2014 " + what;
	}
}
