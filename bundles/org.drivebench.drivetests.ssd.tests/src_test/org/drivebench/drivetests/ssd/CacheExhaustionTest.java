package org.drivebench.drivetests.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The rule that reads the cache's end off a rate curve, on curves whose answer is known. */
class CacheExhaustionTest {
	private static double[] ends(int n, double sample) {
		double[] e = new double[n];
		for (int k = 0; k < n; k++) {
			e[k] = (k + 1) * sample;
		}
		return e;
	}

	@Test
	void aCacheEndingInsideASampleIsPlacedWhereTheSamplesTimeSaysItEnded() {
		// 1000 MB samples; the cache (2000 MB/s) ends 300 MB into the fourth, then 500 MB/s
		double mixed = 1000 / (300 / 2000.0 + 700 / 500.0);
		double[] rates = { 2000, 2000, 2000, mixed, 500, 500, 500 };
		CacheExhaustion c = CacheExhaustion.of(ends(7, 1e9), rates, 0.7);
		assertTrue(c.found());
		assertEquals(3.3e9, c.cacheBytes(), 1e3);
		assertEquals(2000, c.cacheRate(), 1e-9);
		assertEquals(500, c.afterRate(), 1e-9);
		assertEquals(3, c.firstSlow());
	}

	@Test
	void theStartingRateIsAMedianAndOneSlowSampleDoesNotEndTheCache() {
		double[] rates = { 2000, 1300, 2000, 2000, 500, 500 };
		CacheExhaustion c = CacheExhaustion.of(ends(6, 1e9), rates, 0.7);
		assertEquals(2000, c.cacheRate(), 1e-9, "1300 moves no median of 2000, 1300, 2000");
		assertEquals(4, c.firstSlow(), "1300 is below 70 % of 2000, but the next samples are not");
		double[] steady = { 2000, 1900, 2100, 1500, 500, 500 };
		CacheExhaustion d = CacheExhaustion.of(ends(6, 1e9), steady, 0.7);
		assertEquals(4, d.firstSlow(), "1500 is above 70 % of 2000");
		assertEquals(4e9, d.cacheBytes(), 1e3, "a sample at the after-rate holds none of the cache");
		assertEquals(1950, d.cacheRate(), 1e-9, "the median of the samples in the cache: 1900, 2000, 2100, 1500");
	}

	@Test
	void aFastFirstSampleFromTheControllersBufferIsNotTheRateInTheCache() {
		double[] rates = { 3500, 3450, 3250, 3250, 3250, 3250, 1700, 1700 };
		CacheExhaustion c = CacheExhaustion.of(ends(8, 1e9), rates, 0.7);
		assertEquals(3250, c.cacheRate(), 1e-9);
		assertEquals(6e9, c.cacheBytes(), 1e3);
	}

	@Test
	void aDipTheRateRecoversFromIsNotTheEndOfTheCache() {
		double[] rates = { 2600, 2700, 2650, 1500, 2650, 2600, 2700, 2650 };
		assertFalse(CacheExhaustion.of(ends(8, 32e6), rates, 0.7).found(), "a host's hiccup on a test file");
		double[] cached = { 3300, 3300, 1200, 3300, 3300, 3300, 1700, 1700, 1700, 1700, 1700 };
		CacheExhaustion c = CacheExhaustion.of(ends(11, 1e9), cached, 0.7);
		assertEquals(6, c.firstSlow(), "the dip in the third sample is passed over");
		assertEquals(6e9, c.cacheBytes(), 1e3);
	}

	/** sim:ssd-nvme's rate at the TLC rate {@code rate}, throttled for 5 s in every 42 (0.5 s samples). */
	private static double throttled(int k, double rate) {
		return k % 84 >= 74 ? 791 : rate;
	}

	@Test
	void secondsOfThermalThrottlingInAWriteAtTheTlcRateAreNoCacheEnd() {
		// sim:ssd-nvme written full again in 0.5 s samples: 1,700 MB/s, and every 37 s the throttle's 5 s at 791 MB/s
		double[] rates = new double[1200];
		for (int k = 0; k < rates.length; k++) {
			rates[k] = throttled(k, 1700);
		}
		CacheExhaustion c = CacheExhaustion.of(ends(1200, 0.85e9), rates, 0.7);
		assertFalse(c.found(), "the first dip was taken for the end of a cache at " + c.cacheBytes() / 1e9 + " GB");
	}

	@Test
	void aCacheAndAFoldingPhaseAreFoundWhereTheRateFellForGoodNotAtAThrottlesDip() {
		// 50 samples in the cache, then the TLC rate, then folding from sample 1050 on; throttled throughout
		double[] rates = new double[1200];
		for (int k = 0; k < rates.length; k++) {
			rates[k] = k < 50 ? 3300 : throttled(k, k < 1050 ? 1700 : 1224);
		}
		double[] ends = ends(1200, 0.85e9);
		CacheExhaustion cache = CacheExhaustion.of(ends, rates, 0.7);
		assertEquals(50, cache.firstSlow());
		assertEquals(1700, cache.afterRate(), 1e-9);
		CacheExhaustion folding = SustainedWrite.laterPhase(new RateCurve(ends, rates), cache).orElseThrow();
		assertEquals(1050 * 0.85e9, folding.cacheBytes(), 1e3, "the later phase starts where folding does, not at a dip before it");
		assertEquals(1224, folding.afterRate(), 1e-9);
	}

	@Test
	void aRateThatNeverFallsFindsNoCacheAndReportsAllBytesWritten() {
		CacheExhaustion c = CacheExhaustion.of(ends(4, 5e8), new double[] { 1000, 990, 1010, 980 }, 0.7);
		assertFalse(c.found());
		assertEquals(2e9, c.cacheBytes(), 1e-6);
		assertTrue(Double.isNaN(c.afterRate()));
	}
}
