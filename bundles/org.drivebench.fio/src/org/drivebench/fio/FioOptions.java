package org.drivebench.fio;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Parameter;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A fio job's options (its global options overridden by its own) as DriveBench parameters with
 * units: sizes in bytes ({@code bs=4k} is 4096 B), times in seconds, shares in percent, the rest
 * as fio wrote it. Options fio leaves out when they have their default value (rw, bs, iodepth,
 * numjobs, direct) are added with that default, so a reader sees every figure's conditions.
 */
final class FioOptions {
	/** How an option's value is read. */
	private enum Kind {
		TEXT, SIZE, TIME, NUMBER, PERCENT, RATE
	}

	private record Known(String label, Kind kind, String unit) {
	}

	private static final Map<String, Known> KNOWN = new LinkedHashMap<>();
	static {
		KNOWN.put("rw", new Known("I/O pattern", Kind.TEXT, ""));
		KNOWN.put("readwrite", new Known("I/O pattern", Kind.TEXT, ""));
		KNOWN.put("bs", new Known("Block size", Kind.SIZE, "B"));
		KNOWN.put("blocksize", new Known("Block size", Kind.SIZE, "B"));
		KNOWN.put("iodepth", new Known("Queue depth", Kind.NUMBER, ""));
		KNOWN.put("numjobs", new Known("Jobs", Kind.NUMBER, ""));
		KNOWN.put("ioengine", new Known("I/O engine", Kind.TEXT, ""));
		KNOWN.put("direct", new Known("Direct I/O", Kind.NUMBER, ""));
		KNOWN.put("size", new Known("Size", Kind.SIZE, "B"));
		KNOWN.put("io_size", new Known("I/O amount", Kind.SIZE, "B"));
		KNOWN.put("offset", new Known("Offset", Kind.SIZE, "B"));
		KNOWN.put("runtime", new Known("Run time", Kind.TIME, "s"));
		KNOWN.put("ramp_time", new Known("Ramp time", Kind.TIME, "s"));
		KNOWN.put("time_based", new Known("Time based", Kind.TEXT, ""));
		KNOWN.put("rwmixread", new Known("Read share", Kind.PERCENT, "%"));
		KNOWN.put("rwmixwrite", new Known("Write share", Kind.PERCENT, "%"));
		KNOWN.put("rate", new Known("Rate limit", Kind.RATE, "B/s"));
		KNOWN.put("rate_iops", new Known("IOPS limit", Kind.NUMBER, "IOPS"));
		KNOWN.put("filename", new Known("File", Kind.TEXT, ""));
		KNOWN.put("directory", new Known("Directory", Kind.TEXT, ""));
		KNOWN.put("fsync", new Known("fsync every", Kind.NUMBER, "I/O"));
		KNOWN.put("buffered", new Known("Buffered I/O", Kind.NUMBER, ""));
	}

	/** Options that say where a job ran, not how: results differing only in them still compare. */
	private static final Set<String> PLACES = Set.of("filename", "directory", "filename_format", "opendir", "replay_redirect");

	/** Defaults fio does not print (fio's documentation). */
	private static final Map<String, String> DEFAULTS = Map.of("rw", "read", "bs", "4096", "iodepth", "1", "numjobs", "1",
			"direct", "0");
	private static final Pattern SIZE = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*([kmgtp]?)(i?)(b?)", Pattern.CASE_INSENSITIVE);
	private static final Pattern TIME = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(us|usec|ms|msec|s|sec|m|min|h|d)?",
			Pattern.CASE_INSENSITIVE);

	private final Map<String, String> options;

	FioOptions(Map<String, String> global, Map<String, String> job) {
		options = new LinkedHashMap<>(global);
		options.putAll(job);
	}

	@Nullable
	String get(String key) {
		return options.get(key);
	}

	@Nullable
	String getOrDefault(String key) {
		String v = options.get(key);
		if (v == null && "bs".equals(key)) {
			v = options.get("blocksize");
		}
		return v != null ? v : DEFAULTS.get(key);
	}

	/** The options fio left out that {@link #parameters()} fills with fio's defaults. */
	List<String> defaulted() {
		List<String> keys = new ArrayList<>();
		for (String key : List.of("rw", "bs", "iodepth", "numjobs", "direct")) {
			boolean present = options.containsKey(key) || "rw".equals(key) && options.containsKey("readwrite")
					|| "bs".equals(key) && options.containsKey("blocksize");
			if (!present) {
				keys.add(key);
			}
		}
		return keys;
	}

	/** Every option as a parameter, known ones with their unit, then the defaults fio left out. */
	List<Parameter> parameters() {
		long kbBase = "1000".equals(options.get("kb_base")) ? 1000 : 1024;
		List<Parameter> list = new ArrayList<>();
		for (Map.Entry<String, String> o : options.entrySet()) {
			if (o.getKey().equals("name")) {
				continue; // the job name is the result's case name
			}
			list.add(parameter(o.getKey(), o.getValue(), kbBase));
		}
		for (String key : defaulted()) {
			list.add(parameter(key, DEFAULTS.getOrDefault(key, ""), kbBase));
		}
		return list;
	}

	private static Parameter parameter(String key, String raw, long kbBase) {
		Parameter p = DriveBenchFactory.eINSTANCE.createParameter();
		p.setKey(key);
		Known known = KNOWN.get(key);
		p.setLabel(known == null ? key : known.label());
		String value = raw;
		String unit = known == null ? "" : known.unit();
		if (known != null) {
			String converted = switch (known.kind()) {
			case SIZE, RATE -> sizeBytes(raw, kbBase);
			case TIME -> seconds(raw);
			default -> raw;
			};
			if (converted == null) {
				unit = ""; // a range or list ("4k-64k", "4k,128k"): kept as fio wrote it
			} else {
				value = converted;
			}
		}
		p.setValue(value);
		p.setUnit(unit);
		p.setPlace(PLACES.contains(key));
		return p;
	}

	/** fio's size text ("4k", "1MiB", "512") in bytes, or {@code null} when it is not one size. */
	static @Nullable String sizeBytes(String text, long kbBase) {
		Matcher m = SIZE.matcher(text.strip());
		if (!m.matches()) {
			return null;
		}
		String prefix = m.group(2).toLowerCase(Locale.ROOT);
		long base = m.group(3).isEmpty() ? kbBase : 1024;
		int power = prefix.isEmpty() ? 0 : "kmgtp".indexOf(prefix) + 1;
		BigDecimal bytes = new BigDecimal(m.group(1)).multiply(BigDecimal.valueOf(base).pow(power));
		return bytes.stripTrailingZeros().toPlainString();
	}

	/** fio's time text ("60", "30s", "1m", "500ms") in seconds (fio's default unit), or {@code null}. */
	static @Nullable String seconds(String text) {
		Matcher m = TIME.matcher(text.strip());
		if (!m.matches()) {
			return null;
		}
		String unit = m.group(2) == null ? "s" : m.group(2).toLowerCase(Locale.ROOT);
		BigDecimal factor = switch (unit) {
		case "us", "usec" -> new BigDecimal("0.000001");
		case "ms", "msec" -> new BigDecimal("0.001");
		case "m", "min" -> BigDecimal.valueOf(60);
		case "h" -> BigDecimal.valueOf(3600);
		case "d" -> BigDecimal.valueOf(86400);
		default -> BigDecimal.ONE;
		};
		return new BigDecimal(m.group(1)).multiply(factor).stripTrailingZeros().toPlainString();
	}
}
