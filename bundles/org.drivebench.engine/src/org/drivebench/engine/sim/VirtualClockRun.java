package org.drivebench.engine.sim;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;

import org.drivebench.engine.Backend;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.WorkloadSpec.Region;
import org.drivebench.engine.record.MeasurementAssembler;
import org.drivebench.engine.record.WorkerRecorder;
import org.drivebench.engine.stripe.StripeMap;
import org.drivebench.engine.workload.IoSequence;
import org.drivebench.engine.workload.Pacer;
import org.eclipse.jdt.annotation.Nullable;

/**
 * One workload run on simulated drives: a discrete-event simulation on a virtual clock that starts at
 * 0. Each worker owns {@code queueDepth} command slots; a free slot asks the worker's {@link Pacer}
 * when it may issue, draws the next I/O from the worker's {@link IoSequence} and sends it to the
 * drive (or, on a striped set, one command per member it touches); when its last piece completes, the
 * I/O's latency goes to the worker's {@link WorkerRecorder} and the slot is free again. The run ends
 * when its time, amount or I/O count is reached or the observer cancels it (polled every
 * {@value #CANCEL_POLL_EVENTS} events). No allocation per I/O.
 */
final class VirtualClockRun {
	private static final int CANCEL_POLL_EVENTS = 1024;

	private final WorkloadSpec spec;
	private final RunObserver observer;
	private final SimulatedDevice[] devices;
	private final @Nullable StripeMap stripes;
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
	private int activeSlots;

	private int[] pieceSlot;
	private int[] pieceDevice;
	private int[] freePieces;
	private int freeCount;
	private final long[] memberFrom;
	private final long[] memberTo;
	private final int[] touched;

	private final long measureStart;
	private final long endTime;
	private final long amountBytes;
	private final long ioLimit;
	private long measuredBytes;
	private long measuredIos;
	private long inFlightBytes;
	private long inFlightIos;
	private long lastCompletion;

	/**
	 * @param devices the drive, or the members of a striped set in member order
	 * @param stripes the set's mapping, or null for a single drive
	 */
	VirtualClockRun(WorkloadSpec spec, RunObserver observer, long targetSize, EventQueue events,
			SimulatedDevice[] devices, @Nullable StripeMap stripes) {
		this.spec = spec;
		this.observer = observer;
		this.devices = devices;
		this.stripes = stripes;
		this.events = events;
		int workers = spec.workers();
		queueDepth = spec.queueDepth();
		measureStart = spec.rampTime().toNanos();
		endTime = spec.duration().isZero() ? Long.MAX_VALUE : measureStart + spec.duration().toNanos();
		amountBytes = spec.amountBytes();
		ioLimit = spec.ioLimit();
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
			pacers[w] = new Pacer(spec, workers, 0);
			recorderOf[w] = new WorkerRecorder(w, regions[w].offset(), regions[w].length(), measureStart, interval,
					expectedIntervals, spanFrom, spanTo - spanFrom, spec.positionBuckets(), scatterPerWorker,
					spec.seed());
			recorders.add(recorderOf[w]);
		}
		long planned = spec.duration().isZero() ? 0 : endTime;
		reporter = new IntervalReporter(observer, measureStart, interval, planned, amountBytes, ioLimit);

		int slots = workers * queueDepth;
		slotOffset = new long[slots];
		slotSize = new int[slots];
		slotWrite = new boolean[slots];
		slotStart = new long[slots];
		slotPieces = new int[slots];
		int pieces = slots * devices.length;
		pieceSlot = new int[pieces];
		pieceDevice = new int[pieces];
		freePieces = new int[pieces];
		for (int i = 0; i < pieces; i++) {
			freePieces[i] = pieces - 1 - i;
		}
		freeCount = pieces;
		memberFrom = new long[devices.length];
		memberTo = new long[devices.length];
		touched = new int[devices.length];
	}

	Measurement run() {
		ThreadMXBean threads = ManagementFactory.getThreadMXBean();
		long cpuStart = threads.getCurrentThreadCpuTime();
		int slots = slotSize.length;
		activeSlots = slots;
		for (int s = 0; s < slots; s++) {
			slotFree(s, 0);
		}
		boolean cancelled = observer.cancelled();
		long now = 0;
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
		reporter.finish(elapsed, !cancelled);
		long cpu = threads.getCurrentThreadCpuTime() - cpuStart;
		return MeasurementAssembler.assemble(recorders,
				cancelled ? Measurement.Status.CANCELLED : Measurement.Status.COMPLETED, Backend.VIRTUAL_CLOCK, elapsed,
				Math.max(0, cpu));
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
		if (!mayIssue(now)) {
			activeSlots--;
			return;
		}
		Pacer pacer = pacers[slot / queueDepth];
		long at = pacer.nextStart(now);
		slotStart[slot] = pacer.paced() ? pacer.intendedStart() : at;
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
		sequence.next();
		long offset = sequence.offset();
		int size = sequence.size();
		boolean write = sequence.write();
		slotOffset[slot] = offset;
		slotSize[slot] = size;
		slotWrite[slot] = write;
		inFlightBytes += size;
		inFlightIos++;
		StripeMap map = stripes;
		if (map == null) {
			slotPieces[slot] = 1;
			devices[0].submit(now, piece(slot, 0), offset, size, write);
		} else {
			submitStriped(map, slot, now, offset, size, write);
		}
	}

	/**
	 * Splits an I/O over the set's members: the bytes it touches on one member are contiguous there, so
	 * each member gets one command, in the order the I/O reaches them.
	 */
	private void submitStriped(StripeMap stripes, int slot, long now, long offset, int size, boolean write) {
		int count = 0;
		long at = offset;
		long end = offset + size;
		while (at < end) {
			int member = stripes.memberOf(at);
			long memberOffset = stripes.memberOffset(at);
			int length = (int) Math.min(stripes.bytesLeftInStrip(at), end - at);
			if (count < touched.length && !touches(member, count)) {
				touched[count++] = member;
				memberFrom[member] = memberOffset;
			}
			memberTo[member] = memberOffset + length;
			at += length;
		}
		slotPieces[slot] = count;
		for (int k = 0; k < count; k++) {
			int member = touched[k];
			devices[member].submit(now, piece(slot, member), memberFrom[member],
					(int) (memberTo[member] - memberFrom[member]), write);
		}
	}

	private boolean touches(int member, int count) {
		for (int k = 0; k < count; k++) {
			if (touched[k] == member) {
				return true;
			}
		}
		return false;
	}

	private int piece(int slot, int device) {
		int piece = freePieces[--freeCount];
		pieceSlot[piece] = slot;
		pieceDevice[piece] = device;
		return piece;
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
		recorderOf[slot / queueDepth].record(now, latency, slotWrite[slot], size, slotOffset[slot]);
		if (now >= measureStart) {
			measuredBytes += size;
			measuredIos++;
			lastCompletion = now;
			reporter.add(latency, size);
		}
		slotFree(slot, now);
	}
}
