package org.drivebench.engine.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.junit.jupiter.api.Test;

/**
 * The SSD's heating, cooling and throttling against the heating equation solved by hand: a body of heat
 * capacity C cooling through R to the ambient, {@code T(t) = T_inf + (T0 - T_inf) e^(-t/RC)} with
 * {@code T_inf = ambient + P R} for a constant power P, P from the datasheet-derived energies per byte.
 */
class SsdThermalTest {
	private static final SsdParameters NVME = SsdModels.nvmeTlc().withVariation(Variation.NONE);

	/** What a run's observer saw at the end of each 100 ms interval: the drive's health log. */
	private static final class Log implements RunObserver {
		final SimulatedTarget target;
		final List<SsdStatus> seen = new ArrayList<>();

		Log(SimulatedTarget target) {
			this.target = target;
		}

		@Override
		public void interval(IntervalSnapshot snapshot) {
			seen.add(target.ssdStatus());
		}
	}

	private static Measurement run(SimulatedTarget t, WorkloadSpec.Builder spec, RunObserver o) {
		return t.run(spec.interval(Duration.ofMillis(100)).build(), o);
	}

	private static WorkloadSpec.Builder sustainedWrite(int seconds) {
		return WorkloadSpec.builder().blockSize(131072).sequential().readPercent(0).queueDepth(32)
				.duration(Duration.ofSeconds(seconds));
	}

	/** Power while writing {@code megabytesPerSecond} in one program mode: idle, the controller's share and the programs'. */
	private static double writeWatts(SsdThermal th, double megabytesPerSecond, boolean slc) {
		double perGigabyte = th.hostJoulesPerGigabyte()
				+ (slc ? th.slcProgramJoulesPerGigabyte() : th.tlcProgramJoulesPerGigabyte());
		return th.idleWatts() + perGigabyte * megabytesPerSecond * 1e-3;
	}

	/** Seconds for T to go from {@code from} to {@code to} while it tends to {@code settle}. */
	private static double secondsBetween(SsdThermal th, double from, double to, double settle) {
		return th.timeConstantSeconds() * Math.log((from - settle) / (to - settle));
	}

	@Test
	void sustainedWritesThrottleWhenTheHeatingEquationReachesTheWarningTemperature() {
		SsdThermal th = NVME.thermal();
		FlashOracle o = new FlashOracle(NVME);
		// the SLC cache first, then TLC: a constant power in each phase
		double slcSeconds = NVME.slcCacheBytes() / (o.slcMegabytesPerSecond() * 1e6);
		double slcSettle = th.ambientCelsius() + th.kelvinPerWatt() * writeWatts(th, o.slcMegabytesPerSecond(), true);
		double tlcSettle = th.ambientCelsius() + th.kelvinPerWatt() * writeWatts(th, o.tlcMegabytesPerSecond(), false);
		double t0 = th.ambientCelsius() + th.kelvinPerWatt() * th.idleWatts();
		double t1 = slcSettle + (t0 - slcSettle) * Math.exp(-slcSeconds / th.timeConstantSeconds());
		double expected = slcSeconds + secondsBetween(th, t1, th.warningCelsius(), tlcSettle);
		assertTrue(expected > 150 && expected < 240, "the class throttles after a few minutes: " + expected);

		SimulatedTarget t = SimulatedDrives.open(NVME);
		Log log = new Log(t);
		Measurement m = run(t, sustainedWrite(400), log);
		int first = 0;
		while (log.seen.get(first).throttleStep() == 0) {
			first++;
		}
		double measured = (first + 1) * 0.1;
		assertEquals(expected, measured, expected * 0.02, "time to throttle");
		assertEquals(th.warningCelsius(), log.seen.get(first).temperatureCelsius(), 0.1);

		// throttled: at the first step's rate until it has cooled by the hysteresis, then at full speed
		// until it is warm again; whole cycles from one transition into throttling to another
		double limit = th.steps().get(0).megabytesPerSecond();
		double coolSettle = th.ambientCelsius() + th.kelvinPerWatt() * writeWatts(th, limit, false);
		double low = th.warningCelsius() - th.hysteresisKelvin();
		double heating = secondsBetween(th, low, th.warningCelsius(), tlcSettle);
		double cooling = secondsBetween(th, th.warningCelsius(), low, coolSettle);
		double expectedRate = (o.tlcMegabytesPerSecond() * heating + limit * cooling) / (heating + cooling);
		int from = first;
		int to = log.seen.size() - 1;
		while (log.seen.get(to).throttleTransitions() == log.seen.get(to - 1).throttleTransitions()) {
			to--;
		}
		int cycles = log.seen.get(to).throttleTransitions() - log.seen.get(from).throttleTransitions();
		assertTrue(cycles >= 3, cycles + " cycles of throttling in 400 s");
		double[] rate = m.intervals().megabytesPerSecond();
		double sum = 0;
		for (int i = from + 1; i <= to; i++) {
			sum += rate[i];
		}
		assertEquals(expectedRate, sum / (to - from), expectedRate * 0.03, "throttled rate over " + cycles + " cycles");
		assertEquals(0, log.seen.get(log.seen.size() - 1).criticalTemperatureNanos(),
				"the first step holds it below the critical temperature");
	}

	@Test
	void readsAtFullSpeedStayBelowTheWarningAndTheDriveCoolsExponentially() {
		SsdThermal th = NVME.thermal();
		SimulatedTarget t = SimulatedDrives.open(NVME);
		Log log = new Log(t);
		run(t, WorkloadSpec.builder().blockSize(131072).sequential().queueDepth(32).duration(Duration.ofSeconds(300)), log);
		SsdStatus hot = log.seen.get(log.seen.size() - 1);
		assertEquals(0, hot.throttleTransitions(), "reads never reach " + th.warningCelsius() + " C");
		double readWatts = th.idleWatts()
				+ (th.hostJoulesPerGigabyte() + th.readJoulesPerGigabyte()) * NVME.interfaceMegabytesPerSecond() * 1e-3;
		double settle = th.ambientCelsius() + th.kelvinPerWatt() * readWatts;
		assertTrue(settle < th.warningCelsius() && hot.temperatureCelsius() > settle - 1,
				"five time constants of reads: near " + settle + " C, " + hot);

		long end = t.virtualClockNanos();
		t.rest(Duration.ofMinutes(3));
		long step = ThermalModel.STEP_NANOS;
		long boundary = end / step * step;
		double atEnd = t.temperatureCelsius(0, boundary);
		double idle = th.idleCelsius();
		for (int seconds : new int[] { 10, 60, 150 }) {
			double expected = idle + (atEnd - idle) * Math.exp(-seconds / th.timeConstantSeconds());
			assertEquals(expected, t.temperatureCelsius(0, boundary + seconds * 1_000_000_000L), 0.01,
					seconds + " s after the reads");
		}
		assertEquals(t.ssdStatus().temperatureCelsius(), t.temperatureCelsius(0, t.virtualClockNanos()), 1e-12);
		// the series a sampler saw during the run, read again afterwards at each interval's end
		for (int i = 0; i < log.seen.size(); i += 97) {
			assertEquals(log.seen.get(i).temperatureCelsius(), t.temperatureCelsius(0, t.runStartNanos() + (i + 1) * step),
					1e-12, "interval " + i);
		}
		assertThrows(IllegalArgumentException.class, () -> t.temperatureCelsius(0, t.virtualClockNanos() + 1_000_000_000L));
	}

	@Test
	void aHotCaseDrivesItToTheCriticalStep() {
		SsdThermal th = NVME.thermal();
		double ambient = 60;
		SsdParameters hot = NVME.withThermal(new SsdThermal(ambient, th.heatCapacityJoulesPerKelvin(), th.kelvinPerWatt(),
				th.idleWatts(), th.hostJoulesPerGigabyte(), th.readJoulesPerGigabyte(), th.slcProgramJoulesPerGigabyte(),
				th.tlcProgramJoulesPerGigabyte(), th.warningCelsius(), th.criticalCelsius(), th.hysteresisKelvin(),
				th.steps()));
		// at the first step's rate it still settles above the critical temperature, so the second step comes
		assertTrue(ambient + th.kelvinPerWatt() * writeWatts(th, th.steps().get(0).megabytesPerSecond(), false) > th
				.criticalCelsius());
		SimulatedTarget t = SimulatedDrives.open(hot);
		Log log = new Log(t);
		Measurement m = run(t, sustainedWrite(300), log);
		SsdStatus last = log.seen.get(log.seen.size() - 1);
		assertTrue(last.criticalTemperatureNanos() > 0, last.toString());
		double critical = th.steps().get(1).megabytesPerSecond();
		boolean atCriticalRate = false;
		double[] rate = m.intervals().megabytesPerSecond();
		// (an interval after the step changed still sees writes the buffer took at the rate before)
		for (int i = 2; i < rate.length; i++) {
			if (log.seen.get(i - 2).throttleStep() == 2 && log.seen.get(i - 1).throttleStep() == 2
					&& log.seen.get(i).throttleStep() == 2) {
				assertEquals(critical, rate[i], critical * 0.02, "interval " + i);
				atCriticalRate = true;
			}
		}
		assertTrue(atCriticalRate, "a whole interval at the critical step's rate");
	}

	@Test
	void withAHeatsinkTheDriveNeverThrottles() {
		SimulatedTarget t = SimulatedDrives.open(SlcCacheFillTest.cooled(NVME));
		Log log = new Log(t);
		Measurement m = run(t, sustainedWrite(300), log);
		assertEquals(0, log.seen.get(log.seen.size() - 1).throttleTransitions());
		double[] rate = m.intervals().megabytesPerSecond();
		assertEquals(new FlashOracle(NVME).tlcMegabytesPerSecond(), rate[rate.length - 1], 17);
	}

	@Test
	void aFreshDriveReportsItsIdleTemperatureAndThresholds() {
		SimulatedTarget t = SimulatedDrives.open("ssd-nvme");
		SsdStatus s = t.ssdStatus();
		assertEquals(NVME.thermal().idleCelsius(), s.temperatureCelsius(), 1e-9);
		assertEquals(81, s.warningCelsius());
		assertEquals(82, s.criticalCelsius());
		assertEquals(42_000_000_000L, s.slcCacheBytes());
		assertThrows(IllegalArgumentException.class, () -> SimulatedDrives.open("hdd-7200").ssdStatus());
	}
}
