package org.drivebench.fio;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import org.HdrHistogram.Histogram;
import org.drivebench.engine.Backend;
import org.drivebench.engine.Measurement;
import org.drivebench.fio.FioJob;

/**
 * fio's json+ output of a job DriveBench made ({@link FioJob}: a section per worker or lane) as the
 * engine's {@link Measurement}, so a test reports a step run by fio exactly as one the engine ran:
 * totals per direction from each section's final figures; latency as fio's total latency
 * ({@code lat_ns}, the engine's span) in an HdrHistogram filled from the json+ bins; per-interval figures
 * from the status snapshots {@code --status-interval} adds (cumulative, so each interval is the
 * difference of two, its maximum the new maximum or the highest bin that grew); a worker per worker of
 * the workload, its lanes combined. Snapshots from the ramp (I/O counted, no latency recorded yet) are
 * left out, as the ramp is.
 */
public final class FioMeasurements {
	private static final List<String> DIRECTIONS = List.of("read", "write");

	private FioMeasurements() {
	}

	/** One section's figures at one moment, cumulative since its measurement started. */
	private record Snapshot(long runtimeMillis, long ios, long bytes, double latencySumNanos, long latencies, long maxNanos,
			Histogram bins) {
	}

	/**
	 * The measurement of {@code job} in fio's output {@code text} (a client's or a local fio's, with or
	 * without fio's messages and normal output before the JSON).
	 *
	 * @param intervalNanos the status interval fio was asked for
	 * @throws FioFormatException when the output is not fio's json+, or lacks a section of the job or its
	 *                            total-latency bins (fio older than 3.18, or {@code lat_percentiles} off)
	 */
	public static Measurement of(String text, FioJob job, long intervalNanos, Measurement.Status status)
			throws FioFormatException {
		JsonObject root = document(text);
		Map<String, List<JsonObject>> bySection = entries(root, job);
		Histogram read = new Histogram(3);
		Histogram write = new Histogram(3);
		long[] readTotals = new long[2];
		long[] writeTotals = new long[2];
		long elapsedNanos = 0;
		double cpuNanos = 0;
		List<List<Snapshot>> timelines = new ArrayList<>();
		Map<Integer, WorkerSum> workers = new LinkedHashMap<>();
		for (FioJob.Section section : job.sections()) {
			List<JsonObject> entries = bySection.getOrDefault(section.name(), List.of());
			if (entries.isEmpty()) {
				throw new FioFormatException("fio's output has no figures of job section '" + section.name() + "'");
			}
			for (JsonObject entry : entries) {
				FioValues.check(entry, "fio's output, job section " + section.name());
			}
			JsonObject last = entries.get(entries.size() - 1);
			long runtime = FioLatency.value(last, "job_runtime").longValue();
			elapsedNanos = Math.max(elapsedNanos, runtime * 1_000_000L);
			cpuNanos += (FioLatency.optional(last, "usr_cpu") + FioLatency.optional(last, "sys_cpu")) / 100 * runtime * 1e6;
			add(section, direction(last, "read"), read, readTotals);
			add(section, direction(last, "write"), write, writeTotals);
			Snapshot whole = snapshot(last, section.name());
			workers.computeIfAbsent(section.worker(), w -> new WorkerSum(w, section.regionOffset(), section.regionLength()))
					.add(whole);
			timelines.add(entries.stream().map(e -> snapshotOrRamp(e, section.name())).flatMap(Optional::stream).toList());
		}
		Histogram all = new Histogram(3);
		all.add(read);
		all.add(write);
		Measurement.Totals r = new Measurement.Totals(readTotals[0], readTotals[1]);
		Measurement.Totals w = new Measurement.Totals(writeTotals[0], writeTotals[1]);
		return new Measurement(status, Backend.FIO, elapsedNanos, Double.isFinite(cpuNanos) ? Math.round(cpuNanos) : 0,
				r.plus(w), r, w, all, read, write, intervals(timelines, intervalNanos),
				workers.values().stream().map(WorkerSum::stats).toList(), Optional.empty(), Optional.empty(), Optional.empty(),
				Optional.empty());
	}

	/**
	 * The JSON document in fio's output {@code text} (after fio's messages and normal output, if any).
	 *
	 * @throws FioFormatException when there is none, or it is not valid JSON
	 */
	public static JsonObject document(String text) throws FioFormatException {
		return FioImporter.parse(text, "fio's output");
	}

	/** The JSON entries of each section of the job, in fio's order (status snapshots, then the final one). */
	private static Map<String, List<JsonObject>> entries(JsonObject root, FioJob job) throws FioFormatException {
		JsonElement list = root.has("client_stats") ? root.get("client_stats") : root.get("jobs");
		if (list == null || !list.isJsonArray()) {
			throw new FioFormatException("fio's output has neither \"client_stats\" nor \"jobs\"");
		}
		Map<String, List<JsonObject>> bySection = new LinkedHashMap<>();
		job.sections().forEach(s -> bySection.put(s.name(), new ArrayList<>()));
		for (JsonElement e : list.getAsJsonArray()) {
			if (e.isJsonObject() && e.getAsJsonObject().has("jobname")) {
				List<JsonObject> entries = bySection.get(e.getAsJsonObject().get("jobname").getAsString());
				if (entries != null) {
					entries.add(e.getAsJsonObject());
				}
			}
		}
		return bySection;
	}

	private static JsonObject direction(JsonObject entry, String name) {
		JsonObject d = FioLatency.object(entry, name);
		return d != null ? d : new JsonObject();
	}

	private static void add(FioJob.Section section, JsonObject direction, Histogram histogram, long[] totals)
			throws FioFormatException {
		long ios = FioLatency.value(direction, "total_ios").longValue();
		totals[0] += ios;
		totals[1] += FioLatency.value(direction, "io_bytes").longValue();
		if (ios > 0 && !FioLatency.hasBins(direction, FioLatency.Kind.LAT)) {
			throw new FioFormatException("fio's output has no json+ histogram of total latency (lat_ns bins) for section '"
					+ section.name() + "': DriveBench needs fio 3.18 or newer, run with lat_percentiles=1 and json+");
		}
		FioLatency.addBins(direction, FioLatency.Kind.LAT, histogram);
	}

	/** The entry's figures; empty for a snapshot of the ramp (I/O counted, but no latency recorded). */
	private static Optional<Snapshot> snapshotOrRamp(JsonObject entry, String section) {
		Snapshot s = snapshot(entry, section);
		return s.ios > 0 && s.latencies == 0 ? Optional.empty() : Optional.of(s);
	}

	private static Snapshot snapshot(JsonObject entry, String section) {
		long ios = 0;
		long bytes = 0;
		double sum = 0;
		long n = 0;
		long max = 0;
		Histogram bins = new Histogram(3);
		for (String name : DIRECTIONS) {
			JsonObject d = direction(entry, name);
			ios += FioLatency.value(d, "total_ios").longValue();
			bytes += FioLatency.value(d, "io_bytes").longValue();
			FioLatency.Stats lat = FioLatency.Stats.of(d, FioLatency.Kind.LAT);
			if (lat.n() > 0) {
				sum += lat.mean() * lat.n();
				n += lat.n();
				max = Math.max(max, (long) lat.max());
			}
			FioLatency.addBins(d, FioLatency.Kind.LAT, bins);
		}
		return new Snapshot(FioLatency.value(entry, "job_runtime").longValue(), ios, bytes, sum, n, max, bins);
	}

	/**
	 * Per-interval figures from the sections' cumulative snapshots: interval k of the whole is interval k
	 * of every section added up, timed by the first section (fio takes the sections' snapshots together).
	 */
	private static Measurement.Intervals intervals(List<List<Snapshot>> timelines, long intervalNanos) {
		List<double[]> rows = new ArrayList<>(); // start s, length s, ios, bytes, latency sum, latencies, max
		for (List<Snapshot> timeline : timelines) {
			Snapshot previous = new Snapshot(0, 0, 0, 0, 0, 0, new Histogram(3));
			int k = 0;
			for (Snapshot s : timeline) {
				long millis = s.runtimeMillis - previous.runtimeMillis;
				long ios = s.ios - previous.ios;
				if (millis <= 0 && ios <= 0) {
					continue; // the final figures repeat the last snapshot
				}
				if (rows.size() <= k) {
					rows.add(new double[] { previous.runtimeMillis / 1e3, millis / 1e3, 0, 0, 0, 0, 0 });
				}
				double[] row = rows.get(k);
				row[2] += ios;
				row[3] += s.bytes - previous.bytes;
				row[4] += s.latencySumNanos - previous.latencySumNanos;
				row[5] += s.latencies - previous.latencies;
				row[6] = Math.max(row[6], intervalMax(previous, s));
				previous = s;
				k++;
			}
		}
		int count = rows.size();
		double[] start = new double[count];
		double[] iops = new double[count];
		double[] mbps = new double[count];
		double[] mean = new double[count];
		double[] max = new double[count];
		for (int i = 0; i < count; i++) {
			double[] row = rows.get(i);
			start[i] = row[0];
			iops[i] = row[1] > 0 ? row[2] / row[1] : 0;
			mbps[i] = row[1] > 0 ? row[3] / row[1] / 1e6 : 0;
			mean[i] = row[5] > 0 ? row[4] / row[5] / 1e3 : 0;
			max[i] = row[6] / 1e3;
		}
		return new Measurement.Intervals(intervalNanos, start, iops, mbps, mean, max);
	}

	/** The largest latency between two snapshots: the new maximum if it grew, else the highest bin that grew. */
	private static double intervalMax(Snapshot before, Snapshot after) {
		if (after.maxNanos > before.maxNanos) {
			return after.maxNanos;
		}
		Histogram grown = after.bins.copy();
		grown.subtract(before.bins);
		return grown.getTotalCount() == 0 ? 0 : grown.getMaxValue();
	}

	/** One worker of the workload: its sections (lanes) added up. */
	private static final class WorkerSum {
		private final int index;
		private final long regionOffset;
		private final long regionLength;
		private long ios;
		private long bytes;
		private long runtimeMillis;
		private double latencySum;
		private long latencies;
		private long max;

		WorkerSum(int index, long regionOffset, long regionLength) {
			this.index = index;
			this.regionOffset = regionOffset;
			this.regionLength = regionLength;
		}

		void add(Snapshot s) {
			ios += s.ios;
			bytes += s.bytes;
			runtimeMillis = Math.max(runtimeMillis, s.runtimeMillis);
			latencySum += s.latencySumNanos;
			latencies += s.latencies;
			max = Math.max(max, s.maxNanos);
		}

		Measurement.WorkerStats stats() {
			return new Measurement.WorkerStats(index, regionOffset, regionLength, ios, bytes, runtimeMillis * 1_000_000L,
					latencies == 0 ? 0 : latencySum / latencies, max);
		}
	}
}
