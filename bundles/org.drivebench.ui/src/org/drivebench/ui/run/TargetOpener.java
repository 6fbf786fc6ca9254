package org.drivebench.ui.run;

import java.io.IOException;
import java.util.function.DoubleConsumer;

import org.drivebench.engine.IoEngine;
import org.drivebench.engine.open.TargetCheck;

/**
 * Opens the targets the launcher offers and names the engine that measures them: the one seam between
 * the workbench and the engine's targets ({@link EngineTargets}: the engine's own target factory). Set
 * in the application context by the {@link RunAddon} unless something (a test) set one before.
 */
public interface TargetOpener {
	/** The engine runs on opened targets are measured with. */
	IoEngine engine();

	/**
	 * Judges {@code choice} as the run starts (the write guard, the test-file guard), creating nothing; the
	 * run then opens it with {@link TargetCheck#open(java.util.function.BooleanSupplier, org.drivebench.engine.CreationLog)},
	 * which prepares it (fills a new test file) and can be cancelled meanwhile.
	 *
	 * @param write        whether the run writes (a device is then authorized by the write guard)
	 * @param confirmation what the user typed to allow writing to a device (its serial); may be empty
	 * @param preparing    told the fraction done, 0 to 1, while a new test file is filled
	 * @throws IOException naming the target and why it cannot be used (a write refused, with the
	 *                     device's findings; a missing device or folder)
	 */
	TargetCheck check(TargetChoice choice, boolean write, String confirmation, DoubleConsumer preparing) throws IOException;
}
