package org.drivebench.report.chart;

/** How a series is drawn. */
public enum SeriesStyle {
	/** A line through the points (transfer rate against position, per-interval figures). */
	LINE,
	/** A line with a dot on every point (sweeps with a few measured points). */
	LINE_WITH_POINTS,
	/** Dots only (access time against position). */
	SCATTER,
	/** One bar per category (per-worker figures). */
	BARS,
	/** Steps with the area below filled: a histogram whose x values are the buckets' lower edges. */
	STEP_AREA;

	/** Whether a long series of this style may be thinned to an envelope per pixel column. */
	boolean thinsAsEnvelope() {
		return this == LINE || this == STEP_AREA;
	}
}
