package org.drivebench.ui.editor;

import org.eclipse.osgi.util.NLS;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;

/** UI text of the result editor (messages.properties). */
// NLS fills the fields reflectively when the class loads: no null default for them
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public final class Messages extends NLS {
	private static final String BUNDLE_NAME = "org.drivebench.ui.editor.messages";

	public static String editor_run_label;
	public static String editor_run_tooltip;
	public static String editor_result_tooltip;
	public static String editor_missing;
	public static String editor_loading;
	public static String editor_load_failed;
	public static String editor_bad_input;
	public static String editor_no_result;
	public static String result_heading;
	public static String result_details;
	public static String result_no_charts;
	public static String tab_metrics;
	public static String tab_parameters;
	public static String tab_messages;
	public static String tab_points;
	public static String tab_intervals;
	public static String tab_workers;
	public static String tab_percentiles;
	public static String tab_steps;
	public static String field_identity_source;
	public static String field_health;
	public static String col_step;
	public static String col_seconds;
	public static String col_kernel_ios;
	public static String col_kernel_bytes;
	public static String col_kernel_devices;
	public static String col_process_bytes;
	public static String step_cut_short;
	public static String step_no_kernel;
	public static String col_metric;
	public static String col_value;
	public static String col_unit;
	public static String col_better;
	public static String col_parameter;
	public static String col_severity;
	public static String col_message;
	public static String col_start;
	public static String col_iops;
	public static String col_rate;
	public static String col_mean_latency;
	public static String col_max_latency;
	public static String col_worker;
	public static String col_region_offset;
	public static String col_region_length;
	public static String col_ios;
	public static String col_bytes;
	public static String col_percentile;
	public static String col_histogram;
	public static String better_higher;
	public static String better_lower;
	public static String better_none;
	public static String row_count;
	public static String row_min;
	public static String row_mean;
	public static String row_max;
	public static String run_heading;
	public static String run_drive;
	public static String run_bench;
	public static String run_target;
	public static String run_run;
	public static String run_results;
	public static String field_name;
	public static String field_vendor;
	public static String field_model;
	public static String field_serial;
	public static String field_firmware;
	public static String field_capacity;
	public static String field_interface;
	public static String field_rpm;
	public static String field_rpm_value;
	public static String field_solid_state;
	public static String field_sectors;
	public static String field_cache;
	public static String field_simulated;
	public static String field_notes;
	public static String field_host;
	public static String field_os;
	public static String field_kernel;
	public static String field_cpu;
	public static String field_memory;
	public static String field_controller;
	public static String field_java;
	public static String field_io_buffers;
	public static String field_kind;
	public static String field_path;
	public static String field_size;
	public static String field_strip;
	public static String field_members;
	public static String field_started;
	public static String field_finished;
	public static String field_state;
	public static String field_duration;
	public static String field_suite;
	public static String field_software;
	public static String field_engine;
	public static String field_seed;
	public static String field_fresh_drive;
	public static String col_test;
	public static String col_status;
	public static String col_headline;
	public static String col_duration;
	public static String yes;
	public static String no;

	public static String save_prompt_title;
	public static String save_prompt;
	public static String save_prompt_save;
	public static String save_prompt_discard;
	public static String save_prompt_cancel;

	static {
		NLS.initializeMessages(BUNDLE_NAME, Messages.class);
	}

	private Messages() {
	}
}
