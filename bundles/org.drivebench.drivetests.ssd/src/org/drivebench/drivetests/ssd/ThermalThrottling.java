package org.drivebench.drivetests.ssd;

import java.io.IOException;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.drivebench.core.api.DriveTemperature;
import org.drivebench.core.api.DriveTemperature.RateInterval;
import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterType;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.ResultWriter;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.api.TemperatureLog;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.Throttling;
import org.drivebench.core.api.WorkloadSteps;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.units.Units;
import org.drivebench.drivetests.ssd.api.SsdTests;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.Target;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.Severity;
import org.osgi.service.component.annotations.Component;

/**
 * {@code ssd.thermal}: a sequential write held for {@code duration}, its rate every second set against
 * the drive's temperature (which the run samples during every test), as reviewers of M.2 drives without
 * a heatsink show it: when the drive reached its warning temperature and throttled, how fast it wrote
 * before, and how fast once throttled. The write starts once the drive has cooled down ({@link CoolDown}),
 * so its time to throttle is an idle drive's, not what the tests before left. Whether it throttled is {@link Throttling}'s rule, the one every
 * test's result is flagged by.
 */
@Component(service = DriveTest.class)
public class ThermalThrottling extends SequentialWriteTest {
	static final TestDescriptor DESCRIPTOR = new TestDescriptor(SsdTests.THERMAL, "1.1", "Thermal throttling", "SSD",
			"First a cool-down: the drive idles until its temperature is within 'coolMargin' of where it settles "
					+ "(extrapolated by Newton's law of cooling from readings 20 s apart) or has stopped falling for a minute, "
					+ "at most 'coolDown' (0: none); without a sensor it idles 'idleWithoutSensor' instead. Then one "
					+ "sequential write of 'blockSize' blocks at 'queueDepth' for 'duration' from the start of the target (wrapping "
					+ "to its start when it reaches the end), its rate measured every second, with the drive's temperature "
					+ "(hwmon, smartctl or the simulator's model: see docs/tests.md). Reports the time to throttle (when "
					+ "the drive reached its warning temperature before its rate fell below 85 % of the median of the 5 "
					+ "seconds before it was hot), the bytes written by then, the rate before (the median second before) "
					+ "and while throttled (the average from then on), or that it did not throttle, and the peak temperature "
					+ "during the write, with the time spent cooling and the temperature the write started at. "
					+ "Without a temperature sensor the rate is measured and throttling is not judged. "
					+ "Destructive: it overwrites the target from its first byte.",
			WriteAccess.WRITES);

	public ThermalThrottling() {
		super(DESCRIPTOR);
	}

	@Override
	List<ParameterSpec> ownParameters() {
		return List.of(StandardParameters.measuredTime().defaultValue("10min")
						.help("how long the write is held; reviews hold it until the rate has settled (10 minutes)").build(),
				ParameterSpec.duration(SsdTests.COOL_DOWN, "Cool-down at most").defaultValue("10min").range(0, 24 * 3600)
						.help("the longest the drive idles before the write to cool down to where its temperature settles; "
								+ "0: none, the write starts as the tests before left the drive")
						.build(),
				ParameterSpec.builder(SsdTests.COOL_MARGIN, "Cool down to within", ParameterType.NUMBER).unit(Units.CELSIUS)
						.defaultValue("1").range(0.1, 20)
						.help("the cool-down ends when the temperature is within this of where it settles").build(),
				ParameterSpec.duration(SsdTests.IDLE_WITHOUT_SENSOR, "Idle without a sensor").defaultValue("1min")
						.range(0, 24 * 3600)
						.help("where the drive has no temperature sensor, the time it idles before the write instead").build());
	}

	@Override
	public void run(TestContext context) throws IOException {
		ParameterValues v = context.parameters();
		Target target = context.target();
		Duration duration = v.duration(StandardParameters.DURATION);
		// the whole target, wrapping to its start at its end
		WorkloadSpec spec = sequentialWrite(StandardParameters.blockSizeFor(v, target), v.intValue(StandardParameters.QUEUE_DEPTH),
				target.sizeBytes()).duration(duration).build();
		WorkloadSteps steps = new WorkloadSteps(context, 2);
		if (!CoolDown.before(context, steps, v.duration(SsdTests.COOL_DOWN), v.number(SsdTests.COOL_MARGIN),
				v.duration(SsdTests.IDLE_WITHOUT_SENSOR))) {
			return;
		}
		Optional<Measurement> m = steps.run(
				String.format(Locale.ROOT, "Write sequentially for %d s", duration.toSeconds()), spec);
		if (m.isEmpty()) {
			return;
		}
		ResultWriter results = context.results();
		results.intervals("write", "Write rate over time", m.get().intervals());
		results.metric("write.mbps.mean", "Write average", m.get().writeMegabytesPerSecond(), Units.MB_PER_S, BetterDirection.HIGHER);
		Optional<TemperatureLog> log = context.temperature();
		if (log.isEmpty()) {
			results.message(Severity.INFO, "no temperature sensor: the rate over time is measured, throttling is not judged "
					+ "(it needs the drive's temperature)");
			return;
		}
		DriveTemperature readings = log.get().readings();
		if (readings.seconds().length > 0) {
			results.metric("thermal.temperature.max", "Peak drive temperature during the write", writePeak(readings), Units.CELSIUS,
					BetterDirection.LOWER);
		}
		judge(results, readings, duration);
	}

	/** The rate of the test's only workload, the last one the log holds. */
	private static List<RateInterval> writeRates(DriveTemperature t) {
		return t.rates().stream().filter(r -> r.workload() == t.rates().get(t.rates().size() - 1).workload()).toList();
	}

	/** The hottest reading while the write ran (the cool-down before it starts hot); the whole test's without its rate. */
	private static double writePeak(DriveTemperature t) {
		List<RateInterval> rates = t.rates().isEmpty() ? List.of() : writeRates(t);
		return rates.isEmpty() ? t.peakCelsius()
				: t.peakCelsius(rates.get(0).startSeconds(), rates.get(rates.size() - 1).endSeconds());
	}

	/** The figures of the test's only workload, the last one the log holds. */
	static void judge(ResultWriter results, DriveTemperature t, Duration duration) {
		List<RateInterval> rates = t.rates().isEmpty() ? List.of() : writeRates(t);
		Optional<Throttling> throttling = t.throttling();
		if (throttling.isEmpty() || rates.isEmpty()) {
			results.message(Severity.INFO, String.format(Locale.ROOT,
					"did not throttle in %d s of writing: the drive's temperature peaked at %.1f °C (warning temperature: %s)",
					duration.toSeconds(), writePeak(t),
					Double.isNaN(t.warningCelsius()) ? "not stated" : String.format(Locale.ROOT, "%.1f °C", t.warningCelsius())));
			return;
		}
		Throttling th = throttling.get();
		if (!th.timed()) {
			results.message(Severity.WARNING, "throttled (the drive's own throttle count rose by " + th.driveEvents()
					+ "), but the rate did not show when");
			return;
		}
		double writingFrom = rates.get(0).startSeconds();
		double at = th.startSeconds();
		double[] before = rates.stream().filter(r -> r.endSeconds() <= at).mapToDouble(RateInterval::megabytesPerSecond).toArray();
		double[] after = rates.stream().filter(r -> r.startSeconds() >= at).mapToDouble(RateInterval::megabytesPerSecond).toArray();
		// the seconds before, and the part of the second it began in
		double written = rates.stream().mapToDouble(r -> r.megabytesPerSecond() * Math.max(0, Math.min(r.endSeconds(), at) - r.startSeconds()))
				.sum() / 1e3;
		results.metric("thermal.throttle.seconds", "Time to throttle", at - writingFrom, Units.SECONDS, BetterDirection.HIGHER);
		results.metric("thermal.throttle.written", "Written before throttling", written, Units.GB, BetterDirection.HIGHER);
		if (before.length > 0) {
			results.metric("thermal.mbps.before", "Write rate before throttling (median second)",
					CacheExhaustion.median(before, 0, before.length), Units.MB_PER_S, BetterDirection.HIGHER);
		}
		if (after.length > 0) {
			results.metric("thermal.mbps.throttled", "Write rate while throttled (average from the throttle on)",
					Arrays.stream(after).average().orElseThrow(), Units.MB_PER_S, BetterDirection.HIGHER);
			results.metric("thermal.mbps.throttled.min", "Slowest second while throttled", th.slowestMegabytesPerSecond(),
					Units.MB_PER_S, BetterDirection.HIGHER);
		}
	}
}
