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
	public static String import_results_title;
	public static String import_results_heading;
	public static String import_results_message;
	public static String import_results_files;
	public static String import_results_add;
	public static String import_results_remove;
	public static String import_results_drive;
	public static String import_results_drive_hint;
	public static String import_results_drive_field;
	public static String import_results_formats;
	public static String import_results_filter;
	public static String import_results_import;
	public static String import_results_none;
	public static String import_results_bad;
	public static String import_results_unsaved;
	public static String import_results_done;
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
