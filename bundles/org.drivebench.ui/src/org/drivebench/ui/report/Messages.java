package org.drivebench.ui.report;

import org.eclipse.osgi.util.NLS;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;

/** UI text of the comparison report editor (messages.properties). */
// NLS fills the fields reflectively when the class loads: no null default for them
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public final class Messages extends NLS {
	private static final String BUNDLE_NAME = "org.drivebench.ui.report.messages";

	public static String baseline_none;
	public static String drive_one_run;
	public static String drive_runs;
	public static String editor_save;
	public static String editor_setup;
	public static String editor_newer;
	public static String editor_update;
	public static String editor_update_tooltip;
	public static String editor_pinned_note;
	public static String editor_setup_tooltip;
	public static String editor_export;
	public static String editor_exporting;
	public static String editor_exported_one;
	public static String editor_exported;
	public static String editor_export_failed_short;
	public static String editor_failed;
	public static String editor_missing;
	public static String editor_no_charts;
	public static String editor_status;
	public static String editor_tooltip;
	public static String editor_count;
	public static String editor_working;
	public static String study_heading;
	public static String study_tooltip;
	public static String study_failed;
	public static String study_status;
	public static String export_failed_title;
	public static String export_failed;
	public static String figures_absolute;
	public static String figures_relative;
	public static String setup_overall;
	public static String setup_overall_tip;
	public static String layout_columns;
	public static String layout_rows;
	public static String run_tests;
	public static String run_undated;
	public static String save_failed_title;
	public static String save_failed;
	public static String setup_all_tests;
	public static String setup_baseline;
	public static String setup_color;
	public static String setup_drives;
	public static String setup_figures;
	public static String setup_layout;
	public static String setup_table;
	public static String setup_tests;
	public static String setup_title;
	public static String test_one_drive;
	public static String test_drives;
	public static String title_empty;
	public static String title_one;
	public static String title_two;
	public static String title_three;
	public static String title_many;
	public static String title_untitled;

	public static String recolor_failed_title;
	public static String recolor_failed;

	static {
		NLS.initializeMessages(BUNDLE_NAME, Messages.class);
	}

	private Messages() {
	}
}
