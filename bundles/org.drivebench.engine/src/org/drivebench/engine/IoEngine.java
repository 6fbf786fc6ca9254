package org.drivebench.engine;

import java.io.IOException;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Runs workloads on targets and measures them. One engine serves any number of sequential runs;
 * a run blocks its caller until the workload ends, is cancelled, or fails.
 */
public interface IoEngine {
	/**
	 * Runs {@code spec} on {@code target}.
	 *
	 * @throws InvalidWorkloadException before any I/O, when the spec does not fit the target
	 * @throws IOException              when the device fails; the message names the target and the operation
	 */
	Measurement run(Target target, WorkloadSpec spec, @Nullable RunObserver observer) throws IOException;
}
