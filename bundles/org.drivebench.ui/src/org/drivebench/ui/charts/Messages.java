package org.drivebench.ui.charts;

import org.eclipse.osgi.util.NLS;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;

/** UI text of the chart viewer (messages.properties); the charts' own words are the core's. */
// NLS fills the fields reflectively when the class loads: no null default for them
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
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
