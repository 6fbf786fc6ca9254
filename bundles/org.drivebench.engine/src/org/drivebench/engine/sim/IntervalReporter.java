package org.drivebench.engine.sim;

import org.drivebench.engine.RunObserver;
import org.drivebench.engine.RunObserver.IntervalSnapshot;

/**
 * Tells the observer about each interval of the measured phase as the virtual clock passes its end,
 * with the figures the recorder will report for it (all workers together), and the run's progress.
 * Completions must be added in time order.
 */
final class IntervalReporter {
	private final RunObserver observer;
	private final long start;
	private final long measureStart;
	private final long intervalNanos;
	private final long plannedNanos;
	private final long amountBytes;
	private final long ioLimit;

	private long current;
	private long ios;
	private long bytes;
	private long latencySum;
	private long latencyMax;
	private long totalBytes;
	private long totalIos;

	/**
	 * @param start        the virtual time the run starts at
	 * @param plannedNanos ramp plus measured time when the run is bounded by time, else 0
	 */
	IntervalReporter(RunObserver observer, long start, long measureStart, long intervalNanos, long plannedNanos,
			long amountBytes, long ioLimit) {
		this.observer = observer;
		this.start = start;
		this.measureStart = measureStart;
		this.intervalNanos = intervalNanos;
		this.plannedNanos = plannedNanos;
		this.amountBytes = amountBytes;
		this.ioLimit = ioLimit;
	}

	/** Reports every interval that ended at or before {@code now}. */
	void advanceTo(long now) {
		while (now >= measureStart + (current + 1) * intervalNanos) {
			emit(intervalNanos);
			observer.progress(progress(measureStart + current * intervalNanos));
		}
	}

	/** A measured I/O completed (at a time no earlier than the last {@link #advanceTo}). */
	void add(long latency, int size) {
		ios++;
		bytes += size;
		latencySum += latency;
		if (latency > latencyMax) {
			latencyMax = latency;
		}
		totalIos++;
		totalBytes += size;
	}

	/** The run ended after {@code elapsedNanos} of measuring: reports the last, partial interval. */
	void finish(long elapsedNanos, boolean completed) {
		advanceTo(measureStart + elapsedNanos);
		long covered = elapsedNanos - current * intervalNanos;
		if (covered > 0 && ios > 0) {
			emit(covered);
		}
		if (completed) {
			observer.progress(1.0);
		}
	}

	private void emit(long coveredNanos) {
		observer.interval(new IntervalSnapshot(current * intervalNanos / 1e9, ios * 1e9 / coveredNanos,
				bytes * 1e3 / coveredNanos, ios == 0 ? 0 : latencySum / 1e3 / ios, latencyMax / 1e3));
		current++;
		ios = 0;
		bytes = 0;
		latencySum = 0;
		latencyMax = 0;
	}

	private double progress(long now) {
		double fraction = 0;
		if (plannedNanos > 0) {
			fraction = (double) (now - start) / plannedNanos;
		}
		if (amountBytes > 0) {
			fraction = Math.max(fraction, (double) totalBytes / amountBytes);
		}
		if (ioLimit > 0) {
			fraction = Math.max(fraction, (double) totalIos / ioLimit);
		}
		return Math.min(1, fraction);
	}
}
