package org.drivebench.ui.explorer;

import java.util.Collection;
import java.util.Set;

import org.drivebench.library.RunStartTimes;
import org.drivebench.core.runner.RunProcess;
import org.drivebench.report.study.StripStudy;
import org.drivebench.engine.Sizes;
import org.drivebench.group.GroupComparison;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.GroupTest;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.osgi.util.NLS;

/**
 * Text of the explorer's rows: drives, runs by date (to the second where two share a minute) and suite,
 * results by test and status, reports by title.
 */
class ExplorerLabelProvider extends ColumnLabelProvider {
	/** The minutes in which more than one run of the library started: their runs show the seconds too. */
	private Set<Long> sharedMinutes = Set.of();

	/** Takes the library's runs anew (after every change), to know which runs need their seconds. */
	void runsChanged(Collection<Run> runs) {
		sharedMinutes = RunStartTimes.sharedMinutes(runs);
	}

	@Override
	public String getText(@Nullable Object element) {
		if (element instanceof DriveNode drive) {
			return drive.runs().size() == 1 ? NLS.bind(Messages.explorer_drive_one, drive.displayName())
					: NLS.bind(Messages.explorer_drive, drive.displayName(), drive.runs().size());
		}
		if (element instanceof Run run) {
			String when = RunStartTimes.started(run, sharedMinutes, Messages.explorer_undated);
			String what = run.getSuiteName() != null && !run.getSuiteName().isBlank() ? run.getSuiteName()
					: NLS.bind(Messages.explorer_tests, run.getResults().size());
			String state = RunProcess.stateText(run);
			return state.isEmpty() ? when + " \u2014 " + what : NLS.bind(Messages.explorer_run_state, new Object[] { when, what, state });
		}
		if (element instanceof TestResult result) {
			String name = result.getTestName() != null ? result.getTestName() : result.getTestId();
			if (result.getStatus() == ResultStatus.RUNNING && result.getRun() != null && RunProcess.interrupted(result.getRun())) {
				return NLS.bind(Messages.explorer_result_interrupted, name);
			}
			return result.getStatus() == ResultStatus.COMPLETED ? name : name + " (" + result.getStatus().getLiteral().toLowerCase() + ")";
		}
		if (element instanceof StudiesNode studies) {
			return NLS.bind(Messages.explorer_studies, studies.studies().size());
		}
		if (element instanceof StripStudy study) {
			int n = study.points().size();
			return NLS.bind(Messages.explorer_study, new Object[] { study.name(), n,
					Sizes.format(study.points().get(0).stripSizeBytes()), Sizes.format(study.points().get(n - 1).stripSizeBytes()) });
		}
		if (element instanceof GroupTestsNode groups) {
			return NLS.bind(Messages.explorer_groups, groups.groups().size());
		}
		if (element instanceof GroupTest group) {
			long done = group.getEntries().stream().filter(e -> e.getState() == GroupEntryState.DONE).count();
			String name = GroupComparison.title(group);
			return NLS.bind(Messages.explorer_group, new Object[] { name, group.getEntries().size(), done });
		}
		if (element instanceof ReportsNode reports) {
			return NLS.bind(Messages.explorer_reports, reports.reports().size());
		}
		if (element instanceof ComparisonReport report) {
			return NLS.bind(Messages.explorer_report, title(report), report.getDrives().size());
		}
		return String.valueOf(element);
	}

	static String title(ComparisonReport report) {
		return report.getTitle() == null || report.getTitle().isBlank() ? Messages.explorer_report_untitled : report.getTitle();
	}
}
