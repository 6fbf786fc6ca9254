package org.drivebench.engine;

import java.io.IOException;
import java.time.Duration;

import org.eclipse.jdt.annotation.Nullable;

/**
 * Runs workloads on targets and measures them. One engine serves any number of sequential runs;
 * a run blocks its caller until the workload ends, is cancelled, or fails.
 */
public interface IoEngine {
	/** How often a rest on a real target tells its observer how far it is and asks whether to stop. */
	long REST_POLL_NANOS = 100_000_000L;

	/**
	 * Runs {@code spec} on {@code target}.
	 *
	 * @throws InvalidWorkloadException before any I/O, when the spec does not fit the target
	 * @throws IOException              when the device fails; the message names the target and the operation
	 */
	Measurement run(Target target, WorkloadSpec spec, @Nullable RunObserver observer) throws IOException;

	/**
	 * Leaves {@code target} alone for {@code time}, so that it can do its own work (empty its write
	 * cache, fold its SLC cache) before the next workload: seed 000's minute of rest between write
	 * bursts. A simulated drive rests on its virtual clock, costing no wall time
	 * ({@link RunnableTarget#rest}); a real target is waited for in real time, the observer told the
	 * fraction passed at least every {@value #REST_POLL_NANOS} ns and asked whether to stop.
	 *
	 * @return true when the whole rest passed, false when the observer cancelled it
	 */
	default boolean rest(Target target, Duration time, RunObserver observer) throws IOException {
		if (time.isNegative()) {
			throw new IllegalArgumentException("rest = " + time + ": must be 0 or more");
		}
		if (target instanceof RunnableTarget simulated) {
			simulated.rest(time);
			observer.progress(1);
			return true;
		}
		long total = time.toNanos();
		long start = System.nanoTime();
		for (long passed = 0; passed < total; passed = System.nanoTime() - start) {
			if (observer.cancelled()) {
				return false;
			}
			observer.progress((double) passed / total);
			try {
				Thread.sleep(Duration.ofNanos(Math.min(REST_POLL_NANOS, total - passed)));
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new IOException("interrupted while " + target.name() + " rested", e);
			}
		}
		observer.progress(1);
		return true;
	}
}
