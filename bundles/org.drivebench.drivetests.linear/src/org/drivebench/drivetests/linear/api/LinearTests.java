package org.drivebench.drivetests.linear.api;

/**
 * What the linear family publishes for suites of other bundles: its test ids, the keys of its own
 * parameters (the standard ones are {@link org.drivebench.core.api.StandardParameters}'), and the id
 * of the suite it ships.
 */
public final class LinearTests {
	/** Transfer rate over the whole surface (HD Tune). */
	public static final String SURFACE = "linear.surface";
	/** Sequential rate by block size (Iometer). */
	public static final String BLOCK_SIZE_SWEEP = "linear.bs-sweep";
	/** Sequential rate at the start and the end of the disk (DevTest). */
	public static final String START_END = "linear.start-end";
	/** One sequential workload with CrystalDiskMark's knobs. */
	public static final String SEQUENTIAL = "linear.sequential";
	/** ATTO's transfer-size sweep. */
	public static final String ATTO = "linear.atto";

	/** {@link #SURFACE}: how many places are sampled. */
	public static final String SAMPLES = "samples";
	/** {@link #SURFACE}: bytes measured at each place. */
	public static final String SAMPLE_SIZE = "sampleSize";
	/** {@link #SURFACE}: bytes written before the first sample, to fill the drive's write cache. */
	public static final String CACHE_FILL = "cacheFill";
	/** {@link #SURFACE}: sampled places or one full pass ({@link #COVERAGE_SAMPLED}, {@link #COVERAGE_FULL}). */
	public static final String COVERAGE = "coverage";
	public static final String COVERAGE_SAMPLED = "sampled";
	public static final String COVERAGE_FULL = "full";
	/** {@link #ATTO}: bytes written and read per transfer size. */
	public static final String TOTAL_LENGTH = "totalLength";
	/** {@link #START_END}: bytes measured at each end. */
	public static final String SPAN = "span";
	/** {@link #BLOCK_SIZE_SWEEP}: how long each block size runs. */
	public static final String TIME_PER_SIZE = "timePerSize";
	/** {@link #START_END}: how long each measurement runs. */
	public static final String TIME_PER_MEASUREMENT = "timePerMeasurement";

	/** ATTO 3.05's transfer sizes, powers of two from 512 B to 64 MiB, as {@code blockSizes} text. */
	public static final String ATTO_BLOCK_SIZES = "512, 1k, 2k, 4k, 8k, 16k, 32k, 64k, 128k, 256k, 512k, 1M, 2M, 4M, 8M, 16M, 32M, 64M";

	/** The family's suite: ATTO Disk Benchmark with its defaults. */
	public static final String ATTO_SUITE = "atto";

	private LinearTests() {
	}
}
