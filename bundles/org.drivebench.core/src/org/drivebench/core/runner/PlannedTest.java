package org.drivebench.core.runner;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterValues;

/**
 * One test of a run with its checked parameters.
 *
 * @param test   the installed test
 * @param values its parameters, resolved and checked
 * @param label  how the run names this entry (a suite may run one test twice with other parameters)
 */
public record PlannedTest(DriveTest test, ParameterValues values, String label) {
	/** Whether this entry writes to the target. */
	public boolean writes() {
		return test.writes(values);
	}
}
