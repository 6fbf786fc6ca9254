package org.drivebench.core.runner;

import org.drivebench.engine.Sizes;
import org.drivebench.engine.Target;

/**
 * A run as a point of a strip-size study: the study's name, by which the library groups its runs, and
 * the strip size the user states for an array DriveBench did not make (a controller's or md's, made
 * again with another strip between runs); 0 when the engine stripes the members itself and knows the
 * strip.
 *
 * @param study          the study's name
 * @param statedStripBytes the array's strip size as the user states it, or 0
 */
public record StudyTag(String study, int statedStripBytes) {
	public StudyTag {
		if (study == null || study.isBlank()) {
			throw new IllegalArgumentException("a study needs a name: the library groups its runs by it");
		}
		study = study.strip();
		if (statedStripBytes < 0 || statedStripBytes > 0 && Integer.bitCount(statedStripBytes) != 1) {
			throw new IllegalArgumentException("strip size = " + statedStripBytes + " B: a RAID-0 strip is a power of two");
		}
	}

	/**
	 * The strip size the run of {@code target} records: the engine's own when it stripes the target,
	 * else the stated one.
	 *
	 * @throws IllegalArgumentException when the target has no known strip and none is stated, or the stated one
	 *                                  contradicts the engine's
	 */
	public int stripFor(Target target) {
		return stripFor(target.name(), target.stripSizeBytes());
	}

	/**
	 * The strip size a run of target {@code name}, which the engine stripes with {@code own} bytes (0: it
	 * does not stripe it), records; {@link #stripFor(Target)} before the target is opened.
	 *
	 * @throws IllegalArgumentException as {@link #stripFor(Target)}
	 */
	public int stripFor(String name, int own) {
		if (own > 0 && statedStripBytes > 0 && own != statedStripBytes) {
			throw new IllegalArgumentException("strip size " + Sizes.format(statedStripBytes) + ": " + name
					+ " is striped by DriveBench with " + Sizes.format(own) + " strips; leave the strip size out for it");
		}
		if (own == 0 && statedStripBytes == 0) {
			throw new IllegalArgumentException("study '" + study + "': " + name + " is an array DriveBench did not make, so "
					+ "its strip size must be stated (--strip-size on the command line, the launcher's strip size)");
		}
		return own > 0 ? own : statedStripBytes;
	}
}
