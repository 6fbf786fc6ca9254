package org.drivebench.ui.workbench;

import java.util.List;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.IPresentationEngine;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;

/**
 * Window > Show View > (Results, Run Monitor, Welcome): brings the view to front with the focus, out
 * of a minimised stack where it was put away.
 */
public class ShowViewHandler {
	/** The command's parameter: the element id of the part to show. */
	public static final String PART_PARAMETER = "org.drivebench.ui.commandparameter.part";

	@Execute
	public void execute(@Named(PART_PARAMETER) String partId, EPartService parts, EModelService models, MApplication application) {
		if (Welcome.DESCRIPTOR_ID.equals(partId)) {
			Welcome.open(parts, models, application);
			return;
		}
		MPart part = parts.findPart(partId);
		if (part == null) {
			return;
		}
		part.setToBeRendered(true);
		part.setVisible(true);
		MUIElement parent = part.getParent();
		if (parent != null) {
			restore(parent);
		}
		parts.showPart(part, PartState.ACTIVATE);
	}

	/** Takes a stack out of the minimised trim (the min/max addon follows the tags). */
	static void restore(MUIElement element) {
		element.setToBeRendered(true);
		element.setVisible(true);
		element.getTags().removeAll(List.of(IPresentationEngine.MINIMIZED, IPresentationEngine.MINIMIZED_BY_ZOOM));
	}
}
