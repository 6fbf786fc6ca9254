package org.drivebench.core.api;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The drive's temperature over one test, on the test's clock (seconds since the test started: wall time
 * on a real drive, virtual time on a simulated one), with the rate of every workload the test ran on
 * the same clock, so the two can be read together.
 *
 * @param source               where the readings come from ("hwmon ...", "smartctl ...", "simulator")
 * @param warningCelsius       the drive's warning temperature (NVMe WCTEMP, SATA's maximum operating
 *                             temperature); NaN when the drive states none
 * @param criticalCelsius      the drive's critical temperature (NVMe CCTEMP); NaN when it states none
 * @param seconds              when each sample was read, increasing
 * @param celsius              each sample
 * @param rates                the rate of each interval of each workload, in time order
 * @param throttleEventsBefore the drive's own count of entries into thermal throttling at the test's
 *                             start (NVMe thermal management transitions); -1 when it keeps none
 * @param throttleEventsAfter  the same count now
 * @param notes                what the reader should know about the readings (samples lost, say)
 */
public record DriveTemperature(String source, double warningCelsius, double criticalCelsius, double[] seconds,
		double[] celsius, List<RateInterval> rates, long throttleEventsBefore, long throttleEventsAfter, List<String> notes) {

	/**
	 * One interval of a workload's rate on the test's clock.
	 *
	 * @param workload           the workload's number in the test, from 0
	 * @param startSeconds       when the interval started
	 * @param endSeconds         when it ended
	 * @param megabytesPerSecond what was moved in it, reads and writes, MB/s
	 */
	public record RateInterval(int workload, double startSeconds, double endSeconds, double megabytesPerSecond) {
	}

	public DriveTemperature {
		if (seconds.length != celsius.length) {
			throw new IllegalArgumentException(seconds.length + " sample times for " + celsius.length + " samples");
		}
		rates = List.copyOf(rates);
		notes = List.copyOf(notes);
	}

	/** The highest sample; NaN when there is none. */
	public double peakCelsius() {
		double peak = Double.NaN;
		for (double c : celsius) {
			peak = Double.isNaN(peak) ? c : Math.max(peak, c);
		}
		return peak;
	}

	/** The highest sample read in {@code [from, to]}, and the one in force at {@code from}; NaN when there is none. */
	public double peakCelsius(double from, double to) {
		double peak = celsiusAt(from);
		for (int i = 0; i < seconds.length && seconds[i] <= to; i++) {
			if (seconds[i] >= from) {
				peak = Double.isNaN(peak) ? celsius[i] : Math.max(peak, celsius[i]);
			}
		}
		return peak;
	}

	/** The sample in force at {@code at}: the last read at or before it; NaN before the first. */
	public double celsiusAt(double at) {
		double found = Double.NaN;
		for (int i = 0; i < seconds.length && seconds[i] <= at; i++) {
			found = celsius[i];
		}
		return found;
	}

	/** The first time at or after {@code from} a sample was at or above {@code limit}; NaN when none was. */
	public double firstAtOrAbove(double limit, double from) {
		if (celsiusAt(from) >= limit) {
			return from;
		}
		for (int i = 0; i < seconds.length; i++) {
			if (seconds[i] >= from && celsius[i] >= limit) {
				return seconds[i];
			}
		}
		return Double.NaN;
	}

	/** How much the drive's own throttle count rose over the test; empty when it keeps none. */
	public OptionalLong throttleEventsRise() {
		return throttleEventsBefore < 0 || throttleEventsAfter < 0 ? OptionalLong.empty()
				: OptionalLong.of(throttleEventsAfter - throttleEventsBefore);
	}

	/** Whether and when the drive throttled, by {@link Throttling}'s rule. */
	public Optional<Throttling> throttling() {
		return Throttling.judge(this);
	}
}
