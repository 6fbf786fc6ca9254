package org.drivebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/**
 * The shortcut that spares a row most of its roundings (NumberPolicy.roundApart): it may only say "apart"
 * of two figures that the rounding itself shows apart, so the decimals a row gets are the same as when every
 * figure was rounded.
 */
class RoundApartTest {
	private final NumberPolicy numbers = NumberPolicy.standard();

	private void assertShortcutHolds(double a, double b, int decimals) {
		if (NumberPolicy.roundApart(a, b, decimals)) {
			assertNotEquals(numbers.round(a, decimals), numbers.round(b, decimals),
					a + " and " + b + " were said to round apart at " + decimals + " decimals");
		}
	}

	@Test
	void figuresSaidApartNeverRoundAlike() {
		SplittableRandom random = new SplittableRandom(7);
		for (int i = 0; i < 200_000; i++) {
			int decimals = random.nextInt(0, NumberPolicy.MAX_DECIMALS + 1);
			double unit = Math.pow(10, -decimals);
			// magnitudes from a millionth to 10^18 (where a double holds fewer decimals than asked for)
			double a = Math.pow(10, random.nextDouble(-6, 18)) * (random.nextBoolean() ? 1 : -1);
			// near it: a few units of the last decimal, or a few ulps, away
			double b = random.nextBoolean() ? a + random.nextDouble(-5, 5) * unit : a + random.nextInt(-40, 41) * Math.ulp(a);
			assertShortcutHolds(a, b, decimals);
			assertShortcutHolds(b, a, decimals);
		}
	}

	@Test
	void halfwayFiguresAndBoundaries() {
		// 1.005 is 1.00499999... in binary but reads 1.005, which rounds half up to 1.01
		assertShortcutHolds(1.005, 1.0, 2);
		assertShortcutHolds(1.005, 1.02, 2);
		assertShortcutHolds(0.5, -0.5, 0);
		assertShortcutHolds(2.5, 5.5, 0);
		assertShortcutHolds(9.9999995e15, 1e16, 6);
		assertShortcutHolds(Double.MAX_VALUE, -Double.MAX_VALUE, 0);
	}

	@Test
	void farApartIsSaidAndNearOrNotFiniteIsLeftToTheRounding() {
		assertTrue(NumberPolicy.roundApart(142.3, 150.1, 1));
		assertTrue(NumberPolicy.roundApart(0.084, 0.095, 3));
		assertFalse(NumberPolicy.roundApart(80.4, 79.6, 0), "both read 80");
		assertFalse(NumberPolicy.roundApart(80.4, 80.45, 1));
		assertFalse(NumberPolicy.roundApart(1, Double.NaN, 1));
		assertFalse(NumberPolicy.roundApart(1, Double.POSITIVE_INFINITY, 1));
	}

	@Test
	void decimalsApartIsUnchangedWhereTheShortcutDecides() {
		// 80.4 and 79.6 read 80 at 0 decimals; 81 and 50 are far from the best and never rounded
		assertEquals(1, numbers.decimalsApart(0, 80.4, 80.4, 79.6, 81.0, 50.0));
		assertEquals(0, numbers.decimalsApart(0, 90, 90, 50, 10));
		assertEquals(3, numbers.decimalsApart(1, 5.04, 5.04, 5.035, 9), "5.0 and 5.04 (half up) read alike");
	}

	@Test
	void aPercentageThatReadsZeroHasNoSign() {
		assertEquals("0.0 %", numbers.signedPercent(0.04));
		assertEquals("0.0 %", numbers.signedPercent(-0.04));
		assertEquals("+0.1 %", numbers.signedPercent(0.05));
		assertEquals("-0.1 %", numbers.signedPercent(-0.05));
		assertEquals("+ %", numbers.signedPercent(Double.NaN), "as before: a NaN has no figure");
	}
}
