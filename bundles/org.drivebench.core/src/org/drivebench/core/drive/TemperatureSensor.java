package org.drivebench.core.drive;

/**
 * A drive's temperature sensor as the {@link TemperatureSampler} reads it. Times are nanoseconds on the
 * sensor's own clock: the wall clock ({@link System#nanoTime()}) for a real drive, the virtual clock for
 * a simulated one, whose sensor can be read at any time up to its present after the fact.
 */
public interface TemperatureSensor {
	/** Where the readings come from, for the result: "hwmon (/sys/class/hwmon/hwmon2)", "smartctl 7.3 on /dev/sda". */
	String source();

	/** How often to read it. */
	long intervalNanos();

	/** Whether readings can be taken for past times ({@link #celsiusAt}), so no thread polls it. */
	boolean pastReadable();

	/** The sensor's clock now. */
	long nowNanos();

	/**
	 * The temperature at {@code nanos}: a past time for a {@link #pastReadable()} sensor, else now (the
	 * time is ignored). NaN when the sensor gave no reading.
	 *
	 * @throws IllegalArgumentException when the time is too long ago for the sensor to remember
	 */
	double celsiusAt(long nanos);

	/** The drive's warning temperature; NaN when it states none. */
	double warningCelsius();

	/** The drive's critical temperature; NaN when it states none. */
	double criticalCelsius();

	/** The drive's own count of entries into thermal throttling; -1 when it keeps none (or it cannot be read). */
	long throttleEvents();

	/**
	 * When the workload that has just returned started measuring its ramp, on the sensor's clock, given
	 * when it was handed to the engine: that time for a real drive; the simulated drive's own start of it.
	 */
	default long workloadStartNanos(long handedOverNanos) {
		return handedOverNanos;
	}
}
