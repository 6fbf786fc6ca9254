package org.drivebench.core.api;

/**
 * Whether a test writes to its target: the runner opens the target read-only unless the test writes
 * with the parameters it runs with, and a device is written only after the user confirmed it.
 */
public enum WriteAccess {
	/** Never writes. */
	READ_ONLY,
	/** Always writes (a file-copy test, a write-only workload). */
	WRITES,
	/**
	 * Writes when its standard {@code direction} parameter is {@code write}
	 * ({@link StandardParameters#direction()}), reads otherwise.
	 */
	BY_DIRECTION,
	/**
	 * Decides from its parameters in a way of its own: the test overrides
	 * {@link DriveTest#writes(ParameterValues)}.
	 */
	BY_PARAMETERS
}
