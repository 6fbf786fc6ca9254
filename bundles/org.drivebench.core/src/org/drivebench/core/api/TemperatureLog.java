package org.drivebench.core.api;

/**
 * The drive's temperature as the run samples it while a test runs ({@link TestContext#temperature()}):
 * present only when the drive has a sensor DriveBench can read. The runner owns the sampling and records
 * the series in every test's result; a test reads it to judge its own figures (the thermal test's time
 * to throttle).
 */
public interface TemperatureLog {
	/** What was read so far in this test: every sample up to now, and the rate of every workload that ended. */
	DriveTemperature readings();
}
