package org.drivebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SummaryTest {
	@Test
	void theIntervalOfThreeRunsIsComputedByHand() {
		// 100, 110, 120: mean 110, s = 10, t(0.975, 2) = 4.302653, half-width = 4.302653 * 10 / sqrt(3) = 24.8414
		Summary s = Summary.of(new double[] { 100, 110, 120 }, 0.95);
		assertEquals(3, s.n());
		assertEquals(110, s.mean(), 1e-12);
		assertEquals(10, s.stdDev(), 1e-12);
		assertEquals(24.8414, s.halfWidth(), 1e-4);
		assertEquals(85.1586, s.low(), 1e-4);
		assertEquals(134.8414, s.high(), 1e-4);
	}

	@Test
	void twoRunsAtNinetyNinePercent() {
		// 10, 12: mean 11, s = sqrt(2), t(0.995, 1) = 63.6567, half-width = 63.6567 * sqrt(2) / sqrt(2) = 63.6567
		Summary s = Summary.of(new double[] { 10, 12 }, 0.99);
		assertEquals(63.6567, s.halfWidth(), 1e-4);
	}

	@Test
	void oneRunHasNoInterval() {
		Summary s = Summary.of(new double[] { 42 }, 0.95);
		assertEquals(42, s.mean());
		assertFalse(s.hasInterval());
		assertTrue(Double.isNaN(s.halfWidth()));
	}
}
