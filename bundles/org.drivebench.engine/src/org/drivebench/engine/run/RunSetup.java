package org.drivebench.engine.run;

import java.time.Duration;

import org.drivebench.engine.Backend;
import org.drivebench.engine.InvalidWorkloadException;
import org.drivebench.engine.IoTrace;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.WorkloadSpec.Region;
import org.drivebench.engine.record.IoTimeLog;
import org.drivebench.engine.record.WorkerRecorder;
import org.drivebench.engine.targets.DirectTarget;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Everything fixed before a run on a real target starts: the backend, each worker's region and
 * budget, buffer geometry, and the checks that only make sense for real I/O (buffer memory, verify
 * with writers that could overlap).
 */
final class RunSetup {
	/** I/O buffers a run may pin, over all workers. */
	static final long MAX_BUFFER_BYTES = 4L << 30;

	final DirectTarget target;
	final WorkloadSpec spec;
	final Backend backend;
	final DefaultIoEngine.Options options;
	final Region[] regions;
	final int maxSize;
	final int slotSize;
	final int alignment;
	final boolean reads;
	final boolean writes;
	final long[] ioBudget;
	final long[] byteBudget;
	/** Threads (io_uring) or lanes (threads backend) that record on their own. */
	final int streams;
	/** Each I/O's issue and completion times, for a trace replay; null otherwise. */
	final @Nullable IoTimeLog timeLog;

	private RunSetup(DirectTarget target, WorkloadSpec spec, Backend backend, DefaultIoEngine.Options options) {
		this.target = target;
		this.spec = spec;
		this.backend = backend;
		this.options = options;
		int workers = spec.workers();
		regions = new Region[workers];
		for (int w = 0; w < workers; w++) {
			regions[w] = spec.regionOf(w, target.sizeBytes());
		}
		maxSize = spec.maxIoBytes();
		alignment = target.bufferAlignment();
		slotSize = (int) (Math.ceilDiv((long) maxSize, alignment) * alignment);
		reads = spec.reads();
		writes = spec.writes();
		IoTrace ios = spec.trace();
		ioBudget = split(ios != null ? ios.ios() : spec.ioLimit(), workers);
		byteBudget = split(spec.amountBytes(), workers);
		streams = backend == Backend.IO_URING ? workers : workers * spec.queueDepth();
		IoTrace trace = spec.trace();
		timeLog = trace == null ? null : new IoTimeLog(trace.size());
	}

	/**
	 * Logs a trace I/O's times, unless it completed at or after {@code measureEnd} (drained after the end
	 * of a timed run); nothing for a drawn workload, which never compares the times.
	 */
	void logTimes(Ticket t, long issued, long completed, long measureEnd) {
		IoTimeLog log = timeLog;
		if (log != null && t.traceIndex >= 0 && completed < measureEnd) {
			log.set(t.traceIndex, issued, completed);
		}
	}

	/** A bound shared by the workers, dealt out evenly (the first ones take the remainder); 0 means none. */
	private static long[] split(long total, int workers) {
		long[] parts = new long[workers];
		for (int w = 0; w < workers; w++) {
			parts[w] = total == 0 ? Long.MAX_VALUE : total / workers + (w < total % workers ? 1 : 0);
		}
		return parts;
	}

	/**
	 * @throws InvalidWorkloadException when the run would need too much buffer memory, or verify mode
	 *                                  has writers whose regions overlap
	 */
	static RunSetup of(DirectTarget target, WorkloadSpec spec, Backend backend, DefaultIoEngine.Options options) {
		RunSetup plan = new RunSetup(target, spec, backend, options);
		checkBuffers(spec, target.bufferAlignment());
		if (spec.verify() && plan.writes && spec.workers() > 1) {
			for (int a = 0; a < spec.workers(); a++) {
				for (int b = a + 1; b < spec.workers(); b++) {
					Region ra = plan.regions[a];
					Region rb = plan.regions[b];
					if (ra.offset() < rb.offset() + rb.length() && rb.offset() < ra.offset() + ra.length()) {
						throw new InvalidWorkloadException("regionSplit", "= " + spec.regionSplit() + ": in verify mode workers "
								+ (a + 1) + " and " + (b + 1) + " write overlapping regions, so one could overwrite the other's"
								+ " block while it is checked; use SLICED or per-worker regions that do not overlap");
					}
				}
			}
		}
		return plan;
	}

	/**
	 * @throws InvalidWorkloadException when the I/O buffers of every slot of every worker would take more
	 *                                  than {@link #MAX_BUFFER_BYTES}
	 */
	static void checkBuffers(WorkloadSpec spec, int bufferAlignment) {
		int maxSize = spec.maxIoBytes();
		long slotSize = Math.ceilDiv((long) maxSize, bufferAlignment) * bufferAlignment;
		long perSlot = slotSize * ((spec.reads() ? 1 : 0) + (spec.writes() ? 1 : 0));
		long buffers = perSlot * spec.queueDepth() * spec.workers();
		if (buffers > MAX_BUFFER_BYTES) {
			throw new InvalidWorkloadException("queueDepth", "= " + spec.queueDepth() + " with " + spec.workers()
					+ " workers and I/Os up to " + Sizes.format(maxSize) + " needs " + Sizes.format(buffers)
					+ " of I/O buffers: at most " + Sizes.format(MAX_BUFFER_BYTES) + "; lower the queue depth, workers or size");
		}
	}

	/** A recorder for one recording thread of worker {@code worker}. */
	WorkerRecorder recorder(int worker, RunTimes times, int scatterCapacity) {
		long intervalNanos = spec.interval().toNanos();
		Duration span = spec.rampTime().plus(spec.duration());
		int expectedIntervals = (int) Math.min(100_000, span.toNanos() / intervalNanos + 2);
		long regionLength = spec.regionLength(target.sizeBytes());
		return new WorkerRecorder(worker, regions[worker].offset(), regions[worker].length(), times.measureStart(),
				times.measureEnd(), intervalNanos, expectedIntervals, spec.regionOffset(), regionLength, spec.positionBuckets(), scatterCapacity,
				spec.seed());
	}

	/** Scatter points each recording thread keeps so that all of them together keep what the spec asks. */
	int scatterPerStream() {
		return (int) Math.ceilDiv(spec.scatterSamples(), streams);
	}
}
