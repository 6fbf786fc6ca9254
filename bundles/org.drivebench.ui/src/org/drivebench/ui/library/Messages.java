package org.drivebench.ui.library;

import org.eclipse.osgi.util.NLS;

/** UI text about the open library (messages.properties). */
public final class Messages extends NLS {
	private static final String BUNDLE_NAME = "org.drivebench.ui.library.messages";

	public static String watch_failed;
	public static String watch_refresh_failed;
	public static String import_run_title;
	public static String import_run_filter;
	public static String import_run_all;
	public static String import_run_done;
	public static String import_run_replaced;
	public static String import_run_failed;

	static {
		NLS.initializeMessages(BUNDLE_NAME, Messages.class);
	}

	private Messages() {
	}
}
