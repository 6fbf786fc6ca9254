package org.drivebench.core.units;

import java.util.Locale;

import org.eclipse.jdt.annotation.Nullable;

/**
 * A unit of measurement: its symbol as readers see it (and as the library stores it), what it
 * measures, and its size in the dimension's base unit, so figures convert between units of one
 * dimension exactly (MB/s and MiB/s, ms and µs). Test plugins report every metric and every axis of a
 * series with a unit from {@link Units}; a unit the catalogue lacks is made with {@link #of}.
 *
 * @param symbol    the symbol, e.g. {@code MB/s}; empty for a plain number
 * @param dimension what it measures
 * @param size      how many base units one of it is (MB/s: 1e6 bytes per second; ms: 1e-3 s);
 *                  1 for an {@link Dimension#UNKNOWN unknown} unit
 */
public record Unit(String symbol, Dimension dimension, double size) {
	public Unit {
		if (symbol == null) {
			throw new IllegalArgumentException("a unit needs a symbol (empty for a plain number)");
		}
		if (dimension == null) {
			throw new IllegalArgumentException("unit '" + symbol + "' needs a dimension");
		}
		if (!(size > 0) || Double.isInfinite(size)) {
			throw new IllegalArgumentException("unit '" + symbol + "' must be a positive multiple of its base, not " + size);
		}
	}

	/** A new unit, for a plugin whose figures no unit of {@link Units} fits. */
	public static Unit of(String symbol, Dimension dimension, double size) {
		return new Unit(symbol, dimension, size);
	}

	/**
	 * {@code value} in this unit converted to {@code target}.
	 *
	 * @throws IllegalArgumentException when the units measure different things, or one is unknown
	 *                                  and they are not the same unit
	 */
	public double convert(double value, Unit target) {
		if (equals(target)) {
			return value;
		}
		if (!convertsTo(target)) {
			throw new IllegalArgumentException("cannot convert " + describe() + " to " + target.describe());
		}
		return value * size / target.size;
	}

	/** Whether figures in this unit can be converted to {@code target}. */
	public boolean convertsTo(Unit target) {
		return equals(target) || dimension == target.dimension && dimension != Dimension.UNKNOWN;
	}

	/** Whether this unit is known to DriveBench (converts, has a dimension). */
	public boolean isKnown() {
		return dimension != Dimension.UNKNOWN;
	}

	/** Whether this is a plain number without a symbol. */
	public boolean isPlainNumber() {
		return symbol.isEmpty();
	}

	/** "MB/s (transfer rate)", for messages. */
	public String describe() {
		return (symbol.isEmpty() ? "a plain number" : "'" + symbol + "'") + " (" + dimension.description() + ")";
	}

	/** The symbol in lower case, for matching what users type. */
	String folded() {
		return symbol.toLowerCase(Locale.ROOT);
	}

	/*
	 * equals and hashCode written out, with the values a record's own give: a record's are bootstrapped
	 * through method handles, slow before they are compiled, and a fresh process's report compares units
	 * tens of thousands of times.
	 */
	@Override
	public boolean equals(@Nullable Object o) {
		return this == o || o instanceof Unit u && symbol.equals(u.symbol) && dimension == u.dimension
				&& Double.compare(size, u.size) == 0;
	}

	@Override
	public int hashCode() {
		return (symbol.hashCode() * 31 + dimension.hashCode()) * 31 + Double.hashCode(size);
	}

	@Override
	public String toString() {
		return symbol;
	}
}
