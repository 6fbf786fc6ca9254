package org.drivebench.core.runner;

import org.eclipse.jdt.annotation.Nullable;

/**
 * How a run treats randomness and a simulated drive's state.
 *
 * @param seed              the run's random seed (workload offsets, sizes and data, a simulated drive's
 *                          variation), or null for a new one each run; it is recorded in the run, and the
 *                          same seed repeats a run on a simulated drive exactly
 * @param freshDrivePerTest start each test on a fresh simulated drive instead of what the previous test
 *                          left (a dirty cache, a used SLC cache), which is what a real drive does
 * @param study             the strip-size study the run is a point of, or null for a run of its own
 */
public record RunOptions(@Nullable Long seed, boolean freshDrivePerTest, @Nullable StudyTag study) {
	/** A new seed for every run; tests meet the state the previous ones left. */
	public static final RunOptions DEFAULT = new RunOptions(null, false, null);

	/** Options of a run of its own. */
	public RunOptions(@Nullable Long seed, boolean freshDrivePerTest) {
		this(seed, freshDrivePerTest, null);
	}

	/** The same options with {@code value} as the seed. */
	public RunOptions withSeed(long value) {
		return new RunOptions(value, freshDrivePerTest, study);
	}

	/** The same options, each test starting on a fresh drive or not. */
	public RunOptions withFreshDrivePerTest(boolean fresh) {
		return new RunOptions(seed, fresh, study);
	}

	/** The same options for a run that is a point of {@code tag}'s study (null: a run of its own). */
	public RunOptions withStudy(@Nullable StudyTag tag) {
		return new RunOptions(seed, freshDrivePerTest, tag);
	}
}
