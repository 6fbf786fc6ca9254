package org.drivebench.core.api;

import org.drivebench.engine.RunObserver;

/**
 * A test's progress and cancellation. A test announces its steps (e.g. one per block size) and hands
 * {@link #observer()} to each engine run, which maps the run's progress into the test's, passes live
 * interval figures to the monitor and stops the run when the user cancels.
 */
public interface TestProgress {
	/** Announces step {@code index} (from 0) of {@code count}, named for the monitor, e.g. "Read 64 KiB". */
	void step(String name, int index, int count);

	/** The observer for engine runs of the current step. */
	RunObserver observer();

	/** True once the user cancelled; a test should stop and return what it has. */
	boolean cancelled();
}
