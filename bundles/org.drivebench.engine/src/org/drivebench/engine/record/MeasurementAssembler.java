package org.drivebench.engine.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.HdrHistogram.Histogram;
import org.drivebench.engine.Backend;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.Measurement.Intervals;
import org.drivebench.engine.Measurement.PositionProfile;
import org.drivebench.engine.Measurement.Scatter;
import org.drivebench.engine.Measurement.Totals;
import org.drivebench.engine.Measurement.WorkerStats;
import org.drivebench.engine.RunObserver.IntervalSnapshot;

/** Merges the workers' recorders into one {@link Measurement}, once, after the run. */
public final class MeasurementAssembler {
	private MeasurementAssembler() {
	}

	/**
	 * @param recorders    every worker's recorder
	 * @param status       how the run ended
	 * @param backend      the backend that did the I/O
	 * @param elapsedNanos measured time (ramp excluded); for a run cut short, up to the cut
	 * @param cpuNanos     CPU time used while measuring
	 */
	public static Measurement assemble(List<WorkerRecorder> recorders, Measurement.Status status, Backend backend,
			long elapsedNanos, long cpuNanos) {
		Histogram read = new Histogram(1, WorkerRecorder.HIGHEST_TRACKABLE_NANOS, 3);
		Histogram write = new Histogram(1, WorkerRecorder.HIGHEST_TRACKABLE_NANOS, 3);
		long readIos = 0;
		long readBytes = 0;
		long writeIos = 0;
		long writeBytes = 0;
		List<WorkerStats> workers = new ArrayList<>();
		for (WorkerRecorder r : recorders) {
			read.add(r.readLatency());
			write.add(r.writeLatency());
			readIos += r.readIos();
			readBytes += r.readBytes();
			writeIos += r.writeIos();
			writeBytes += r.writeBytes();
			workers.add(new WorkerStats(r.index(), r.regionOffset(), r.regionLength(), r.ios(), r.bytes(), elapsedNanos,
					r.ios() == 0 ? 0 : (double) r.latencySum() / r.ios(), r.latencyMax()));
		}
		Histogram all = read.copy();
		all.add(write);
		return new Measurement(status, backend, elapsedNanos, cpuNanos, new Totals(readIos + writeIos, readBytes + writeBytes),
				new Totals(readIos, readBytes), new Totals(writeIos, writeBytes), all, read, write,
				intervals(recorders, elapsedNanos), workers, positions(recorders), scatter(recorders), Optional.empty(),
				Optional.empty());
	}

	static Intervals intervals(List<WorkerRecorder> recorders, long elapsedNanos) {
		long length = recorders.isEmpty() ? 1_000_000_000L : recorders.get(0).intervalNanos();
		// every interval the measured time covers (a run may end resting), the last partial one scaled to its length
		int n = (int) Math.min(Integer.MAX_VALUE, Math.ceilDiv(Math.max(0, elapsedNanos), length));
		for (WorkerRecorder r : recorders) {
			n = Math.max(n, r.intervalsUsed());
		}
		double[] start = new double[n];
		double[] iops = new double[n];
		double[] mbps = new double[n];
		double[] mean = new double[n];
		double[] max = new double[n];
		for (int i = 0; i < n; i++) {
			long covered = Math.min(length, Math.max(1, elapsedNanos - i * length));
			IntervalSnapshot snap = interval(recorders, i, covered);
			start[i] = snap.startSeconds();
			iops[i] = snap.iops();
			mbps[i] = snap.megabytesPerSecond();
			mean[i] = snap.meanLatencyMicros();
			max[i] = snap.maxLatencyMicros();
		}
		return new Intervals(length, start, iops, mbps, mean, max);
	}

	/**
	 * The figures of interval {@code i} over all recorders, as the live view shows them while a run
	 * goes on. The caller must see the recorders' latest writes (the engine's workers publish them).
	 *
	 * @param coveredNanos how much of the interval the measured time covers (its length, except for
	 *                     the last one)
	 */
	public static IntervalSnapshot interval(List<WorkerRecorder> recorders, int i, long coveredNanos) {
		long length = recorders.isEmpty() ? 1_000_000_000L : recorders.get(0).intervalNanos();
		long ios = 0;
		long bytes = 0;
		long latencySum = 0;
		long latencyMax = 0;
		for (WorkerRecorder r : recorders) {
			if (i < r.intervalsUsed()) {
				ios += r.intervalIos(i);
				bytes += r.intervalBytes(i);
				latencySum += r.intervalLatencySum(i);
				latencyMax = Math.max(latencyMax, r.intervalLatencyMax(i));
			}
		}
		long covered = Math.max(1, coveredNanos);
		return new IntervalSnapshot(i * length / 1e9, ios * 1e9 / covered, bytes * 1e3 / covered,
				ios == 0 ? 0 : latencySum / 1e3 / ios, latencyMax / 1e3);
	}

	static Optional<PositionProfile> positions(List<WorkerRecorder> recorders) {
		if (recorders.isEmpty() || recorders.get(0).buckets() == 0) {
			return Optional.empty();
		}
		WorkerRecorder first = recorders.get(0);
		int n = first.buckets();
		double[] start = new double[n];
		double[] mbps = new double[n];
		for (int k = 0; k < n; k++) {
			long bytes = 0;
			long from = Long.MAX_VALUE;
			long to = Long.MIN_VALUE;
			for (WorkerRecorder r : recorders) {
				bytes += r.bucketBytes(k);
				from = Math.min(from, r.bucketFirstStart(k));
				to = Math.max(to, r.bucketLastEnd(k));
			}
			start[k] = first.bucketStart() + (double) k * first.bucketSpan();
			mbps[k] = bytes == 0 || to <= from ? Double.NaN : bytes * 1e3 / (to - from);
		}
		return Optional.of(new PositionProfile(start, mbps));
	}

	static Optional<Scatter> scatter(List<WorkerRecorder> recorders) {
		int n = 0;
		for (WorkerRecorder r : recorders) {
			n += r.scatterCount();
		}
		if (n == 0) {
			return Optional.empty();
		}
		double[] position = new double[n];
		double[] latency = new double[n];
		int j = 0;
		for (WorkerRecorder r : recorders) {
			for (int i = 0; i < r.scatterCount(); i++, j++) {
				position[j] = r.scatterPosition(i);
				latency[j] = r.scatterLatency(i);
			}
		}
		return Optional.of(new Scatter(position, latency));
	}
}
