package org.drivebench.core.api;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

import org.drivebench.core.units.Unit;
import org.drivebench.core.units.Units;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.TargetType;
import org.eclipse.jdt.annotation.Nullable;

/**
 * One parameter a test takes: key, label, type, unit, default, allowed range or choices, and help
 * text. Parses and checks the text a user types (in the launcher's table or as {@code --param k=v}).
 *
 * <p>Typed values: INTEGER, SIZE and PERCENT give {@link Long}; NUMBER gives {@link Double};
 * DURATION gives {@link Duration}; SIZE_LIST and INTEGER_LIST give {@code List<Long>}; BOOLEAN gives
 * {@link Boolean}; CHOICE, TEXT and FOLDER give {@link String}; TARGET_LIST gives {@code List<String>}.
 *
 * <p>A parameter that matters on some kinds of target only ({@link Builder#appliesTo}, e.g. the folder
 * a file copy copies across to, on a test file) is shown by the launcher with the target, under the
 * test's own words for that target ({@link DriveTest#targetNote}).
 */
public final class ParameterSpec {
	private static final Pattern DECIMAL = Pattern.compile("[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?");
	private final String key;
	private final String label;
	private final ParameterType type;
	private final Unit unit;
	private final String defaultText;
	private final double min;
	private final double max;
	private final List<String> choices;
	private final String help;
	private final boolean place;
	private final Set<TargetType> appliesTo;

	private ParameterSpec(Builder b) {
		key = Objects.requireNonNull(b.key);
		label = b.label;
		type = b.type;
		unit = b.unit;
		defaultText = b.defaultText;
		min = b.min;
		max = b.max;
		choices = List.copyOf(b.choices);
		help = b.help;
		place = b.place;
		appliesTo = b.appliesTo.isEmpty() ? Set.of() : Set.copyOf(b.appliesTo);
	}

	public static Builder builder(String key, String label, ParameterType type) {
		return new Builder(key, label, type);
	}

	public static Builder size(String key, String label) {
		return new Builder(key, label, ParameterType.SIZE).unit(Units.BYTES);
	}

	public static Builder sizes(String key, String label) {
		return new Builder(key, label, ParameterType.SIZE_LIST).unit(Units.BYTES);
	}

	public static Builder integer(String key, String label) {
		return new Builder(key, label, ParameterType.INTEGER);
	}

	public static Builder integers(String key, String label) {
		return new Builder(key, label, ParameterType.INTEGER_LIST);
	}

	public static Builder duration(String key, String label) {
		return new Builder(key, label, ParameterType.DURATION).unit(Units.SECONDS).range(0, 366 * 24 * 3600.0);
	}

	public static Builder percent(String key, String label) {
		return new Builder(key, label, ParameterType.PERCENT).unit(Units.PERCENT).range(0, 100);
	}

	public static Builder bool(String key, String label) {
		return new Builder(key, label, ParameterType.BOOLEAN);
	}

	public static Builder choice(String key, String label, String... choices) {
		return new Builder(key, label, ParameterType.CHOICE).choices(List.of(choices));
	}

	/** A folder on this machine; empty by default (none). */
	public static Builder folder(String key, String label) {
		return new Builder(key, label, ParameterType.FOLDER);
	}

	/** Targets by name, comma-separated (see {@link ParameterType#TARGET_LIST}). */
	public static Builder targetList(String key, String label) {
		return new Builder(key, label, ParameterType.TARGET_LIST);
	}

	public String key() {
		return key;
	}

	public String label() {
		return label;
	}

	public ParameterType type() {
		return type;
	}

	/**
	 * The unit of the value, typed like a metric's (bytes for sizes, seconds for durations, percent,
	 * {@link Units#NUMBER} when it has none). A size's or duration's canonical text carries its unit
	 * already ("1MiB", "5s"): show a value with {@link Units#quantity}, which writes the unit once.
	 */
	public Unit unit() {
		return unit;
	}

	/** The value {@code text} with its unit, as a reader sees it ("1MiB", "32", "50 %"). */
	public String shown(String text) {
		return Units.quantity(text, unit);
	}

	/** The default as text, in the form {@link #parse(String)} reads. */
	public String defaultText() {
		return defaultText;
	}

	/** Smallest allowed value (for lists, of each element); NaN when unbounded. */
	public double min() {
		return min;
	}

	/** Largest allowed value (for lists, of each element); NaN when unbounded. */
	public double max() {
		return max;
	}

	public List<String> choices() {
		return choices;
	}

	/**
	 * Whether the parameter names where on the target the test works (a folder, a file name), not how
	 * it measures: reports compare results that differ only in such parameters as one test, and keep
	 * results whose other parameters differ apart.
	 */
	public boolean place() {
		return place;
	}

	public String help() {
		return help;
	}

	/** The kinds of target on which the parameter has an effect; empty when it has one on every kind. */
	public Set<TargetType> appliesTo() {
		return appliesTo;
	}

	/**
	 * Whether the parameter means something on a target of {@code type}: a partition size only where the
	 * test partitions a drive, a folder to copy across to only beside a test file. A result records only
	 * the parameters that applied, so its reader never sees "Partition size 50GiB" for a test file.
	 */
	public boolean appliesTo(TargetType type) {
		return appliesTo.isEmpty() || appliesTo.contains(type);
	}

	/**
	 * Reads and checks {@code text}.
	 *
	 * @throws InvalidParameterException naming this parameter, the text and what is allowed
	 */
	public Object parse(@Nullable String text) {
		String s = text == null ? "" : text.strip();
		try {
			return switch (type) {
			case INTEGER, PERCENT -> checked(parseLong(s), s);
			case NUMBER -> checkedDouble(parseDecimal(s), s);
			case SIZE -> checked(Sizes.parse(s), s);
			case DURATION -> {
				double seconds = parseSeconds(s);
				checkedDouble(seconds, s);
				yield Duration.ofNanos(Math.round(seconds * 1e9));
			}
			case SIZE_LIST, INTEGER_LIST -> {
				List<Long> values = new ArrayList<>();
				for (String part : s.split("[,;\\s]+")) {
					if (part.isEmpty()) {
						continue;
					}
					long value = checked(type == ParameterType.SIZE_LIST ? Sizes.parse(part) : parseLong(part), part);
					if (values.contains(value)) {
						// each value of a list is one point of a sweep: twice would measure it twice under one key
						throw invalid(s, "lists " + (type == ParameterType.SIZE_LIST ? Sizes.format(value) : value)
								+ " twice; give each value once");
					}
					values.add(value);
				}
				if (values.isEmpty()) {
					throw invalid(s, "give at least one value");
				}
				yield List.copyOf(values);
			}
			case BOOLEAN -> switch (s.toLowerCase(Locale.ROOT)) {
				case "true", "yes", "on", "1" -> Boolean.TRUE;
				case "false", "no", "off", "0" -> Boolean.FALSE;
				default -> throw invalid(s, "must be true or false");
			};
			case CHOICE -> {
				for (String c : choices) {
					if (c.equalsIgnoreCase(s)) {
						yield c;
					}
				}
				throw invalid(s, "must be one of " + String.join(", ", choices));
			}
			case TEXT, FOLDER -> s;
			case TARGET_LIST -> {
				List<String> targets = new ArrayList<>();
				for (String part : s.split(",")) {
					if (!part.isBlank()) {
						targets.add(part.strip());
					}
				}
				if (targets.isEmpty()) {
					throw invalid(s, "name at least one target");
				}
				yield List.copyOf(targets);
			}
			};
		} catch (NumberFormatException e) {
			throw invalid(s, "is not " + expected());
		} catch (IllegalArgumentException e) {
			if (e instanceof InvalidParameterException ipe) {
				throw ipe;
			}
			throw invalid(s, e.getMessage());
		}
	}

	/** The canonical text of a typed value, which {@link #parse(String)} reads back. */
	public String format(Object value) {
		return switch (type) {
		case SIZE -> Sizes.format((Long) value).replace(" ", "");
		case SIZE_LIST -> String.join(", ", ((List<?>) value).stream().map(v -> Sizes.format((Long) v).replace(" ", "")).toList());
		case INTEGER_LIST, TARGET_LIST -> String.join(", ", ((List<?>) value).stream().map(String::valueOf).toList());
		case DURATION -> formatSeconds((Duration) value);
		default -> String.valueOf(value);
		};
	}

	/** What is allowed, for help and error messages, e.g. "a size from 512 B to 64 MiB". */
	public String allowed() {
		if (type == ParameterType.CHOICE) {
			return "one of " + String.join(", ", choices);
		}
		StringBuilder sb = new StringBuilder(expected());
		if (!Double.isNaN(min) && !Double.isNaN(max)) {
			sb.append(" from ").append(bound(min)).append(" to ").append(bound(max));
		} else if (!Double.isNaN(min)) {
			sb.append(" of at least ").append(bound(min));
		} else if (!Double.isNaN(max)) {
			sb.append(" of at most ").append(bound(max));
		}
		return sb.toString();
	}

	private String expected() {
		return switch (type) {
		case INTEGER -> "a whole number";
		case NUMBER -> "a number";
		case SIZE -> "a size (512, 4k, 64KiB, 1M)";
		case SIZE_LIST -> "a list of sizes (512, 4k, 1M)";
		case INTEGER_LIST -> "a list of whole numbers (1, 2, 4)";
		case DURATION -> "a duration in seconds (60, 1.5, 10m, 2h)";
		case PERCENT -> "a percentage";
		case BOOLEAN -> "true or false";
		case CHOICE -> "one of " + String.join(", ", choices);
		case TEXT -> "text";
		case FOLDER -> "a folder (empty for none)";
		case TARGET_LIST -> "targets, comma-separated (sim:hdd-7200, /dev/sdb, a test file)";
		};
	}

	private String bound(double v) {
		return switch (type) {
		case SIZE, SIZE_LIST -> Sizes.format((long) v);
		case DURATION -> formatSeconds(Duration.ofNanos(Math.round(v * 1e9)));
		default -> v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
		};
	}

	private long checked(long v, String text) {
		checkedDouble(v, text);
		return v;
	}

	private double checkedDouble(double v, String text) {
		if ((!Double.isNaN(min) && v < min) || (!Double.isNaN(max) && v > max) || Double.isNaN(v)) {
			throw invalid(text, "must be " + allowed());
		}
		return v;
	}

	private InvalidParameterException invalid(String text, String why) {
		return new InvalidParameterException(key, key + " = \"" + text + "\": " + why);
	}

	private static long parseLong(String s) {
		return Long.parseLong(s.replace("_", ""));
	}

	/** "60" or "60s" seconds, "10m" minutes, "2h" hours, "500ms". */
	static double parseSeconds(String s) {
		String t = s.toLowerCase(Locale.ROOT).replace(" ", "");
		if (t.endsWith("ms")) {
			return parseDecimal(t.substring(0, t.length() - 2)) / 1000;
		}
		if (t.endsWith("min")) {
			return parseDecimal(t.substring(0, t.length() - 3)) * 60;
		}
		char last = t.isEmpty() ? ' ' : t.charAt(t.length() - 1);
		return switch (last) {
		case 's' -> parseDecimal(t.substring(0, t.length() - 1));
		case 'm' -> parseDecimal(t.substring(0, t.length() - 1)) * 60;
		case 'h' -> parseDecimal(t.substring(0, t.length() - 1)) * 3600;
		default -> parseDecimal(t);
		};
	}

	/**
	 * A plain decimal number: Java's own parser would also take "2d", "2f", "0x1p3", "NaN" and
	 * "Infinity", so a mistyped "2d" (two days?) would run for two seconds.
	 */
	private static double parseDecimal(String s) {
		if (!DECIMAL.matcher(s).matches()) {
			throw new NumberFormatException(s);
		}
		return Double.parseDouble(s);
	}

	static String formatSeconds(Duration d) {
		long nanos = d.toNanos();
		if (nanos % 3_600_000_000_000L == 0 && nanos > 0) {
			return nanos / 3_600_000_000_000L + "h";
		}
		if (nanos % 60_000_000_000L == 0 && nanos > 0) {
			return nanos / 60_000_000_000L + "m";
		}
		if (nanos % 1_000_000_000L == 0) {
			return nanos / 1_000_000_000L + "s";
		}
		return (nanos / 1e9) + "s";
	}

	/** Builds a {@link ParameterSpec}. */
	public static final class Builder {
		private final String key;
		private final String label;
		private final ParameterType type;
		private Unit unit = Units.NUMBER;
		private String defaultText = "";
		private double min = Double.NaN;
		private double max = Double.NaN;
		private List<String> choices = List.of();
		private String help = "";
		private boolean place;
		private final Set<TargetType> appliesTo = EnumSet.noneOf(TargetType.class);

		private Builder(String key, String label, ParameterType type) {
			this.key = key;
			this.label = label;
			this.type = type;
		}

		/** The unit of the value (a plain number by default). */
		public Builder unit(Unit u) {
			unit = Objects.requireNonNull(u, "unit"); // a plugin without null analysis may pass none
			return this;
		}

		public Builder defaultValue(String text) {
			defaultText = text;
			return this;
		}

		public Builder range(double lowest, double highest) {
			min = lowest;
			max = highest;
			return this;
		}

		public Builder min(double lowest) {
			min = lowest;
			return this;
		}

		public Builder choices(List<String> words) {
			choices = words;
			return this;
		}

		public Builder help(String text) {
			help = text;
			return this;
		}

		/** Marks a parameter that says where the test works, not how it measures (see {@link ParameterSpec#place()}). */
		public Builder place() {
			place = true;
			return this;
		}

		/**
		 * The kinds of target on which the parameter has an effect (every kind when not called): the
		 * launcher shows it with those targets, under the test's {@link DriveTest#targetNote}.
		 */
		public Builder appliesTo(TargetType... types) {
			appliesTo.addAll(List.of(types));
			return this;
		}

		/** The spec; its default must parse (a TARGET_LIST may have no default: it must be given). */
		public ParameterSpec build() {
			ParameterSpec spec = new ParameterSpec(this);
			if (!(type == ParameterType.TARGET_LIST && defaultText.isEmpty())) {
				spec.parse(defaultText);
			}
			return spec;
		}
	}
}
