package org.drivebench.engine.sim;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.drivebench.engine.Backend;
import org.drivebench.engine.IoTrace;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.WorkloadSpec.Region;
import org.drivebench.engine.record.IoTimeLog;
import org.drivebench.engine.record.MeasurementAssembler;
import org.drivebench.engine.record.WorkerRecorder;
import org.drivebench.engine.workload.IoSequence;
import org.drivebench.engine.workload.Pacer;
import org.eclipse.jdt.annotation.Nullable;

/**
 * One workload run on simulated drives: a discrete-event simulation on the drive's virtual clock,
 * which goes on from where the drive's last workload left it ({@link DriveState}). Each worker owns
 * {@code queueDepth} command slots; a free slot asks the worker's {@link Pacer} when it may issue,
 * draws the next I/O from the worker's {@link IoSequence} and sends it over the host's path to the
 * drive (or, on a striped set, to its {@link Raid0Controller}); when its last piece completes, the
 * I/O's latency goes to the worker's {@link WorkerRecorder} and the slot is free again. The run ends
 * when its time, amount or I/O count is reached or the observer cancels it (polled every
 * {@value #CANCEL_POLL_EVENTS} events); then the I/Os still in flight complete, uncounted, as a real
 * tool waits for them, and the drive's state is left for the next workload. No allocation per I/O.
 */
final class VirtualClockRun implements Raid0Controller.Pieces {
	private static final int CANCEL_POLL_EVENTS = 1024;
	/** How often a slot waiting on a trace's flush looks again whether the drive has written its cache. */
	private static final long FLUSH_POLL_NANOS = 20_000;

	private final RunObserver observer;
	private final DriveState state;
	private final SimulatedDevice[] devices;
	private final EventQueue events;

	private final int queueDepth;
	private final IoSequence[] sequences;
	private final Pacer[] pacers;
	private final List<WorkerRecorder> recorders;
	private final WorkerRecorder[] recorderOf;
	private final IntervalReporter reporter;

	private final long[] slotOffset;
	private final int[] slotSize;
	private final boolean[] slotWrite;
	private final long[] slotStart;
	private final int[] slotPieces;
	private final int[] slotTraceIndex;
	private final @Nullable IoTimeLog timeLog;
	private int activeSlots;

	private int[] pieceSlot;
	private int[] pieceDevice;
	private int[] freePieces;
	private int freeCount;

	private final long start;
	private final long measureStart;
	private final long endTime;
	private final long amountBytes;
	private final long ioLimit;
	private long measuredBytes;
	private long measuredIos;
	private long inFlightBytes;
	private long inFlightIos;
	private long lastCompletion;
	private boolean draining;
	private final boolean traced;
	private boolean flushPending;

	/**
	 * @param state the drive's (or set's) state, which the run advances
	 */
	VirtualClockRun(WorkloadSpec spec, RunObserver observer, long targetSize, DriveState state) {
		this.observer = observer;
		this.state = state;
		this.devices = state.devices;
		this.events = state.events;
		int workers = spec.workers();
		queueDepth = spec.queueDepth();
		start = state.clock;
		state.runStart = start;
		measureStart = start + spec.rampTime().toNanos();
		endTime = spec.duration().isZero() ? Long.MAX_VALUE : measureStart + spec.duration().toNanos();
		amountBytes = spec.amountBytes();
		ioLimit = spec.ioLimit();
		IoTrace trace = spec.trace();
		traced = trace != null;
		long interval = spec.interval().toNanos();

		long spanFrom = Long.MAX_VALUE;
		long spanTo = 0;
		Region[] regions = new Region[workers];
		for (int w = 0; w < workers; w++) {
			regions[w] = spec.regionOf(w, targetSize);
			spanFrom = Math.min(spanFrom, regions[w].offset());
			spanTo = Math.max(spanTo, regions[w].offset() + regions[w].length());
		}
		int expectedIntervals = spec.duration().isZero() ? 64
				: (int) Math.min(1 << 16, spec.duration().toNanos() / interval + 2);
		int scatterPerWorker = (spec.scatterSamples() + workers - 1) / workers;
		sequences = new IoSequence[workers];
		pacers = new Pacer[workers];
		recorderOf = new WorkerRecorder[workers];
		recorders = new ArrayList<>(workers);
		for (int w = 0; w < workers; w++) {
			sequences[w] = new IoSequence(spec, w, regions[w].offset(), regions[w].length());
			pacers[w] = new Pacer(spec, workers, start);
			recorderOf[w] = new WorkerRecorder(w, regions[w].offset(), regions[w].length(), measureStart, interval,
					expectedIntervals, spanFrom, spanTo - spanFrom, spec.positionBuckets(), scatterPerWorker,
					spec.seed());
			recorders.add(recorderOf[w]);
		}
		long planned = spec.duration().isZero() ? 0 : endTime - start;
		reporter = new IntervalReporter(observer, start, measureStart, interval, planned, amountBytes,
				trace != null ? trace.ios() : ioLimit);

		int slots = workers * queueDepth;
		slotOffset = new long[slots];
		slotSize = new int[slots];
		slotWrite = new boolean[slots];
		slotStart = new long[slots];
		slotPieces = new int[slots];
		slotTraceIndex = new int[slots];
		timeLog = trace == null ? null : new IoTimeLog(trace.size());
		int pieces = slots * devices.length;
		pieceSlot = new int[pieces];
		pieceDevice = new int[pieces];
		freePieces = new int[pieces];
		for (int i = 0; i < pieces; i++) {
			freePieces[i] = pieces - 1 - i;
		}
		freeCount = pieces;
	}

	Measurement run() {
		ThreadMXBean threads = ManagementFactory.getThreadMXBean();
		long cpuStart = threads.getCurrentThreadCpuTime();
		int slots = slotSize.length;
		activeSlots = slots;
		for (int s = 0; s < slots; s++) {
			slotFree(s, start);
		}
		boolean cancelled = observer.cancelled();
		long now = start;
		int sincePoll = 0;
		while (!cancelled && activeSlots > 0 && !events.isEmpty()) {
			if (++sincePoll == CANCEL_POLL_EVENTS) {
				sincePoll = 0;
				if (observer.cancelled()) {
					cancelled = true;
					break;
				}
			}
			long t = events.peekTime();
			if (t > endTime) {
				now = endTime;
				break;
			}
			now = t;
			state.now = t;
			reporter.advanceTo(t);
			int event = events.pop();
			int index = EventQueue.index(event);
			switch (EventQueue.kind(event)) {
			case EventQueue.ISSUE -> issue(index, t);
			case EventQueue.COMPLETE -> pieceDone(index, t);
			default -> devices[index].wake(t);
			}
		}
		long elapsed = elapsed(cancelled, now);
		state.now = Math.max(state.now, now);
		reporter.finish(elapsed, !cancelled);
		drain(now);
		long cpu = threads.getCurrentThreadCpuTime() - cpuStart;
		IoTimeLog log = timeLog;
		return MeasurementAssembler.assemble(recorders,
				cancelled ? Measurement.Status.CANCELLED : Measurement.Status.COMPLETED, Backend.VIRTUAL_CLOCK, elapsed,
				Math.max(0, cpu)).withIoTimes(log == null ? null : log.times(measureStart));
	}

	/**
	 * The workload is over at {@code now}: the I/Os still in flight complete (uncounted), the drive goes
	 * on with its own work, and the next workload starts when the last of them is done.
	 */
	private void drain(long now) {
		draining = true;
		long clock = now;
		while (inFlightIos > 0 && !events.isEmpty()) {
			long t = events.peekTime();
			int event = events.pop();
			int index = EventQueue.index(event);
			switch (EventQueue.kind(event)) {
			case EventQueue.ISSUE -> {
				// a paced slot that will not issue any more
			}
			case EventQueue.COMPLETE -> pieceDone(index, t);
			default -> devices[index].wake(t);
			}
			clock = Math.max(clock, t);
		}
		events.removeKind(EventQueue.ISSUE);
		state.clock = clock;
	}

	/** Whether a drive still holds written data that is not on its medium (a dirty write cache). */
	private boolean holdsUnwrittenData() {
		for (SimulatedDevice d : devices) {
			if (d.holdsUnwrittenData()) {
				return true;
			}
		}
		return false;
	}

	private long elapsed(boolean cancelled, long now) {
		if (cancelled) {
			return Math.max(0, Math.min(now, endTime) - measureStart);
		}
		boolean countReached = amountBytes > 0 && measuredBytes >= amountBytes || ioLimit > 0 && measuredIos >= ioLimit;
		if (countReached || endTime == Long.MAX_VALUE) {
			return Math.max(0, lastCompletion - measureStart);
		}
		return endTime - measureStart;
	}

	private boolean mayIssue(long now) {
		if (now >= endTime) {
			return false;
		}
		if (traced) {
			return flushPending || !sequences[0].exhausted();
		}
		if (now >= measureStart) {
			// everything in flight now completes after the ramp and counts
			if (amountBytes > 0 && measuredBytes + inFlightBytes >= amountBytes) {
				return false;
			}
			if (ioLimit > 0 && measuredIos + inFlightIos >= ioLimit) {
				return false;
			}
		}
		return true;
	}

	/** Slot {@code slot} may issue again at {@code now}: ask its pacer when. */
	private void slotFree(int slot, long now) {
		Pacer pacer = pacers[slot / queueDepth];
		// a timed trace's I/Os are each given to a slot when it is scheduled, not when it issues: once all
		// are, a freed slot has none left (issuing now would take one due later)
		if (!mayIssue(now) || pacer.exhausted()) {
			activeSlots--;
			return;
		}
		long at = pacer.nextStart(now);
		long intended = pacer.scheduled() ? pacer.intendedStart() : at;
		slotStart[slot] = pacer.paced() ? intended : at;
		if (at == now) {
			issue(slot, now);
		} else {
			events.schedule(at, EventQueue.ISSUE, slot);
		}
	}

	private void issue(int slot, long now) {
		if (!mayIssue(now)) {
			activeSlots--;
			return;
		}
		IoSequence sequence = sequences[slot / queueDepth];
		if (flushPending) {
			if (inFlightIos > 0 || holdsUnwrittenData()) {
				events.schedule(now + FLUSH_POLL_NANOS, EventQueue.ISSUE, slot);
				return;
			}
			flushPending = false;
			lastCompletion = now;
			if (sequence.exhausted()) {
				activeSlots--;
				return;
			}
		}
		sequence.next();
		if (sequence.flush()) {
			flushPending = true;
			events.schedule(now, EventQueue.ISSUE, slot);
			return;
		}
		long offset = sequence.offset();
		int size = sequence.size();
		boolean write = sequence.write();
		slotOffset[slot] = offset;
		slotSize[slot] = size;
		slotWrite[slot] = write;
		slotTraceIndex[slot] = sequence.traceIndex();
		inFlightBytes += size;
		inFlightIos++;
		Raid0Controller controller = state.controller;
		if (controller == null) {
			slotPieces[slot] = 1;
			devices[0].submit(now + state.hostNanos, piece(slot, 0), offset, size, write, 1);
		} else {
			// no piece completes while it is submitted (completions are events), so the count comes after
			slotPieces[slot] = controller.submit(now, slot, offset, size, write, this);
		}
	}

	@Override
	public int piece(int slot, int device) {
		if (freeCount == 0) {
			growPieces();
		}
		int piece = freePieces[--freeCount];
		pieceSlot[piece] = slot;
		pieceDevice[piece] = device;
		return piece;
	}

	/** More pieces in flight than ever before (a set with small strips): room for as many again. */
	private void growPieces() {
		int n = pieceSlot.length;
		pieceSlot = Arrays.copyOf(pieceSlot, 2 * n);
		pieceDevice = Arrays.copyOf(pieceDevice, 2 * n);
		freePieces = new int[2 * n];
		for (int i = 0; i < n; i++) {
			freePieces[i] = 2 * n - 1 - i;
		}
		freeCount = n;
	}

	private void pieceDone(int piece, long now) {
		int slot = pieceSlot[piece];
		int device = pieceDevice[piece];
		freePieces[freeCount++] = piece;
		devices[device].retire(now);
		if (--slotPieces[slot] == 0) {
			ioDone(slot, now);
		}
	}

	private void ioDone(int slot, long now) {
		int size = slotSize[slot];
		long latency = now - slotStart[slot];
		inFlightBytes -= size;
		inFlightIos--;
		if (draining) {
			return;
		}
		recorderOf[slot / queueDepth].record(now, latency, slotWrite[slot], size, slotOffset[slot]);
		IoTimeLog log = timeLog;
		if (log != null) {
			log.set(slotTraceIndex[slot], slotStart[slot], now);
		}
		if (now >= measureStart) {
			measuredBytes += size;
			measuredIos++;
			lastCompletion = now;
			reporter.add(latency, size);
		}
		slotFree(slot, now);
	}
}
