package org.drivebench.ui.run;

import jakarta.inject.Named;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.suite.SuiteCatalog;
import org.drivebench.engine.device.DeviceInspector;
import org.drivebench.library.LibraryService;
import org.drivebench.library.ResultLibrary;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.ui.parts.PartOpener;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.core.di.extensions.Service;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;

/** Run > New Run…: the launcher, then the run as a job, watched in the run monitor. */
public class RunHandler {
	/** The run monitor part in Application.e4xmi. */
	public static final String MONITOR_ID = "org.drivebench.ui.part.monitor";

	@Execute
	public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, @Service TestRegistry registry,
			LibraryService libraries, RunSessions sessions, PartOpener parts, @Optional @Nullable DisplaySettings settings) {
		ResultLibrary library = libraries.library();
		RunLauncherDialog dialog = new RunLauncherDialog(shell, new LaunchPlanner(registry), new SuiteCatalog(registry, library).listed(),
				() -> new DeviceInspector().list(), registry.studies().stream().findFirst());
		if (dialog.open() != Window.OK) {
			return;
		}
		// a drive new to the library takes its colour from the user's palette
		var palette = (settings == null ? DisplaySettings.DEFAULT : settings).palette();
		dialog.requests().forEach(request -> sessions.start(request, library, palette));
		parts.show(MONITOR_ID, PartState.VISIBLE);
	}
}
