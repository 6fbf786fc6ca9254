package org.drivebench.ui.workbench;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPartSashContainerElement;
import org.eclipse.e4.ui.workbench.modeling.EModelService;

/**
 * The window's first layout, taken from the application model as the workbench starts (the share of
 * each area in its sash), so Window > Reset Layout can give it back whatever the user dragged since.
 */
final class LayoutMemory {
	private static final String KEY = "org.drivebench.ui.workbench.initialLayout";

	private LayoutMemory() {
	}

	/** Keeps the proportions the model starts with (once: later calls keep the first). */
	static void record(MApplication application, EModelService models) {
		if (application.getTransientData().containsKey(KEY)) {
			return;
		}
		Map<String, String> layout = new HashMap<>();
		for (MPartSashContainerElement element : models.findElements(application, null, MPartSashContainerElement.class, null)) {
			if (element.getElementId() != null && element.getContainerData() != null) {
				layout.put(element.getElementId(), element.getContainerData());
			}
		}
		application.getTransientData().put(KEY, Map.copyOf(layout));
	}

	/** The element ids of the areas and their first proportions (empty before {@link #record}). */
	@SuppressWarnings("unchecked")
	static Map<String, String> initial(MApplication application) {
		Object layout = application.getTransientData().get(KEY);
		return layout instanceof Map<?, ?> map ? (Map<String, String>) map : Map.of();
	}
}
