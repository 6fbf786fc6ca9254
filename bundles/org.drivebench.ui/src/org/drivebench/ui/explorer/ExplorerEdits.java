package org.drivebench.ui.explorer;

import java.io.IOException;

import jakarta.inject.Inject;

import org.drivebench.core.io.Failures;
import org.drivebench.ui.library.BackgroundWork;
import org.eclipse.core.runtime.ILog;
import org.eclipse.e4.core.di.annotations.Creatable;
import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Shell;

/**
 * Makes the explorer's changes to the library off the UI thread; a change that fails is said in a
 * dialog and logged to the platform's log. The explorer hears of changes that worked from the
 * library's own change events.
 */
@Creatable
public class ExplorerEdits {
	/** A change to the library. */
	@FunctionalInterface
	public interface Edit {
		void apply() throws IOException;
	}

	@Inject
	private UISynchronize sync;

	/** Applies {@code edit} in the background; {@code shell} carries the error dialog. */
	public void apply(String what, Shell shell, Edit edit) {
		BackgroundWork.run("DriveBench: " + what, () -> {
			try {
				edit.apply();
			} catch (IOException | RuntimeException e) {
				ILog.of(ExplorerEdits.class).error(what + ": " + Failures.describe(e), e);
				sync.asyncExec(() -> {
					if (!shell.isDisposed()) {
						MessageDialog.openError(shell, Messages.edit_failed_title, NLS.bind(Messages.edit_failed, Failures.describe(e)));
					}
				});
			}
		});
	}
}
