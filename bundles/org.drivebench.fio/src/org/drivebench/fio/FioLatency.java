package org.drivebench.fio;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import org.HdrHistogram.Histogram;
import org.drivebench.model.LatencySpan;
import org.eclipse.jdt.annotation.Nullable;

/**
 * fio's latency figures of one direction, for each of its three spans ({@link Kind}): the summary
 * ({@code N}, {@code min}, {@code max}, {@code mean}, {@code stddev} in nanoseconds), the percentiles
 * fio printed, and, in {@code json+} output, the histogram's bins (latency in ns -> count), which
 * become an HdrHistogram so any percentile can be computed again. Which spans carry percentiles and
 * bins depends on fio's options: {@code clat_ns} by default, {@code lat_ns} with
 * {@code --lat_percentiles=1}, both, or {@code slat_ns} with {@code --slat_percentiles=1}. A figure
 * the output does not hold is missing (NaN, or no entry), never 0.
 */
final class FioLatency {
	/** fio's three latencies: its JSON object name, what DriveBench calls it, and its span. */
	enum Kind {
		LAT("lat_ns", "lat", "total latency", LatencySpan.TOTAL),
		CLAT("clat_ns", "clat", "completion latency", LatencySpan.COMPLETION),
		SLAT("slat_ns", "slat", "submission latency", LatencySpan.SUBMISSION);

		final String json;
		final String key;
		final String label;
		final LatencySpan span;

		Kind(String json, String key, String label, LatencySpan span) {
			this.json = json;
			this.key = key;
			this.label = label;
			this.span = span;
		}
	}

	private FioLatency() {
	}

	/** One latency summary; n = 0 when fio measured none (or the output leaves it out). */
	record Stats(long n, double min, double max, double mean, double stdDev) {
		static final Stats NONE = new Stats(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN);

		static Stats of(JsonObject direction, Kind kind) {
			JsonObject o = object(direction, kind.json);
			if (o == null || !has(o, "N")) {
				return NONE;
			}
			return new Stats(value(o, "N").longValue(), optional(o, "min"), optional(o, "max"), optional(o, "mean"),
					optional(o, "stddev"));
		}

		/** The summary of several jobs' I/Os together (fio clones without group_reporting). */
		static Stats merge(List<Stats> parts) {
			long n = 0;
			double sum = 0;
			double min = Double.POSITIVE_INFINITY;
			double max = Double.NEGATIVE_INFINITY;
			for (Stats s : parts) {
				if (s.n > 0) {
					n += s.n;
					sum += s.mean * s.n;
					min = Math.min(min, s.min);
					max = Math.max(max, s.max);
				}
			}
			if (n == 0) {
				return NONE;
			}
			double mean = sum / n;
			double squares = 0;
			for (Stats s : parts) {
				if (s.n > 0) {
					squares += (s.n - 1) * s.stdDev * s.stdDev + s.n * (s.mean - mean) * (s.mean - mean);
				}
			}
			return new Stats(n, min, max, mean, n > 1 ? Math.sqrt(squares / (n - 1)) : 0);
		}
	}

	/** The percentiles fio printed for {@code kind} (percent -> ns), in fio's order; empty when none. */
	static Map<Double, Long> percentiles(JsonObject direction, Kind kind) {
		Map<Double, Long> result = new LinkedHashMap<>();
		JsonObject p = object(object(direction, kind.json), "percentile");
		if (p != null) {
			for (Map.Entry<String, JsonElement> e : p.entrySet()) {
				result.put(Double.parseDouble(e.getKey()), e.getValue().getAsLong());
			}
		}
		return result;
	}

	/** Whether the direction holds {@code json+}'s histogram bins for {@code kind}. */
	static boolean hasBins(JsonObject direction, Kind kind) {
		return object(object(direction, kind.json), "bins") != null;
	}

	/** Adds the direction's {@code json+} bins of {@code kind} to {@code histogram}. */
	static void addBins(JsonObject direction, Kind kind, Histogram histogram) {
		JsonObject bins = object(object(direction, kind.json), "bins");
		if (bins == null) {
			return; // plain json output: no bins
		}
		for (Map.Entry<String, JsonElement> e : bins.entrySet()) {
			long nanos = Long.parseLong(e.getKey());
			long count = e.getValue().getAsLong();
			if (count > 0) {
				histogram.recordValueWithCount(nanos, count);
			}
		}
	}

	static @Nullable JsonObject object(@Nullable JsonObject parent, String name) {
		JsonElement e = parent == null ? null : parent.get(name);
		return e != null && e.isJsonObject() ? e.getAsJsonObject() : null;
	}

	/** Whether {@code o} holds the number {@code name}. */
	static boolean has(JsonObject o, String name) {
		JsonElement e = o.get(name);
		return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber();
	}

	/** The number {@code name}, or NaN when the output leaves it out. */
	static double optional(JsonObject o, String name) {
		return has(o, name) ? o.get(name).getAsDouble() : Double.NaN;
	}

	/** The number {@code name}, 0 when absent: only for counts whose absence means none (total_ios, error). */
	static Number value(JsonObject o, String name) {
		return has(o, name) ? o.get(name).getAsNumber() : 0;
	}

	/** The sum of {@code name} over {@code parts}, NaN when any part leaves it out. */
	static double sum(List<JsonObject> parts, String name) {
		double sum = 0;
		for (JsonObject d : parts) {
			sum += optional(d, name);
		}
		return sum;
	}
}
