package org.drivebench.ui.charts.export;

import org.eclipse.osgi.util.NLS;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;

/** UI text of chart export (messages.properties). */
// NLS fills the fields reflectively when the class loads: no null default for them
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public final class Messages extends NLS {
	private static final String BUNDLE_NAME = "org.drivebench.ui.charts.export.messages";

	public static String menu_export_png;
	public static String menu_export_svg;
	public static String menu_copy_csv;
	public static String menu_log;
	public static String menu_reset;
	public static String dialog_title;
	public static String dialog_message;
	public static String dialog_bad_path;
	public static String dialog_width;
	public static String dialog_height;
	public static String dialog_file;
	public static String dialog_browse;
	public static String dialog_file_missing;
	public static String dialog_extension;
	public static String export_failed_title;
	public static String export_failed;

	static {
		NLS.initializeMessages(BUNDLE_NAME, Messages.class);
	}

	private Messages() {
	}
}
