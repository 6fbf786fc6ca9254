package org.drivebench.ui.preferences;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;

/** File > Preferences…: opens the preferences dialog. */
public class PreferencesHandler {
	@Execute
	public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell) {
		new PreferencesDialog(shell).open();
	}
}
