package org.drivebench.ui.plugins;

import jakarta.inject.Named;

import org.drivebench.plugins.PluginInstallation;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.IWorkbench;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.swt.widgets.Shell;

/**
 * Help > Install Test Plugins…: the dialog on the installation DriveBench runs from (or the one the
 * application context holds, which tests set).
 */
public class InstallPluginsHandler {
	@Execute
	public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, IWorkbench workbench,
			@Optional @Nullable PluginInstallation given) {
		PluginInstallation installation = given != null ? given : PluginInstallation.running();
		new InstallPluginsDialog(shell, installation, workbench::restart).open();
	}
}
