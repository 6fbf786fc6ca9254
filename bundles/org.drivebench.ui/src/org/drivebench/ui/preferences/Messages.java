package org.drivebench.ui.preferences;

import org.eclipse.osgi.util.NLS;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;

/** UI text of the preferences (messages.properties). */
// NLS fills the fields reflectively when the class loads: no null default for them
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public final class Messages extends NLS {
	private static final String BUNDLE_NAME = "org.drivebench.ui.preferences.messages";

	public static String dialog_title;
	public static String dialog_heading;
	public static String dialog_message;
	public static String library_group;
	public static String library_folder;
	public static String library_browse;
	public static String library_default;
	public static String library_not_folder;
	public static String library_no_parent;
	public static String display_group;
	public static String rate_unit;
	public static String rate_mb;
	public static String rate_mib;
	public static String rounding;
	public static String palette_group;
	public static String palette_text;
	public static String palette_hint;
	public static String palette_invalid;
	public static String palette_empty;
	public static String palette_restore;
	public static String store_failed;

	static {
		NLS.initializeMessages(BUNDLE_NAME, Messages.class);
	}

	private Messages() {
	}
}
