package org.drivebench.ui.run;

import org.eclipse.osgi.util.NLS;

/** UI text of the run launcher, the run monitor and the status line (messages.properties). */
public final class Messages extends NLS {
	private static final String BUNDLE_NAME = "org.drivebench.ui.run.messages";

	public static String col_parameter;
	public static String col_value;
	public static String col_unit;
	public static String col_help;
	public static String value_as_suite;
	public static String device_path;
	public static String device_drive;
	public static String device_serial;
	public static String device_capacity;
	public static String device_interface;
	public static String device_writing;
	public static String device_blank;
	public static String device_confirm_needed;
	public static String device_never;
	public static String device_no_serial;
	public static String device_no_findings;
	public static String device_destroys;
	public static String device_confirm;
	public static String device_confirm_hint;
	public static String device_listing;
	public static String device_list_failed;
	public static String device_none;
	public static String device_count_one;
	public static String device_count;
	public static String job_name;
	public static String job_test;
	public static String job_failed;
	public static String job_cancelled_before_start;
	public static String job_save_failed;
	public static String launcher_title;
	public static String launcher_heading;
	public static String launcher_message;
	public static String launcher_target;
	public static String launcher_start;
	public static String launcher_writes;
	public static String live_waiting;
	public static String live_title;
	public static String live_time;
	public static String live_rate;
	public static String live_rate_series;
	public static String live_iops;
	public static String monitor_run;
	public static String monitor_run_entry;
	public static String monitor_cancel;
	public static String monitor_open;
	public static String monitor_col_test;
	public static String monitor_col_state;
	public static String monitor_show;
	public static String monitor_show_rate;
	public static String monitor_show_iops;
	public static String monitor_none;
	public static String monitor_queued;
	public static String monitor_current;
	public static String monitor_step;
	public static String monitor_left;
	public static String monitor_not_saved;
	public static String monitor_saved;
	public static String state_queued;
	public static String state_running;
	public static String state_cancelling;
	public static String state_finished;
	public static String state_cancelled;
	public static String state_failed;
	public static String status_idle;
	public static String status_running;
	public static String status_test;
	public static String plan_group;
	public static String plan_suite;
	public static String plan_test;
	public static String suite_entry;
	public static String suite_description;
	public static String test_entry;
	public static String problem_no_plan;
	public static String problem_simulated;
	public static String problem_folder;
	public static String problem_size;
	public static String problem_users_file;
	public static String problem_file;
	public static String problem_no_device;
	public static String problem_never;
	public static String problem_no_serial;
	public static String problem_confirm;
	public static String target_simulated;
	public static String target_simulated_name;
	public static String target_simulated_info;
	public static String target_simulated_seed;
	public static String target_simulated_seed_hint;
	public static String target_simulated_fresh;
	public static String problem_seed;
	public static String target_file;
	public static String target_file_folder;
	public static String target_file_size;
	public static String target_file_hint;
	public static String target_file_overwrite;
	public static String target_browse;
	public static String target_device;
	public static String preparing_file;
	public static String test_waiting;
	public static String test_running;
	public static String test_completed;
	public static String test_failed;
	public static String test_cancelled;
	public static String test_skipped;
	public static String live_idle;
	public static String live_step;
	public static String monitor_state;

	public static String filecopy_group;
	public static String filecopy_simulated;
	public static String filecopy_folders;
	public static String filecopy_other;
	public static String filecopy_browse;
	public static String filecopy_browse_title;
	public static String filecopy_prepare;
	public static String filecopy_partition;
	public static String filecopy_file_system;

	static {
		NLS.initializeMessages(BUNDLE_NAME, Messages.class);
	}

	private Messages() {
	}
}
