package org.drivebench.ui.charts.render;

import org.eclipse.osgi.util.NLS;

/** UI text of a chart on the screen (messages.properties): what the pointer's overlay says. */
public final class Messages extends NLS {
	private static final String BUNDLE_NAME = "org.drivebench.ui.charts.render.messages";

	public static String chart_zoomed_hint;

	static {
		NLS.initializeMessages(BUNDLE_NAME, Messages.class);
	}

	private Messages() {
	}
}
