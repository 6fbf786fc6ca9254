package org.drivebench.report;

/**
 * A finite double rounded half up to a number of decimals, on the decimal digits {@link Double#toString}
 * writes for it: exactly what {@code new BigDecimal(Double.toString(value)).setScale(decimals,
 * RoundingMode.HALF_UP)} gives (the digits are that decimal number, and half up looks at the first digit
 * dropped), without making a BigDecimal. A review table rounds tens of thousands of figures, and in a
 * fresh process the BigDecimals were a large part of its time.
 *
 * <p>Most figures are rounded without their decimal digits at all: those digits lie within half an ulp of
 * the value, so where the value times 10^decimals is further than that (with room for the multiplication's
 * own rounding) from a half, both round to the same whole number, which a double holds exactly below
 * 2^50. Only a figure next to a half, or too large, is rounded on its digits ({@link #fromDigits}).
 */
final class HalfUp {
	/** 10^d, exact as doubles. */
	private static final double[] POWERS = { 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14,
			1e15, 1e16, 1e17, 1e18 };
	/** 10^d as longs, for as many decimals as {@link #POWERS} has. */
	private static final long[] LONG_POWERS = { 1L, 10L, 100L, 1000L, 10_000L, 100_000L, 1_000_000L, 10_000_000L,
			100_000_000L, 1_000_000_000L, 10_000_000_000L, 100_000_000_000L, 1_000_000_000_000L, 10_000_000_000_000L,
			100_000_000_000_000L, 1_000_000_000_000_000L, 10_000_000_000_000_000L, 100_000_000_000_000_000L,
			1_000_000_000_000_000_000L };
	/** Below it a scaled figure's whole part and fraction are exact in a double, and it fits a long. */
	private static final double EXACT_BELOW = 0x1p50;

	private HalfUp() {
	}

	/**
	 * {@code value} rounded half up to {@code decimals} decimals and written with exactly that many, a '.'
	 * as separator, no grouping and no exponent; "-" only before a figure that is not zero.
	 *
	 * @param value    a finite number
	 * @param decimals 0 or more
	 */
	static String format(double value, int decimals) {
		long unscaled = unscaled(value, decimals);
		if (unscaled < 0) {
			return fromDigits(value, decimals);
		}
		StringBuilder sb = new StringBuilder(24);
		append(sb, value < 0, unscaled, decimals);
		return sb.toString();
	}

	/** {@link #format} written at the end of {@code sb}, without a string of its own. */
	static void appendTo(StringBuilder sb, double value, int decimals) {
		long unscaled = unscaled(value, decimals);
		if (unscaled < 0) {
			sb.append(fromDigits(value, decimals));
		} else {
			append(sb, value < 0, unscaled, decimals);
		}
	}

	/** {@code value} rounded as {@link #format} rounds it, as a number (the double nearest to that decimal). */
	static double round(double value, int decimals) {
		long unscaled = unscaled(value, decimals);
		if (unscaled < 0) {
			return Double.parseDouble(fromDigits(value, decimals));
		}
		if (unscaled == 0) {
			return 0.0; // as the text, which has no "-0"
		}
		// both exact, so the quotient is the double nearest to the decimal, as parsing its text gives
		double magnitude = unscaled / POWERS[decimals];
		return value < 0 ? -magnitude : magnitude;
	}

	/**
	 * |{@code value}| x 10^{@code decimals} rounded half up as its decimal digits would round, or -1 when that
	 * cannot be told without them: next to a half, too large, or not finite.
	 */
	private static long unscaled(double value, int decimals) {
		if (decimals < 0 || decimals >= POWERS.length) {
			return -1;
		}
		double scaled = Math.abs(value) * POWERS[decimals];
		if (!(scaled < EXACT_BELOW)) {
			return -1;
		}
		double whole = Math.floor(scaled);
		double fraction = scaled - whole; // exact: both are multiples of scaled's ulp
		// the digits differ from the value by at most half its ulp, at most one of scaled's ulps once scaled,
		// and the multiplication added half of one: 8 leave room to spare
		if (Math.abs(fraction - 0.5) <= 8 * Math.ulp(scaled)) {
			return -1;
		}
		return (long) whole + (fraction > 0.5 ? 1 : 0);
	}

	/** {@code unscaled} / 10^{@code decimals} written out, "-" before it when negative and not zero. */
	private static void append(StringBuilder sb, boolean negative, long unscaled, int decimals) {
		if (negative && unscaled != 0) {
			sb.append('-');
		}
		long unit = LONG_POWERS[decimals];
		sb.append(unscaled / unit);
		if (decimals > 0) {
			sb.append('.');
			long fraction = unscaled % unit;
			for (long place = unit / 10; place > 1 && fraction < place; place /= 10) {
				sb.append('0'); // the fraction's leading zeros
			}
			sb.append(fraction);
		}
	}

	/** {@link #format} on the decimal digits {@link Double#toString} writes, for every finite value. */
	static String fromDigits(double value, int decimals) {
		String text = Double.toString(value);
		int length = text.length();
		boolean negative = text.charAt(0) == '-';
		int e = text.indexOf('E');
		int end = e < 0 ? length : e;
		int exponent = e < 0 ? 0 : Integer.parseInt(text, e + 1, length, 10);
		// the digits without the point; the value is 0.<digits> x 10^point
		char[] digits = new char[end];
		int count = 0;
		int before = 0;
		for (int i = negative ? 1 : 0; i < end; i++) {
			char c = text.charAt(i);
			if (c == '.') {
				before = count;
			} else {
				digits[count++] = c;
			}
		}
		int point = before + exponent;
		// the digits of value x 10^decimals rounded: how many there are before the first one dropped
		int keep = point + decimals;
		char[] unscaled;
		if (keep <= 0) {
			// every digit is dropped; the first one dropped is digits[0] when keep is 0, else a zero before it
			unscaled = new char[] { keep == 0 && digits[0] >= '5' ? '1' : '0' };
		} else {
			unscaled = new char[keep + 1];
			unscaled[0] = '0'; // room for a carry
			for (int i = 0; i < keep; i++) {
				unscaled[i + 1] = i < count ? digits[i] : '0';
			}
			if (keep < count && digits[keep] >= '5') {
				int i = keep;
				while (unscaled[i] == '9') {
					unscaled[i--] = '0';
				}
				unscaled[i]++;
			}
		}
		int first = 0;
		while (first < unscaled.length - 1 && unscaled[first] == '0') {
			first++;
		}
		boolean zero = unscaled[first] == '0';
		int significant = unscaled.length - first;
		int width = Math.max(significant, decimals + 1); // at least one digit before the point
		StringBuilder sb = new StringBuilder(width + 2);
		if (negative && !zero) {
			sb.append('-');
		}
		for (int i = 0; i < width; i++) {
			if (i == width - decimals) {
				sb.append('.');
			}
			int at = i - (width - significant);
			sb.append(at < 0 ? '0' : unscaled[first + at]);
		}
		return sb.toString();
	}
}
