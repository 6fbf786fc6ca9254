package org.drivebench.core.units;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The units DriveBench knows, and the stored symbols they are read back from. Rates are decimal (MB/s
 * is 10^6 bytes per second, as drive makers and reviews quote them), sizes of blocks binary (KiB), as
 * block sizes are quoted; both families are here, so either converts to the other.
 */
public final class Units {
	/** A plain number: a count, a queue depth, a number of workers. */
	public static final Unit NUMBER = new Unit("", Dimension.NUMBER, 1);
	/** Percent: a share of a whole (read share, end/start ratio). */
	public static final Unit PERCENT = new Unit("%", Dimension.SHARE, 0.01);

	public static final Unit BYTES = new Unit("B", Dimension.DATA, 1);
	public static final Unit KB = new Unit("kB", Dimension.DATA, 1e3);
	public static final Unit MB = new Unit("MB", Dimension.DATA, 1e6);
	public static final Unit GB = new Unit("GB", Dimension.DATA, 1e9);
	public static final Unit TB = new Unit("TB", Dimension.DATA, 1e12);
	public static final Unit KIB = new Unit("KiB", Dimension.DATA, 1024.0);
	public static final Unit MIB = new Unit("MiB", Dimension.DATA, 1024.0 * 1024);
	public static final Unit GIB = new Unit("GiB", Dimension.DATA, 1024.0 * 1024 * 1024);
	public static final Unit TIB = new Unit("TiB", Dimension.DATA, 1024.0 * 1024 * 1024 * 1024);

	public static final Unit BYTES_PER_S = new Unit("B/s", Dimension.DATA_RATE, 1);
	public static final Unit KB_PER_S = new Unit("kB/s", Dimension.DATA_RATE, 1e3);
	/** The unit the library stores transfer rates in: 10^6 bytes per second. */
	public static final Unit MB_PER_S = new Unit("MB/s", Dimension.DATA_RATE, 1e6);
	public static final Unit GB_PER_S = new Unit("GB/s", Dimension.DATA_RATE, 1e9);
	public static final Unit KIB_PER_S = new Unit("KiB/s", Dimension.DATA_RATE, 1024.0);
	public static final Unit MIB_PER_S = new Unit("MiB/s", Dimension.DATA_RATE, 1024.0 * 1024);
	public static final Unit GIB_PER_S = new Unit("GiB/s", Dimension.DATA_RATE, 1024.0 * 1024 * 1024);

	/** I/O operations per second. */
	public static final Unit IOPS = new Unit("IOPS", Dimension.OPERATION_RATE, 1);
	/** I/O operations per second, as DevTest's tables write it. */
	public static final Unit IO_PER_S = new Unit("IO/s", Dimension.OPERATION_RATE, 1);

	public static final Unit NANOSECONDS = new Unit("ns", Dimension.TIME, 1e-9);
	public static final Unit MICROSECONDS = new Unit("µs", Dimension.TIME, 1e-6);
	public static final Unit MILLISECONDS = new Unit("ms", Dimension.TIME, 1e-3);
	public static final Unit SECONDS = new Unit("s", Dimension.TIME, 1);
	public static final Unit MINUTES = new Unit("min", Dimension.TIME, 60);
	public static final Unit HOURS = new Unit("h", Dimension.TIME, 3600);

	public static final Unit CELSIUS = new Unit("°C", Dimension.TEMPERATURE, 1);
	public static final Unit WATTS = new Unit("W", Dimension.POWER, 1);

	/** Every unit above, in the order lists show them. */
	public static final List<Unit> ALL = List.of(NUMBER, PERCENT, BYTES, KB, MB, GB, TB, KIB, MIB, GIB, TIB, BYTES_PER_S, KB_PER_S,
			MB_PER_S, GB_PER_S, KIB_PER_S, MIB_PER_S, GIB_PER_S, IOPS, IO_PER_S, NANOSECONDS, MICROSECONDS, MILLISECONDS, SECONDS, MINUTES,
			HOURS, CELSIUS, WATTS);

	/** Other spellings met in stored results and imports (fio's "usec", the ASCII "us", the Greek mu). */
	private static final Map<String, Unit> ALIASES = new LinkedHashMap<>();

	static {
		ALIASES.put("us", MICROSECONDS);
		ALIASES.put("usec", MICROSECONDS);
		ALIASES.put("μs", MICROSECONDS); // Greek small letter mu, not the micro sign
		ALIASES.put("msec", MILLISECONDS);
		ALIASES.put("nsec", NANOSECONDS);
		ALIASES.put("sec", SECONDS);
		ALIASES.put("io/s", IO_PER_S);
		ALIASES.put("bytes", BYTES);
		ALIASES.put("byte", BYTES);
	}

	private Units() {
	}

	/**
	 * The unit a stored symbol stands for: a unit of the catalogue by its symbol (exactly, then by a
	 * known other spelling), else an {@link Dimension#UNKNOWN unknown} unit of that symbol, shown as it
	 * is and never converted. {@code null} and blank are a plain number.
	 */
	public static Unit parse(@Nullable String symbol) {
		if (symbol == null || symbol.isBlank()) {
			return NUMBER;
		}
		String s = symbol.strip();
		for (Unit u : ALL) {
			if (u.symbol().equals(s)) {
				return u;
			}
		}
		Unit alias = ALIASES.get(s);
		return alias != null ? alias : new Unit(s, Dimension.UNKNOWN, 1);
	}
}
