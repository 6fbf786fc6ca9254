package org.drivebench.engine.run;

import java.lang.foreign.Arena;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.locks.LockSupport;

import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.nativeio.CallState;
import org.drivebench.engine.nativeio.NativeFile;
import org.drivebench.engine.record.WorkerRecorder;
import org.eclipse.jdt.annotation.DefaultLocation;
import org.eclipse.jdt.annotation.NonNullByDefault;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A worker whose I/O is done by threads calling pread/pwrite, one thread (lane) per outstanding I/O:
 * the portable backend and the one for queue depth 1. Lanes record on their own; their recorders are
 * merged when the run ends. For purely random I/O without a rate limit or verification each lane
 * draws from a random stream of its own with its share of the budget, as fio's psync jobs do; else
 * the lanes share the worker's stream (under a lock when there is more than one lane), which keeps a
 * sequential stream in order, a rate shared and verified blocks apart.
 */
final class ThreadsWorker extends Worker {
	private final List<Lane> lanes = new ArrayList<>();
	private final Object lock = new Object();
	private volatile @Nullable IssueSource source;
	private @Nullable RunTimes times;

	ThreadsWorker(RunSetup plan, int index, RunControl control) {
		super(plan, index, control);
		for (int l = 0; l < plan.spec.queueDepth(); l++) {
			lanes.add(new Lane(l));
		}
	}

	@Override
	List<Thread> threads() {
		List<Thread> threads = new ArrayList<>();
		for (Lane lane : lanes) {
			threads.add(newThread(lane, lanes.size() == 1 ? "" : "-" + (lane.index + 1)));
		}
		return threads;
	}

	@Override
	List<WorkerProgress> progress() {
		List<WorkerProgress> list = new ArrayList<>();
		for (Lane lane : lanes) {
			list.add(lane.progress);
		}
		return list;
	}

	@Override
	@Nullable WorkerRecorder result() {
		RunTimes runTimes = times;
		if (runTimes == null || lanes.get(0).recorder == null) {
			return null;
		}
		WorkerRecorder merged = plan.recorder(index, runTimes, plan.scatterPerStream() * lanes.size());
		for (Lane lane : lanes) {
			WorkerRecorder recorder = lane.recorder;
			if (recorder != null) {
				merged.add(recorder);
			}
		}
		return merged;
	}

	/** Whether each lane may draw its own I/Os: random ones (not a trace's), unpaced, unverified. */
	private boolean independentLanes() {
		WorkloadSpec spec = plan.spec;
		return lanes.size() > 1 && spec.trace() == null && spec.randomPercent() == 100 && !spec.verify() && spec.rateLimitIops() == 0
				&& spec.burstTime().isZero();
	}

	/** The first lane to start sets up the shared I/O stream (or each lane its own). */
	private IssueSource source(RunTimes runTimes, int lane) {
		synchronized (lock) {
			times = runTimes;
			if (independentLanes()) {
				int n = lanes.size();
				return new IssueSource(plan, index, index + lane * WorkloadSpec.MAX_WORKERS, share(plan.ioBudget[index], lane, n),
						share(plan.byteBudget[index], lane, n), runTimes, control, 1);
			}
			IssueSource shared = source;
			if (shared == null) {
				shared = new IssueSource(plan, index, runTimes, control, lanes.size());
				source = shared;
			}
			return shared;
		}
	}

	/** Lane {@code lane}'s part of a budget dealt evenly over {@code n} lanes (unbounded stays unbounded). */
	private static long share(long budget, int lane, int n) {
		return budget == Long.MAX_VALUE ? budget : budget / n + (lane < budget % n ? 1 : 0);
	}

	/**
	 * One thread doing one I/O at a time. Its buffers, pieces and files are made on its own thread
	 * before its loop and the loop runs on them unchecked (the hot path): no null default for its fields.
	 */
	@NonNullByDefault({ DefaultLocation.PARAMETER, DefaultLocation.RETURN_TYPE, DefaultLocation.TYPE_BOUND,
			DefaultLocation.TYPE_ARGUMENT })
	private final class Lane implements Runnable, Worker.Cycles {
		final int index;
		final WorkerProgress progress = new WorkerProgress();
		final Ticket ticket = new Ticket();
		WorkerRecorder recorder;
		private IoBuffers buffers;
		private IoPieces pieces;
		private CallState state;
		private NativeFile[] files;
		private IssueSource src;
		private boolean shared;
		private boolean paced;
		private long measureEnd;
		private long now;

		Lane(int index) {
			this.index = index;
		}

		@Override
		public void run() {
			try (Arena arena = Arena.ofConfined()) {
				try {
					state = new CallState(arena);
					int writer = ThreadsWorker.this.index * plan.spec.queueDepth() + index;
					buffers = new IoBuffers(arena, plan, 1, verifier == null ? null : verifier.pattern(), writer);
					pieces = new IoPieces(plan.target.stripeMap(), plan.maxSize);
					files = plan.target.files().toArray(NativeFile[]::new);
				} catch (Throwable t) {
					control.fail(t);
				}
				RunTimes runTimes = control.readyAndAwaitGo();
				if (runTimes == null || control.stopped()) {
					return;
				}
				recorder = plan.recorder(ThreadsWorker.this.index, runTimes, plan.scatterPerStream());
				progress.recorder(recorder);
				IssueSource src = source(runTimes, index);
				sleepUntil(runTimes.start());
				loop(src, lanes.size() > 1 && !independentLanes(), runTimes.measureStart(), runTimes.measureEnd());
				if (src.timeUp()) {
					sleepUntil(runTimes.measureEnd());
				}
			} catch (Throwable t) {
				control.fail(t);
			}
		}

		private void loop(IssueSource src, boolean shared, long measureStart, long measureEnd) throws Exception {
			this.src = src;
			this.shared = shared;
			this.measureEnd = measureEnd;
			paced = src.paced();
			now = System.nanoTime();
			runCycles(this, measureStart);
		}

		@Override
		public long now() {
			return now;
		}

		/**
		 * Claims, does and records one I/O (see {@link Worker#runCycles}).
		 *
		 * @return false when the lane is done
		 */
		@Override
		public boolean cycle() throws Exception {
			Ticket t = ticket;
			int claim;
			if (shared) {
				synchronized (lock) {
					claim = src.claim(now, true, index, t);
				}
			} else {
				claim = src.claim(now, true, index, t);
			}
			if (claim == IssueSource.DONE) {
				return false;
			}
			if (claim == IssueSource.BLOCKED) {
				LockSupport.parkNanos(20_000); // an overlapping I/O of another lane is in flight
				now = System.nanoTime();
				return true;
			}
			if (t.startAt > now) {
				sleepUntil(t.startAt);
				if (control.stopped()) {
					return false;
				}
			}
			if (t.write) {
				buffers.prepareWrite(0, t);
			}
			int n = pieces.split(t.offset, t.size);
			long address = buffers.address(t.write, 0);
			long start = System.nanoTime();
			for (int p = 0; p < n; p++) {
				NativeFile file = files[pieces.file[p]];
				if (t.write) {
					file.writeFully(state, address, pieces.length[p], pieces.fileOffset[p]);
				} else {
					file.readFully(state, address, pieces.length[p], pieces.fileOffset[p]);
				}
				address += pieces.length[p];
			}
			long end = System.nanoTime();
			// the recorder leaves out an I/O finishing after the end of a timed run
			recorder.record(end, end - (paced ? t.intended : start), t.write, t.size, t.offset);
			plan.logTimes(t, start, end, measureEnd);
			if (verifier != null) {
				if (shared) {
					synchronized (lock) {
						finishVerified(src);
					}
				} else {
					finishVerified(src);
				}
			}
			progress.publish(recorder.ios(), recorder.bytes(), end);
			now = end; // the next claim happens now: no need to read the clock again
			return true;
		}

		/** Checks a read or remembers a write, and frees the I/O's bytes for overlapping ones. */
		private void finishVerified(IssueSource src) throws VerifyMismatchException {
			Ticket t = ticket;
			Verifier v = Objects.requireNonNull(verifier, "verified only in verify mode");
			if (t.write) {
				v.markWritten(t.offset, t.size);
			} else {
				v.checkRead(buffers.area(false), buffers.position(0), t.offset, t.size);
			}
			src.release(index);
		}
	}
}
