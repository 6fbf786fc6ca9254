package org.drivebench.engine.sim;

import static org.drivebench.engine.sim.DriveModel.require;

/**
 * What makes a simulated drive's figures differ from run to run, as a real drive's do. Every draw
 * comes from the run's seed, so the same seed gives the same figures; each jitter is uniform and
 * centred, so the mean of every time the models' truths are derived from stays what the parameters
 * say.
 *
 * @param commandJitter      the controller's time per command varies by up to this fraction either way
 *                           (firmware paths differ from command to command)
 * @param mediaJitter        an HDD's seek time, an SSD's page read time, varies by up to this fraction
 *                           either way (settling, read retries of the flash's soft decoding)
 * @param pauseIntervalNanos mean time between the drive's own pauses (an HDD's servo and fly-height
 *                           calibration and log saves, an SSD's housekeeping), exponentially
 *                           distributed; 0: none
 * @param pauseNanos         how long such a pause keeps the head (the flash) from the host's work
 * @param writeRetryPerTrack an HDD's chance that writing a track is inhibited (the head strayed off
 *                           track, as vibration makes it) and goes again a revolution later
 */
public record Variation(double commandJitter, double mediaJitter, long pauseIntervalNanos, long pauseNanos,
		double writeRetryPerTrack) {
	/** No variation: every run of a workload gives the figures its parameters alone decide. */
	public static final Variation NONE = new Variation(0, 0, 0, 0, 0);

	public Variation {
		require(commandJitter >= 0 && commandJitter < 1, "commandJitter", commandJitter, "must be 0 to below 1");
		require(mediaJitter >= 0 && mediaJitter < 1, "mediaJitter", mediaJitter, "must be 0 to below 1");
		require(pauseIntervalNanos >= 0, "pauseIntervalNanos", pauseIntervalNanos, "must be 0 (no pauses) or more");
		require(pauseNanos >= 0 && (pauseIntervalNanos == 0 || pauseNanos < pauseIntervalNanos), "pauseNanos",
				pauseNanos, "must be 0 or more, and shorter than the interval between pauses");
		require(writeRetryPerTrack >= 0 && writeRetryPerTrack < 0.5, "writeRetryPerTrack", writeRetryPerTrack,
				"must be 0 to below 0.5");
	}

	/** Whether the drive pauses now and then. */
	public boolean pauses() {
		return pauseIntervalNanos > 0 && pauseNanos > 0;
	}
}
