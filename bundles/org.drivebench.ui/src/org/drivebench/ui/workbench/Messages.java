package org.drivebench.ui.workbench;

import org.eclipse.osgi.util.NLS;

/** UI text of the welcome page (messages.properties). */
public final class Messages extends NLS {
	private static final String BUNDLE_NAME = "org.drivebench.ui.workbench.messages";

	public static String welcome_title;
	public static String welcome_intro;
	public static String welcome_run;
	public static String welcome_run_text;
	public static String welcome_library;
	public static String welcome_library_text;
	public static String welcome_library_folder;
	public static String welcome_compare;
	public static String welcome_compare_text;
	public static String welcome_more;

	static {
		NLS.initializeMessages(BUNDLE_NAME, Messages.class);
	}

	private Messages() {
	}
}
