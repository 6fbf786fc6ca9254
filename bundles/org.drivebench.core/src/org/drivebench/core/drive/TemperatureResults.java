package org.drivebench.core.drive;

import java.util.Locale;
import java.util.Optional;

import org.drivebench.core.api.DriveTemperature;
import org.drivebench.core.api.DriveTemperature.RateInterval;
import org.drivebench.core.api.ResultWriter;
import org.drivebench.core.api.ResultWriter.Axis;
import org.drivebench.core.api.Throttling;
import org.drivebench.core.units.Units;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.Severity;

/**
 * Puts what the {@link TemperatureSampler} read into a test's result: the temperature against the test's
 * time ({@link SeriesRole#TEMPERATURE}) with the rate of its workloads on the same time
 * ({@link SeriesRole#PER_INTERVAL}), so the charts draw them together; a message with where the readings
 * came from, their range and the drive's limits; and whether it throttled ({@link Throttling}). No metric:
 * the tests whose figure it is (the thermal test's peak temperature) report their own.
 */
public final class TemperatureResults {
	/** The keys the runner writes; no test writes them. */
	public static final String TEMPERATURE = "drive.temperature";
	public static final String RATE = "drive.rate";

	private TemperatureResults() {
	}

	public static void write(ResultWriter results, DriveTemperature t) {
		t.notes().forEach(note -> results.message(Severity.WARNING, note));
		if (t.seconds().length == 0) {
			results.message(Severity.WARNING, "the drive's temperature sensor (" + t.source() + ") gave no reading during the test");
			return;
		}
		Axis time = Axis.linear("Time", Units.SECONDS);
		results.series(TEMPERATURE, "Drive temperature", SeriesRole.TEMPERATURE, time, Axis.linear("Temperature", Units.CELSIUS),
				t.seconds(), t.celsius());
		if (!t.rates().isEmpty()) {
			results.series(RATE, "Transfer rate over the test", SeriesRole.PER_INTERVAL, time, Axis.linear("Rate", Units.MB_PER_S),
					t.rates().stream().mapToDouble(RateInterval::startSeconds).toArray(),
					t.rates().stream().mapToDouble(RateInterval::megabytesPerSecond).toArray());
		}
		results.message(Severity.INFO, String.format(Locale.ROOT, "drive temperature from %s: %s to %s °C (warning %s, critical %s)",
				t.source(), degrees(min(t.celsius())), degrees(t.peakCelsius()), limit(t.warningCelsius()), limit(t.criticalCelsius())));
		Optional<Throttling> throttled = t.throttling();
		if (throttled.isPresent()) {
			results.message(Severity.WARNING, describe(throttled.get(), t));
		}
	}

	/** "the drive throttled: ..." for a reader. */
	public static String describe(Throttling th, DriveTemperature t) {
		String counted = th.driveEvents() > 0 ? "; its own throttle count rose by " + th.driveEvents() : "";
		if (!th.timed()) {
			return "the drive throttled: its own throttle count rose by " + th.driveEvents()
					+ " (the rate did not show when)";
		}
		return String.format(Locale.ROOT,
				"the drive throttled: it reached its warning temperature, %s °C, at %.1f s, and its rate fell to %.0f MB/s "
						+ "(below %.0f %% of the %.0f MB/s before)%s",
				degrees(t.warningCelsius()), th.startSeconds(), th.slowestMegabytesPerSecond(), Throttling.RATE_SHARE * 100,
				th.rateBeforeMegabytesPerSecond(), counted);
	}

	private static String limit(double celsius) {
		return Double.isNaN(celsius) ? "not stated" : degrees(celsius) + " °C";
	}

	private static String degrees(double celsius) {
		return String.format(Locale.ROOT, "%.1f", celsius);
	}

	private static double min(double[] values) {
		double m = Double.POSITIVE_INFINITY;
		for (double v : values) {
			m = Math.min(m, v);
		}
		return m;
	}
}
