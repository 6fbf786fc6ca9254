package org.drivebench.ui.charts;

import org.eclipse.osgi.util.NLS;

/** UI text of the chart viewer (messages.properties); the charts' own words are the core's. */
public final class Messages extends NLS {
	private static final String BUNDLE_NAME = "org.drivebench.ui.charts.messages";

	public static String chart_preparing;
	public static String chart_failed;

	static {
		NLS.initializeMessages(BUNDLE_NAME, Messages.class);
	}

	private Messages() {
	}
}
