package org.drivebench.ui.workbench;

import org.drivebench.ui.parts.PartOpener;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;

/** Opens the welcome page in the editor area, or brings it to front when it is open. */
final class Welcome {
	/** The welcome page's part descriptor in Application.e4xmi. */
	static final String DESCRIPTOR_ID = "org.drivebench.ui.partdescriptor.welcome";

	private Welcome() {
	}

	static MPart open(EPartService parts, EModelService models, MApplication application) {
		for (MPart part : parts.getParts()) {
			if (DESCRIPTOR_ID.equals(part.getElementId()) && part.isToBeRendered()) {
				parts.showPart(part, PartState.ACTIVATE);
				return part;
			}
		}
		MPart part = parts.createPart(DESCRIPTOR_ID);
		if (part == null) {
			throw new IllegalStateException("the application model has no part descriptor " + DESCRIPTOR_ID);
		}
		PartOpener.addToEditorStack(part, models, application);
		parts.showPart(part, PartState.ACTIVATE);
		return part;
	}
}
