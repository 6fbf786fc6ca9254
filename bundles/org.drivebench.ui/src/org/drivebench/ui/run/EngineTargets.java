package org.drivebench.ui.run;

import java.io.IOException;
import java.util.List;
import java.util.function.DoubleConsumer;

import org.drivebench.engine.IoEngine;
import org.drivebench.engine.Target;
import org.drivebench.engine.open.Targets;
import org.drivebench.engine.run.DefaultIoEngine;

/**
 * The engine's targets, opened through its {@link Targets} factory, the one the command line uses too:
 * simulated drives, test files (created at the chosen size, filled, and removed after the run) and block
 * devices, which the factory opens for writing only when its write guard allows it (the serial confirmed,
 * never when mounted or holding the running system). Workloads run on the engine's
 * {@link DefaultIoEngine} (io_uring or worker threads; a simulated drive on its own virtual clock).
 */
public final class EngineTargets implements TargetOpener {
	private final IoEngine engine = new DefaultIoEngine();

	@Override
	public IoEngine engine() {
		return engine;
	}

	@Override
	public Target open(TargetChoice choice, boolean write, String confirmation, DoubleConsumer preparing) throws IOException {
		Targets.Request request = switch (choice) {
		case TargetChoice.Simulated simulated -> new Targets.Request(simulated.name(), write, "", 0, false, null);
		case TargetChoice.Device device -> new Targets.Request(device.report().path(), write, confirmation, 0, false, null);
		case TargetChoice.Array array -> new Targets.Request(array.name(), write, array.confirmations(), 0, false, preparing, List.of());
		case TargetChoice.TestFile file -> new Targets.Request("file:" + file.file(), write, "", file.sizeBytes(), false, preparing,
				file.overwrite() ? List.of(file.file().toString()) : List.of());
		};
		try {
			return Targets.open(request);
		} catch (IllegalArgumentException e) {
			throw new IOException(e.getMessage(), e);
		}
	}
}
