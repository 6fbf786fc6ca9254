package org.drivebench.drivetests.ssd.api;

/**
 * What the SSD family publishes for suites of other bundles: its test ids, the keys of its own
 * parameters (the standard ones are {@link org.drivebench.core.api.StandardParameters}'), and the id
 * of the suite it ships.
 */
public final class SsdTests {
	/** A sequential write over the whole target (or an amount) that runs past the SLC cache. */
	public static final String SUSTAINED_WRITE = "ssd.sustained-write";

	/** {@link #SUSTAINED_WRITE}: bytes written; 0 is the whole target. */
	public static final String AMOUNT = "fillSize";
	/** {@link #SUSTAINED_WRITE}: bytes written per point of the rate curve. */
	public static final String SAMPLE_BYTES = "sampleBytes";
	/** {@link #SUSTAINED_WRITE}: the share of the starting rate below which the cache counts as full. */
	public static final String CACHE_DROP = "cacheDrop";
	/** {@link #SUSTAINED_WRITE}: time per point of the rate curve, instead of {@link #SAMPLE_BYTES}; 0 samples by bytes. */
	public static final String SAMPLE_TIME = "sampleTime";
	/** {@link #SUSTAINED_WRITE}: idle time after the write before a second one shows the cache recovered; 0 none. */
	public static final String RECOVERY = "recovery";

	/** Random I/O at fixed shares of its maximum rate: latency against IOPS, the "hockey stick". */
	public static final String LATENCY_UNDER_LOAD = "ssd.latency-under-load";

	/** {@link #LATENCY_UNDER_LOAD}: the workloads by their percentage of reads (100, 70). */
	public static final String READ_SHARES = "readShares";
	/** {@link #LATENCY_UNDER_LOAD}: the rates, in percent of the maximum IOPS. */
	public static final String LOAD_LEVELS = "loadLevels";
	/** {@link #LATENCY_UNDER_LOAD}: how long the maximum IOPS is measured. */
	public static final String MAX_TIME = "maxTime";
	/** {@link #LATENCY_UNDER_LOAD}: how long each rate runs. */
	public static final String TIME_PER_RATE = "timePerRate";
	/** {@link #LATENCY_UNDER_LOAD}: the 99.99th percentile latency a rate must keep within. */
	public static final String LATENCY_TARGET = "latencyTarget";

	/** A sequential write held for a time, its rate against the drive's temperature: time to throttle, throttled rate. */
	public static final String THERMAL = "ssd.thermal";

	/** The family's suite: the SSD review. */
	public static final String REVIEW_SUITE = "ssd-review";

	private SsdTests() {
	}
}
