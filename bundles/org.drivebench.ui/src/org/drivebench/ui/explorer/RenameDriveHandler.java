package org.drivebench.ui.explorer;

import jakarta.inject.Named;

import org.drivebench.library.LibraryEdits;
import org.drivebench.library.LibraryService;
import org.drivebench.model.Drive;
import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Shell;

/** Rename… (F2): asks for the selected drive's new name and gives it to the drive in all its runs. */
public class RenameDriveHandler {
	@CanExecute
	public boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_SELECTION) @Nullable Object selection) {
		return ExplorerSelection.of(selection).drive() != null;
	}

	@Execute
	public void execute(@Named(IServiceConstants.ACTIVE_SELECTION) Object selection, @Named(IServiceConstants.ACTIVE_SHELL) Shell shell,
			LibraryService libraries, ExplorerEdits edits) {
		DriveNode drive = ExplorerSelection.of(selection).drive();
		if (drive == null) {
			return;
		}
		Drive d = drive.drive();
		String current = d == null || d.getLabel() == null ? drive.displayName() : d.getLabel();
		InputDialog dialog = new InputDialog(shell, Messages.rename_title, NLS.bind(Messages.rename_message, drive.key()), current,
				text -> text.strip().length() > LibraryEdits.MAX_NAME
						? NLS.bind(Messages.rename_too_long, text.strip().length(), LibraryEdits.MAX_NAME) : null);
		if (dialog.open() == Window.OK) {
			String name = dialog.getValue();
			edits.apply("rename drive " + drive.key(), shell, () -> LibraryEdits.rename(libraries.library(), drive.key(), name));
		}
	}
}
