package org.drivebench.report.chart.kinds;

/** The kinds of chart DriveBench draws; one builder class each. */
public enum ChartKind {
	/** A figure against position over the drive, its minimum, mean and maximum marked ({@link SurfaceChart}). */
	SURFACE,
	/** One dot per I/O against position, the mean marked ({@link ScatterChart}). */
	SCATTER,
	/** The share of I/Os per latency bucket ({@link DistributionChart}). */
	DISTRIBUTION,
	/** Figures against a shared x axis: sweeps, per-interval and per-worker series, any other series ({@link SweepChart}). */
	SERIES,
	/** Latency percentiles from the median to the maximum ({@link PercentileChart}). */
	PERCENTILES,
	/** A run's figures per interval against time ({@link IntervalChart}). */
	INTERVALS,
	/** One bar per worker ({@link WorkerChart}). */
	WORKERS,
	/** One series of one test, a line per drive, in a comparison report ({@link OverlayChart}). */
	OVERLAY,
	/** One figure of a comparison, a bar per drive, best first ({@link MetricBarChart}). */
	RANKED_BARS,
	/** Several figures of a test in one unit, a band per figure and a bar per drive ({@link MetricBarChart}). */
	GROUPED_BARS,
	/** Read and write figures of each workload, a panel per drive, as CrystalDiskMark shows them ({@link SummaryTileChart}). */
	SUMMARY_TILE
}
