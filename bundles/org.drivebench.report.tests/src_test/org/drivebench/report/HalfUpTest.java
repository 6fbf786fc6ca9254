package org.drivebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * Rounding without BigDecimal gives every figure exactly as the BigDecimal of its decimal digits,
 * rounded half up, gave it: the text and the number, for values of every size, ties, carries and signs.
 */
class HalfUpTest {
	private static String expectedText(double value, int decimals) {
		BigDecimal rounded = new BigDecimal(Double.toString(value)).setScale(decimals, RoundingMode.HALF_UP);
		return (rounded.signum() == 0 ? rounded.abs() : rounded).toPlainString();
	}

	private static double expectedNumber(double value, int decimals) {
		return new BigDecimal(Double.toString(value)).setScale(decimals, RoundingMode.HALF_UP).doubleValue();
	}

	private static void check(double value) {
		for (int d = 0; d <= NumberPolicy.MAX_DECIMALS + 2; d++) {
			assertEquals(expectedText(value, d), HalfUp.format(value, d), value + " to " + d + " decimals");
			assertEquals(expectedNumber(value, d), HalfUp.round(value, d), value + " to " + d + " decimals, as a number");
		}
	}

	@Test
	void tiesCarriesZerosAndSignsAsBigDecimal() {
		List<Double> values = new ArrayList<>(List.of(0.0, -0.0, 0.5, -0.5, 1.5, 2.5, 0.05, 0.045, 0.0449999, 9.995, 99.95, 999.5, 9999.9999,
				-9.995, 0.001, 0.0005, 0.00049, 1e-3, 9.9999e-4, 1e-7, 5e-7, 4.9e-7, 1e7, 9999999.95, 1.234e10, 1.0e22, 1.7976931348623157e308,
				4.9e-324, -1.25e-5, 123.456789, 80.4, 79.6, 100.0, 0.1 + 0.2, 1.005, 2.675, 1234567.8949999999));
		for (double v : values) {
			check(v);
			check(-v);
		}
	}

	@Test
	void randomFiguresOfEverySizeAsBigDecimal() {
		Random random = new Random(20261205);
		for (int i = 0; i < 200_000; i++) {
			double magnitude = Math.pow(10, random.nextInt(24) - 12);
			double value = random.nextDouble() * magnitude * (random.nextBoolean() ? 1 : -1);
			// and figures of few digits, where ties are common (1.25, 0.125, ...)
			double few = Math.round(random.nextDouble() * 100_000) / Math.pow(10, random.nextInt(8));
			int d = random.nextInt(NumberPolicy.MAX_DECIMALS + 1);
			assertEquals(expectedText(value, d), HalfUp.format(value, d), value + " to " + d);
			assertEquals(expectedNumber(value, d), HalfUp.round(value, d), value + " to " + d);
			assertEquals(expectedText(few, d), HalfUp.format(few, d), few + " to " + d);
			assertEquals(expectedNumber(few, d), HalfUp.round(few, d), few + " to " + d);
		}
	}

	@Test
	void thePolicyWritesWhatItWroteBefore() {
		NumberPolicy numbers = NumberPolicy.standard();
		assertEquals("0.0", numbers.format(-0.04, 1), "no minus before a zero");
		assertEquals("-12.35", numbers.format(-12.345, 2));
		assertEquals("120", numbers.format(123, -1), "tens, should anyone ask");
		assertEquals("+12.3 %", numbers.signedPercent(12.25));
		assertEquals("11.4\u00d7", numbers.versusBaseline(1140));
	}
}
