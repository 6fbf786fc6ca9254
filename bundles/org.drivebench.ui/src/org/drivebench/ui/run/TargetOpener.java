package org.drivebench.ui.run;

import java.io.IOException;
import java.util.function.DoubleConsumer;

import org.drivebench.engine.IoEngine;
import org.drivebench.engine.Target;

/**
 * Opens the targets the launcher offers and names the engine that measures them: the one seam between
 * the workbench and the engine's targets ({@link EngineTargets}: the engine's own target factory). Set
 * in the application context by the {@link RunAddon} unless something (a test) set one before.
 */
public interface TargetOpener {
	/** The engine runs on opened targets are measured with. */
	IoEngine engine();

	/**
	 * Opens {@code choice}.
	 *
	 * @param write        whether the run writes (a device is then authorized by the write guard)
	 * @param confirmation what the user typed to allow writing to a device (its serial); may be empty
	 * @param preparing    told the fraction done, 0 to 1, while a new test file is filled
	 * @throws IOException naming the target and why it cannot be opened (a write refused, with the
	 *                     device's findings; a missing device or folder)
	 */
	Target open(TargetChoice choice, boolean write, String confirmation, DoubleConsumer preparing) throws IOException;
}
