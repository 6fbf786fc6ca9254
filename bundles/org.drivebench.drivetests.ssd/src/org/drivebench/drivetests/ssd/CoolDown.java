package org.drivebench.drivetests.ssd;

import java.io.IOException;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;

import org.drivebench.core.api.DriveTemperature;
import org.drivebench.core.api.ResultWriter;
import org.drivebench.core.api.TemperatureLog;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.WorkloadSteps;
import org.drivebench.core.units.Units;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.Severity;

/**
 * Idles the drive before a write whose figures depend on the temperature it starts at (the thermal
 * test's time to throttle): a drive left hot by the tests before throttles within seconds, and its time
 * to throttle would be the previous test's, not the drive's. The drive idles in steps of {@value #CHECK_SECONDS}
 * s until its temperature is within {@code margin} of where it settles, or has stopped falling, or
 * {@code cap} has passed. Where it settles is extrapolated from three readings {@value #SPACING_SECONDS} s
 * apart by Newton's law of cooling (the excess over the settling point falls by the same factor in equal
 * times, so {@code T_inf = T2 - d2^2 / (d1 - d2)} with {@code d1 = T0 - T1}, {@code d2 = T1 - T2}:
 * Aitken's extrapolation of a geometric sequence); it has stopped falling when it is no lower than
 * {@value #FLAT_SECONDS} s before (a sensor of whole degrees, a drive already idle).
 */
final class CoolDown {
	static final long CHECK_SECONDS = 10;
	static final double SPACING_SECONDS = 20;
	static final double FLAT_SECONDS = 60;

	private CoolDown() {
	}

	/**
	 * Cools the drive down as the class says, or idles {@code idleWithoutSensor} where it has no sensor,
	 * and records the time spent and the temperature the write starts at.
	 *
	 * @return false when the user cancelled meanwhile
	 */
	static boolean before(TestContext context, WorkloadSteps steps, Duration cap, double margin, Duration idleWithoutSensor)
			throws IOException {
		ResultWriter results = context.results();
		Optional<TemperatureLog> log = context.temperature();
		if (log.isEmpty()) {
			if (idleWithoutSensor.isZero()) {
				results.message(Severity.INFO, "no temperature sensor and no idle time: the write started as the tests before "
						+ "left the drive (a drive left hot throttles sooner)");
				return true;
			}
			results.message(Severity.INFO, String.format(Locale.ROOT, "no temperature sensor: the drive idled %d s before the "
					+ "write instead of cooling down to where its temperature settles", idleWithoutSensor.toSeconds()));
			results.metric("thermal.cooldown.seconds", "Idle before the write", idleWithoutSensor.toNanos() / 1e9, Units.SECONDS,
					BetterDirection.NONE);
			return steps.rest(String.format(Locale.ROOT, "Idle %d s before the write (no temperature sensor)",
					idleWithoutSensor.toSeconds()), idleWithoutSensor);
		}
		double from = latest(log.get().readings());
		if (cap.isZero()) {
			results.message(Severity.INFO, String.format(Locale.ROOT, "no cool-down (coolDown = 0): the write started at %.1f °C, "
					+ "as the tests before left the drive", from));
			startedAt(results, from);
			return true;
		}
		double capSeconds = cap.toNanos() / 1e9;
		double idled = 0;
		double settle = Double.NaN;
		String ended;
		while (true) {
			DriveTemperature r = log.get().readings();
			int n = r.seconds().length;
			double now = n > 0 ? r.seconds()[n - 1] : 0;
			double t2 = n > 0 ? r.celsius()[n - 1] : Double.NaN;
			if (n > 0 && idled >= 2 * SPACING_SECONDS) {
				double d1 = r.celsiusAt(now - 2 * SPACING_SECONDS) - r.celsiusAt(now - SPACING_SECONDS);
				double d2 = r.celsiusAt(now - SPACING_SECONDS) - t2;
				if (d2 > 0 && d1 > d2) {
					settle = t2 - d2 * d2 / (d1 - d2);
					if (t2 - settle <= margin) {
						ended = String.format(Locale.ROOT, "within %.1f °C of where it settles (%.1f °C, extrapolated by Newton's "
								+ "law of cooling from its last %.0f s)", margin, settle, 2 * SPACING_SECONDS);
						break;
					}
				}
			}
			if (n > 0 && idled >= FLAT_SECONDS && r.celsiusAt(now - FLAT_SECONDS) <= t2) {
				ended = String.format(Locale.ROOT, "no lower than %.0f s before: it had stopped falling", FLAT_SECONDS);
				break;
			}
			if (idled >= capSeconds - 1e-9) {
				ended = String.format(Locale.ROOT, "the cool-down's cap, %.0f s, was reached%s", capSeconds, Double.isNaN(settle) ? ""
						: String.format(Locale.ROOT, " %.1f °C above where it settles (%.1f °C, extrapolated)", t2 - settle, settle));
				break;
			}
			Duration step = Duration.ofNanos(Math.min(Duration.ofSeconds(CHECK_SECONDS).toNanos(), Math.round((capSeconds - idled) * 1e9)));
			String name = Double.isNaN(t2) ? "Cool down before the write"
					: String.format(Locale.ROOT, "Cool down before the write: %.1f °C", t2);
			if (!(idled == 0 ? steps.rest(name, step) : steps.restMore(name, step))) {
				return false;
			}
			idled += step.toNanos() / 1e9;
		}
		double start = latest(log.get().readings());
		results.metric("thermal.cooldown.seconds", "Time spent cooling before the write", idled, Units.SECONDS, BetterDirection.NONE);
		startedAt(results, start);
		results.message(Severity.INFO, String.format(Locale.ROOT,
				"cooled down for %.0f s before the write, from %.1f °C to %.1f °C: %s", idled, from, start, ended));
		return true;
	}

	private static void startedAt(ResultWriter results, double celsius) {
		if (!Double.isNaN(celsius)) {
			results.metric("thermal.start.celsius", "Temperature at the start of the write", celsius, Units.CELSIUS,
					BetterDirection.NONE);
		}
	}

	/** The last reading; NaN when there is none yet. */
	private static double latest(DriveTemperature r) {
		int n = r.celsius().length;
		return n > 0 ? r.celsius()[n - 1] : Double.NaN;
	}
}
