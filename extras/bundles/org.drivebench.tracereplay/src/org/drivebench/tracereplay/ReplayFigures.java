package org.drivebench.tracereplay;

import org.HdrHistogram.Histogram;
import org.drivebench.core.api.ResultWriter;
import org.drivebench.core.units.Units;
import org.drivebench.engine.IoTimes;
import org.drivebench.engine.IoTrace;
import org.drivebench.engine.Measurement;
import org.drivebench.model.BetterDirection;

/**
 * What a replay reports. PCMark's way: throughput over the busy time (the time at least one I/O was
 * outstanding), so the trace's idle periods, which the drive cannot shorten, do not dilute it; and the
 * completion time, which they do count.
 */
final class ReplayFigures {
	static final String KEY = "replay";

	private ReplayFigures() {
	}

	static void report(ResultWriter results, RecordedTrace recorded, IoTrace trace, Measurement m) {
		IoTimes times = m.ioTimes().orElseThrow(() -> new IllegalStateException("the engine gave no I/O times for a trace"));
		long busy = times.busyNanos();
		results.metric(KEY + ".completion-time", "Completion time", times.lastCompletionNanos() / 1e9, Units.SECONDS,
				BetterDirection.LOWER);
		results.metric(KEY + ".busy-time", "Busy time", busy / 1e9, Units.SECONDS, BetterDirection.LOWER);
		results.metric(KEY + ".recorded-time", "Recorded duration", recorded.durationNanos() / 1e9, Units.SECONDS,
				BetterDirection.NONE);
		long bytes = m.total().bytes();
		long ios = m.total().ios();
		results.metric(KEY + ".mbps", "Throughput over the busy time", busy == 0 ? 0 : bytes * 1e3 / busy, Units.MB_PER_S,
				BetterDirection.HIGHER);
		results.metric(KEY + ".iops", "IOPS over the busy time", busy == 0 ? 0 : ios * 1e9 / busy, Units.IOPS, BetterDirection.HIGHER);
		results.metric(KEY + ".ios", "I/Os replayed", ios, Units.NUMBER, BetterDirection.NONE);
		results.metric(KEY + ".reads", "Reads replayed", m.read().ios(), Units.NUMBER, BetterDirection.NONE);
		results.metric(KEY + ".writes", "Writes replayed", m.write().ios(), Units.NUMBER, BetterDirection.NONE);
		results.metric(KEY + ".megabytes", "Data replayed", bytes / 1e6, Units.MB, BetterDirection.NONE);
		latency(results, m.latency());
		if (recorded.hasServiceTimes()) {
			slowdown(results, recorded, times);
		}
		if (trace.timed()) {
			late(results, trace, times);
		}
		if (m.intervals().count() > 0) {
			results.intervals(KEY, "Replay per interval", m.intervals());
		}
	}

	private static void latency(ResultWriter results, Histogram h) {
		if (h.getTotalCount() == 0) {
			return;
		}
		results.metric(KEY + ".latency.mean", "Mean latency", h.getMean() / 1e6, Units.MILLISECONDS, BetterDirection.LOWER);
		double[] percentiles = { 50, 90, 99, 99.9 };
		String[] names = { "p50", "p90", "p99", "p999" };
		String[] labels = { "Median latency", "90th percentile latency", "99th percentile latency", "99.9th percentile latency" };
		for (int i = 0; i < percentiles.length; i++) {
			results.metric(KEY + ".latency." + names[i], labels[i],
					h.getValueAtPercentile(percentiles[i]) / 1e6, Units.MILLISECONDS, BetterDirection.LOWER);
		}
		results.metric(KEY + ".latency.max", "Maximum latency", h.getMaxValue() / 1e6, Units.MILLISECONDS, BetterDirection.LOWER);
		results.histogram(KEY + ".latency", "Replay latency", h);
	}

	/**
	 * The replay's service times against the recording's, I/O by I/O, summed: 2 means the I/Os took
	 * this drive twice as long as the recorded one (the mean latency ratio over the same I/Os).
	 */
	private static void slowdown(ResultWriter results, RecordedTrace recorded, IoTimes times) {
		double replayed = 0;
		double original = 0;
		for (int i = 0; i < times.count(); i++) {
			if (times.completed(i)) {
				replayed += times.serviceNanos(i);
				original += recorded.serviceNanos()[i];
			}
		}
		if (original > 0) {
			results.metric(KEY + ".slowdown", "Slowdown against the recording", replayed / original, Units.NUMBER,
					BetterDirection.LOWER);
			int n = recorded.count();
			results.metric(KEY + ".recorded.latency.mean", "Recorded mean latency", original / n / 1e6, Units.MILLISECONDS,
					BetterDirection.NONE);
		}
	}

	/** How late I/Os went against the schedule: a drive that falls behind the trace delays what follows. */
	private static void late(ResultWriter results, IoTrace trace, IoTimes times) {
		long max = 0;
		double sum = 0;
		int n = 0;
		for (int i = 0; i < times.count(); i++) {
			if (times.completed(i)) {
				long late = Math.max(0, times.issueNanos()[i] - trace.issueNanos(i));
				max = Math.max(max, late);
				sum += late;
				n++;
			}
		}
		results.metric(KEY + ".late.mean", "Mean delay behind the schedule", n == 0 ? 0 : sum / n / 1e6, Units.MILLISECONDS,
				BetterDirection.LOWER);
		results.metric(KEY + ".late.max", "Longest delay behind the schedule", max / 1e6, Units.MILLISECONDS,
				BetterDirection.LOWER);
	}
}
