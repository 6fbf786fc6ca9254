package org.drivebench.report.chart;

import java.text.FieldPosition;
import java.text.Format;
import java.text.ParsePosition;
import java.util.Locale;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Writes a byte count the way block sizes are quoted, in binary units: 512 B, 4 KiB, 64 KiB, 1 MiB,
 * 1.5 MiB; and reads such text back. Chart axes use it as their tick format, so a log2 block-size axis
 * reads 512 B ... 2 MiB instead of 512 ... 2097152 (SWTChart also parses tick labels back to decide
 * which ticks are major, hence the parser).
 */
// java.text.Format's methods say nothing of null: no null default for the parameters that override them
@NonNullByDefault({ DefaultLocation.RETURN_TYPE, DefaultLocation.FIELD, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
public final class ByteSizeFormat extends Format {
	private static final long serialVersionUID = 1L;
	private static final String[] UNITS = { "B", "KiB", "MiB", "GiB", "TiB", "PiB" };

	@Override
	public StringBuffer format(Object obj, StringBuffer toAppendTo, FieldPosition pos) {
		if (!(obj instanceof Number number)) {
			throw new IllegalArgumentException("a byte size must be a number, not " + obj);
		}
		return toAppendTo.append(format(number.doubleValue()));
	}

	/** {@code bytes} in the largest binary unit that keeps the figure at least 1. */
	public static String format(double bytes) {
		if (Double.isNaN(bytes) || Double.isInfinite(bytes)) {
			return "\u2014";
		}
		double value = Math.abs(bytes);
		int unit = 0;
		while (value >= 1024 && unit < UNITS.length - 1) {
			value /= 1024;
			unit++;
		}
		double rounded = Math.round(value * 10) / 10.0;
		String number = rounded == Math.rint(rounded) ? Long.toString((long) rounded) : String.format(Locale.ROOT, "%.1f", rounded);
		return (bytes < 0 ? "-" : "") + number + " " + UNITS[unit];
	}

	@Override
	public @Nullable Object parseObject(String source, ParsePosition pos) {
		int start = pos.getIndex();
		int i = start;
		while (i < source.length() && (Character.isDigit(source.charAt(i)) || source.charAt(i) == '.' || source.charAt(i) == '-')) {
			i++;
		}
		if (i == start) {
			pos.setErrorIndex(start);
			return null;
		}
		double value;
		try {
			value = Double.parseDouble(source.substring(start, i));
		} catch (NumberFormatException e) {
			pos.setErrorIndex(start);
			return null;
		}
		while (i < source.length() && source.charAt(i) == ' ') {
			i++;
		}
		for (int u = UNITS.length - 1; u >= 0; u--) {
			if (source.startsWith(UNITS[u], i)) {
				pos.setIndex(i + UNITS[u].length());
				return value * Math.pow(1024, u);
			}
		}
		pos.setErrorIndex(i);
		return null;
	}
}
