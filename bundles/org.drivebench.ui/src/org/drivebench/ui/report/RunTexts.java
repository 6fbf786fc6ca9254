package org.drivebench.ui.report;

import org.drivebench.library.RunStartTimes;
import org.drivebench.model.Run;
import org.eclipse.osgi.util.NLS;

/** How a run is named in the comparison editor: when it ran (to the second where two share a minute) and what. */
final class RunTexts {
	private RunTexts() {
	}

	/** When {@code run} ran (to the second when its minute is one of {@code sharedMinutes}) and what. */
	static String describe(Run run, java.util.Set<Long> sharedMinutes) {
		String when = RunStartTimes.started(run, sharedMinutes, Messages.run_undated);
		String what = run.getSuiteName() != null && !run.getSuiteName().isBlank() ? run.getSuiteName()
				: NLS.bind(Messages.run_tests, run.getResults().size());
		return when + " \u2014 " + what;
	}
}
