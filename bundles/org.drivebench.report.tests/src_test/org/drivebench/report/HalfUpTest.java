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

	/**
	 * Figures a few ulps either side of a half at every decimal, where the digits, not the double, decide:
	 * 1.005 is 1.00499999999999989... as a double, yet its digits round it to 1.01.
	 */
	@Test
	void figuresNextToAHalfAsBigDecimal() {
		Random random = new Random(5);
		for (int d = 0; d <= NumberPolicy.MAX_DECIMALS; d++) {
			for (int i = 0; i < 1200; i++) {
				long whole = i < 400 ? i : random.nextLong(1L << (random.nextInt(40) + 1));
				double half = (whole + 0.5) / Math.pow(10, d);
				double value = half;
				for (int ulps = 0; ulps < 16; ulps++) {
					checkOne(value, d);
					checkOne(-value, d);
					value = Math.nextDown(value);
				}
				value = half;
				for (int ulps = 0; ulps < 16; ulps++) {
					value = Math.nextUp(value);
					checkOne(value, d);
					checkOne(-value, d);
				}
			}
		}
	}

	/** Figures whose scaled value nears the largest a double holds with its fraction, and beyond. */
	@Test
	void figuresAtTheEdgeOfExactAsBigDecimal() {
		for (int d = 0; d <= NumberPolicy.MAX_DECIMALS + 2; d++) {
			for (double edge : new double[] { 0x1p49, 0x1p50, 0x1p51, 0x1p52, 0x1p53, 0x1p63, 0x1p64 }) {
				double value = edge / Math.pow(10, d);
				for (int ulps = 0; ulps < 16; ulps++) {
					checkOne(value, d);
					checkOne(Math.nextUp(value), d);
					value = Math.nextDown(value);
				}
				checkOne(edge / Math.pow(10, d) + 0.5 / Math.pow(10, d), d);
			}
		}
	}

	/** Every figure is written as the way on its decimal digits, the one rounding used alone before, writes it. */
	@Test
	void theQuickWayWritesWhatTheDigitsWrite() {
		Random random = new Random(42);
		for (int i = 0; i < 300_000; i++) {
			double value = switch (i % 4) {
			case 0 -> Double.longBitsToDouble(random.nextLong()); // any double at all
			case 1 -> random.nextGaussian() * Math.pow(10, random.nextInt(30) - 15);
			case 2 -> Math.round(random.nextDouble() * 1e6) / 1e3 + (random.nextBoolean() ? 5e-4 : 0); // ties
			default -> (random.nextInt(2_000_001) - 1_000_000) / Math.pow(10, random.nextInt(9));
			};
			if (!Double.isFinite(value)) {
				continue;
			}
			int d = random.nextInt(NumberPolicy.MAX_DECIMALS + 1);
			assertEquals(HalfUp.fromDigits(value, d), HalfUp.format(value, d), value + " to " + d);
			assertEquals(Double.parseDouble(HalfUp.fromDigits(value, d)), HalfUp.round(value, d), value + " to " + d);
			StringBuilder sb = new StringBuilder("| ");
			HalfUp.appendTo(sb, value, d);
			assertEquals("| " + HalfUp.fromDigits(value, d), sb.toString(), value + " to " + d + ", after a text");
		}
	}

	private static void checkOne(double value, int d) {
		assertEquals(expectedText(value, d), HalfUp.format(value, d), value + " to " + d + " decimals");
		assertEquals(expectedNumber(value, d), HalfUp.round(value, d), value + " to " + d + " decimals, as a number");
	}

	@Test
	void thePolicyWritesInABuilderWhatItWritesAlone() {
		NumberPolicy numbers = NumberPolicy.standard();
		for (double v : new double[] { Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.0, -0.0, 1.005, -12.345,
				123.0, 1e300, -4.9e-324 }) {
			for (int d = -2; d <= NumberPolicy.MAX_DECIMALS; d++) {
				StringBuilder sb = new StringBuilder("x");
				numbers.formatTo(sb, v, d);
				assertEquals("x" + numbers.format(v, d), sb.toString(), v + " to " + d);
			}
		}
		assertEquals("", numbers.format(Double.NaN, 1));
		assertEquals("∞", numbers.format(Double.POSITIVE_INFINITY, 1));
		assertEquals("-∞", numbers.format(Double.NEGATIVE_INFINITY, 1));
		// a percentage of the baseline: signed up to ten times, a factor beyond; nothing to sign, no sign
		assertEquals("+12.3 %", numbers.versusBaseline(112.25));
		assertEquals("0.0 %", numbers.versusBaseline(100.04));
		assertEquals("0.0 %", numbers.versusBaseline(99.96), "no minus before a zero");
		assertEquals("-100.0 %", numbers.versusBaseline(0));
		assertEquals("+900.0 %", numbers.versusBaseline(999.99));
		assertEquals("10.0\u00d7", numbers.versusBaseline(1000));
		assertEquals("100\u00d7", numbers.versusBaseline(10_000));
		assertEquals("+∞ %", numbers.versusBaseline(Double.POSITIVE_INFINITY));
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
