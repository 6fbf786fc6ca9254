package org.drivebench.engine.run;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;

import org.drivebench.engine.Backend;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.targets.FileTarget;

/**
 * Run in a JVM of its own by {@link WarmUpPhasesTest}: warms the engine up as the first run of a JVM
 * does, then makes one timed run with a ramp on a test file, and prints the span of JVM uptime (in
 * milliseconds, as {@code -Xlog}'s {@code uptimemillis} shows it) from the start of that run to 50 ms
 * before its measured time ends: {@code run FROM TO IOS}, also into {@code <image>.run}. (The I/Os drained after the end may still
 * take a branch no warm-up can make common; that no longer touches the figures.)
 *
 * <p>Arguments: test file, backend name, queue depth, block size in bytes.
 */
public final class DeoptimizationProbe {
	static final Duration RAMP = Duration.ofMillis(300);
	static final Duration MEASURED = Duration.ofMillis(700);

	private DeoptimizationProbe() {
	}

	public static void main(String[] args) throws Exception {
		Backend backend = Backend.valueOf(args[1]);
		WorkloadSpec spec = WorkloadSpec.builder().blockSize(Integer.parseInt(args[3])).readPercent(100).randomPercent(100)
				.queueDepth(Integer.parseInt(args[2])).backend(backend).rampTime(RAMP).duration(MEASURED).build();
		try (FileTarget target = FileTarget.create(Path.of(args[0]), 32L << 20, false, false, null)) {
			RunSetup plan = RunSetup.of(target, spec, backend, DefaultIoEngine.Options.DEFAULT);
			JitWarmUp.before(plan);
			long from = ManagementFactory.getRuntimeMXBean().getUptime();
			Measurement m = new RunCoordinator(plan, RunObserver.NONE).run();
			// the coordinator starts the I/O 20 ms after it was called (or later, never sooner)
			long to = from + 20 + RAMP.toMillis() + MEASURED.toMillis() - 50;
			String span = "run " + from + " " + to + " " + m.total().ios();
			System.out.println(span);
			// also in a file of its own: the JIT's log shares standard output and may split the line anywhere
			java.nio.file.Files.writeString(Path.of(args[0] + ".run"), span);
		}
	}
}
