/**
 * Runs workloads on real targets: {@link org.drivebench.engine.run.DefaultIoEngine} validates a spec,
 * hands simulated targets their workload, and otherwise drives the target with io_uring (one ring per
 * worker, batched submission, completions reaped in place) or with threads doing pread/pwrite (one per
 * outstanding I/O). A coordinator starts the workers together, polls cancellation, streams interval
 * figures and progress, measures the process's CPU time, and assembles the {@code Measurement}.
 *
 * <p>Nothing is allocated per I/O: tickets, buffers, piece tables and recorders are set up before the
 * run starts.
 */
@NonNullByDefault
package org.drivebench.engine.run;

import org.eclipse.jdt.annotation.NonNullByDefault;
