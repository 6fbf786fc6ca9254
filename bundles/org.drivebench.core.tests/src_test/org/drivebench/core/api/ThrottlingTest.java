package org.drivebench.core.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.drivebench.core.api.DriveTemperature.RateInterval;
import org.junit.jupiter.api.Test;

/** The throttling rule on rate and temperature curves whose answer is known. */
class ThrottlingTest {
	/** One workload of 1 s intervals at {@code rates}. */
	private static List<RateInterval> intervals(double... rates) {
		List<RateInterval> list = new ArrayList<>();
		for (int i = 0; i < rates.length; i++) {
			list.add(new RateInterval(0, i, i + 1, rates[i]));
		}
		return list;
	}

	/** Samples every 0.1 s: {@code below} until {@code hotFrom}, 81 for 0.1 s, then {@code after}. */
	private static DriveTemperature heated(List<RateInterval> rates, double hotFrom, double after, long eventsBefore, long eventsAfter) {
		int n = (int) Math.round(rates.size() * 10.0);
		double[] t = new double[n];
		double[] c = new double[n];
		for (int i = 0; i < n; i++) {
			t[i] = i / 10.0;
			c[i] = t[i] < hotFrom - 1e-9 ? 70 + t[i] : t[i] < hotFrom + 0.1 - 1e-9 ? 81 : after;
		}
		return new DriveTemperature("test", 81, 82, t, c, rates, eventsBefore, eventsAfter, List.of());
	}

	@Test
	void aRateThatFallsAsTheDriveReachesItsWarningTemperatureIsThrottling() {
		// the drive is at 81 C for one reading only, 0.9 s into the tenth second; the slow seconds that follow read 80
		List<RateInterval> rates = intervals(3300, 3300, 1700, 1700, 1700, 1700, 1700, 1700, 1700, 1650, 800, 800, 800, 1700);
		Optional<Throttling> th = heated(rates, 9.9, 80, -1, -1).throttling();
		assertTrue(th.isPresent());
		assertEquals(9.9, th.get().startSeconds(), 1e-9, "when it reached the warning temperature");
		assertEquals(1700, th.get().rateBeforeMegabytesPerSecond(), 1e-9, "the median of the 5 seconds before: the cache's end is past");
		assertEquals(800, th.get().slowestMegabytesPerSecond(), 1e-9);
		assertEquals(-1, th.get().driveEvents());
	}

	@Test
	void aRateThatFallsBelowTheWarningTemperatureIsNotThrottlingNorIsAHotDriveThatKeepsItsPace() {
		List<RateInterval> cacheEnds = intervals(3300, 3300, 3300, 1700, 1700, 1700, 1700, 1700);
		assertFalse(heated(cacheEnds, 100, 80, -1, -1).throttling().isPresent(), "never hot: the SLC cache ran out");
		List<RateInterval> steady = intervals(1700, 1700, 1700, 1700, 1690, 1710, 1700, 1700);
		assertFalse(heated(steady, 3.5, 81.5, -1, -1).throttling().isPresent(), "hot but as fast as before");
		DriveTemperature unknown = new DriveTemperature("test", Double.NaN, Double.NaN, new double[] { 0, 1 }, new double[] { 90, 95 },
				intervals(1700, 800), -1, -1, List.of());
		assertFalse(unknown.throttling().isPresent(), "no warning temperature, no count: nothing to judge by");
	}

	@Test
	void theDrivesOwnThrottleCountRisingIsThrottlingEvenWhenTheRateDoesNotShowWhen() {
		Optional<Throttling> th = heated(intervals(500, 500, 500), 100, 70, 3, 5).throttling();
		assertTrue(th.isPresent());
		assertFalse(th.get().timed());
		assertEquals(2, th.get().driveEvents());
		assertFalse(heated(intervals(500, 500, 500), 100, 70, 3, 3).throttling().isPresent());
	}

	@Test
	void eachWorkloadIsJudgedAgainstItsOwnRate() {
		// a fast read workload, then a write that is slower from its start: its first second is no fall from the reads
		List<RateInterval> rates = new ArrayList<>();
		for (int i = 0; i < 6; i++) {
			rates.add(new RateInterval(0, i, i + 1, 3500));
		}
		for (int i = 6; i < 12; i++) {
			rates.add(new RateInterval(1, i, i + 1, 1700));
		}
		assertFalse(heated(rates, 6.5, 81.5, -1, -1).throttling().isPresent());
	}
}
