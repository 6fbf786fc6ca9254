package org.drivebench.ui.format;

import java.text.NumberFormat;
import java.util.Locale;

/** Drive capacities as vendors print them (decimal units), with the exact byte count. */
public final class Capacities {
	private static final String[] UNITS = { "B", "kB", "MB", "GB", "TB", "PB" };

	private Capacities() {
	}

	/** "2 TB (2,000,398,934,016 bytes)"; a dash for an unknown (zero or negative) capacity. */
	public static String describe(long bytes) {
		if (bytes <= 0) {
			return "\u2014";
		}
		return decimal(bytes) + " (" + NumberFormat.getIntegerInstance(Locale.getDefault()).format(bytes) + " bytes)";
	}

	/** {@code bytes} in the largest decimal unit that keeps the figure at least 1, to three significant digits. */
	public static String decimal(long bytes) {
		double value = bytes;
		int unit = 0;
		while (value >= 1000 && unit < UNITS.length - 1) {
			value /= 1000;
			unit++;
		}
		String number = value >= 100 || value == Math.rint(value) ? String.format(Locale.getDefault(), "%.0f", value)
				: String.format(Locale.getDefault(), value >= 10 ? "%.1f" : "%.2f", value);
		return number + " " + UNITS[unit];
	}
}
