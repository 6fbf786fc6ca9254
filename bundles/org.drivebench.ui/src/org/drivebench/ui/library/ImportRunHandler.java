package org.drivebench.ui.library;

import java.io.IOException;
import java.nio.file.Path;

import jakarta.inject.Named;

import org.drivebench.core.io.Failures;
import org.drivebench.library.LibraryService;
import org.drivebench.library.ResultLibrary;
import org.drivebench.library.UnsavedRuns;
import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;

/**
 * File > Import Run...: brings a run file into the library, as {@code drivebench import-run} does: the
 * {@code drivebench-run-<id>.xmi} a run wrote elsewhere when the library could not take it (the run
 * monitor names it), or a run file of another library. The explorer shows the run once it is saved.
 */
public class ImportRunHandler {
	@CanExecute
	public boolean canExecute(LibraryService libraries) {
		return libraries.current().isPresent();
	}

	@Execute
	public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, LibraryService libraries) {
		if (libraries.current().isEmpty()) {
			return;
		}
		ResultLibrary library = libraries.current().get();
		FileDialog dialog = new FileDialog(shell, SWT.OPEN);
		dialog.setText(Messages.import_run_title);
		dialog.setFilterExtensions(new String[] { "*.xmi", "*" });
		dialog.setFilterNames(new String[] { Messages.import_run_filter, Messages.import_run_all });
		String chosen = dialog.open();
		if (chosen == null) {
			return;
		}
		try {
			UnsavedRuns.Imported imported = UnsavedRuns.importInto(library, Path.of(chosen));
			MessageDialog.openInformation(shell, Messages.import_run_title, NLS.bind(imported.replaced() ? Messages.import_run_replaced
					: Messages.import_run_done, new Object[] { imported.run().getId(), chosen, library.folder() }));
		} catch (IOException | RuntimeException e) {
			MessageDialog.openError(shell, Messages.import_run_title, NLS.bind(Messages.import_run_failed, chosen,
					Failures.describe(e)));
		}
	}
}
