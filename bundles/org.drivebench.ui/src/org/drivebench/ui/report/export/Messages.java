package org.drivebench.ui.report.export;

import org.eclipse.osgi.util.NLS;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;

/** UI text of the comparison export (messages.properties). */
// NLS fills the fields reflectively when the class loads: no null default for them
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public final class Messages extends NLS {
	private static final String BUNDLE_NAME = "org.drivebench.ui.report.export.messages";

	public static String dialog_title;
	public static String dialog_heading;
	public static String dialog_message;
	public static String dialog_kind;
	public static String dialog_format;
	public static String dialog_width;
	public static String dialog_height;
	public static String dialog_file;
	public static String dialog_folder;
	public static String dialog_browse;
	public static String dialog_export;
	public static String kind_table;
	public static String kind_charts;
	public static String kind_page;
	public static String format_csv;
	public static String format_md;
	public static String format_html;
	public static String format_tex;
	public static String format_json;
	public static String format_png;
	public static String format_svg;

	static {
		NLS.initializeMessages(BUNDLE_NAME, Messages.class);
	}

	private Messages() {
	}
}
