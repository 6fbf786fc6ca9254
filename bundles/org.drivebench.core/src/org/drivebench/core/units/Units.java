package org.drivebench.core.units;

import java.util.HashMap;
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

	/** Every unit of {@link #ALL} by its symbol: {@link #parse} is called for every figure a report reads. */
	private static final Map<String, Unit> BY_SYMBOL = new HashMap<>();

	/** Other spellings met in stored results and imports (fio's "usec", the ASCII "us", the Greek mu). */
	private static final Map<String, Unit> ALIASES = new LinkedHashMap<>();

	static {
		for (Unit u : ALL) {
			BY_SYMBOL.putIfAbsent(u.symbol(), u);
		}
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

	/** The size suffixes a typed size may end in ("4k", "1M", "2G"), besides the units' symbols. */
	private static final Map<String, Unit> SIZE_SUFFIXES = Map.of("k", KIB, "K", KIB, "M", MIB, "G", GIB, "T", TIB);
	/** The duration suffix a typed duration may end in besides the symbols ("10m": ten minutes). */
	private static final Map<String, Unit> TIME_SUFFIXES = Map.of("m", MINUTES);

	private Units() {
	}

	/**
	 * The unit the text of a quantity ends in, when it names one ("1MiB", "64 KiB", "4k", "5s", "10m",
	 * "250 ms", "50 %"): the catalogue's symbols, their other spellings, and the short suffixes typed sizes
	 * and durations take; null when the text ends in a digit or in something that names no known unit.
	 */
	public static @Nullable Unit suffixOf(@Nullable String quantity) {
		if (quantity == null) {
			return null;
		}
		String text = quantity.strip();
		int end = text.length();
		int start = end;
		while (start > 0 && !Character.isDigit(text.charAt(start - 1)) && text.charAt(start - 1) != '.') {
			start--;
		}
		if (start == 0 || start == end) {
			return null; // no number, or nothing after it
		}
		String suffix = text.substring(start).strip();
		if (suffix.isEmpty()) {
			return null;
		}
		Unit known = SIZE_SUFFIXES.get(suffix);
		known = known != null ? known : TIME_SUFFIXES.get(suffix);
		if (known != null) {
			return known;
		}
		Unit unit = parse(suffix);
		return unit.isKnown() ? unit : null;
	}

	/**
	 * A quantity as readers see it: {@code value} followed by {@code unit}, the unit written once. A value
	 * whose text already ends in a unit of that dimension ("1MiB" in bytes, "5s" in seconds, "10m") is
	 * shown as it is, so no label reads "1MiB B" or "5s s"; a plain number is followed by the symbol
	 * ("32", "4 KiB"), a percentage by " %".
	 */
	public static String quantity(String value, Unit unit) {
		String text = value.strip();
		if (unit.isPlainNumber() || text.isEmpty()) {
			return text;
		}
		Unit carried = suffixOf(text);
		if (carried != null && (carried.equals(unit) || carried.dimension() == unit.dimension() && unit.isKnown())) {
			return text;
		}
		if (text.endsWith(unit.symbol())) {
			return text;
		}
		return text + " " + unit.symbol();
	}

	/**
	 * Whether {@code label} already names {@code unit}, so a heading adds it no second time: it ends in the
	 * symbol as a word of its own ("Rate, MB/s", "Latency (ms)", "IOPS").
	 */
	public static boolean names(String label, Unit unit) {
		String symbol = unit.symbol();
		if (symbol.isEmpty()) {
			return true;
		}
		String text = label.strip();
		if (text.endsWith(")")) {
			text = text.substring(0, text.length() - 1).strip();
		}
		if (!text.toLowerCase(java.util.Locale.ROOT).endsWith(symbol.toLowerCase(java.util.Locale.ROOT))) {
			return false;
		}
		int before = text.length() - symbol.length() - 1;
		return before < 0 || !Character.isLetterOrDigit(text.charAt(before));
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
		Unit known = BY_SYMBOL.get(s);
		if (known != null) {
			return known;
		}
		Unit alias = ALIASES.get(s);
		return alias != null ? alias : new Unit(s, Dimension.UNKNOWN, 1);
	}
}
