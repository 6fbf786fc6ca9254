package org.drivebench.ui.explorer;

import org.eclipse.osgi.util.NLS;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;

/** UI text of the results explorer (messages.properties). */
// NLS fills the fields reflectively when the class loads: no null default for them
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public final class Messages extends NLS {
	private static final String BUNDLE_NAME = "org.drivebench.ui.explorer.messages";

	public static String explorer_drive;
	public static String explorer_drive_one;
	public static String explorer_tests;
	public static String explorer_undated;
	public static String explorer_run_state;
	public static String explorer_result_interrupted;
	public static String explorer_unknown_drive;
	public static String explorer_reports;
	public static String explorer_groups;
	public static String explorer_group;
	public static String explorer_studies;
	public static String explorer_study;
	public static String explorer_report;
	public static String explorer_report_untitled;
	public static String explorer_empty_title;
	public static String explorer_empty_body;
	public static String explorer_problems;
	public static String explorer_opening;
	public static String explorer_filter;
	public static String explorer_filter_none;
	public static String rename_title;
	public static String rename_message;
	public static String rename_too_long;
	public static String delete_run_title;
	public static String delete_run_message;
	public static String delete_drive_title;
	public static String delete_drive_message;
	public static String delete_drives_message;
	public static String delete_runs_message;
	public static String delete_report_title;
	public static String delete_report_message;
	public static String delete_reports_message;
	public static String delete_group_title;
	public static String delete_group_message;
	public static String delete_group_message_unrun;
	public static String delete_group_one_run;
	public static String delete_group_and_comparison;
	public static String delete_group_runs;
	public static String delete_groups_message;
	public static String delete_also_groups;
	public static String delete_group_running;
	public static String delete_group_running_elsewhere;
	public static String edit_failed_title;
	public static String edit_failed;
	public static String library_switched_failed;
	public static String properties_title;
	public static String properties_none;
	public static String properties_name;
	public static String properties_vendor;
	public static String properties_model;
	public static String properties_serial;
	public static String properties_firmware;
	public static String properties_capacity;
	public static String properties_interface;
	public static String properties_notes;
	public static String properties_save;

	static {
		NLS.initializeMessages(BUNDLE_NAME, Messages.class);
	}

	private Messages() {
	}
}
