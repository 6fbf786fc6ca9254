package org.drivebench.ui.handlers;

import org.eclipse.osgi.util.NLS;

/** UI text of the handlers (messages.properties). */
public final class Messages extends NLS {
	private static final String BUNDLE_NAME = "org.drivebench.ui.handlers.messages";

	public static String about_title;
	public static String about_text;

	static {
		NLS.initializeMessages(BUNDLE_NAME, Messages.class);
	}

	private Messages() {
	}
}
