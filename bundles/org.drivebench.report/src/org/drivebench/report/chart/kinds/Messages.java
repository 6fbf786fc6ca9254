package org.drivebench.report.chart.kinds;

import org.eclipse.osgi.util.NLS;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;

/** The words charts are written with (messages.properties): titles, axes, legends, markers. */
// NLS fills the fields reflectively when the class loads: no null default for them
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
final class Messages extends NLS {
	private static final String BUNDLE_NAME = "org.drivebench.report.chart.kinds.messages";

	public static String marker_min;
	public static String marker_mean;
	public static String marker_max;
	public static String marker_p99;
	public static String title_transfer_rate;
	public static String title_access_time;
	public static String title_distribution;
	public static String title_percentiles;
	public static String title_workers;
	public static String title_rounds;
	public static String title_result;
	public static String axis_with_unit;
	public static String axis_distribution_clipped;
	public static String axis_share;
	public static String axis_latency;
	public static String axis_access_time;
	public static String axis_percentile;
	public static String axis_time;
	public static String axis_iops;
	public static String axis_rate;
	public static String axis_worker;
	public static String percentile_label;
	public static String percentile_max;
	public static String series_rate;
	public static String series_iops;
	public static String series_mean_latency;
	public static String series_max_latency;
	public static String series_workers;
	public static String series_drive_runs;
	public static String bars_percent_of;
	public static String bars_baseline;
	public static String bars_higher_better;
	public static String bars_lower_better;
	public static String bars_interval;
	public static String title_summary;
	public static String section_summary;
	public static String tile_read;
	public static String tile_write;
	public static String tile_workload;

	static {
		NLS.initializeMessages(BUNDLE_NAME, Messages.class);
	}

	private Messages() {
	}
}
