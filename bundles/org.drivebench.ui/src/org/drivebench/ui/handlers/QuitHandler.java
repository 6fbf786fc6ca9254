package org.drivebench.ui.handlers;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.workbench.IWorkbench;
import org.eclipse.e4.ui.workbench.modeling.EPartService;

/** File > Quit: asks to save each part with unsaved changes (Cancel stays), then closes the workbench. */
public class QuitHandler {
	@Execute
	public void execute(IWorkbench workbench, EPartService parts) {
		if (parts.saveAll(true)) {
			workbench.close();
		}
	}
}
