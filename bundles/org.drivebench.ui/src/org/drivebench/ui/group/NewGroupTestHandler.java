package org.drivebench.ui.group;

import java.io.IOException;

import jakarta.inject.Named;

import org.drivebench.core.io.Failures;
import org.drivebench.library.LibraryService;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.GroupTest;
import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Shell;

/**
 * File > New Group Test…: asks for its name (checked as {@code drivebench group-test create} checks it),
 * saves the empty group test in the library and opens its editor, where its entries are added.
 */
public class NewGroupTestHandler {
	@CanExecute
	public boolean canExecute(LibraryService libraries) {
		return libraries.current().isPresent();
	}

	@Execute
	public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, LibraryService libraries, GroupTestEditors editors) {
		if (libraries.current().isEmpty()) {
			return;
		}
		ResultLibrary library = libraries.current().get();
		InputDialog dialog = new InputDialog(shell, Messages.new_title, Messages.new_prompt, "", text -> problem(library, text.strip()));
		if (dialog.open() != Window.OK) {
			return;
		}
		String id = dialog.getValue().strip();
		GroupTest group = DriveBenchFactory.eINSTANCE.createGroupTest();
		group.setId(id);
		try {
			library.groupTests().save(group); // one small file, renamed into place
		} catch (IOException | RuntimeException e) {
			MessageDialog.openError(shell, Messages.new_title, NLS.bind(Messages.new_failed, id, Failures.describe(e)));
			return;
		}
		editors.open(group);
	}

	/** What is wrong with {@code id} as a new group test's name, or null. */
	static @Nullable String problem(ResultLibrary library, String id) {
		if (id.isEmpty()) {
			return Messages.new_blank;
		}
		try {
			library.groupTests().checkId(id);
		} catch (IllegalArgumentException e) {
			return e.getMessage().replaceFirst("^GroupTest id ", "the name ");
		}
		return library.groupTests().find(id).isPresent() ? NLS.bind(Messages.new_exists, id) : null;
	}
}
