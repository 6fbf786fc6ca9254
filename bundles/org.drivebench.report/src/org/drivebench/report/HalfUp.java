package org.drivebench.report;

/**
 * A finite double rounded half up to a number of decimals, on the decimal digits {@link Double#toString}
 * writes for it: exactly what {@code new BigDecimal(Double.toString(value)).setScale(decimals,
 * RoundingMode.HALF_UP)} gives (the digits are that decimal number, and half up looks at the first digit
 * dropped), without making a BigDecimal. A review table rounds tens of thousands of figures, and in a
 * fresh process the BigDecimals were a large part of its time.
 */
final class HalfUp {
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

	/** {@code value} rounded as {@link #format} rounds it, as a number (the double nearest to that decimal). */
	static double round(double value, int decimals) {
		return Double.parseDouble(format(value, decimals));
	}
}
