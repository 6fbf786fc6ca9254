package org.drivebench.engine;

import java.util.List;
import java.util.Optional;

import org.HdrHistogram.Histogram;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Everything the recorder measured in one workload run, ramp excluded. Latencies are completion
 * latencies in nanoseconds; MB/s are decimal megabytes (10^6 bytes) per second, as drive reviews
 * quote them.
 *
 * @param status       whether the run ended by its bounds or was cancelled (figures are then partial)
 * @param backend      the backend that did the I/O
 * @param elapsedNanos measured time
 * @param cpuNanos     CPU time the process used while measuring (user + system, all threads)
 * @param total        all I/O
 * @param read         reads only
 * @param write        writes only
 * @param latency      every I/O's latency, workers merged
 * @param readLatency  reads only
 * @param writeLatency writes only
 * @param intervals    per-interval figures
 * @param workers      per-worker totals
 * @param positions    transfer rate against position, when buckets were asked for
 * @param scatter      latency against position, when scatter samples were asked for
 * @param kernel       what the kernel counted for the target's block devices over the measured time,
 *                     when it keeps counters for them
 * @param ioTimes      when each I/O of a replayed trace was issued and completed (trace workloads only)
 */
public record Measurement(Status status, Backend backend, long elapsedNanos, long cpuNanos, Totals total, Totals read,
		Totals write, Histogram latency, Histogram readLatency, Histogram writeLatency, Intervals intervals,
		List<WorkerStats> workers, Optional<PositionProfile> positions, Optional<Scatter> scatter,
		Optional<KernelCounts> kernel, Optional<IoTimes> ioTimes) {

	/** How a run ended. */
	public enum Status {
		COMPLETED, CANCELLED
	}

	/** Counts of one direction (or all). */
	public record Totals(long ios, long bytes) {
		public Totals plus(Totals other) {
			return new Totals(ios + other.ios, bytes + other.bytes);
		}
	}

	/**
	 * Per-interval figures, one array element per interval.
	 *
	 * @param intervalNanos       interval length
	 * @param startSeconds        interval start, seconds from the start of measuring
	 * @param iops                I/Os completed in the interval per second
	 * @param megabytesPerSecond  10^6 bytes per second
	 * @param meanLatencyMicros   mean completion latency of the interval's I/Os (0 if none)
	 * @param maxLatencyMicros    largest completion latency of the interval's I/Os
	 */
	public record Intervals(long intervalNanos, double[] startSeconds, double[] iops, double[] megabytesPerSecond,
			double[] meanLatencyMicros, double[] maxLatencyMicros) {
		public int count() {
			return startSeconds.length;
		}
	}

	/** What one worker did. */
	public record WorkerStats(int index, long regionOffset, long regionLength, long ios, long bytes, long elapsedNanos,
			double meanLatencyNanos, long maxLatencyNanos) {
		public double iops() {
			return elapsedNanos == 0 ? 0 : ios * 1e9 / elapsedNanos;
		}

		public double megabytesPerSecond() {
			return elapsedNanos == 0 ? 0 : bytes * 1e3 / elapsedNanos;
		}
	}

	/**
	 * Transfer rate against position: the region cut into equal buckets, each bucket's bytes over the
	 * time the device spent on them.
	 *
	 * @param bucketStart        offset of each bucket's start, bytes
	 * @param megabytesPerSecond rate measured in each bucket (NaN where no I/O fell)
	 */
	public record PositionProfile(double[] bucketStart, double[] megabytesPerSecond) {
	}

	/**
	 * Latency against position for a sample of I/Os.
	 *
	 * @param position     byte offset of each sampled I/O
	 * @param latencyNanos its completion latency
	 */
	public record Scatter(double[] position, double[] latencyNanos) {
	}

	/**
	 * What {@code /proc/diskstats} counted for the devices a run's I/O went to, from the start of its
	 * measured time to its end: I/Os as issued (completed plus merged) and bytes.
	 *
	 * @param devices           the kernel's names of the devices, e.g. "vda", "loop3"
	 * @param read              reads the devices completed, from anyone
	 * @param write             writes the devices completed, from anyone
	 * @param processReadBytes  bytes this process read from block devices meanwhile (its own share,
	 *                          whatever else used the devices); -1 when unknown
	 * @param processWriteBytes bytes it wrote; -1 when unknown
	 */
	public record KernelCounts(List<String> devices, Totals read, Totals write, long processReadBytes,
			long processWriteBytes) {
		public Totals total() {
			return read.plus(write);
		}
	}

	/** This measurement with the kernel's counts over the same time. */
	public Measurement withKernel(@Nullable KernelCounts counts) {
		return new Measurement(status, backend, elapsedNanos, cpuNanos, total, read, write, latency, readLatency,
				writeLatency, intervals, workers, positions, scatter, Optional.ofNullable(counts), ioTimes);
	}

	/** This measurement with the issue and completion times of a replayed trace's I/Os. */
	public Measurement withIoTimes(@Nullable IoTimes times) {
		return new Measurement(status, backend, elapsedNanos, cpuNanos, total, read, write, latency, readLatency,
				writeLatency, intervals, workers, positions, scatter, kernel, Optional.ofNullable(times));
	}

	/** I/Os per second over the measured time. */
	public double iops() {
		return elapsedNanos == 0 ? 0 : total.ios() * 1e9 / elapsedNanos;
	}

	/** 10^6 bytes per second over the measured time. */
	public double megabytesPerSecond() {
		return elapsedNanos == 0 ? 0 : total.bytes() * 1e3 / elapsedNanos;
	}

	public double readIops() {
		return elapsedNanos == 0 ? 0 : read.ios() * 1e9 / elapsedNanos;
	}

	public double writeIops() {
		return elapsedNanos == 0 ? 0 : write.ios() * 1e9 / elapsedNanos;
	}

	public double readMegabytesPerSecond() {
		return elapsedNanos == 0 ? 0 : read.bytes() * 1e3 / elapsedNanos;
	}

	public double writeMegabytesPerSecond() {
		return elapsedNanos == 0 ? 0 : write.bytes() * 1e3 / elapsedNanos;
	}

	/** CPU time per I/O, nanoseconds. */
	public double cpuNanosPerIo() {
		return total.ios() == 0 ? 0 : (double) cpuNanos / total.ios();
	}
}
