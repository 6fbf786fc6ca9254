package org.drivebench.ui.explorer;

import java.text.DateFormat;
import java.util.List;

import jakarta.inject.Named;

import org.drivebench.library.drives.Drives;
import org.drivebench.library.LibraryEdits;
import org.drivebench.library.LibraryService;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Run;
import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Shell;

/** Delete… (Delete): asks, then moves the selected runs, drives (all their runs) or reports to the library's trash. */
public class DeleteHandler {
	@CanExecute
	public boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_SELECTION) @Nullable Object selection) {
		return ExplorerSelection.of(selection).deletes();
	}

	@Execute
	public void execute(@Named(IServiceConstants.ACTIVE_SELECTION) Object selection, @Named(IServiceConstants.ACTIVE_SHELL) Shell shell,
			LibraryService libraries, ExplorerEdits edits) {
		ExplorerSelection rows = ExplorerSelection.of(selection);
		List<DriveNode> drives = rows.drives();
		List<Run> runs = rows.runsApartFromDrives();
		List<ComparisonReport> reports = rows.reports();
		if (drives.isEmpty() && runs.isEmpty() && reports.isEmpty()) {
			return;
		}
		String title;
		String message;
		if (!drives.isEmpty()) {
			int count = drives.stream().mapToInt(d -> d.runs().size()).sum() + runs.size();
			title = Messages.delete_drive_title;
			message = drives.size() == 1 && runs.isEmpty() ? NLS.bind(Messages.delete_drive_message, drives.get(0).displayName(), count)
					: NLS.bind(Messages.delete_drives_message, drives.size(), count);
		} else if (!runs.isEmpty()) {
			title = Messages.delete_run_title;
			message = runs.size() == 1 ? runMessage(runs.get(0)) : NLS.bind(Messages.delete_runs_message, runs.size());
		} else {
			title = Messages.delete_report_title;
			message = reports.size() == 1 ? NLS.bind(Messages.delete_report_message, ExplorerLabelProvider.title(reports.get(0)))
					: NLS.bind(Messages.delete_reports_message, reports.size());
		}
		if (MessageDialog.openConfirm(shell, title, message)) {
			edits.apply("move to the trash", shell, () -> {
				LibraryEdits.delete(libraries.library(), drives.stream().map(DriveNode::key).toList(), runs);
				LibraryEdits.deleteReports(libraries.library(), reports);
			});
		}
	}

	private static String runMessage(Run run) {
		String when = run.getStartedAt() == null ? Messages.explorer_undated
				: DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.SHORT).format(run.getStartedAt());
		String drive = new DriveNode(Drives.keyOf(run), run.getDrive(), List.of()).displayName();
		return NLS.bind(Messages.delete_run_message, new Object[] { drive, when, run.getResults().size(), "runs/" + run.getId() + ".xmi" });
	}
}
