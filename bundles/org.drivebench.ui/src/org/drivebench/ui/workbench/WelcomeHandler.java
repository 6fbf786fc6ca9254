package org.drivebench.ui.workbench;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;

/** Help > Welcome: the welcome page with the first steps. */
public class WelcomeHandler {
	@Execute
	public void execute(EPartService parts, EModelService models, MApplication application) {
		Welcome.open(parts, models, application);
	}
}
