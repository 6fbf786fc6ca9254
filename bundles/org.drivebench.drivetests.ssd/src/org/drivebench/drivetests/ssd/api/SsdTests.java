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

	/** {@link #LATENCY_UNDER_LOAD}, {@link #PTS_IOPS}: the workloads by their percentage of reads (100, 70). */
	public static final String READ_SHARES = "readShares";
	/** {@link #LATENCY_UNDER_LOAD}: the rates, in percent of the maximum IOPS. */
	public static final String LOAD_LEVELS = "loadLevels";
	/** {@link #LATENCY_UNDER_LOAD}: how long the maximum IOPS is measured. */
	public static final String MAX_TIME = "maxTime";
	/** {@link #LATENCY_UNDER_LOAD}: how long each rate runs. */
	public static final String TIME_PER_RATE = "timePerRate";
	/** {@link #LATENCY_UNDER_LOAD}: the 99.99th percentile latency a rate must keep within. */
	public static final String LATENCY_TARGET = "latencyTarget";

	/** SNIA PTS's IOPS test: the matrix of block sizes and read/write mixes, in rounds until steady state. */
	public static final String PTS_IOPS = "ssd.pts-iops";

	/** SNIA PTS's throughput test: sequential reads and writes of each block size, each size its own run to steady state. */
	public static final String PTS_THROUGHPUT = "ssd.pts-throughput";
	/** SNIA PTS's latency test: the response times of small random I/O at queue depth 1, in rounds until steady state. */
	public static final String PTS_LATENCY = "ssd.pts-latency";

	/** PTS tests: what is done to the target before preconditioning, {@link #PURGE_NONE} or {@link #PURGE_DISCARD}. */
	public static final String PURGE = "purge";
	/** {@link #PURGE}: nothing. */
	public static final String PURGE_NONE = "none";
	/** {@link #PURGE}: a discard (TRIM) of the whole target. */
	public static final String PURGE_DISCARD = "discard";
	/** PTS tests: the workload-independent preconditioning, in times the target's capacity written sequentially. */
	public static final String PRECONDITION_PASSES = "preconditionPasses";
	/** PTS tests: how long each workload of a round runs. */
	public static final String ROUND_TIME = "roundTime";
	/** PTS tests: rounds in the steady-state window. */
	public static final String WINDOW_ROUNDS = "windowRounds";
	/** PTS tests: the largest range of the tracking figure in the window, percent of its mean. */
	public static final String MAX_EXCURSION = "maxExcursion";
	/** PTS tests: the largest change of the fitted line across the window, percent of the mean. */
	public static final String MAX_SLOPE_CHANGE = "maxSlopeChange";
	/** PTS tests: the most rounds run before the test gives up on steady state. */
	public static final String MAX_ROUNDS = "maxRounds";

	/** A sequential write held for a time, its rate against the drive's temperature: time to throttle, throttled rate. */
	public static final String THERMAL = "ssd.thermal";
	/** {@link #THERMAL}: the longest the drive idles before the write to cool down; 0 none. */
	public static final String COOL_DOWN = "coolDown";
	/** {@link #THERMAL}: the cool-down ends within this many degrees of where the temperature settles. */
	public static final String COOL_MARGIN = "coolMargin";
	/** {@link #THERMAL}: the idle time before the write where the drive has no temperature sensor. */
	public static final String IDLE_WITHOUT_SENSOR = "idleWithoutSensor";

	/** The family's suite: the SSD review. */
	public static final String REVIEW_SUITE = "ssd-review";
	/** The family's SNIA PTS suite: steady state. */
	public static final String PTS_SUITE = "ssd-pts";

	private SsdTests() {
	}
}
