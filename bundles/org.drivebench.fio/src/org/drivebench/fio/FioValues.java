package org.drivebench.fio;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

import org.eclipse.jdt.annotation.Nullable;

/**
 * Checks the values of the figures DriveBench reads from one fio job, before any is read: each must be
 * a value fio can have written. A figure may be missing (it is then left out of the result), but one
 * that is there must be a number (not text, not {@code null}), not negative, and within what fio
 * measures: counts, bytes and nanoseconds are whole numbers of fio's 64-bit counters, a rate is at most
 * what its count gives over fio's shortest runtime (1 ms), a mean latency lies between the minimum and
 * the maximum, and a job's CPU use is a percentage of at most 1024 CPUs. Anything else (a hand-edited
 * file, a broken converter) is refused naming the job and the field, never imported as a figure.
 */
final class FioValues {
	/** fio writes its counters as signed 64-bit integers in JSON. */
	private static final BigDecimal LARGEST_COUNT = BigDecimal.valueOf(Long.MAX_VALUE);
	/** fio's runtimes are whole milliseconds: a rate is at most its count per millisecond. */
	private static final double PER_SECOND_OVER_ONE_MILLISECOND = 1000;
	/** More than 1024 CPUs' worth of time in one job is no measurement. */
	private static final double LARGEST_CPU_PERCENT = 100.0 * 1024;
	private static final List<String> DIRECTIONS = List.of("read", "write", "trim");
	private static final List<String> JOB_COUNTS = List.of("error", "elapsed", "job_runtime");
	private static final List<String> DIRECTION_COUNTS = List.of("io_bytes", "total_ios", "runtime");
	private static final List<String> LATENCIES = List.of("lat_ns", "clat_ns", "slat_ns");

	/** Where the job is, for messages: "fio.json: fio job 4k-qd32". */
	private final String job;

	private FioValues(String job) {
		this.job = job;
	}

	/**
	 * Checks the figures of {@code job}.
	 *
	 * @param where the file and job, for messages ("fio.json: fio job 4k-qd32")
	 * @throws FioFormatException naming the job and the field whose value fio cannot have written
	 */
	static void check(JsonObject job, String where) throws FioFormatException {
		new FioValues(where).job(job);
	}

	/**
	 * Checks the figures of the whole output (its time stamps) that DriveBench reads.
	 *
	 * @param source the file, for messages
	 * @throws FioFormatException naming the field whose value fio cannot have written
	 */
	static void checkOutput(JsonObject root, String source) throws FioFormatException {
		FioValues values = new FioValues(source);
		for (String field : List.of("timestamp", "timestamp_ms")) {
			values.count(root, field, field);
		}
	}

	private void job(JsonObject o) throws FioFormatException {
		for (String field : JOB_COUNTS) {
			count(o, field, field);
		}
		for (String field : List.of("usr_cpu", "sys_cpu")) {
			double cpu = number(o, field, field);
			if (cpu > LARGEST_CPU_PERCENT) {
				throw bad(field, o.get(field), "more than 1024 CPUs' worth of time (fio gives a job's CPU use in percent)");
			}
		}
		for (String direction : DIRECTIONS) {
			JsonObject d = object(o, direction, direction);
			if (d != null) {
				direction(d, direction);
			}
		}
	}

	private void direction(JsonObject d, String where) throws FioFormatException {
		for (String field : DIRECTION_COUNTS) {
			count(d, field, where + "." + field);
		}
		rate(d, "iops", "total_ios", where, "I/Os");
		rate(d, "bw_bytes", "io_bytes", where, "bytes");
		for (String latency : LATENCIES) {
			JsonObject l = object(d, latency, where + "." + latency);
			if (l != null) {
				latency(l, where + "." + latency);
			}
		}
	}

	/** A rate fio derives from a count over the runtime: at most the count per millisecond. */
	private void rate(JsonObject d, String field, String countField, String where, String what) throws FioFormatException {
		double rate = number(d, field, where + "." + field);
		if (Double.isNaN(rate)) {
			return;
		}
		double count = FioLatency.optional(d, countField);
		if (count == 0) {
			return; // a direction that moved nothing is not imported (nor its rates); a job that moved nothing is refused
		}
		double most = (Double.isNaN(count) ? LARGEST_COUNT.doubleValue() : count) * PER_SECOND_OVER_ONE_MILLISECOND;
		if (rate > most) {
			throw bad(where + "." + field, d.get(field), Double.isNaN(count) ? "more than fio's counters hold"
					: "more than its " + format(count) + " " + what + " (" + countField + ") give over fio's shortest runtime, 1 ms");
		}
	}

	private void latency(JsonObject l, String where) throws FioFormatException {
		count(l, "N", where + ".N");
		double min = nanos(l, "min", where);
		double max = nanos(l, "max", where);
		double mean = nanos(l, "mean", where);
		nanos(l, "stddev", where);
		if (!Double.isNaN(mean) && !Double.isNaN(max) && mean > max * (1 + 1e-9)) {
			throw bad(where + ".mean", l.get("mean"), "above the maximum, " + format(max));
		}
		if (!Double.isNaN(mean) && !Double.isNaN(min) && mean < min * (1 - 1e-9)) {
			throw bad(where + ".mean", l.get("mean"), "below the minimum, " + format(min));
		}
		JsonObject percentiles = object(l, "percentile", where + ".percentile");
		if (percentiles != null) {
			for (Map.Entry<String, JsonElement> e : percentiles.entrySet()) {
				String field = where + ".percentile." + e.getKey();
				double percent = percent(e.getKey(), field);
				if (percent < 0 || percent > 100) {
					throw new FioFormatException(job + ": " + field + " names the percentile " + e.getKey()
							+ ", which is not from 0 to 100");
				}
				count(e.getValue(), field);
			}
		}
		JsonObject bins = object(l, "bins", where + ".bins");
		if (bins != null) {
			for (Map.Entry<String, JsonElement> e : bins.entrySet()) {
				String field = where + ".bins." + e.getKey();
				try {
					count(new JsonPrimitive(Long.parseLong(e.getKey())), field + " (its latency)");
				} catch (NumberFormatException notWhole) {
					throw new FioFormatException(job + ": " + field + " is named '" + e.getKey()
							+ "', not a latency in whole nanoseconds");
				}
				count(e.getValue(), field);
			}
		}
	}

	private double nanos(JsonObject l, String field, String where) throws FioFormatException {
		double value = number(l, field, where + "." + field);
		if (value > LARGEST_COUNT.doubleValue()) {
			throw bad(where + "." + field, l.get(field), "more nanoseconds than fio's counters hold");
		}
		return value;
	}

	/** A whole count in fio's 64-bit range, when the field is there. */
	private void count(JsonObject o, String field, String where) throws FioFormatException {
		JsonElement e = o.get(field);
		if (e != null) {
			count(e, where);
		}
	}

	private void count(JsonElement e, String where) throws FioFormatException {
		double value = number(e, where);
		BigDecimal exact = e.getAsBigDecimal();
		if (exact.compareTo(LARGEST_COUNT) > 0) {
			throw bad(where, e, "more than fio's 64-bit counters hold");
		}
		if (exact.stripTrailingZeros().scale() > 0 || Double.isNaN(value)) {
			throw bad(where, e, "not a whole number (fio counts it in whole units)");
		}
	}

	/** The number in {@code field}, NaN when the field is missing. */
	private double number(JsonObject o, String field, String where) throws FioFormatException {
		JsonElement e = o.get(field);
		return e == null ? Double.NaN : number(e, where);
	}

	private double number(JsonElement e, String where) throws FioFormatException {
		if (e.isJsonNull()) {
			throw bad(where, e, "not a number");
		}
		if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
			throw bad(where, e, "not a number");
		}
		double value = e.getAsDouble();
		if (!Double.isFinite(value)) {
			throw bad(where, e, "not a finite number");
		}
		if (value < 0) {
			throw bad(where, e, "negative: fio measures no figure below 0");
		}
		return value;
	}

	/** The object in {@code field}, null when it is missing; anything else there is refused. */
	private @Nullable JsonObject object(JsonObject o, String field, String where) throws FioFormatException {
		JsonElement e = o.get(field);
		if (e == null) {
			return null;
		}
		if (!e.isJsonObject()) {
			throw bad(where, e, "not an object of figures");
		}
		return e.getAsJsonObject();
	}

	private double percent(String key, String where) throws FioFormatException {
		try {
			return Double.parseDouble(key);
		} catch (NumberFormatException e) {
			throw new FioFormatException(job + ": " + where + " is named '" + key + "', not a number");
		}
	}

	private FioFormatException bad(String where, @Nullable JsonElement value, String why) {
		String shown = value == null ? "missing" : value.toString();
		if (shown.length() > 40) {
			shown = shown.substring(0, 37) + "...";
		}
		return new FioFormatException(job + ": " + where + " is " + shown + ", " + why);
	}

	private static String format(double value) {
		return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value)
				: String.format(Locale.ROOT, "%.6g", value);
	}
}
