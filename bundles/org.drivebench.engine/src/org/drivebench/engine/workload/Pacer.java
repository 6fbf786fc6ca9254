package org.drivebench.engine.workload;

import org.drivebench.engine.IoTrace;
import org.drivebench.engine.WorkloadSpec;
import org.eclipse.jdt.annotation.Nullable;

/**
 * When a worker may start its next I/O: a rate limit spreads I/Os evenly (each has an intended start
 * time, from which its latency is counted), burst/rest cycles stop issuing during rests, a timed
 * trace issues each I/O at its recorded time (its latency counting from when it was actually issued).
 * Works on any clock in nanoseconds (the wall clock, or a simulated drive's virtual clock). No
 * allocation.
 */
public final class Pacer {
	private final long intervalNanos;
	private final long burstNanos;
	private final long restNanos;
	private final long cycleStart;
	private long nextIntended;
	private final @Nullable IoTrace timedTrace;
	private final long traceStart;
	private int traceNext;

	/**
	 * @param spec    the workload
	 * @param workers workers sharing the rate limit
	 * @param start   clock time at which issuing starts
	 */
	public Pacer(WorkloadSpec spec, int workers, long start) {
		this.intervalNanos = spec.rateLimitIops() == 0 ? 0 : Math.max(1, workers * 1_000_000_000L / spec.rateLimitIops());
		this.burstNanos = spec.burstTime().toNanos();
		this.restNanos = spec.restTime().toNanos();
		this.nextIntended = start;
		this.cycleStart = start;
		IoTrace trace = spec.trace();
		this.timedTrace = trace != null && trace.timed() ? trace : null;
		this.traceStart = start;
	}

	/** Whether there is a rate limit (then latencies count from {@link #intendedStart}). */
	public boolean paced() {
		return intervalNanos > 0;
	}

	/**
	 * Whether I/Os have times to start at ({@link #intendedStart()} must be called for each I/O issued):
	 * under a rate limit, or replaying a timed trace.
	 */
	public boolean scheduled() {
		return paced() || timedTrace != null;
	}

	/** Whether a timed trace has had every one of its I/Os given a start: nothing more is to be issued. */
	public boolean exhausted() {
		IoTrace trace = timedTrace;
		return trace != null && traceNext >= trace.size();
	}

	/** The spacing between intended starts, nanoseconds (0 when unpaced). */
	public long intervalNanos() {
		return intervalNanos;
	}

	/**
	 * The earliest time at or after {@code now} when the next I/O may start, respecting the rate and
	 * the burst/rest cycle. With a rate limit, {@link #intendedStart()} then gives the time it should
	 * have started.
	 */
	public long nextStart(long now) {
		IoTrace trace = timedTrace;
		if (trace != null) {
			return traceNext < trace.size() ? Math.max(now, traceStart + trace.issueNanos(traceNext)) : now;
		}
		long t = paced() ? Math.max(now, nextIntended) : now;
		if (burstNanos > 0) {
			long cycle = burstNanos + restNanos;
			long into = (t - cycleStart) % cycle;
			if (into >= burstNanos) {
				t += cycle - into;
				if (paced() && nextIntended < t) {
					nextIntended = t; // a rest is not a backlog: do not count it as latency
				}
			}
		}
		return t;
	}

	/** The intended start of the I/O about to be issued; advances the schedule. */
	public long intendedStart() {
		IoTrace trace = timedTrace;
		if (trace != null) {
			return traceNext < trace.size() ? traceStart + trace.issueNanos(traceNext++) : traceStart;
		}
		long intended = nextIntended;
		nextIntended += intervalNanos;
		return intended;
	}
}
