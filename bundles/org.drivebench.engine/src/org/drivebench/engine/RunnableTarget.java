package org.drivebench.engine;

import java.io.IOException;

/**
 * A target that runs workloads itself instead of through a real I/O backend: a simulated drive on
 * its virtual clock. {@link IoEngine} hands such targets their (validated) workloads.
 */
public interface RunnableTarget extends Target {
	/** Runs {@code spec}, already checked against this target. */
	Measurement run(WorkloadSpec spec, RunObserver observer) throws IOException;
}
