package org.drivebench.core.api;

import org.HdrHistogram.Histogram;
import org.drivebench.core.units.Units;
import org.drivebench.engine.Measurement;
import org.drivebench.model.BetterDirection;

/**
 * The standard figures of one engine run, under one key prefix, as review tables quote them: rate in
 * MB/s and IOPS (higher is better), latency mean, 99th percentile and maximum in ms (lower is
 * better). With prefix {@code read} and label "Read" the keys are {@code read.mbps}, {@code read.iops},
 * {@code read.latency.mean}, {@code read.latency.p99} and {@code read.latency.max}.
 */
public final class MeasurementFigures {
	private MeasurementFigures() {
	}

	/** {@code key.mbps} and {@code key.iops}, both labelled {@code label} (the unit tells them apart). */
	public static void throughput(ResultWriter results, String key, String label, Measurement m) {
		results.metric(key + ".mbps", label, m.megabytesPerSecond(), Units.MB_PER_S, BetterDirection.HIGHER);
		results.metric(key + ".iops", label, m.iops(), Units.IOPS, BetterDirection.HIGHER);
	}

	/**
	 * {@code key.latency.mean}, {@code .p99} and {@code .max} in ms; nothing when the histogram is empty
	 * (a run cancelled before its first completion has no latency to report).
	 */
	public static void latency(ResultWriter results, String key, String label, Histogram latencyNanos) {
		if (latencyNanos.getTotalCount() == 0) {
			return;
		}
		results.metric(key + ".latency.mean", label + " mean latency", millis(latencyNanos.getMean()), Units.MILLISECONDS,
				BetterDirection.LOWER);
		results.metric(key + ".latency.p99", label + " 99th percentile latency",
				millis(latencyNanos.getValueAtPercentile(99)), Units.MILLISECONDS, BetterDirection.LOWER);
		results.metric(key + ".latency.max", label + " maximum latency", millis(latencyNanos.getMaxValue()), Units.MILLISECONDS,
				BetterDirection.LOWER);
	}

	/**
	 * Everything one run says: throughput, latency, the latency histogram ({@code key.latency}), the
	 * per-interval figures ({@code key}) and, when more than one worker ran, each worker's totals.
	 */
	public static void all(ResultWriter results, String key, String label, Measurement m) {
		throughput(results, key, label, m);
		latency(results, key, label, m.latency());
		if (m.latency().getTotalCount() > 0) {
			results.histogram(key + ".latency", label + " latency", m.latency());
		}
		if (m.intervals().count() > 0) {
			results.intervals(key, label + " per interval", m.intervals());
		}
		if (m.workers().size() > 1) {
			results.workers(m.workers());
		}
	}

	/** Nanoseconds to milliseconds. */
	public static double millis(double nanos) {
		return nanos / 1e6;
	}
}
