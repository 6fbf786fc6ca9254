package org.drivebench.ui.handlers;

import jakarta.inject.Named;

import org.drivebench.engine.EngineInfo;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.osgi.framework.FrameworkUtil;

/** Help > About: versions that a bug report or a published review should quote. */
public class AboutHandler {
	@Execute
	public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell) {
		String version = FrameworkUtil.getBundle(getClass()).getVersion().toString();
		MessageDialog.openInformation(shell, Messages.about_title,
				Messages.bind(Messages.about_text, version, EngineInfo.runtime()));
	}
}
