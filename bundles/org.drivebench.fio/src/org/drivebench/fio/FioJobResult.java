package org.drivebench.fio;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonObject;

import org.HdrHistogram.Histogram;
import org.drivebench.core.results.LatencyHistograms;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.LatencyHistogram;
import org.drivebench.model.Message;
import org.drivebench.model.Metric;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Severity;
import org.drivebench.model.TestResult;
import org.drivebench.model.WorkerResult;

/**
 * One fio job (all its clones when numjobs ran without group_reporting) as a test result: status,
 * parameters, per direction IOPS, MB/s, the statistics of each of fio's latencies (lat, clat, slat) in
 * µs, and a histogram with percentiles for each latency fio wrote percentiles or bins of; CPU use; a
 * worker per clone. A figure the output leaves out is left out of the result, never turned into 0.
 */
final class FioJobResult {
	private static final DriveBenchFactory F = DriveBenchFactory.eINSTANCE;
	private static final List<String> DIRECTIONS = List.of("read", "write", "trim");
	/** Percentiles that become table metrics (all of fio's stay in the histogram). */
	private static final double[] METRIC_PERCENTILES = { 50, 90, 99, 99.9, 99.99 };
	private static final String MICROS = "µs";

	private final String version;
	private final String caseName;
	private final FioOptions options;
	private final List<JsonObject> clones;
	private final TestResult result = F.createTestResult();

	FioJobResult(String version, String caseName, FioOptions options, List<JsonObject> clones) {
		this.version = version;
		this.caseName = caseName;
		this.options = options;
		this.clones = clones;
	}

	TestResult build() {
		result.setTestId(FioImporter.TEST_ID);
		result.setTestVersion(version);
		result.setTestName("fio " + caseName);
		result.setCaseName(caseName);
		result.setCategory("fio");
		// fio's default engine depends on its platform and version, so an unnamed one stays unnamed
		result.setEngineBackend(options.get("ioengine") == null ? "fio" : "fio/" + options.get("ioengine"));
		result.getParameters().addAll(options.parameters());
		List<String> defaulted = options.defaulted();
		if (!defaulted.isEmpty()) {
			message(Severity.INFO, "fio's output leaves out options at their default; these are fio's defaults: "
					+ String.join(", ", defaulted));
		}
		result.setStatus(ResultStatus.COMPLETED);
		for (JsonObject job : clones) {
			long error = FioLatency.value(job, "error").longValue();
			if (error != 0) {
				result.setStatus(ResultStatus.FAILED);
				message(Severity.ERROR, "fio reported error " + error + " (errno) for job " + caseName);
			}
		}
		if (clones.size() > 1) {
			message(Severity.INFO, clones.size() + " clones of the job (numjobs without group_reporting) combined: IOPS and "
					+ "bandwidth added up, latencies over all their I/Os");
		}
		for (String direction : DIRECTIONS) {
			direction(direction);
		}
		cpu();
		if (clones.size() > 1) {
			workers();
		}
		return result;
	}

	private void direction(String name) {
		List<JsonObject> parts = new ArrayList<>();
		for (JsonObject job : clones) {
			JsonObject d = FioLatency.object(job, name);
			if (d != null) {
				parts.add(d);
			}
		}
		long ios = parts.stream().mapToLong(d -> FioLatency.value(d, "total_ios").longValue()).sum();
		long bytes = parts.stream().mapToLong(d -> FioLatency.value(d, "io_bytes").longValue()).sum();
		if (ios == 0 && bytes == 0) {
			return;
		}
		String label = Character.toUpperCase(name.charAt(0)) + name.substring(1);
		metric(name + ".iops", label + " IOPS", FioLatency.sum(parts, "iops"), "IOPS", BetterDirection.HIGHER);
		metric(name + ".mbps", label + " bandwidth", FioLatency.sum(parts, "bw_bytes") / 1e6, "MB/s", BetterDirection.HIGHER);
		for (FioLatency.Kind kind : FioLatency.Kind.values()) {
			FioLatency.Stats stats = FioLatency.Stats.merge(parts.stream().map(d -> FioLatency.Stats.of(d, kind)).toList());
			if (kind == FioLatency.Kind.SLAT) {
				metric(name + ".slat.mean", label + " submission latency, mean", stats.mean() / 1000, MICROS,
						BetterDirection.LOWER);
			} else {
				latencyMetrics(name + "." + kind.key, label + " " + kind.label, stats);
			}
			boolean percentiles = parts.stream().anyMatch(d -> !FioLatency.percentiles(d, kind).isEmpty());
			boolean bins = parts.stream().anyMatch(d -> FioLatency.hasBins(d, kind));
			if (stats.n() > 0 && (percentiles || bins)) {
				histogram(name, label, kind, stats, parts);
			}
		}
	}

	private void latencyMetrics(String key, String label, FioLatency.Stats s) {
		if (s.n() == 0) {
			return;
		}
		metric(key + ".mean", label + ", mean", s.mean() / 1000, MICROS, BetterDirection.LOWER);
		metric(key + ".stddev", label + ", std. dev.", s.stdDev() / 1000, MICROS, BetterDirection.LOWER);
		metric(key + ".min", label + ", min", s.min() / 1000, MICROS, BetterDirection.LOWER);
		metric(key + ".max", label + ", max", s.max() / 1000, MICROS, BetterDirection.LOWER);
	}

	/**
	 * The histogram of one of fio's latencies (key {@code read.lat}, {@code read.clat}, ...), for each
	 * span fio wrote percentiles or bins of: whole (encoded) when fio wrote json+ bins; its
	 * percentiles are fio's own for one job, recomputed from the merged bins for clones.
	 */
	private void histogram(String name, String label, FioLatency.Kind kind, FioLatency.Stats stats, List<JsonObject> parts) {
		boolean bins = parts.stream().allMatch(d -> FioLatency.hasBins(d, kind));
		Histogram whole = null;
		if (bins) {
			whole = new Histogram(3);
			for (JsonObject d : parts) {
				FioLatency.addBins(d, kind, whole);
			}
		}
		String key = name + "." + kind.key;
		String what = label + " " + kind.label + " (fio " + kind.key + ")";
		LatencyHistogram h = F.createLatencyHistogram();
		h.setKey(key);
		h.setLabel(what);
		h.setSpan(kind.span);
		h.setCount(stats.n());
		h.setMinNanos(Math.round(stats.min()));
		h.setMaxNanos(Math.round(stats.max()));
		h.setMeanNanos(stats.mean());
		h.setStdDevNanos(stats.stdDev());
		Map<Double, Long> fio = FioLatency.percentiles(parts.get(0), kind);
		if (parts.size() == 1) {
			fio.forEach((percent, nanos) -> h.getPercentiles().add(LatencyHistograms.percentile(percent, nanos)));
		} else if (whole != null) {
			for (double percent : fio.keySet()) {
				h.getPercentiles().add(LatencyHistograms.percentile(percent, whole.getValueAtPercentile(percent)));
			}
		} else {
			message(Severity.WARNING, what + " percentiles of the combined clones are unknown: fio's JSON holds "
					+ "each clone's only; run fio with --output-format=json+ or --group_reporting");
		}
		h.setEncoded(whole == null ? "" : LatencyHistograms.encode(whole));
		result.getHistograms().add(h);
		for (double p : METRIC_PERCENTILES) {
			h.getPercentiles().stream().filter(x -> x.getPercent() == p).findFirst()
					.ifPresent(x -> metric(key + ".p" + percentKey(p), label + " " + kind.label + ", " + ordinal(p)
							+ " percentile", x.getNanos() / 1000.0, MICROS, BetterDirection.LOWER));
		}
	}

	private void cpu() {
		metric("cpu.usr", "CPU, user", FioLatency.sum(clones, "usr_cpu") / clones.size(), "%", BetterDirection.NONE);
		metric("cpu.sys", "CPU, system", FioLatency.sum(clones, "sys_cpu") / clones.size(), "%", BetterDirection.NONE);
	}

	private void workers() {
		for (int i = 0; i < clones.size(); i++) {
			JsonObject job = clones.get(i);
			WorkerResult w = F.createWorkerResult();
			w.setIndex(i);
			long ios = 0;
			long bytes = 0;
			double iops = 0;
			double bw = 0;
			double latencySum = 0;
			long latencyN = 0;
			double max = 0;
			for (String name : DIRECTIONS) {
				JsonObject d = FioLatency.object(job, name);
				if (d == null) {
					continue;
				}
				ios += FioLatency.value(d, "total_ios").longValue();
				bytes += FioLatency.value(d, "io_bytes").longValue();
				iops += FioLatency.optional(d, "iops");
				bw += FioLatency.optional(d, "bw_bytes");
				FioLatency.Stats lat = FioLatency.Stats.of(d, FioLatency.Kind.LAT);
				if (lat.n() > 0) {
					latencySum += lat.mean() * lat.n();
					latencyN += lat.n();
					max = Math.max(max, lat.max());
				}
			}
			w.setIos(ios);
			w.setBytes(bytes);
			w.setElapsedNanos(FioLatency.value(job, "job_runtime").longValue() * 1_000_000);
			w.setIops(iops);
			w.setMegabytesPerSecond(bw / 1e6);
			w.setMeanLatencyNanos(latencyN == 0 ? 0 : latencySum / latencyN);
			w.setMaxLatencyNanos(Math.round(max));
			result.getWorkers().add(w);
		}
	}

	/** Adds a metric; a figure the output leaves out (NaN) is left out, not written as 0. */
	private void metric(String key, String label, double value, String unit, BetterDirection direction) {
		if (Double.isNaN(value)) {
			return;
		}
		Metric m = F.createMetric();
		m.setKey(key);
		m.setLabel(label);
		m.setValue(value);
		m.setUnit(unit);
		m.setDirection(direction);
		result.getMetrics().add(m);
	}

	private void message(Severity severity, String text) {
		Message m = F.createMessage();
		m.setSeverity(severity);
		m.setText(text);
		result.getMessages().add(m);
	}

	/** 99.9 -> "99.9", 50 -> "50". */
	private static String percentKey(double p) {
		return p == Math.rint(p) ? Long.toString((long) p) : Double.toString(p);
	}

	private static String ordinal(double p) {
		String n = percentKey(p);
		return n.endsWith("1") && !n.endsWith("11") ? n + "st" : n.endsWith("2") && !n.endsWith("12") ? n + "nd"
				: n.endsWith("3") && !n.endsWith("13") ? n + "rd" : n + "th";
	}
}
