package org.drivebench.ui.run;

/**
 * A first run, as the welcome page offers it: the launcher opens on the quick suite (the
 * CrystalDiskMark-style figures) and a simulated NVMe SSD, so a new user measures something at once
 * and no disk is touched. The user still sees the launcher and presses Start.
 */
public final class FirstRun {
	/** The simulated drive a first run measures. */
	public static final String DRIVE = "sim:ssd-nvme";
	/** The suite a first run measures: the standard reviews' quick check (the launcher says when no bundle provides it). */
	public static final String SUITE = "quick";

	private FirstRun() {
	}

	/** Makes the next launcher start from the quick suite on {@link #DRIVE} (the other remembered choices stay). */
	public static void prepareLauncher() {
		LauncherMemory last = LauncherMemory.load();
		new LauncherMemory(0, DRIVE, last.folder(), last.size(), last.device(), "suite:" + SUITE).store();
	}
}
