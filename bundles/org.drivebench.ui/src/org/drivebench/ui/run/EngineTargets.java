package org.drivebench.ui.run;

import java.io.IOException;

import org.drivebench.engine.IoEngine;
import org.drivebench.engine.RunnableTarget;
import org.drivebench.engine.Target;
import org.drivebench.engine.device.WriteGuard;
import org.drivebench.engine.sim.SimulatedDrives;
import org.eclipse.osgi.util.NLS;

/**
 * The targets this build of the engine can open: simulated drives, which run their workloads on their
 * own virtual clock. A block device is first judged by the engine's {@link WriteGuard} (so a refused
 * write is refused with the guard's message, findings and all); measuring a device or a test file needs
 * the engine's native I/O, which this build does not have yet, and says so.
 */
public final class EngineTargets implements TargetOpener {
	/** Hands a simulated drive its (checked) workloads, as the engine does. */
	private static final IoEngine SIMULATION = (target, spec, observer) -> {
		if (!(target instanceof RunnableTarget runnable)) {
			throw new IOException(NLS.bind(Messages.target_unsupported, target.name()));
		}
		return runnable.run(spec.validateFor(target), observer);
	};

	private final WriteGuard guard;

	public EngineTargets() {
		this(new WriteGuard());
	}

	EngineTargets(WriteGuard guard) {
		this.guard = guard;
	}

	@Override
	public IoEngine engine() {
		return SIMULATION;
	}

	@Override
	public Target open(TargetChoice choice, boolean write, String confirmation) throws IOException {
		return switch (choice) {
		case TargetChoice.Simulated simulated -> {
			try {
				yield SimulatedDrives.open(simulated.name());
			} catch (IllegalArgumentException e) {
				throw new IOException(e.getMessage(), e);
			}
		}
		case TargetChoice.Device device -> {
			guard.authorize(device.report().path(), write, confirmation);
			throw new IOException(NLS.bind(Messages.target_needs_native_engine, device.name()));
		}
		case TargetChoice.TestFile file -> throw new IOException(NLS.bind(Messages.target_needs_native_engine, file.name()));
		};
	}
}
