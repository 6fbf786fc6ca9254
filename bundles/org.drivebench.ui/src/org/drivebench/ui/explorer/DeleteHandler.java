package org.drivebench.ui.explorer;

import java.text.DateFormat;
import java.util.List;

import jakarta.inject.Named;

import org.drivebench.library.drives.Drives;
import org.drivebench.library.LibraryEdits;
import org.drivebench.library.LibraryService;
import org.drivebench.ui.group.GroupRuns;
import org.drivebench.engine.device.ProcessStamp;
import org.drivebench.group.GroupComparison;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.GroupTest;
import org.drivebench.model.Run;
import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Shell;

/**
 * Delete… (Delete): asks, then moves the selected runs, drives (all their runs), reports or group tests
 * (their runs stay) to the library's trash; a group test that runs is refused, naming it.
 */
public class DeleteHandler {
	@CanExecute
	public boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_SELECTION) @Nullable Object selection) {
		return ExplorerSelection.of(selection).deletes();
	}

	@Execute
	public void execute(@Named(IServiceConstants.ACTIVE_SELECTION) Object selection, @Named(IServiceConstants.ACTIVE_SHELL) Shell shell,
			LibraryService libraries, ExplorerEdits edits, GroupRuns groupRuns) {
		ExplorerSelection rows = ExplorerSelection.of(selection);
		List<DriveNode> drives = rows.drives();
		List<Run> runs = rows.runsApartFromDrives();
		List<ComparisonReport> reports = rows.reports();
		List<GroupTest> groups = rows.groupTests();
		if (drives.isEmpty() && runs.isEmpty() && reports.isEmpty() && groups.isEmpty()) {
			return;
		}
		for (GroupTest g : groups) { // a group test that runs would be saved again by its runner: refused before anything is asked
			String running = running(g, groupRuns);
			if (running != null) {
				MessageDialog.openInformation(shell, Messages.delete_group_title, running);
				return;
			}
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
		} else if (!reports.isEmpty()) {
			title = Messages.delete_report_title;
			message = reports.size() == 1 ? NLS.bind(Messages.delete_report_message, ExplorerLabelProvider.title(reports.get(0)))
					: NLS.bind(Messages.delete_reports_message, reports.size());
		} else {
			title = Messages.delete_group_title;
			message = groups.size() == 1 ? groupMessage(groups.get(0), libraries)
					: NLS.bind(Messages.delete_groups_message, groups.size());
		}
		if (!groups.isEmpty() && !title.equals(Messages.delete_group_title)) {
			message += NLS.bind(Messages.delete_also_groups, String.join(", ", groups.stream().map(GroupComparison::title).toList()));
		}
		if (MessageDialog.openConfirm(shell, title, message)) {
			edits.apply("move to the trash", shell, () -> {
				LibraryEdits.delete(libraries.library(), drives.stream().map(DriveNode::key).toList(), runs);
				LibraryEdits.deleteReports(libraries.library(), reports);
				for (GroupTest g : groups) {
					libraries.library().groupTests().delete(g.getId()); // refused there too, should a run have started meanwhile
				}
			});
		}
	}

	/** Why the group test cannot be deleted now (it runs in this workbench, or in a process of this machine); null when it can. */
	private static @Nullable String running(GroupTest group, GroupRuns groupRuns) {
		String name = GroupComparison.title(group); // as the explorer names it
		if (groupRuns.running(group.getId()).isPresent()) {
			return NLS.bind(Messages.delete_group_running, name);
		}
		java.util.Optional<ProcessStamp> holder = ProcessStamp.parse(group.getProcess());
		if (holder.isPresent() && holder.get().liveness() == ProcessStamp.Liveness.ALIVE) {
			return NLS.bind(Messages.delete_group_running_elsewhere, name, holder.get().pid());
		}
		return null;
	}

	private static String groupMessage(GroupTest group, LibraryService libraries) {
		long runs = group.getEntries().stream().flatMap(e -> e.getRunIds().stream()).distinct()
				.filter(id -> libraries.library().run(id).isPresent()).count();
		String name = GroupComparison.title(group); // as the explorer names it
		if (runs == 0) {
			return NLS.bind(Messages.delete_group_message_unrun, name);
		}
		String kept = runs == 1 ? Messages.delete_group_one_run : NLS.bind(Messages.delete_group_runs, runs);
		String report = group.getReportId();
		if (report != null && libraries.library().report(report).isPresent()) {
			kept = NLS.bind(Messages.delete_group_and_comparison, kept);
		}
		return NLS.bind(Messages.delete_group_message, name, kept);
	}

	private static String runMessage(Run run) {
		String when = run.getStartedAt() == null ? Messages.explorer_undated
				: DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.SHORT).format(run.getStartedAt());
		String drive = new DriveNode(Drives.keyOf(run), run.getDrive(), List.of()).displayName();
		return NLS.bind(Messages.delete_run_message, new Object[] { drive, when, run.getResults().size(), "runs/" + run.getId() + ".xmi" });
	}
}
