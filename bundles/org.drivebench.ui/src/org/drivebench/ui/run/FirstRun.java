package org.drivebench.ui.run;

import org.drivebench.core.suite.SuitePresets;

/**
 * A first run, as the welcome page offers it: the launcher opens on the quick suite (the
 * CrystalDiskMark-style figures) and a simulated NVMe SSD, so a new user measures something at once
 * and no disk is touched. The user still sees the launcher and presses Start.
 */
public final class FirstRun {
	/** The simulated drive a first run measures. */
	public static final String DRIVE = "sim:ssd-nvme";

	private FirstRun() {
	}

	/** Makes the next launcher start from the quick suite on {@link #DRIVE} (the other remembered choices stay). */
	public static void prepareLauncher() {
		LauncherMemory last = LauncherMemory.load();
		new LauncherMemory(0, DRIVE, last.folder(), last.size(), last.device(), "suite:" + SuitePresets.QUICK).store();
	}
}
