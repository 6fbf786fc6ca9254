package org.drivebench.ui.workbench;

import jakarta.annotation.PostConstruct;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;

/**
 * The part stacks' tabs as the product shows them: without the most-recently-used order, so a tab chosen
 * from the overflow list scrolls into view instead of taking a visible tab's place. e4's stack renderer
 * reads this from its preferences as it makes each stack, and shows the order unless told otherwise; a
 * CSS rule used to turn it off, but the workbench starts without a CSS engine (about 250 classes and a
 * styling pass over every widget less before its window shows). An addon: made before the window is.
 */
public class TabFolderLook {
	/** The stack renderer's preference node and keys (StackRenderer.MRU_KEY_DEFAULT, MRU_KEY). */
	static final String RENDERER_NODE = "org.eclipse.e4.ui.workbench.renderers.swt", MRU_DEFAULT = "enableMRUDefault",
			MRU = "enableMRU";

	@PostConstruct
	void apply() {
		IEclipsePreferences renderer = InstanceScope.INSTANCE.getNode(RENDERER_NODE);
		// the default the renderer falls back to; a choice made with its own key (none in this product) still wins
		renderer.putBoolean(MRU_DEFAULT, false);
	}
}
