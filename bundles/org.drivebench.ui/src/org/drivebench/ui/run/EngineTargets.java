package org.drivebench.ui.run;

import java.io.IOException;
import java.util.List;
import java.util.function.DoubleConsumer;

import org.drivebench.engine.IoEngine;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.engine.open.Targets;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.rig.FioClient;
import org.drivebench.rig.FioRemoteEngine;
import org.drivebench.rig.RigTargets;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The engine's targets, opened through its {@link Targets} factory, the one the command line uses too:
 * simulated drives, test files (created at the chosen size, filled, and removed after the run) and block
 * devices, which the factory opens for writing only when its write guard allows it (the serial confirmed,
 * never when mounted or holding the running system). Workloads run on the engine's
 * {@link DefaultIoEngine} (io_uring or worker threads; a simulated drive on its own virtual clock).
 * A target on a rig is judged and opened by the rig bundle's {@link RigTargets}, as {@code drivebench
 * run --rig} does, and its workloads run as fio jobs there.
 */
public final class EngineTargets implements TargetOpener {
	private final IoEngine engine = new DefaultIoEngine();

	@Override
	public IoEngine engine() {
		return engine;
	}

	/**
	 * Judges a target on a rig with this machine's fio client, as {@code drivebench run --rig} does; writes
	 * nothing.
	 *
	 * @throws IOException naming the rig and the cause (not reachable, no fio server there, a write not
	 *                     confirmed with {@code <path>@<rig>}, a fio too old)
	 */
	static TargetCheck checkOnRig(RigTargets.Request request) throws IOException {
		try {
			return RigTargets.check(request, new FioRemoteEngine(FioClient.find()));
		} catch (IllegalArgumentException e) {
			throw new IOException(e.getMessage(), e);
		}
	}

	@Override
	public TargetCheck check(TargetChoice choice, boolean write, String confirmation, DoubleConsumer preparing) throws IOException {
		try {
			// judged again as the run starts: the rig may have changed since the launcher asked it
			return choice instanceof TargetChoice.OnRig onRig ? checkOnRig(new RigTargets.Request(onRig.rig(), onRig.path(), write,
					confirmation, onRig.fileSizeBytes(), false, preparing)) : Targets.check(request(choice, write, confirmation, preparing));
		} catch (IllegalArgumentException e) {
			throw new IOException(e.getMessage(), e);
		}
	}

	/**
	 * How the engine's target factory and the core's {@link org.drivebench.core.runner.RunCheck} are asked
	 * for a target of this machine, as the command line asks for it.
	 *
	 * @throws IllegalArgumentException for a target on a rig, which the rig's checks judge
	 */
	static Targets.Request request(TargetChoice choice, boolean write, String confirmation, @Nullable DoubleConsumer preparing) {
		return switch (choice) {
		case TargetChoice.Simulated simulated -> new Targets.Request(simulated.name(), write, "", 0, false, null);
		case TargetChoice.Device device -> new Targets.Request(device.report().path(), write, confirmation, 0, false, null);
		case TargetChoice.Array array -> new Targets.Request(array.name(), write, array.confirmations(), 0, false, preparing,
				List.of());
		case TargetChoice.TestFile file -> new Targets.Request("file:" + file.file(), write, "", file.sizeBytes(), false, preparing,
				file.overwrite() ? List.of(file.file().toString()) : List.of());
		case TargetChoice.OnRig onRig -> throw new IllegalArgumentException(onRig.name() + " is on a rig: its checks are the rig's");
		};
	}
}
