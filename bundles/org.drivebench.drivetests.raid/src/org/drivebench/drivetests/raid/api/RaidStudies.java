package org.drivebench.drivetests.raid.api;

/**
 * What the RAID family publishes: its study's id, the keys of the study's parameters, and the id of
 * the suite the study runs by default.
 */
public final class RaidStudies {
	/** The RAID-0 strip-size study. */
	public static final String STRIP_SIZE = "raid.strip-size";

	/** The array's members. */
	public static final String MEMBERS = "members";
	/** The strip sizes to study. */
	public static final String STRIPS = "strips";

	/** Seed 003's programs besides PCMark, run on every array of the study. */
	public static final String RAID_STUDY_SUITE = "raid-study";

	private RaidStudies() {
	}
}
