package org.drivebench.drivetests.ssd;

import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.messages;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.results.TestDurations;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunOptions;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.Target;
import org.drivebench.engine.sim.SimulatedDrives;
import org.drivebench.model.ResultStatus;

import org.drivebench.engine.sim.SsdModels;
import org.drivebench.engine.sim.SsdParameters;
import org.drivebench.engine.sim.SsdThermal;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The thermal test on the simulated NVMe drive throttles when the heating equation says it must, derived
 * here by hand from the model's thermal constants: the drive is one body of heat capacity C cooling
 * through R to the ambient air, C dT/dt = P - (T - ambient)/R, so at a constant power P it goes from T0
 * towards T_inf = ambient + P R as T(t) = T_inf + (T0 - T_inf) e^(-t/RC), and reaches T1 after
 * t = RC ln((T_inf - T0) / (T_inf - T1)).
 */
class ThermalThrottlingTest {
	private static final SsdParameters NVME = SsdModels.nvmeTlc();
	private static final SsdThermal HEAT = NVME.thermal();
	private static final double TAU = HEAT.kelvinPerWatt() * HEAT.heatCapacityJoulesPerKelvin();
	/** What the dies program at once (dies x planes x page) over a program time, at most the controller's write path. */
	private static final double SLC = rate(NVME.flash().slcProgramNanos());
	private static final double TLC = rate(NVME.flash().tlcProgramNanos());
	private static final double WRITE_SECONDS = 400;

	private static double rate(long programNanos) {
		double dies = (double) NVME.parallelUnits() * NVME.flash().planes() * NVME.pageBytes();
		return Math.min(NVME.flash().writePathMegabytesPerSecond(), dies / (programNanos * 1e-9) / 1e6);
	}

	/** The drive's power writing at {@code mbps}: idle, the controller's energy per host byte and the program's. */
	private static double watts(double mbps, double programJoulesPerGigabyte) {
		return HEAT.idleWatts() + mbps / 1e3 * (HEAT.hostJoulesPerGigabyte() + programJoulesPerGigabyte);
	}

	/** Where a constant power takes the drive. */
	private static double settles(double watts) {
		return HEAT.ambientCelsius() + watts * HEAT.kelvinPerWatt();
	}

	/** How long a constant power takes the drive from {@code from} to {@code to}. */
	private static double seconds(double watts, double from, double to) {
		return TAU * Math.log((settles(watts) - from) / (settles(watts) - to));
	}

	@Test
	void onTheSimulatedNvmeDriveTheWriteThrottlesWhenTheHeatingEquationSays() {
		double warning = HEAT.warningCelsius();
		// an empty drive: its whole SLC cache (6 GB static, 36 GB dynamic) at the SLC rate, then TLC
		double cacheSeconds = 42e9 / (SLC * 1e6);
		double idle = settles(HEAT.idleWatts());
		double slcWatts = watts(SLC, HEAT.slcProgramJoulesPerGigabyte());
		double tlcWatts = watts(TLC, HEAT.tlcProgramJoulesPerGigabyte());
		double afterCache = settles(slcWatts) + (idle - settles(slcWatts)) * Math.exp(-cacheSeconds / TAU);
		double toThrottle = cacheSeconds + seconds(tlcWatts, afterCache, warning);
		assertEquals(182, toThrottle, 2, "SIMULATION.md's figure: about three minutes");
		TestResult r = completed(new ThermalThrottling(), "ssd-nvme", "duration=" + WRITE_SECONDS + "s", "blockSize=1m", "queueDepth=8");
		// the model steps its temperature every 100 ms and the sensor is read as often: the throttle is seen at most 0.2 s late
		assertEquals(toThrottle, value(r, "thermal.throttle.seconds"), 0.5, messages(r).toString());
		double written = (42e9 + (toThrottle - cacheSeconds) * TLC * 1e6) / 1e9;
		assertEquals(written, value(r, "thermal.throttle.written"), written * 0.01, "GB written before the throttle");
		assertEquals(TLC, value(r, "thermal.mbps.before"), TLC * 0.02, "the median second before: TLC, the cache ran out long before");
		// then a saw-tooth: at the first step's rate the drive cools to its hysteresis below the step, then heats again at TLC
		double stepRate = HEAT.steps().get(0).megabytesPerSecond();
		double stepWatts = watts(stepRate, HEAT.tlcProgramJoulesPerGigabyte());
		double cool = seconds(stepWatts, warning, warning - HEAT.hysteresisKelvin());
		double heat = seconds(tlcWatts, warning - HEAT.hysteresisKelvin(), warning);
		assertEquals(5.2, cool, 0.1, "SIMULATION.md: 5 s at 800 MB/s");
		assertEquals(36.6, heat, 0.1, "SIMULATION.md: 37 s at full speed");
		double megabytes = 0;
		boolean cooling = true;
		for (double t = toThrottle; t < WRITE_SECONDS; cooling = !cooling) {
			double span = Math.min(cooling ? cool : heat, WRITE_SECONDS - t);
			megabytes += span * (cooling ? stepRate : TLC);
			t += span;
		}
		double throttled = megabytes / (WRITE_SECONDS - toThrottle);
		assertEquals(throttled, value(r, "thermal.mbps.throttled"), throttled * 0.02);
		assertEquals(stepRate, value(r, "thermal.mbps.throttled.min"), stepRate * 0.01, "whole seconds at the first step's rate");
		// the hottest reading: the step that crossed the warning temperature, at most 100 ms of heating past it
		double peak = value(r, "thermal.temperature.max");
		assertTrue(peak >= warning && peak < warning + 0.1, "peak " + peak);
		assertTrue(messages(r).stream().anyMatch(t -> t.startsWith("the drive throttled: it reached its warning temperature, 81.0 °C")),
				messages(r).toString());
	}

	/**
	 * A fresh drive sits at its idle temperature, so the cool-down ends at its first look back: the
	 * temperature no lower than {@value CoolDown#FLAT_SECONDS} s before. Its rests must move the drive's
	 * clock even before the drive's first workload (they did not: the temperature never had a minute of
	 * history, and the cool-down idled its whole 600 s cap).
	 */
	@Test
	void onAFreshDriveTheCoolDownEndsWhenTheTemperatureHasNotFallenForAMinute() {
		TestResult r = completed(new ThermalThrottling(), "ssd-nvme", "duration=30s", "blockSize=1m", "queueDepth=8");
		assertEquals(CoolDown.FLAT_SECONDS, value(r, "thermal.cooldown.seconds"), 1e-9, messages(r).toString());
		assertEquals(settles(HEAT.idleWatts()), value(r, "thermal.start.celsius"), 0.01, "a fresh drive starts at its idle temperature");
		assertTrue(messages(r).stream().anyMatch(t -> t.startsWith("cooled down for 60 s before the write") && t.endsWith("it had stopped falling")),
				messages(r).toString());
	}

	/**
	 * A whole-drive fill leaves the drive hot; the write that follows must time the throttle from where an
	 * idle drive starts. After 300 GB of writing (about 165 s at 6.0 W, 80 °C) the cool-down idles the
	 * drive until it is within its margin (1 °C) of the idle temperature, ambient + idle power x R: the
	 * drive then has its whole cache back (the fill left 700 GB free) and throttles when the heating
	 * equation says from the temperature it started at, within the margin's worth of seconds of the time
	 * from the idle temperature itself.
	 */
	@Test
	void afterAFillThatHeatsTheDriveTheCoolDownTimesTheThrottleFromTheIdleTemperature() {
		double idle = settles(HEAT.idleWatts());
		List<String> steps = new ArrayList<>();
		TestResult r = fillThenThermal(new RunListener() {
			@Override
			public void step(String name, int index, int count) {
				steps.add(index + "/" + count + " " + name.replaceAll("[0-9.]+ °C", "T"));
			}
		});
		// the cool-down is one step, however many times it looks at the temperature; the write the next
		List<String> thermal = steps.subList(steps.indexOf("0/2 Cool down before the write: T"), steps.size());
		assertEquals(List.of("0/2 Cool down before the write: T", "1/2 Write sequentially for 400 s"), thermal.stream().distinct().toList());
		double start = value(r, "thermal.start.celsius");
		assertTrue(start >= idle - 0.01 && start <= idle + 1, "the write starts within the 1 °C margin of " + idle + ": " + start);
		double fromIdle = toThrottle(idle);
		double margin = fromIdle - toThrottle(idle + 1);
		assertEquals(toThrottle(start), value(r, "thermal.throttle.seconds"), 0.5, messages(r).toString());
		assertEquals(fromIdle, value(r, "thermal.throttle.seconds"), margin + 0.5, "the time from the idle temperature");
		double cooled = value(r, "thermal.cooldown.seconds");
		// from 80 °C to within 1 °C of 33.3 °C takes RC ln(47 / 1) = 231 s at the least (folding the cache warms it meanwhile)
		assertTrue(cooled >= 220 && cooled <= 600, "cooled for " + cooled + " s");
		assertTrue(messages(r).stream().anyMatch(t -> t.startsWith("cooled down for ") && t.contains("within 1.0 °C of where it settles")),
				messages(r).toString());
		assertTrue(value(r, "thermal.temperature.max") < 81.1, "the peak is the write's, not the fill's");
	}

	/**
	 * How long the test took on the simulated drive's clock (the command line's "done in", the workbench's
	 * Duration, the run's) counts the cool-down before the write: the drive idled that long on its clock, as a
	 * real drive would on the wall's. The cool-down is one step however often it looked at the temperature.
	 */
	@Test
	void theTestsTimeOnTheDrivesClockCountsItsCoolDown() {
		TestResult r = completed(new ThermalThrottling(), "ssd-nvme", "duration=30s", "blockSize=1m", "queueDepth=8");
		double cooled = value(r, "thermal.cooldown.seconds");
		// an idle drive cools for the two spacings its extrapolation needs, or the minute that shows it flat
		assertTrue(cooled >= 2 * CoolDown.SPACING_SECONDS && cooled <= 600, "cooled for " + cooled + " s");
		assertEquals(cooled + 30, TestDurations.of(r).orElseThrow().toNanos() / 1e9, 0.5, "the cool-down, then 30 s of writing");
		assertEquals(List.of("Cool down before the write: T", "Write sequentially for 30 s"),
				r.getSteps().stream().map(s -> s.getName().replaceAll("[0-9.]+ °C", "T")).toList());
		assertEquals(cooled, r.getSteps().get(0).getElapsedNanos() / 1e9, 1e-6, "the cool-down's step is its time on the clock");
	}

	@Test
	void withoutTheCoolDownTheDriveLeftHotByTheFillThrottlesWithinSeconds() {
		TestResult r = fillThenThermal(RunListener.NONE, "coolDown=0");
		double start = value(r, "thermal.start.celsius");
		assertTrue(start > 79, "the fill left the drive hot: " + start);
		assertTrue(value(r, "thermal.throttle.seconds") < 60, "throttles long before the " + toThrottle(settles(HEAT.idleWatts()))
				+ " s from idle: " + value(r, "thermal.throttle.seconds"));
		assertTrue(r.getMetrics().stream().noneMatch(m -> m.getKey().equals("thermal.cooldown.seconds")));
		assertTrue(messages(r).stream().anyMatch(t -> t.startsWith("no cool-down (coolDown = 0): the write started at ")),
				messages(r).toString());
	}

	/** How long an empty drive's write takes from {@code from} to the warning temperature: its whole cache, then TLC. */
	private static double toThrottle(double from) {
		double cacheSeconds = 42e9 / (SLC * 1e6);
		double slcWatts = watts(SLC, HEAT.slcProgramJoulesPerGigabyte());
		double tlcWatts = watts(TLC, HEAT.tlcProgramJoulesPerGigabyte());
		double afterCache = settles(slcWatts) + (from - settles(slcWatts)) * Math.exp(-cacheSeconds / TAU);
		return cacheSeconds + seconds(tlcWatts, afterCache, HEAT.warningCelsius());
	}

	/** 300 GB of 1 MiB writes, then the thermal test on the drive the fill left; the thermal test's result. */
	private static TestResult fillThenThermal(RunListener listener, String... thermal) {
		SustainedWrite fill = new SustainedWrite();
		ThermalThrottling test = new ThermalThrottling();
		Map<String, String> given = new LinkedHashMap<>(Map.of("duration", WRITE_SECONDS + "s", "blockSize", "1m", "queueDepth", "8"));
		for (String p : thermal) {
			given.put(p.substring(0, p.indexOf('=')), p.substring(p.indexOf('=') + 1));
		}
		List<PlannedTest> tests = List.of(
				new PlannedTest(fill, ParameterValues.resolve(fill.descriptor().id(), fill.parameters(),
						Map.of("fillSize", "300G", "blockSize", "1m", "queueDepth", "8")), "Fill"),
				new PlannedTest(test, ParameterValues.resolve(test.descriptor().id(), test.parameters(), given), "Thermal"));
		try (Target target = SimulatedDrives.open("ssd-nvme")) {
			List<TestResult> results = new SuiteRunner(SimulatedTestRuns.ENGINE, "test").run(
					new RunPlan("fill-then-thermal", tests, RunOptions.DEFAULT.withSeed(SimulatedTestRuns.SEED)), target,
					listener, run -> {
					}).getResults();
			for (TestResult r : results) {
				assertEquals(ResultStatus.COMPLETED, r.getStatus(), messages(r).toString());
			}
			return results.get(1);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	@Test
	void aDriveThatSettlesBelowItsWarningTemperatureDidNotThrottleAndSaysHowHotItGot() {
		// the 2.5-inch SATA drive tends to 57 C on sustained writes: no throttle in a minute
		TestResult r = completed(new ThermalThrottling(), "ssd-slc", "duration=60s", "blockSize=1m", "queueDepth=8");
		assertTrue(r.getMetrics().stream().noneMatch(m -> m.getKey().startsWith("thermal.throttle")));
		String said = messages(r).stream().filter(t -> t.startsWith("did not throttle")).findFirst().orElseThrow(
				() -> new AssertionError(messages(r).toString()));
		assertTrue(said.matches("did not throttle in 60 s of writing: the drive's temperature peaked at \\d+\\.\\d °C "
				+ "\\(warning temperature: 70\\.0 °C\\)"), said);
		assertTrue(value(r, "thermal.temperature.max") < 70);
	}

	@Test
	void onATestFileWithoutASensorTheRateIsStillMeasured(@TempDir Path dir) throws IOException {
		TestResult r = TestFileRuns.completedOnTestFile(new ThermalThrottling(), dir,
				Map.of("duration", "2s", "queueDepth", "8", "idleWithoutSensor", "1s"));
		assertTrue(value(r, "write.mbps.mean") > 0);
		assertTrue(r.getIntervals().get(0).getMegabytesPerSecond().size() >= 2, "a rate for every second written");
		boolean sensor = r.getSeries().stream().anyMatch(s -> s.getKey().equals("drive.temperature"));
		if (!sensor) {
			// a virtual disk, a tmpfs: said once, and nothing recorded in its place
			assertTrue(messages(r).stream().anyMatch(t -> t.startsWith("no temperature sensor: ")), messages(r).toString());
			assertTrue(messages(r).stream().anyMatch(t -> t.startsWith("no temperature sensor: the rate over time is measured")));
			assertTrue(r.getMetrics().stream().noneMatch(m -> m.getKey().startsWith("thermal.") && !m.getKey().equals("thermal.cooldown.seconds")));
			// the idle time instead of a cool-down, said and recorded
			assertEquals(1, value(r, "thermal.cooldown.seconds"), 1e-9);
			assertTrue(messages(r).stream().anyMatch(t -> t.equals("no temperature sensor: the drive idled 1 s before the write instead "
					+ "of cooling down to where its temperature settles")), messages(r).toString());
		}
	}
}
