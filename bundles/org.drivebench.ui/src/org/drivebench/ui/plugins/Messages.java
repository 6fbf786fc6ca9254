package org.drivebench.ui.plugins;

import org.eclipse.osgi.util.NLS;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;

/** UI text of the plugin installation (messages.properties). */
// NLS fills the fields reflectively when the class loads: no null default for them
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public final class Messages extends NLS {
	private static final String BUNDLE_NAME = "org.drivebench.ui.plugins.messages";

	public static String dialog_title;
	public static String dialog_heading;
	public static String dialog_message;
	public static String dialog_unavailable;
	public static String repository_group;
	public static String repository_label;
	public static String repository_hint;
	public static String repository_folder;
	public static String repository_zip;
	public static String repository_load;
	public static String repository_loading;
	public static String repository_offers;
	public static String repository_none;
	public static String column_name;
	public static String column_version;
	public static String column_state;
	public static String column_category;
	public static String description_none;
	public static String description_of;
	public static String install;
	public static String installing;
	public static String installed_group;
	public static String uninstall;
	public static String uninstalling;
	public static String uninstall_confirm_title;
	public static String uninstall_confirm;
	public static String trust_title;
	public static String trust_message;
	public static String trust_accept;
	public static String refused_title;
	public static String failed_title;
	public static String refused_untrusted;
	public static String refused_incompatible;
	public static String failed_details;
	public static String restart_title;
	public static String restart_message;
	public static String restart_now;
	public static String restart_later;

	static {
		NLS.initializeMessages(BUNDLE_NAME, Messages.class);
	}

	private Messages() {
	}
}
