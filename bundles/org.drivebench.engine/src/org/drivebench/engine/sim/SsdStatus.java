package org.drivebench.engine.sim;

/**
 * What a simulated SSD reports about itself at a moment of its virtual clock, as a real one does in its
 * SMART / health log (NVMe log page 2: composite temperature, warning and critical temperature time,
 * thermal management transitions and time; the warning and critical thresholds of Identify Controller).
 * The flash's own counters (bytes programmed, valid data, the SLC cache) are what a real drive keeps to
 * itself, or shows only in vendor logs: here they let a test check its own findings.
 *
 * @param atNanos                 the virtual time of the report
 * @param temperatureCelsius      the composite temperature (the sensor's last reading)
 * @param warningCelsius          the warning composite temperature threshold (WCTEMP)
 * @param criticalCelsius         the critical composite temperature threshold (CCTEMP)
 * @param throttleStep            the throttle step in force: 0 none, 1 the first, ...
 * @param throttleTransitions     how often the drive has gone from not throttling to throttling
 * @param throttledNanos          time spent throttled
 * @param warningTemperatureNanos time at or above the warning temperature
 * @param criticalTemperatureNanos time at or above the critical temperature
 * @param hostBytesWritten        bytes the host wrote (rounded out to whole mapping units)
 * @param flashBytesWritten       bytes programmed into flash: host data in SLC or TLC, folds from SLC
 *                                to TLC, garbage collection's relocations
 * @param validBytes              the host's data the drive holds (written and not discarded)
 * @param slcCacheBytes           the SLC cache's size for the free space now
 * @param slcUsedBytes            data in the SLC cache, not yet folded
 */
public record SsdStatus(long atNanos, double temperatureCelsius, double warningCelsius, double criticalCelsius,
		int throttleStep, int throttleTransitions, long throttledNanos, long warningTemperatureNanos,
		long criticalTemperatureNanos, long hostBytesWritten, long flashBytesWritten, long validBytes,
		long slcCacheBytes, long slcUsedBytes) {

	/** Flash bytes written per host byte so far (write amplification), 0 before any write. */
	public double writeAmplification() {
		return hostBytesWritten == 0 ? 0 : (double) flashBytesWritten / hostBytesWritten;
	}
}
