package org.drivebench.engine.run;

import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.WorkloadSpec.Region;
import org.drivebench.engine.workload.IoSequence;
import org.drivebench.engine.workload.Pacer;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Decides a worker's next I/O: whether one may start now (stop flag, time bound, I/O and byte
 * budget, rate limit and burst/rest through the {@link Pacer}), and which (the {@link IoSequence}).
 * It also holds the writes-stay-in-the-region check, and in verify mode keeps two I/Os of the worker
 * from touching the same bytes at once.
 *
 * <p>Single-threaded: the io_uring worker calls it directly; the lanes of a threads worker call it
 * under the source's lock.
 */
final class IssueSource {
	static final int CLAIMED = 0;
	/** Nothing may start before {@link #waitUntil()} (rate limit or rest). */
	static final int WAIT = 1;
	/** The worker is done: stopped, out of time or out of budget. */
	static final int DONE = 2;
	/** The next I/O overlaps one in flight (verify mode): wait for a completion. */
	static final int BLOCKED = 3;

	private final RunControl control;
	private final IoSequence sequence;
	private final @Nullable Pacer pacer;
	private final boolean paced;
	private final int worker;
	private final long regionStart;
	private final long regionEnd;
	private final long measureStart;
	private final long measureEnd;
	private final long[] inFlightStart;
	private final long[] inFlightEnd;
	private final boolean checkOverlap;
	private long iosLeft;
	private long bytesLeft;
	private long writes;
	private long waitUntil;
	private boolean pending;
	/** -1 when the worker stopped because its time was up (a mask, see {@link #claim}). */
	private long timeUp;

	IssueSource(RunSetup plan, int worker, RunTimes times, RunControl control, int slots) {
		this(plan, worker, worker, plan.ioBudget[worker], plan.byteBudget[worker], times, control, slots);
	}

	/**
	 * A source for part of a worker: its own random stream ({@code stream}, the worker's index for the
	 * worker's first or only source) and its share of the worker's I/O and byte budget.
	 */
	IssueSource(RunSetup plan, int worker, int stream, long ioBudget, long byteBudget, RunTimes times, RunControl control,
			int slots) {
		WorkloadSpec spec = plan.spec;
		Region region = plan.regions[worker];
		this.control = control;
		this.worker = worker;
		this.sequence = new IoSequence(spec, stream, region.offset(), region.length());
		boolean pacing = spec.rateLimitIops() > 0 || !spec.burstTime().isZero() || spec.trace() != null;
		this.pacer = pacing ? new Pacer(spec, spec.workers(), times.start()) : null;
		this.paced = pacer != null && pacer.paced();
		this.regionStart = region.offset();
		this.regionEnd = region.offset() + region.length();
		this.measureStart = times.measureStart();
		this.measureEnd = times.measureEnd();
		this.iosLeft = ioBudget;
		this.bytesLeft = byteBudget;
		this.checkOverlap = spec.verify() && slots > 1;
		this.inFlightStart = new long[checkOverlap ? slots : 0];
		this.inFlightEnd = new long[checkOverlap ? slots : 0];
	}

	/** Whether latency counts from each I/O's intended start (a rate limit is set). */
	boolean paced() {
		return paced;
	}

	/**
	 * Claims the next I/O for {@code slot} into {@code ticket}.
	 *
	 * @param now           the clock
	 * @param reserveFuture take an I/O whose start lies in the future ({@link Ticket#startAt}); else
	 *                      answer {@link #WAIT}
	 * @return {@link #CLAIMED}, {@link #WAIT}, {@link #DONE} or {@link #BLOCKED}
	 */
	int claim(long now, boolean reserveFuture, int slot, Ticket ticket) {
		if (control.stopped()) {
			return DONE;
		}
		long t = now;
		if (pacer != null) {
			t = pacer.nextStart(now);
			if (t > now && !reserveFuture && t < measureEnd) {
				waitUntil = t;
				return WAIT;
			}
		}
		// every end of a run, its time or its budget, is one branch on masks (-1 for true; the clock's
		// values lie far from both ends of a long, and measureEnd is a clock time or Long.MAX_VALUE). A
		// branch per end left the time's end a branch the JIT had never seen taken when it compiled this
		// method (the warm-up's counted run ends by its budget, its timed run after that by the time), so
		// taking it at the end of the warm-up threw the compiled code away, and every measured run began
		// with this method interpreted: a QD1 run of 2000 I/Os spent most of its claims in it
		long measured = ~((t - measureStart) >> 63);
		long over = ~((t - measureEnd) >> 63);
		long spent = ((iosLeft - 1) | (bytesLeft - 1)) >> 63;
		if ((over | measured & spent) != 0) {
			timeUp = over;
			return DONE;
		}
		if (!pending) {
			sequence.next();
			pending = true;
		}
		long offset = sequence.offset();
		int size = sequence.size();
		if (checkOverlap && overlapsInFlight(offset, size)) {
			return BLOCKED;
		}
		pending = false;
		boolean write = sequence.write();
		if (write && (offset < regionStart || offset + size > regionEnd)) {
			// never reached unless IoSequence is wrong; a write outside the region must not happen
			throw new IllegalStateException("worker " + (worker + 1) + " drew a write at " + offset + " + " + size
					+ " bytes outside its region " + regionStart + " to " + regionEnd);
		}
		iosLeft += measured; // -1 when measured
		bytesLeft -= size & measured;
		ticket.offset = offset;
		ticket.size = size;
		ticket.write = write;
		ticket.startAt = t;
		Pacer p = pacer;
		long intended = p != null && p.scheduled() ? p.intendedStart() : t;
		ticket.intended = paced ? intended : t;
		ticket.traceIndex = sequence.traceIndex();
		ticket.generation = write ? (++writes << 6) | worker : 0;
		if (checkOverlap) {
			inFlightStart[slot] = offset;
			inFlightEnd[slot] = offset + size;
		}
		return CLAIMED;
	}

	private boolean overlapsInFlight(long offset, int size) {
		long end = offset + size;
		for (int s = 0; s < inFlightStart.length; s++) {
			if (inFlightEnd[s] > offset && inFlightStart[s] < end) {
				return true;
			}
		}
		return false;
	}

	/** The I/O of {@code slot} has completed (verify mode frees its bytes for others). */
	void release(int slot) {
		if (checkOverlap) {
			inFlightStart[slot] = 0;
			inFlightEnd[slot] = 0;
		}
	}

	/**
	 * Whether the worker is done because no I/O could start before the end of the measured time
	 * (then it idles until that end: a rest is part of the run).
	 */
	boolean timeUp() {
		return timeUp != 0;
	}

	/** After {@link #WAIT}: the clock time the next I/O may start. */
	long waitUntil() {
		return waitUntil;
	}
}
