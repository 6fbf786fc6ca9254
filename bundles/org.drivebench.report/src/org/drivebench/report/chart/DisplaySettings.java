package org.drivebench.report.chart;

import java.util.List;

import org.drivebench.core.units.Dimension;
import org.drivebench.core.units.Unit;
import org.drivebench.core.units.Units;
import org.drivebench.library.drives.DrivePalette;

/**
 * What the user chose for showing figures: the unit transfer rates are shown in, and the colour palette
 * that series (and drives new to the library) take their colours from, in order. Figures are rounded by
 * the one rounding policy of DriveBench ({@code NumberPolicy#figure}: per unit, as reviews print them and
 * as the review tables and exports show them). The workbench reads the settings from its preferences;
 * the command line and the exports use {@link #DEFAULT}.
 *
 * @param rateUnit the unit transfer rates are shown in ({@link Units#MB_PER_S} or {@link Units#MIB_PER_S}, ...)
 * @param palette  colours as {@code #rrggbb}; empty means {@link DrivePalette#DEFAULT}
 */
public record DisplaySettings(Unit rateUnit, List<String> palette) {
	/** The units a transfer rate may be shown in. */
	public static final List<Unit> RATE_UNITS = List.of(Units.MB_PER_S, Units.MIB_PER_S);
	public static final DisplaySettings DEFAULT = new DisplaySettings(Units.MB_PER_S, DrivePalette.DEFAULT);

	public DisplaySettings {
		if (rateUnit == null || rateUnit.dimension() != Dimension.DATA_RATE) {
			throw new IllegalArgumentException("rates cannot be shown in " + (rateUnit == null ? "no unit" : rateUnit.describe()));
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
}
