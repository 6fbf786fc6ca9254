package org.drivebench.ui.explorer;

import java.io.IOException;
import java.text.DateFormat;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

import org.drivebench.core.library.LibraryEdits;
import org.drivebench.core.library.ResultLibrary;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.ui.editor.ResultEditors;
import org.drivebench.ui.report.ReportEditors;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.window.Window;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;

/**
 * What the explorer does to its rows: open (double-click, Enter), compare drives, rename a drive (F2)
 * and delete runs, drives or reports (Delete), each change confirmed and made through the library off
 * the UI thread.
 */
final class ExplorerActions {
	private final TreeViewer viewer;
	private final Supplier<ResultLibrary> library;
	private final ResultEditors editors;
	private final ReportEditors reports;

	ExplorerActions(TreeViewer viewer, Supplier<ResultLibrary> library, ResultEditors editors, ReportEditors reports) {
		this.viewer = viewer;
		this.library = library;
		this.editors = editors;
		this.reports = reports;
		viewer.addDoubleClickListener(e -> open());
		viewer.getTree().addListener(SWT.KeyDown, e -> {
			if (e.keyCode == SWT.F2) {
				rename();
			} else if (e.keyCode == SWT.DEL) {
				delete();
			}
		});
		MenuManager menu = new MenuManager();
		menu.setRemoveAllWhenShown(true);
		menu.addMenuListener(this::fillMenu);
		viewer.getTree().setMenu(menu.createContextMenu(viewer.getTree()));
	}

	private void fillMenu(IMenuManager menu) {
		Object first = selection().getFirstElement();
		menu.add(action(Messages.action_open, first instanceof Run || first instanceof TestResult || first instanceof ComparisonReport,
				this::open));
		menu.add(action(Messages.action_compare, true, this::compare));
		menu.add(new Separator());
		menu.add(action(Messages.action_rename, first instanceof DriveNode && selection().size() == 1, this::rename));
		menu.add(action(Messages.action_delete, !drivesToDelete().isEmpty() || !runsToDelete().isEmpty() || !reportsToDelete().isEmpty(),
				this::delete));
	}

	private static Action action(String text, boolean enabled, Runnable run) {
		Action action = new Action(text) {
			@Override
			public void run() {
				run.run();
			}
		};
		action.setEnabled(enabled);
		return action;
	}

	private IStructuredSelection selection() {
		return viewer.getStructuredSelection();
	}

	/** Opens the selected result, run or report in its editor; a drive or the reports row expands or collapses. */
	void open() {
		Object element = selection().getFirstElement();
		if (element instanceof TestResult result) {
			editors.open(result);
		} else if (element instanceof Run run) {
			editors.open(run);
		} else if (element instanceof ComparisonReport report) {
			reports.open(report);
		} else if (element instanceof DriveNode || element instanceof ReportsNode) {
			viewer.setExpandedState(element, !viewer.getExpandedState(element));
		}
	}

	/** Opens a new comparison of the selected drives (of all drives when none is selected). */
	void compare() {
		Set<String> keys = new LinkedHashSet<>();
		for (Object element : selection().toList()) {
			if (element instanceof DriveNode drive) {
				keys.add(drive.key());
			} else if (element instanceof Run run) {
				keys.add(DriveNode.keyOf(run));
			} else if (element instanceof TestResult result && result.getRun() != null) {
				keys.add(DriveNode.keyOf(result.getRun()));
			}
		}
		reports.openNew(List.copyOf(keys));
	}

	/** Asks for a new name of the selected drive and gives it to the drive in all its runs. */
	void rename() {
		if (!(selection().getFirstElement() instanceof DriveNode drive)) {
			return;
		}
		String current = drive.drive() == null || drive.drive().getLabel() == null ? drive.displayName() : drive.drive().getLabel();
		InputDialog dialog = new InputDialog(viewer.getControl().getShell(), Messages.rename_title,
				NLS.bind(Messages.rename_message, drive.key()), current,
				text -> text.strip().length() > LibraryEdits.MAX_NAME
						? NLS.bind(Messages.rename_too_long, text.strip().length(), LibraryEdits.MAX_NAME) : null);
		if (dialog.open() == Window.OK) {
			String name = dialog.getValue();
			inBackground(() -> LibraryEdits.rename(library.get(), drive.key(), name));
		}
	}

	/** Saves {@code notes} for {@code drive}. */
	void saveNotes(DriveNode drive, String notes) {
		inBackground(() -> LibraryEdits.setNotes(library.get(), drive.key(), notes));
	}

	/** Asks, then moves the selected runs, drives (all their runs) or reports to the library's trash. */
	void delete() {
		List<DriveNode> drives = drivesToDelete();
		List<Run> runs = runsToDelete();
		List<ComparisonReport> reportList = reportsToDelete();
		if (drives.isEmpty() && runs.isEmpty() && reportList.isEmpty()) {
			return;
		}
		String title;
		String message;
		if (!drives.isEmpty()) {
			int count = drives.stream().mapToInt(d -> d.runs().size()).sum() + runs.size();
			title = Messages.delete_drive_title;
			message = drives.size() == 1 && runs.isEmpty()
					? NLS.bind(Messages.delete_drive_message, drives.get(0).displayName(), count)
					: NLS.bind(Messages.delete_drives_message, drives.size(), count);
		} else if (!runs.isEmpty()) {
			title = Messages.delete_run_title;
			if (runs.size() == 1) {
				Run run = runs.get(0);
				String when = run.getStartedAt() == null ? Messages.explorer_undated
						: DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.SHORT).format(run.getStartedAt());
				String drive = new DriveNode(DriveNode.keyOf(run), run.getDrive(), List.of()).displayName();
				message = NLS.bind(Messages.delete_run_message,
						new Object[] { drive, when, run.getResults().size(), "runs/" + run.getId() + ".xmi" });
			} else {
				message = NLS.bind(Messages.delete_runs_message, runs.size());
			}
		} else {
			title = Messages.delete_report_title;
			message = reportList.size() == 1 ? NLS.bind(Messages.delete_report_message, ExplorerLabelProvider.title(reportList.get(0)))
					: NLS.bind(Messages.delete_reports_message, reportList.size());
		}
		if (MessageDialog.openConfirm(viewer.getControl().getShell(), title, message)) {
			inBackground(() -> {
				LibraryEdits.delete(library.get(), drives.stream().map(DriveNode::key).toList(), runs);
				LibraryEdits.deleteReports(library.get(), reportList);
			});
		}
	}

	private List<DriveNode> drivesToDelete() {
		return selection().toList().stream().filter(DriveNode.class::isInstance).map(DriveNode.class::cast).toList();
	}

	/** The selected runs that are not runs of a selected drive (those go with their drive). */
	private List<Run> runsToDelete() {
		Set<String> ofDrives = new LinkedHashSet<>();
		drivesToDelete().forEach(d -> ofDrives.add(d.key()));
		List<Run> runs = new ArrayList<>();
		for (Object element : selection().toList()) {
			if (element instanceof Run run && !ofDrives.contains(DriveNode.keyOf(run))) {
				runs.add(run);
			}
		}
		return runs;
	}

	private List<ComparisonReport> reportsToDelete() {
		return selection().toList().stream().filter(ComparisonReport.class::isInstance).map(ComparisonReport.class::cast).toList();
	}

	private interface Edit {
		void apply() throws IOException;
	}

	private void inBackground(Edit change) {
		Display display = viewer.getControl().getDisplay();
		Thread worker = new Thread(() -> {
			try {
				change.apply();
			} catch (IOException | RuntimeException e) {
				display.asyncExec(() -> {
					if (!viewer.getControl().isDisposed()) {
						MessageDialog.openError(viewer.getControl().getShell(), Messages.edit_failed_title,
								NLS.bind(Messages.edit_failed, e.getMessage()));
					}
				});
			}
		}, "DriveBench library edit");
		worker.setDaemon(true);
		worker.start();
	}
}
