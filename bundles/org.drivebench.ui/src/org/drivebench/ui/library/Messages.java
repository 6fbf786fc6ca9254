package org.drivebench.ui.library;

import org.eclipse.osgi.util.NLS;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;

/** UI text about the open library (messages.properties). */
// NLS fills the fields reflectively when the class loads: no null default for them
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
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
	public static String refresh_started;
	public static String refresh_done;
	public static String refresh_unchanged;
	public static String refresh_changed;

	static {
		NLS.initializeMessages(BUNDLE_NAME, Messages.class);
	}

	private Messages() {
	}
}
