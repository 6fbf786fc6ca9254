package org.drivebench.ui.format;

/**
 * The unit transfer rates are shown in. The library stores decimal MB/s (10^6 bytes per second), as
 * reviews quote them; some readers want binary MiB/s.
 */
public enum RateUnit {
	/** 10^6 bytes per second, as stored. */
	MB_PER_S("MB/s", 1.0),
	/** 2^20 bytes per second. */
	MIB_PER_S("MiB/s", 1_000_000.0 / (1 << 20));

	/** The unit the library stores rates in. */
	public static final String STORED = "MB/s";

	private final String symbol;
	private final double factorFromStored;

	RateUnit(String symbol, double factorFromStored) {
		this.symbol = symbol;
		this.factorFromStored = factorFromStored;
	}

	public String symbol() {
		return symbol;
	}

	/** {@code megabytesPerSecond} (decimal, as stored) in this unit. */
	public double fromStored(double megabytesPerSecond) {
		return megabytesPerSecond * factorFromStored;
	}

	/** The unit with this symbol, or {@link #MB_PER_S} when the text names none. */
	public static RateUnit ofSymbol(String text) {
		for (RateUnit unit : values()) {
			if (unit.symbol.equalsIgnoreCase(text == null ? "" : text.strip()) || unit.name().equalsIgnoreCase(String.valueOf(text))) {
				return unit;
			}
		}
		return MB_PER_S;
	}
}
