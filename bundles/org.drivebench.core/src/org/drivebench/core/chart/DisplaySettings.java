package org.drivebench.ui.format;

import java.text.NumberFormat;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * What the user chose for showing figures: the rate unit, the decimal places of tables and labels, and
 * the colour palette that series and drives take their colours from, in order.
 *
 * @param rateUnit the unit rates are shown in
 * @param decimals decimal places of figures in tables and chart labels (0 to 6)
 * @param palette  colours as {@code #rrggbb}, at least one
 */
public record DisplaySettings(RateUnit rateUnit, int decimals, List<String> palette) {
	public static final int MAX_DECIMALS = 6;
	private static final Pattern COLOR = Pattern.compile("#[0-9a-fA-F]{6}");
	/** Ten colours that stay apart from each other on screen and in print (Tableau 10). */
	public static final List<String> DEFAULT_PALETTE = List.of("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd",
			"#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf");
	public static final DisplaySettings DEFAULT = new DisplaySettings(RateUnit.MB_PER_S, 1, DEFAULT_PALETTE);

	public DisplaySettings {
		if (decimals < 0 || decimals > MAX_DECIMALS) {
			throw new IllegalArgumentException("decimal places " + decimals + " is outside 0.." + MAX_DECIMALS);
		}
		for (String color : palette) {
			if (!isColor(color)) {
				throw new IllegalArgumentException("palette colour '" + color + "' is not written as #rrggbb");
			}
		}
		palette = palette.isEmpty() ? DEFAULT_PALETTE : List.copyOf(palette);
	}

	/** Whether {@code text} is a colour written as {@code #rrggbb}. */
	public static boolean isColor(String text) {
		return text != null && COLOR.matcher(text).matches();
	}

	/** The {@code index}-th colour of the palette, starting again after the last. */
	public String color(int index) {
		return palette.get(Math.floorMod(index, palette.size()));
	}

	/** The unit a figure stored in {@code unit} is shown in. */
	public String displayUnit(String unit) {
		return RateUnit.STORED.equals(unit) ? rateUnit.symbol() : unit == null ? "" : unit;
	}

	/** A figure stored in {@code unit}, converted to the unit it is shown in. */
	public double displayValue(double value, String unit) {
		return RateUnit.STORED.equals(unit) ? rateUnit.fromStored(value) : value;
	}

	/**
	 * {@code value} with the chosen decimal places and the locale's grouping; a dash when it is not a
	 * number. A figure below 1 gets the places it needs for two significant digits (an SSD's 0.33 ms
	 * must not read 0.3 ms).
	 */
	public String format(double value) {
		double magnitude = Math.abs(value);
		int places = decimals;
		if (magnitude > 0 && magnitude < 1) {
			places = Math.max(decimals, Math.min(MAX_DECIMALS, (int) Math.ceil(-Math.log10(magnitude) + 1e-9) + 1));
		}
		return format(value, places);
	}

	/** {@code value} with {@code places} decimal places and the locale's grouping. */
	public static String format(double value, int places) {
		if (Double.isNaN(value) || Double.isInfinite(value)) {
			return "\u2014";
		}
		NumberFormat f = NumberFormat.getNumberInstance(Locale.getDefault());
		f.setMinimumFractionDigits(places);
		f.setMaximumFractionDigits(places);
		return f.format(value);
	}

	/** A figure stored in {@code unit}, converted and formatted with its displayed unit. */
	public String formatWithUnit(double value, String unit) {
		String shown = displayUnit(unit);
		String number = format(displayValue(value, unit));
		return shown.isBlank() ? number : number + " " + shown;
	}
}
