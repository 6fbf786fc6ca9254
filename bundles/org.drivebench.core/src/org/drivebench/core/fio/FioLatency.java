package org.drivebench.core.fio;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import org.HdrHistogram.Histogram;
import org.eclipse.jdt.annotation.Nullable;

/**
 * fio's latency figures of one direction: the summary ({@code clat_ns}, {@code lat_ns},
 * {@code slat_ns}: N, min, max, mean, stddev in nanoseconds), the percentiles fio printed, and, in
 * {@code json+} output, the histogram's bins ({@code clat_ns.bins}: latency in ns -> count), which
 * become an HdrHistogram so any percentile can be computed again.
 */
final class FioLatency {
	private FioLatency() {
	}

	/** One latency summary; n = 0 when fio measured none. */
	record Stats(long n, double min, double max, double mean, double stdDev) {
		static final Stats NONE = new Stats(0, 0, 0, 0, 0);

		static Stats of(JsonObject direction, String name) {
			JsonObject o = object(direction, name);
			if (o == null) {
				return NONE;
			}
			return new Stats(number(o, "N").longValue(), number(o, "min").doubleValue(), number(o, "max").doubleValue(),
					number(o, "mean").doubleValue(), number(o, "stddev").doubleValue());
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

	/** The percentiles fio printed under {@code clat_ns.percentile} (percent -> ns), in fio's order. */
	static Map<Double, Long> percentiles(JsonObject direction) {
		Map<Double, Long> result = new LinkedHashMap<>();
		JsonObject clat = object(direction, "clat_ns");
		JsonObject p = clat == null ? null : object(clat, "percentile");
		if (p != null) {
			for (Map.Entry<String, JsonElement> e : p.entrySet()) {
				result.put(Double.parseDouble(e.getKey()), e.getValue().getAsLong());
			}
		}
		return result;
	}

	/** Whether the direction holds {@code json+}'s histogram bins. */
	static boolean hasBins(JsonObject direction) {
		JsonObject clat = object(direction, "clat_ns");
		return clat != null && object(clat, "bins") != null;
	}

	/** Adds the direction's {@code json+} bins to {@code histogram}. */
	static void addBins(JsonObject direction, Histogram histogram) {
		JsonObject bins = object(object(direction, "clat_ns"), "bins");
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

	static Number number(JsonObject o, String name) {
		JsonElement e = o.get(name);
		return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber() ? e.getAsNumber() : 0;
	}
}
