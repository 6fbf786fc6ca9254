package org.drivebench.report;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.HashMap;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;

/**
 * How many decimals a review shows, decided once per table row so a row's figures line up:
 *
 * <ul>
 * <li>by unit, as readers of drive reviews expect: MB/s with 1 decimal, ms with 2, IOPS as whole
 * numbers, ... (see {@link #standard()}); a unit the policy does not know gets three significant
 * figures of the row's largest value;</li>
 * <li>never so few that the row's smallest non-zero value loses its second significant figure
 * (0.084 ms stays 0.084, not 0.08; 0.5 IOPS is not shown as 1), up to {@value #MAX_DECIMALS};</li>
 * <li>a count (a row without a unit whose figures are all whole numbers) with none: 6 rounds, not 6.00;</li>
 * <li>an interval's half-width with the decimals of its mean; percentages with 1 decimal.</li>
 * </ul>
 *
 * Numbers are written with a '.' and no grouping, rounded half up, in every export format. The
 * policy is documented in docs/exports.md, whose table a test compares with {@link #standard()}.
 */
public final class NumberPolicy {
	static final int MAX_DECIMALS = 6;
	private static final int MIN_SIGNIFICANT = 2;
	private static final int DEFAULT_SIGNIFICANT = 3;
	private static final int PERCENT_DECIMALS = 1;

	private final Map<String, Integer> decimalsByUnit;

	private NumberPolicy(Map<String, Integer> decimalsByUnit) {
		this.decimalsByUnit = Map.copyOf(decimalsByUnit);
	}

	/** The policy reviews use. */
	public static NumberPolicy standard() {
		Map<String, Integer> m = new HashMap<>();
		for (String u : new String[] { "MB/s", "MiB/s", "µs", "μs", "us", "s", "%", "°C", "W" }) {
			m.put(u, 1);
		}
		for (String u : new String[] { "GB/s", "GiB/s", "ms" }) {
			m.put(u, 2);
		}
		for (String u : new String[] { "IOPS", "io/s", "KB/s", "kB/s", "KiB/s", "ns", "B", "bytes" }) {
			m.put(u, 0);
		}
		return new NumberPolicy(m);
	}

	/** This policy with {@code unit} shown with {@code decimals} decimals. */
	public NumberPolicy withDecimals(String unit, int decimals) {
		if (decimals < 0 || decimals > MAX_DECIMALS) {
			throw new IllegalArgumentException("decimals for '" + unit + "' must be 0.." + MAX_DECIMALS + ", got " + decimals);
		}
		Map<String, Integer> m = new HashMap<>(decimalsByUnit);
		m.put(unit, decimals);
		return new NumberPolicy(m);
	}

	/** The decimals of a row in {@code unit} holding {@code values} (NaN values are ignored). */
	public int decimalsFor(@Nullable String unit, double... values) {
		double largest = 0;
		double smallest = Double.POSITIVE_INFINITY;
		for (double v : values) {
			double a = Math.abs(v);
			if (Double.isFinite(a) && a > 0) {
				largest = Math.max(largest, a);
				smallest = Math.min(smallest, a);
			}
		}
		Integer known = unit == null ? null : decimalsByUnit.get(unit.strip());
		if (known == null && (unit == null || unit.isBlank()) && largest > 0 && allWhole(values)) {
			return 0; // a count: 6 rounds, not 6.00
		}
		int decimals;
		if (known != null) {
			decimals = known;
		} else if (largest > 0) {
			decimals = DEFAULT_SIGNIFICANT - 1 - magnitude(largest);
		} else {
			decimals = 0;
		}
		if (smallest != Double.POSITIVE_INFINITY) {
			decimals = Math.max(decimals, MIN_SIGNIFICANT - 1 - magnitude(smallest));
		}
		return Math.clamp(decimals, 0, MAX_DECIMALS);
	}

	/** Whether every finite value is a whole number. */
	private static boolean allWhole(double... values) {
		for (double v : values) {
			if (Double.isFinite(v) && v != Math.rint(v)) {
				return false;
			}
		}
		return true;
	}

	/**
	 * {@code decimals}, or more (up to {@value #MAX_DECIMALS}) until {@code best} reads differently from
	 * every one of {@code values} whose unrounded value differs from it: when 80.4 and 79.6 IOPS both
	 * round to 80, a reader could not see which one is marked best, so the row shows 80.4 and 79.6.
	 */
	public int decimalsApart(int decimals, double best, double... values) {
		int d = decimals;
		while (d < MAX_DECIMALS && readsLikeBest(d, best, values)) {
			d++;
		}
		return d;
	}

	private boolean readsLikeBest(int decimals, double best, double[] values) {
		double shown = Double.NaN; // rounded when a value comes near enough to need it
		for (double v : values) {
			if (v != best && !Double.isNaN(v) && !roundApart(v, best, decimals)) {
				if (Double.isNaN(shown)) {
					shown = round(best, decimals);
				}
				if (round(v, decimals) == shown) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * Whether {@code a} and {@code b} (finite or not) are so far apart that {@link #round} gives them different
	 * values at {@code decimals} (0 or more), without rounding them: each rounded decimal lies within half a
	 * unit of the last decimal (and half an ulp) of its value, so two values more than two units apart, with
	 * room for the ulps, round to decimals at least one unit apart, which no double can both be. False says
	 * nothing: they may still round apart.
	 */
	static boolean roundApart(double a, double b, int decimals) {
		if (!Double.isFinite(a) || !Double.isFinite(b) || decimals < 0) {
			return false;
		}
		double unit = UNITS[Math.min(decimals, UNITS.length - 1)];
		double ulp = Math.ulp(Math.max(Math.abs(a), Math.abs(b)));
		return Math.abs(a - b) > 3 * unit + 8 * ulp;
	}

	/** 10^-d for the decimals a policy shows: a unit of the last decimal, slightly large where not exact. */
	private static final double[] UNITS = { 1, 0.1, 0.01, 0.001, 1e-4, 1e-5, 1e-6, 1e-7 };

	/** The units this policy knows, each with its fixed decimals (docs/exports.md lists them). */
	public java.util.SortedMap<String, Integer> decimalsByUnit() {
		return new java.util.TreeMap<>(decimalsByUnit);
	}

	/** Decimals of percentages (relative figures). */
	public int percentDecimals() {
		return PERCENT_DECIMALS;
	}

	/** {@code value} rounded half up to {@code decimals}, '.' as separator; "" for NaN. */
	public String format(double value, int decimals) {
		if (Double.isNaN(value)) {
			return "";
		}
		if (Double.isInfinite(value)) {
			return value > 0 ? "∞" : "-∞";
		}
		if (decimals < 0) { // tens, hundreds, ...: no figure of a review is rounded so
			return new BigDecimal(Double.toString(value)).setScale(decimals, RoundingMode.HALF_UP).toPlainString();
		}
		return HalfUp.format(value, decimals); // no "-0.0"
	}

	/** {@link #format} written at the end of {@code sb}: a table's cells are written without a string per figure. */
	void formatTo(StringBuilder sb, double value, int decimals) {
		if (decimals >= 0 && Double.isFinite(value)) {
			HalfUp.appendTo(sb, value, decimals);
		} else {
			sb.append(format(value, decimals));
		}
	}

	/**
	 * One figure in {@code unit}, rounded as a table row of that unit would round it: the unit's decimals,
	 * never so few that the figure loses its second significant digit; a dash when it is not a number.
	 * The result editor, the run summary and the charts' labels write single figures with it.
	 */
	public String figure(double value, @Nullable String unit) {
		if (Double.isNaN(value) || Double.isInfinite(value)) {
			return "\u2014";
		}
		return format(value, decimalsFor(unit, value));
	}

	/** {@link #figure} followed by the unit ("142.3 MB/s"; a plain number alone, a percentage with " %"). */
	public String figureWithUnit(double value, @Nullable String unit) {
		String number = figure(value, unit);
		return unit == null || unit.isBlank() ? number : number + " " + unit.strip();
	}

	/** {@code value} rounded as {@link #format} would, as a number (for comparing what readers see). */
	public double round(double value, int decimals) {
		if (!Double.isFinite(value)) {
			return value;
		}
		if (decimals < 0) {
			return new BigDecimal(Double.toString(value)).setScale(decimals, RoundingMode.HALF_UP).doubleValue();
		}
		return HalfUp.round(value, decimals);
	}

	/** A percentage with its sign, e.g. "+12.3 %" or "-4.0 %". */
	public String signedPercent(double percent) {
		StringBuilder sb = new StringBuilder(12);
		signedPercentTo(sb, percent);
		return sb.toString();
	}

	/** {@link #signedPercent} written at the end of {@code sb}. */
	private void signedPercentTo(StringBuilder sb, double percent) {
		int start = sb.length();
		formatTo(sb, percent, PERCENT_DECIMALS);
		boolean minus = sb.length() > start && sb.charAt(start) == '-';
		if (!minus && !readsZero(sb, start)) {
			sb.insert(start, '+');
		}
		sb.append(" %");
	}

	/**
	 * A figure against the baseline's, from its percentage of the baseline: "+12.3 %" or "-4.0 %" up to
	 * ten times the baseline, a factor beyond it ("11.4×", "1145×": an NVMe drive over an HDD reads
	 * better so than "+114385.9 %").
	 */
	public String versusBaseline(double percentOfBaseline) {
		StringBuilder sb = new StringBuilder(12);
		versusBaselineTo(sb, percentOfBaseline);
		return sb.toString();
	}

	/** {@link #versusBaseline} written at the end of {@code sb}. */
	void versusBaselineTo(StringBuilder sb, double percentOfBaseline) {
		double factor = percentOfBaseline / 100;
		if (!Double.isFinite(factor) || factor < 10) {
			signedPercentTo(sb, percentOfBaseline - 100);
			return;
		}
		formatTo(sb, factor, factor < 100 ? 1 : 0);
		sb.append('\u00d7');
	}

	/**
	 * Whether the number {@link #format} wrote at {@code from} to the end of {@code text} is zero: only zeros
	 * and a point (it writes no "-0"), as {@code round} == 0 would say, without reading the number back.
	 */
	private static boolean readsZero(CharSequence text, int from) {
		for (int i = from; i < text.length(); i++) {
			char c = text.charAt(i);
			if (c != '0' && c != '.') {
				return false;
			}
		}
		return text.length() > from;
	}

	private static int magnitude(double positive) {
		return (int) Math.floor(Math.log10(positive));
	}

	@Override
	public String toString() {
		return "NumberPolicy" + new java.util.TreeMap<>(decimalsByUnit);
	}
}
