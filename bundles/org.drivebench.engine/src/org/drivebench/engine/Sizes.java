package org.drivebench.engine;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Byte sizes as people write them: block sizes in binary units (512 B, 4 KiB, 1 MiB) and back ("4k",
 * "4KiB", "1M", "2g", "512"); capacities in decimal units, as drives are sold (2.00 TB).
 */
public final class Sizes {
	/** Plain decimals, compiled once: a review table parses a size for every result it shows. */
	private static final Pattern DECIMAL = Pattern.compile("[0-9]+(\\.[0-9]+)?");
	private Sizes() {
	}

	/** Exact binary form: "512 B", "4 KiB", "1.5 MiB" only when it is not a whole unit ("1536 KiB"). */
	public static String format(long bytes) {
		String[] units = { "B", "KiB", "MiB", "GiB", "TiB" };
		int u = 0;
		long v = bytes;
		while (u < units.length - 1 && v != 0 && v % 1024 == 0) {
			v /= 1024;
			u++;
		}
		return v + " " + units[u];
	}

	/**
	 * Parses "4096", "4k", "4K", "4KiB", "4 KiB", "1m", "2G", "512B"; binary units (k = 1024).
	 *
	 * @throws IllegalArgumentException naming the text that is not a size
	 */
	public static long parse(String text) {
		String s = text.strip().toLowerCase(Locale.ROOT).replace(" ", "");
		if (s.endsWith("ib")) {
			s = s.substring(0, s.length() - 2);
		} else if (s.endsWith("b")) {
			s = s.substring(0, s.length() - 1);
		}
		long factor = 1;
		if (!s.isEmpty()) {
			switch (s.charAt(s.length() - 1)) {
			case 'k' -> factor = 1L << 10;
			case 'm' -> factor = 1L << 20;
			case 'g' -> factor = 1L << 30;
			case 't' -> factor = 1L << 40;
			default -> factor = 1;
			}
			if (factor != 1) {
				s = s.substring(0, s.length() - 1);
			}
		}
		try {
			// plain decimals only: Java's parser would also take "64d", "1e3" and hex
			if (!DECIMAL.matcher(s).matches()) {
				throw new NumberFormatException();
			}
			double value = Double.parseDouble(s);
			if (value < 0 || Double.isNaN(value) || Double.isInfinite(value)) {
				throw new NumberFormatException();
			}
			double bytes = value * factor;
			if (bytes != Math.rint(bytes) || bytes > Long.MAX_VALUE) {
				throw new NumberFormatException();
			}
			return (long) bytes;
		} catch (NumberFormatException e) {
			throw new IllegalArgumentException("'" + text + "' is not a size (examples: 512, 4k, 64KiB, 1M, 2G)");
		}
	}

	/** A capacity the way drives are sold: decimal units, three significant digits, e.g. "2.00 TB", "512 MB". */
	public static String decimal(long bytes) {
		String[] units = { "B", "kB", "MB", "GB", "TB", "PB" };
		double value = bytes;
		int unit = 0;
		while (value >= 1000 && unit < units.length - 1) {
			value /= 1000;
			unit++;
		}
		String format = unit == 0 || value >= 100 ? "%.0f %s" : value >= 10 ? "%.1f %s" : "%.2f %s";
		return String.format(Locale.ROOT, format, value, units[unit]);
	}

	/** "2.00 TB (2,000,398,934,016 bytes)"; a dash for an unknown (zero or negative) capacity. */
	public static String capacity(long bytes) {
		if (bytes <= 0) {
			return "\u2014";
		}
		return decimal(bytes) + " (" + String.format(Locale.ROOT, "%,d", bytes) + " bytes)";
	}
}
