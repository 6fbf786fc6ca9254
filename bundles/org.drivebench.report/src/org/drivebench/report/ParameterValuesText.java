package org.drivebench.report;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.drivebench.core.units.Unit;
import org.drivebench.core.units.Units;
import org.drivebench.engine.Sizes;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A recorded parameter's value as the test declared it (its unit read once, {@link StoredUnits}), so two results compare by value and not by how
 * the value was written: a size ({@code B}) in bytes ("1M" = "1024k" = "1048576" = "1 MiB"), a duration
 * ({@code s}) in seconds ("1m" = "60s" = "60"), a number without trailing zeros ("4" = "4.0"), a list
 * element by element, a yes/no in one spelling. What is none of these is compared as written.
 */
final class ParameterValuesText {
	private static final Pattern DURATION = Pattern.compile("(?i)([0-9]+(?:\\.[0-9]+)?)\\s*(ms|s|sec|min|m|h)?");

	private ParameterValuesText() {
	}

	/** {@code value} (of a parameter in {@code unit}) in one form for each value it can mean. */
	static String normalised(String value, Unit unit) {
		String text = value.strip();
		if (text.isEmpty()) {
			return text;
		}
		List<String> parts = new ArrayList<>();
		for (String part : text.split(",")) {
			parts.add(element(part.strip(), unit));
		}
		return String.join(",", parts);
	}

	private static String element(String text, Unit unit) {
		try {
			if (unit.equals(Units.BYTES)) {
				// bytes written as digits alone are that many bytes, as Sizes.parse reads them (exact below 2^53)
				return text.length() <= 15 && text.indexOf('.') < 0 && plainDecimal(text) instanceof String bytes ? bytes
						: Long.toString(Sizes.parse(text));
			}
			if (unit.equals(Units.SECONDS)) {
				return seconds(text);
			}
		} catch (IllegalArgumentException e) {
			return text; // not what the unit says it is: compared as written
		}
		String lower = text.toLowerCase(Locale.ROOT);
		if (lower.equals("true") || lower.equals("yes") || lower.equals("on")) {
			return "true";
		}
		if (lower.equals("false") || lower.equals("no") || lower.equals("off")) {
			return "false";
		}
		String symbol = unit.symbol().toLowerCase(Locale.ROOT);
		String number = !symbol.isEmpty() && lower.endsWith(symbol) ? lower.substring(0, lower.length() - symbol.length()).strip() : lower;
		String plain = plainDecimal(number);
		if (plain != null) {
			return plain;
		}
		try {
			return new BigDecimal(number).stripTrailingZeros().toPlainString();
		} catch (NumberFormatException e) {
			return text;
		}
	}

	/**
	 * {@code text} when it is digits, a point and digits or digits alone ("60", "4.50"), without leading
	 * zeros before its point and trailing zeros after it, as {@code new
	 * BigDecimal(text).stripTrailingZeros().toPlainString()} writes it ("60", "4.5"); null for anything else.
	 * Most parameters are such numbers, and a report reads thousands of them: no BigDecimal for them.
	 */
	static @Nullable String plainDecimal(String text) {
		int n = text.length();
		int point = -1;
		for (int i = 0; i < n; i++) {
			char c = text.charAt(i);
			if (c == '.' && point < 0 && i > 0 && i < n - 1) {
				point = i;
			} else if (c < '0' || c > '9') {
				return null;
			}
		}
		if (n == 0) {
			return null;
		}
		int wholeEnd = point < 0 ? n : point;
		int start = 0;
		while (start < wholeEnd - 1 && text.charAt(start) == '0') {
			start++; // leading zeros, one digit kept
		}
		int end = n;
		if (point >= 0) {
			while (end > point + 1 && text.charAt(end - 1) == '0') {
				end--; // the fraction's trailing zeros
			}
			if (end == point + 1) {
				end = point; // nothing left after the point
			}
		}
		return start == 0 && end == n ? text : text.substring(start, end);
	}

	private static String seconds(String text) {
		String plain = plainDecimal(text); // seconds without a suffix: as they are
		if (plain != null) {
			return plain;
		}
		Matcher m = DURATION.matcher(text);
		if (!m.matches()) {
			throw new IllegalArgumentException(text);
		}
		BigDecimal amount = new BigDecimal(m.group(1));
		String suffix = m.group(2) == null ? "s" : m.group(2).toLowerCase(Locale.ROOT);
		BigDecimal seconds = switch (suffix) {
		case "ms" -> amount.movePointLeft(3);
		case "min", "m" -> amount.multiply(BigDecimal.valueOf(60));
		case "h" -> amount.multiply(BigDecimal.valueOf(3600));
		default -> amount;
		};
		return seconds.stripTrailingZeros().toPlainString();
	}
}
