package org.drivebench.ui.workbench;

import java.util.List;
import java.util.Map;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartSashContainerElement;
import org.eclipse.e4.ui.workbench.IPresentationEngine;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;

/**
 * Window > Reset Layout: the window's areas as they were when the workbench started (the Results view
 * on the left, the editors and the run monitor on the right, in their first proportions), with no
 * stack maximised or minimised and both views shown again. The editors stay open.
 */
public class ResetLayoutHandler {
	/** The views the layout always shows. */
	static final List<String> VIEWS = List.of(WelcomePart.EXPLORER_ID, "org.drivebench.ui.part.monitor");

	@Execute
	public void execute(MApplication application, EModelService models, EPartService parts) {
		Map<String, String> initial = LayoutMemory.initial(application);
		for (MPartSashContainerElement element : models.findElements(application, null, MPartSashContainerElement.class, null)) {
			element.getTags().removeAll(List.of(IPresentationEngine.MAXIMIZED, IPresentationEngine.MINIMIZED,
					IPresentationEngine.MINIMIZED_BY_ZOOM));
			String data = element.getElementId() == null ? null : initial.get(element.getElementId());
			if (data != null) {
				element.setContainerData(data);
			}
		}
		for (String id : VIEWS) {
			MPart view = parts.findPart(id);
			if (view != null) {
				MUIElement parent = view.getParent();
				if (parent != null) {
					ShowViewHandler.restore(parent);
				}
				view.setToBeRendered(true);
				parts.showPart(view, PartState.VISIBLE);
			}
		}
	}
}
