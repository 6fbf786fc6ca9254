package org.drivebench.ui.run;

import org.drivebench.ui.preferences.UiPreferences;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.osgi.service.prefs.BackingStoreException;

/**
 * What the launcher was last started with, so the next run starts from it: the target's tab, the
 * simulated drive, the test file's folder and size, the device (never its serial: writing to a device
 * is confirmed anew every time) and the suite or test. Kept in the workbench's preferences.
 *
 * @param tab       the target's tab: 0 simulated drive, 1 test file, 2 block device, then the strip-size study's
 *                  and the fio rig's pages where the product has them
 * @param simulated the simulated drive's name, e.g. {@code sim:hdd-7200}
 * @param folder    the test file's folder
 * @param size      the test file's size as typed
 * @param device    the device's path
 * @param plan      {@code suite:<id>} or {@code test:<id>}
 */
record LauncherMemory(int tab, String simulated, String folder, String size, String device, String plan) {
	private static final String PREFIX = "launcher.";

	/** The choices last started with; empty texts where there were none. */
	static LauncherMemory load() {
		IEclipsePreferences node = UiPreferences.node();
		return new LauncherMemory(node.getInt(PREFIX + "tab", 0), node.get(PREFIX + "simulated", ""), node.get(PREFIX + "folder", ""),
				node.get(PREFIX + "size", ""), node.get(PREFIX + "device", ""), node.get(PREFIX + "plan", ""));
	}

	/** Keeps these choices for the next launcher; a preference store that cannot be written is logged, the run goes on. */
	void store() {
		IEclipsePreferences node = UiPreferences.node();
		node.putInt(PREFIX + "tab", tab);
		node.put(PREFIX + "simulated", simulated);
		node.put(PREFIX + "folder", folder);
		node.put(PREFIX + "size", size);
		node.put(PREFIX + "device", device);
		node.put(PREFIX + "plan", plan);
		try {
			node.flush();
		} catch (BackingStoreException e) {
			ILog.of(LauncherMemory.class).warn("The launcher's last choices could not be kept for the next run", e);
		}
	}
}
