package org.drivebench.core.chart;

import java.text.NumberFormat;
import java.util.List;
import java.util.Locale;

import org.drivebench.core.units.Dimension;
import org.drivebench.core.units.Unit;
import org.drivebench.core.units.Units;

/**
 * What the user chose for showing figures: the unit transfer rates are shown in, the decimal places of
 * tables and labels, and the colour palette that series and drives take their colours from, in order.
 * The workbench reads them from its preferences; the command line and the exports use {@link #DEFAULT}.
 *
 * @param rateUnit the unit transfer rates are shown in ({@link Units#MB_PER_S} or {@link Units#MIB_PER_S}, ...)
 * @param decimals decimal places of figures in tables and chart labels (0 to 6)
 * @param palette  colours as {@code #rrggbb}; empty means {@link DrivePalette#DEFAULT}
 */
public record DisplaySettings(Unit rateUnit, int decimals, List<String> palette) {
	public static final int MAX_DECIMALS = 6;
	/** The units a transfer rate may be shown in. */
	public static final List<Unit> RATE_UNITS = List.of(Units.MB_PER_S, Units.MIB_PER_S);
	public static final DisplaySettings DEFAULT = new DisplaySettings(Units.MB_PER_S, 1, DrivePalette.DEFAULT);

	public DisplaySettings {
		if (rateUnit == null || rateUnit.dimension() != Dimension.DATA_RATE) {
			throw new IllegalArgumentException("rates cannot be shown in " + (rateUnit == null ? "no unit" : rateUnit.describe()));
		}
		if (decimals < 0 || decimals > MAX_DECIMALS) {
			throw new IllegalArgumentException("decimal places " + decimals + " is outside 0.." + MAX_DECIMALS);
		}
		for (String color : palette) {
			if (!DrivePalette.isColor(color)) {
				throw new IllegalArgumentException("palette colour '" + color + "' is not written as #rrggbb");
			}
		}
		palette = palette.isEmpty() ? DrivePalette.DEFAULT : List.copyOf(palette);
	}

	/**
	 * The {@code index}-th colour: the palette's, then colours round the hue circle that the palette does
	 * not have, so a chart of more series than the palette has colours still tells every series apart.
	 */
	public String color(int index) {
		return index < palette.size() ? palette.get(Math.max(0, index)) : DrivePalette.beyond(palette, index - palette.size());
	}

	/** The unit a figure stored in {@code unit} is shown in: transfer rates in the chosen rate unit. */
	public Unit displayUnit(Unit unit) {
		return unit.dimension() == Dimension.DATA_RATE ? rateUnit : unit;
	}

	/** {@link #displayUnit(Unit)} of a stored symbol, as its symbol. */
	public String displayUnit(String storedSymbol) {
		return displayUnit(Units.parse(storedSymbol)).symbol();
	}

	/** A figure stored in {@code unit}, converted to the unit it is shown in. */
	public double displayValue(double value, Unit unit) {
		return unit.convert(value, displayUnit(unit));
	}

	/** {@link #displayValue(double, Unit)} of a figure stored with a symbol. */
	public double displayValue(double value, String storedSymbol) {
		return displayValue(value, Units.parse(storedSymbol));
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

	/** A figure stored with {@code storedSymbol}, converted and formatted with its displayed unit. */
	public String formatWithUnit(double value, String storedSymbol) {
		Unit stored = Units.parse(storedSymbol);
		String number = format(displayValue(value, stored));
		Unit shown = displayUnit(stored);
		return shown.isPlainNumber() ? number : number + " " + shown.symbol();
	}
}
