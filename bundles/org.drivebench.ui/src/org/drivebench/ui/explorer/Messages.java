package org.drivebench.ui.explorer;

import org.eclipse.osgi.util.NLS;

/** UI text of the results explorer (messages.properties). */
public final class Messages extends NLS {
	private static final String BUNDLE_NAME = "org.drivebench.ui.explorer.messages";

	public static String explorer_drive;
	public static String explorer_tests;
	public static String explorer_undated;
	public static String explorer_empty_title;
	public static String explorer_empty_body;
	public static String explorer_problems;
	public static String explorer_open_failed;
	public static String explorer_filter;

	static {
		NLS.initializeMessages(BUNDLE_NAME, Messages.class);
	}

	private Messages() {
	}
}
