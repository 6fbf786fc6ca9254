package org.drivebench.ui.run;

import java.io.IOException;

import org.drivebench.engine.IoEngine;
import org.drivebench.engine.Target;

/**
 * Opens the targets the launcher offers and names the engine that measures them: the one seam between
 * the workbench and the engine's targets, so the engine's target factory can take this over without a
 * change elsewhere in the workbench. Set in the application context by the {@link RunAddon}.
 */
public interface TargetOpener {
	/** The engine runs on opened targets are measured with. */
	IoEngine engine();

	/**
	 * Opens {@code choice}.
	 *
	 * @param write        whether the run writes (a device is then authorized by the write guard)
	 * @param confirmation what the user typed to allow writing to a device (its serial); may be empty
	 * @throws IOException naming the target and why it cannot be opened (a write refused, a missing
	 *                     device, a target kind this build cannot measure)
	 */
	Target open(TargetChoice choice, boolean write, String confirmation) throws IOException;
}
