package org.drivebench.engine.run;

import java.lang.foreign.Arena;
import java.util.List;
import java.util.Objects;

import org.drivebench.engine.nativeio.IoUring;
import org.drivebench.engine.nativeio.NativeFile;
import org.drivebench.engine.nativeio.NativeIoException;
import org.drivebench.engine.record.WorkerRecorder;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;

/**
 * A worker on its own io_uring: keeps up to queue-depth I/Os in flight, submits every I/O it could
 * claim in one io_uring_enter, polls briefly for completions before it sleeps for them, and reaps
 * completions straight from the ring. Registered buffers and files where the kernel allows. An I/O
 * is timed as fio times its total latency (lat): from the moment it is prepared (its SQE written; or
 * from its intended start under a rate limit) to the return of the call that reaped it. Nothing is allocated per I/O.
 *
 * <p>Between reaping a completion and preparing the next I/O the worker does only what the next I/O
 * needs (its slot freed, its offset drawn, its SQE written): the reaped I/Os are recorded after the
 * next ones are submitted, while they are in flight. At queue depth 1 that time between I/Os is the
 * engine's own cost, outside every I/O's latency, and the recorder's work (histograms, intervals,
 * position buckets, samples) was a quarter of it (4K reads from zram: 0.20-0.22 µs between I/Os with
 * the recording in it, 0.15-0.17 after).
 */
// its ring, buffers and tables are made on its own thread before its loop, which runs on them unchecked (the hot
// path): no null default for its fields
@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND, DefaultLocation.TYPE_ARGUMENT })
final class UringWorker extends Worker implements Runnable, Worker.Cycles {
	private static final int MAX_RING_ENTRIES = 4096;

	private final WorkerProgress progress = new WorkerProgress();
	private final int queueDepth;
	private final List<NativeFile> files;
	private final long targetSize;
	private WorkerRecorder recorder;
	private IoUring ring;
	private IoBuffers buffers;
	private IoPieces pieces;
	private IssueSource source;
	private Ticket[] tickets;
	private int[] freeSlots;
	private int freeCount;
	private int[] piecesLeft;
	private boolean[] slotFailed;
	private int[] pieceFile;
	private long[] pieceOffset;
	private int[] fds;
	private boolean fixedBuffers;
	private int inflight;
	private int inflightPieces;
	private int pieceCapacity;
	private long measureStart;
	private long measureEnd;
	private int completionBatch;
	private final long[] pollBudgets = new long[2];
	private final long[] asyncBatches = new long[2];
	private final long[] warmUpSleeps = new long[2];
	private HybridPoll hybrid;
	private final PollGate gate = new PollGate();
	private int waits;
	private boolean paced;
	private boolean done;
	private long now;
	/** Reaped I/Os not yet recorded, all completed at {@link #reapedAt} (see {@link #recordReaped}). */
	private int reaped;
	private long reapedAt;
	private long[] reapedLatency;
	private long[] reapedOffset;
	private int[] reapedSize;
	private boolean[] reapedWrite;

	UringWorker(RunSetup plan, int index, RunControl control) {
		super(plan, index, control);
		this.queueDepth = plan.spec.queueDepth();
		this.files = plan.target.files();
		this.targetSize = plan.target.sizeBytes();
	}

	@Override
	List<Thread> threads() {
		return List.of(newThread(this, ""));
	}

	@Override
	List<WorkerProgress> progress() {
		return List.of(progress);
	}

	@Override
	WorkerRecorder result() {
		return recorder;
	}

	@Override
	public void run() {
		Arena arena = Arena.ofConfined();
		boolean quiet = true; // nothing in flight: buffers may be freed
		try {
			try {
				setUp(arena);
			} catch (Throwable t) {
				control.fail(t);
			}
			RunTimes times = control.readyAndAwaitGo();
			if (times == null || control.stopped()) {
				return;
			}
			recorder = plan.recorder(index, times, plan.scatterPerStream());
			progress.recorder(recorder);
			source = new IssueSource(plan, index, times, control, queueDepth);
			measureStart = times.measureStart();
			measureEnd = times.measureEnd();
			sleepUntil(times.start());
			quiet = false;
			loop();
			quiet = true;
			if (source.timeUp()) {
				sleepUntil(measureEnd);
			}
		} catch (Throwable t) {
			control.fail(t);
		} finally {
			if (quiet) {
				if (ring != null) {
					ring.close();
				}
				arena.close();
			}
			// else a system call failed with I/O in flight: the kernel may still write into the buffers,
			// so they stay allocated (leaked) rather than freed under its feet
		}
	}

	private void setUp(Arena arena) throws Exception {
		pieces = new IoPieces(plan.target.stripeMap(), plan.maxSize);
		int maxPieces = pieces.maxPieces();
		ring = IoUring.create(Math.min(Math.max(MAX_RING_ENTRIES, maxPieces), queueDepth * maxPieces), arena);
		pieceCapacity = ring.entries(); // in flight at most one submission ring's worth, half the completion ring
		buffers = new IoBuffers(arena, plan, queueDepth, verifier == null ? null : verifier.pattern(), index);
		fds = new int[files.size()];
		for (int i = 0; i < fds.length; i++) {
			fds[i] = files.get(i).fd();
		}
		if (plan.options.registerFiles()) {
			ring.registerFiles(fds, arena);
		}
		if (plan.options.registerBuffers()) {
			long[][] reg = buffers.registration();
			fixedBuffers = ring.registerBuffers(reg[0], reg[1], arena);
		}
		tickets = new Ticket[queueDepth];
		freeSlots = new int[queueDepth];
		for (int s = 0; s < queueDepth; s++) {
			tickets[s] = new Ticket();
			freeSlots[s] = queueDepth - 1 - s;
		}
		freeCount = queueDepth;
		piecesLeft = new int[queueDepth];
		slotFailed = new boolean[queueDepth];
		pieceFile = new int[queueDepth * maxPieces];
		pieceOffset = new long[queueDepth * maxPieces];
		reapedLatency = new long[queueDepth];
		reapedOffset = new long[queueDepth];
		reapedSize = new int[queueDepth];
		reapedWrite = new boolean[queueDepth];
	}

	private void loop() throws Exception {
		completionBatch = plan.options.completionBatch();
		long poll = plan.options.pollNanos();
		// A warm-up (on /dev/zero, whose reads complete inline) must take every branch of the wait the
		// ways a device will, or the JIT compiles the branches it never saw as traps that throw the
		// compiled code away in the measured run: so every other batch goes to the kernel's async
		// workers (completions later, not inline), and every other pair of waits polls for 1 ns only
		// (waits that outlast the budget, then sleep). A real run always uses its own budget.
		boolean warmUp = JitWarmUp.isWarmUp(plan.target);
		pollBudgets[0] = warmUp ? Math.min(poll, 1) : poll;
		pollBudgets[1] = poll;
		asyncBatches[1] = warmUp ? 1 : 0;
		// and every other quadruple of waits sleeps 1 µs (with a timeout) before it polls, as a hybrid wait does
		warmUpSleeps[1] = warmUp ? 1_000 : 0;
		hybrid = new HybridPoll(plan.options.hybridPoll()
				&& HybridPoll.enabledFor(poll, plan.spec.workers(), Runtime.getRuntime().availableProcessors()));
		paced = source.paced();
		now = System.nanoTime();
		runCycles(this, measureStart);
	}

	@Override
	public long now() {
		return now;
	}

	/**
	 * One cycle: claims and prepares what may start, submits it, waits for completions (polling first,
	 * see {@link #awaitCompletions}) and reaps them (see {@link Worker#runCycles}).
	 *
	 * @return false when the worker is done
	 */
	@Override
	public boolean cycle() throws NativeIoException {
		int maxPieces = pieces.maxPieces();
		long waitUntil = 0;
		long budget = gate.budget(pollBudgets[waits >>> 1 & 1], waits);
		if (budget == 0 && inflight > 0) {
			// this wait sleeps at once and the device has I/Os of earlier cycles to work on: record the
			// reaped ones before the claims, so the next I/Os are submitted and waited for in one call
			recordReaped();
		}
		while (!done && inflight < queueDepth && inflightPieces + maxPieces <= pieceCapacity
				&& ring.sqSpace() >= maxPieces) {
			int slot = freeSlots[freeCount - 1];
			Ticket t = tickets[slot];
			int claim = source.claim(now, false, slot, t);
			if (claim == IssueSource.CLAIMED) {
				freeCount--;
				issue(slot, t);
				if (!paced) {
					// as fio stamps start_time: once the I/O is prepared (SQE written), before it is submitted
					t.startAt = System.nanoTime();
				}
			} else if (claim == IssueSource.WAIT) {
				waitUntil = source.waitUntil();
				break;
			} else if (claim == IssueSource.DONE) {
				done = true;
			} else {
				break; // blocked behind an overlapping I/O in flight
			}
		}
		if (inflight == 0) {
			recordReaped();
			if (done || control.stopped()) {
				return false;
			}
			sleepUntil(waitUntil);
			now = System.nanoTime();
			return true;
		}
		if (waitUntil > 0) {
			recordReaped();
			ring.submitAndWait(1, Math.max(1_000, waitUntil - System.nanoTime()));
		} else {
			awaitCompletions(Math.min(completionBatch, inflightPieces), budget);
		}
		// reaps at most the batch, as fio does (iodepth_batch_complete_max defaults to _min), and refills
		// the queue before it takes the rest: reaping every ready completion and refilling all at once
		// left a host-cached virtio disk idle between bursts (4K random read QD32, batch 1: 0.74-0.98 of
		// fio's IOPS reaping all, 0.95-1.05 reaping one)
		int n = Math.min(ring.ready(), completionBatch);
		now = System.nanoTime();
		if (n == 0) {
			return true;
		}
		reapedAt = now;
		for (int k = 0; k < n; k++) {
			completePiece(ring.userData(k), ring.result(k), now, paced);
		}
		ring.advance(n);
		return true;
	}

	/**
	 * Records the I/Os reaped by the last cycle and publishes the progress: called once the next I/Os
	 * are submitted (or when nothing more is in flight), so the recorder's work overlaps them.
	 */
	private void recordReaped() {
		int n = reaped;
		for (int i = 0; i < n; i++) {
			// the recorder leaves out I/Os drained after the end of a timed run
			recorder.record(reapedAt, reapedLatency[i], reapedWrite[i], reapedSize[i], reapedOffset[i]);
		}
		reaped = 0;
		progress.publish(recorder.ios(), recorder.bytes(), reapedAt);
	}

	/**
	 * Submits what is prepared, then polls the ring for completions for up to {@code budget} before it
	 * sleeps in the kernel until {@code want} are ready. A wait of a few microseconds costs more when
	 * slept: the thread, and the CPU that halts under it, take longer to wake than the wait itself (in
	 * this project's VM, 4K writes at QD32 on a loop device: 0.29 million IOPS sleeping at once, 0.33
	 * million polling 10 µs first). The budget is 0 while the polls have not been catching their
	 * completions ({@link PollGate}); then the worker submits and sleeps in one call when the reaped I/Os
	 * are recorded already (fio makes two calls: in this VM each costs 1.2-1.5 µs of CPU), else in two,
	 * with the recording between them, while the I/Os are in flight. With hybrid waits
	 * ({@link HybridPoll}) a wait too long for the budget is slept with a timeout until shortly before
	 * the completions are expected, then polled until shortly after.
	 */
	private void awaitCompletions(int want, long budget) throws NativeIoException {
		int wait = waits++;
		long sleep = Math.max(hybrid.sleepNanos(budget), warmUpSleeps[wait >>> 2 & 1]);
		long start = System.nanoTime();
		if ((budget | sleep | reaped) == 0) {
			ring.forceAsync(asyncBatches[wait & 1]); // for the next batch; always 0 outside a warm-up
			ring.submitAndWait(want, 0);
			hybrid.observe(System.nanoTime() - start);
			return;
		}
		ring.submitAndWait(0, 0);
		ring.forceAsync(asyncBatches[wait & 1]);
		recordReaped(); // while the I/Os just submitted are in flight
		if (ring.ready() < want) {
			long pollUntil = start + budget;
			if (sleep > 0) {
				ring.submitAndWait(want, sleep); // returns at the timeout or with the completions
				pollUntil = start + sleep + 2 * hybrid.spinNanos() + budget;
			}
			while (ring.ready() < want && System.nanoTime() - pollUntil < 0) {
				ring.submitAndWait(0, 0); // with deferred task running, only a call into the ring posts completions
			}
			gate.observe(budget, ring.ready() >= want);
			if (ring.ready() < want) {
				ring.submitAndWait(want, 0);
			}
		}
		hybrid.observe(System.nanoTime() - start);
	}

	private void issue(int slot, Ticket t) {
		if (t.offset < 0 || t.offset + t.size > targetSize) {
			throw new IllegalStateException("I/O at " + t.offset + " + " + t.size + " bytes lies outside " + plan.target.name());
		}
		if (t.write) {
			buffers.prepareWrite(slot, t);
		}
		int n = pieces.split(t.offset, t.size);
		long base = buffers.address(t.write, slot);
		int bufferIndex = buffers.bufferIndex(t.write, slot);
		byte op = fixedBuffers ? (t.write ? IoUring.OP_WRITE_FIXED : IoUring.OP_READ_FIXED)
				: (t.write ? IoUring.OP_WRITE : IoUring.OP_READ);
		boolean fixedFiles = ring.fixedFiles();
		long within = 0;
		int first = slot * pieces.maxPieces();
		for (int p = 0; p < n; p++) {
			int file = pieces.file[p];
			int length = pieces.length[p];
			long userData = slot | (long) p << 16 | (long) length << 32;
			ring.prepare(op, fixedFiles ? file : fds[file], base + within, length, pieces.fileOffset[p], userData,
					bufferIndex);
			pieceFile[first + p] = file;
			pieceOffset[first + p] = pieces.fileOffset[p];
			within += length;
		}
		piecesLeft[slot] = n;
		slotFailed[slot] = false;
		inflight++;
		inflightPieces += n;
	}

	private void completePiece(long userData, int result, long now, boolean paced) {
		int slot = (int) (userData & 0xFFFF);
		int piece = (int) (userData >>> 16 & 0xFFFF);
		int length = (int) (userData >>> 32);
		inflightPieces--;
		Ticket t = tickets[slot];
		if (result != length && !slotFailed[slot]) {
			slotFailed[slot] = true;
			int at = slot * pieces.maxPieces() + piece;
			NativeFile file = files.get(pieceFile[at]);
			String op = (t.write ? "pwrite" : "pread") + " (io_uring)";
			control.fail(result < 0 ? new NativeIoException(op, file.path(), pieceOffset[at], length, -result)
					: file.shortTransfer(op, pieceOffset[at], length, result));
		}
		if (--piecesLeft[slot] > 0) {
			return;
		}
		if (!slotFailed[slot]) {
			// recorded after the next I/Os are submitted (recordReaped); the slot and its ticket are free now
			int r = reaped++;
			reapedLatency[r] = now - (paced ? t.intended : t.startAt);
			reapedWrite[r] = t.write;
			reapedSize[r] = t.size;
			reapedOffset[r] = t.offset;
			plan.logTimes(t, t.startAt, now, measureEnd);
			if (verifier != null) {
				verify(slot, t);
			}
		}
		source.release(slot);
		freeSlots[freeCount++] = slot;
		inflight--;
	}

	private void verify(int slot, Ticket t) {
		Verifier v = Objects.requireNonNull(verifier, "verified only in verify mode");
		if (t.write) {
			v.markWritten(t.offset, t.size);
		} else {
			try {
				v.checkRead(buffers.area(false), buffers.position(slot), t.offset, t.size);
			} catch (VerifyMismatchException e) {
				control.fail(e);
			}
		}
	}
}
