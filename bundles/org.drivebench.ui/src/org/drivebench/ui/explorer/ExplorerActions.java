package org.drivebench.ui.explorer;

import java.io.IOException;
import java.text.DateFormat;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

import org.drivebench.core.library.ResultLibrary;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.ui.editor.ResultEditors;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.window.Window;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;

/**
 * What the explorer does to its rows: open (double-click, Enter), rename a drive (F2) and delete runs
 * or drives (Delete), each change confirmed and written through the library off the UI thread.
 */
final class ExplorerActions {
	private final TreeViewer viewer;
	private final Supplier<ResultLibrary> library;
	private final ResultEditors editors;

	ExplorerActions(TreeViewer viewer, Supplier<ResultLibrary> library, ResultEditors editors) {
		this.viewer = viewer;
		this.library = library;
		this.editors = editors;
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
		menu.add(action(Messages.action_open, first instanceof Run || first instanceof TestResult, this::open));
		menu.add(action(Messages.action_rename, first instanceof DriveNode && selection().size() == 1, this::rename));
		menu.add(action(Messages.action_delete, !runsToDelete().isEmpty(), this::delete));
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

	/** Opens the selected result or run in its editor; a drive expands or collapses. */
	void open() {
		Object element = selection().getFirstElement();
		if (element instanceof TestResult result) {
			editors.open(result);
		} else if (element instanceof Run run) {
			editors.open(run);
		} else if (element instanceof DriveNode drive) {
			viewer.setExpandedState(drive, !viewer.getExpandedState(drive));
		}
	}

	/** Asks for a new name of the selected drive and saves it in all its runs. */
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
			inBackground(() -> LibraryEdits.rename(library.get(), drive, name));
		}
	}

	/** Saves {@code notes} for {@code drive}. */
	void saveNotes(DriveNode drive, String notes) {
		inBackground(() -> LibraryEdits.setNotes(library.get(), drive, notes));
	}

	/** Asks, then deletes the selected runs, or all runs of the selected drives. */
	void delete() {
		List<Run> runs = runsToDelete();
		if (runs.isEmpty()) {
			return;
		}
		Object first = selection().getFirstElement();
		boolean confirmed;
		if (first instanceof DriveNode drive) {
			confirmed = MessageDialog.openConfirm(viewer.getControl().getShell(), Messages.delete_drive_title,
					NLS.bind(Messages.delete_drive_message, drive.displayName(), runs.size()));
		} else {
			Run run = runs.get(0);
			String when = run.getStartedAt() == null ? Messages.explorer_undated
					: DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.SHORT).format(run.getStartedAt());
			String drive = run.getDrive() == null ? DriveNode.keyOf(run) : new DriveNode(DriveNode.keyOf(run), run.getDrive(), List.of()).displayName();
			confirmed = MessageDialog.openConfirm(viewer.getControl().getShell(), Messages.delete_run_title,
					NLS.bind(Messages.delete_run_message, new Object[] { drive, when, run.getResults().size(), "runs/" + run.getId() + ".xmi" }));
		}
		if (confirmed) {
			inBackground(() -> LibraryEdits.delete(library.get(), runs));
		}
	}

	/** The runs the selection stands for: selected runs and every run of selected drives. */
	private List<Run> runsToDelete() {
		Set<Run> runs = new LinkedHashSet<>();
		for (Object element : selection().toList()) {
			if (element instanceof DriveNode drive) {
				runs.addAll(drive.runs());
			} else if (element instanceof Run run) {
				runs.add(run);
			}
		}
		return new ArrayList<>(runs);
	}

	private interface LibraryChange {
		void apply() throws IOException;
	}

	private void inBackground(LibraryChange change) {
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
