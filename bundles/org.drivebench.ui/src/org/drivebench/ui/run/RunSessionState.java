package org.drivebench.ui.run;

/** Where a run stands. */
public enum RunSessionState {
	/** Waiting for the run before it to end (runs measure one at a time). */
	QUEUED,
	/** Opening its target or measuring. */
	RUNNING,
	/** Every test ran (each result says how it ended). */
	FINISHED,
	/** Cancelled: the test under way kept its partial figures, the rest were skipped. */
	CANCELLED,
	/** It could not run (its target could not be opened). */
	FAILED;

	public boolean isOver() {
		return this == FINISHED || this == CANCELLED || this == FAILED;
	}
}
