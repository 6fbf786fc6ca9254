package org.drivebench.report;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.drivebench.engine.Sizes;

/**
 * A recorded parameter's value as the test declared it, so two results compare by value and not by how
 * the value was written: a size ({@code B}) in bytes ("1M" = "1024k" = "1048576" = "1 MiB"), a duration
 * ({@code s}) in seconds ("1m" = "60s" = "60"), a number without trailing zeros ("4" = "4.0"), a list
 * element by element, a yes/no in one spelling. What is none of these is compared as written.
 */
final class ParameterValuesText {
	private static final Pattern DURATION = Pattern.compile("(?i)([0-9]+(?:\\.[0-9]+)?)\\s*(ms|s|sec|min|m|h)?");

	private ParameterValuesText() {
	}

	/** {@code value} (of a parameter in {@code unit}) in one form for each value it can mean. */
	static String normalised(String value, String unit) {
		String text = value.strip();
		if (text.isEmpty()) {
			return text;
		}
		List<String> parts = new ArrayList<>();
		for (String part : text.split(",")) {
			parts.add(element(part.strip(), unit.strip()));
		}
		return String.join(",", parts);
	}

	private static String element(String text, String unit) {
		try {
			switch (unit) {
			case "B":
				return Long.toString(Sizes.parse(text));
			case "s":
				return seconds(text);
			default:
				break;
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
		String number = lower.endsWith(unit.toLowerCase(Locale.ROOT)) && !unit.isEmpty()
				? lower.substring(0, lower.length() - unit.length()).strip() : lower;
		try {
			return new BigDecimal(number).stripTrailingZeros().toPlainString();
		} catch (NumberFormatException e) {
			return text;
		}
	}

	private static String seconds(String text) {
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
