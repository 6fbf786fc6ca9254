package org.drivebench.ui.library;

import org.eclipse.osgi.util.NLS;

/** UI text about the open library (messages.properties). */
public final class Messages extends NLS {
	private static final String BUNDLE_NAME = "org.drivebench.ui.library.messages";

	public static String watch_failed;
	public static String watch_refresh_failed;
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
