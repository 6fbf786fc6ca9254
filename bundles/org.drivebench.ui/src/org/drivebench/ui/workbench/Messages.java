package org.drivebench.ui.workbench;

import org.eclipse.osgi.util.NLS;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;

/** UI text of the welcome page (messages.properties). */
// NLS fills the fields reflectively when the class loads: no null default for them
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
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
