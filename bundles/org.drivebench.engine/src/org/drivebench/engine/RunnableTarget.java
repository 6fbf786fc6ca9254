package org.drivebench.engine;

import java.io.IOException;

/**
 * A target that runs workloads itself instead of through a real I/O backend: a simulated drive on
 * its virtual clock. {@link IoEngine} hands such targets their (validated) workloads. Like a real
 * drive, it keeps what one workload leaves behind (caches, dirty data, its SLC cache's use) for the
 * next, until {@link #reset()}.
 */
public interface RunnableTarget extends Target {
	/** Runs {@code spec}, already checked against this target. */
	Measurement run(WorkloadSpec spec, RunObserver observer) throws IOException;

	/**
	 * Forgets what earlier workloads left behind: the next one starts on a fresh, idle drive (empty
	 * caches, nothing dirty, the SLC cache free), its random state seeded from that workload's seed.
	 */
	void reset();

	/**
	 * The drive is left alone for {@code time}: its clock runs on and it does its own work meanwhile
	 * (destaging, folding), at no cost in wall time. A fresh drive (nothing run since opening or a
	 * reset) is idle already.
	 */
	void rest(java.time.Duration time);
}
