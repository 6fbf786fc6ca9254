package org.drivebench.ui.run;

import org.drivebench.model.ResultStatus;

/** Where one test of a run stands. */
public enum TestState {
	WAITING, RUNNING, COMPLETED, FAILED, CANCELLED, SKIPPED;

	static TestState of(ResultStatus status) {
		return switch (status) {
		case COMPLETED -> COMPLETED;
		case CANCELLED -> CANCELLED;
		case SKIPPED -> SKIPPED;
		default -> FAILED;
		};
	}
}
