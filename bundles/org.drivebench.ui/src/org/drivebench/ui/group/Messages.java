package org.drivebench.ui.group;

import org.eclipse.osgi.util.NLS;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;

/** UI text of the Group Test editor and of File > New Group Test (messages.properties). */
// NLS fills the fields reflectively when the class loads: no null default for them
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public final class Messages extends NLS {
	private static final String BUNDLE_NAME = "org.drivebench.ui.group.messages";

	public static String new_title;
	public static String new_prompt;
	public static String new_blank;
	public static String new_exists;
	public static String new_failed;
	public static String editor_heading;
	public static String editor_gone;
	public static String editor_add;
	public static String editor_remove;
	public static String editor_up;
	public static String editor_down;
	public static String editor_wait;
	public static String wait_title;
	public static String wait_message;
	public static String target_next_drive;
	public static String editor_start;
	public static String editor_pause;
	public static String editor_resume;
	public static String editor_comparison;
	public static String col_number;
	public static String col_name;
	public static String col_target;
	public static String col_suite;
	public static String col_rig;
	public static String col_state;
	public static String col_runs;
	public static String col_reason;
	public static String rig_local;
	public static String state_pending;
	public static String state_running;
	public static String state_done;
	public static String state_failed;
	public static String state_cancelled;
	public static String state_interrupted;
	public static String reason_interrupted;
	public static String reason_before_run;
	public static String summary_empty;
	public static String summary;
	public static String summary_compared;
	public static String status_running;
	public static String status_test;
	public static String status_pausing;
	public static String status_paused;
	public static String status_paused_between;
	public static String status_ended;
	public static String status_cut_short;
	public static String status_interrupted;
	public static String status_failed;
	public static String status_elsewhere;
	public static String status_save_failing;
	public static String status_unsaved;
	public static String start_refused;
	public static String edit_failed;
	public static String edit_failed_title;
	public static String job_name;
	public static String monitor_entry;
	public static String status_waiting;
	public static String next_title;
	public static String next_heading;
	public static String next_message;
	public static String next_message_path;
	public static String next_serial;
	public static String next_write;
	public static String next_refuse;

	static {
		NLS.initializeMessages(BUNDLE_NAME, Messages.class);
	}

	private Messages() {
	}
}
