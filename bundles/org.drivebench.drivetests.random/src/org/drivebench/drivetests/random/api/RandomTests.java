package org.drivebench.drivetests.random.api;

/**
 * What the random family publishes for suites of other bundles: its test ids and the keys of its own
 * parameters (the standard ones are {@link org.drivebench.core.api.StandardParameters}').
 */
public final class RandomTests {
	/** Random access time over the surface (HD Tune). */
	public static final String ACCESS_TIME = "random.access-time";
	/** Random rate by block size (Iometer). */
	public static final String BLOCK_SIZE_SWEEP = "random.bs-sweep";
	/** Random latency over a long time at one queue depth. */
	public static final String SUSTAINED = "random.sustained";
	/** Random IOPS by queue depth. */
	public static final String QUEUE_DEPTH_SCALING = "random.qd-scaling";
	/** Mixed read and write by read share. */
	public static final String MIXED = "random.mixed";
	/** Mean and maximum latency per second. */
	public static final String LATENCY_CONSISTENCY = "random.latency-consistency";
	/** Iometer's emulated server patterns by queue depth. */
	public static final String SERVER = "random.server";
	/** DevTest's random sizes, mixed read and write. */
	public static final String MIXED_SIZES = "random.mixed-sizes";
	/** One random workload with CrystalDiskMark's knobs. */
	public static final String RANDOM = "random.random";
	/** Bursts of writes after rests, then sustained writes. */
	public static final String WRITE_BURSTS = "random.write-bursts";

	/** {@link #ACCESS_TIME}: how many accesses are timed. */
	public static final String IOS = "ios";
	/** {@link #MIXED}, {@link #MIXED_SIZES}: the read shares to measure, in percent. */
	public static final String READ_SHARES = "readShares";
	/** {@link #MIXED}: the random share of the I/Os, in percent. */
	public static final String RANDOM_SHARE = "randomShare";
	/** {@link #BLOCK_SIZE_SWEEP}: how long each block size runs. */
	public static final String TIME_PER_SIZE = "timePerSize";
	/** {@link #MIXED}: how long each read share runs. */
	public static final String TIME_PER_STEP = "timePerStep";
	/** {@link #MIXED_SIZES}: how long each read:write ratio runs. */
	public static final String TIME_PER_RATIO = "timePerRatio";
	/** {@link #QUEUE_DEPTH_SCALING}, {@link #SERVER}: how long each queue depth runs. */
	public static final String TIME_PER_DEPTH = "timePerDepth";
	/** {@link #SERVER}: the server pattern, one of {@link #SERVER_PATTERNS}. */
	public static final String PATTERN = "pattern";
	/** {@link #WRITE_BURSTS}: how long each burst writes. */
	public static final String BURST = "burst";
	/** {@link #WRITE_BURSTS}: how long the drive rests before each burst. */
	public static final String REST = "rest";
	/** {@link #WRITE_BURSTS}: how long the sustained writes run. */
	public static final String SUSTAINED_TIME = "sustained";

	/** Iometer's server patterns, the values of {@link #PATTERN}. */
	public static final String DATABASE = "database", FILE_SERVER = "fileserver", WORKSTATION = "workstation",
			WEB_SERVER = "webserver";

	private RandomTests() {
	}
}
