package org.drivebench.engine.run;

import java.util.List;
import java.util.concurrent.locks.LockSupport;

import org.drivebench.engine.data.VerifyPattern;
import org.drivebench.engine.record.WorkerRecorder;
import org.eclipse.jdt.annotation.Nullable;

/**
 * One worker of a run: a region, a stream of I/Os and a recorder. Subclasses drive the I/O with a
 * backend on one or more threads of their own.
 */
abstract class Worker {
	final RunSetup plan;
	final int index;
	final RunControl control;
	/** Null unless the workload verifies. */
	final @Nullable Verifier verifier;

	Worker(RunSetup plan, int index, RunControl control) {
		this.plan = plan;
		this.index = index;
		this.control = control;
		this.verifier = plan.spec.verify()
				? new Verifier(new VerifyPattern(plan.spec.seed(), plan.target.logicalBlockSize()), plan.target.sizeBytes(),
						plan.target.name())
				: null;
	}

	/** The threads that do this worker's I/O, not yet started. */
	abstract List<Thread> threads();

	/** One progress publication per recording thread. */
	abstract List<WorkerProgress> progress();

	/** After the threads ended: everything this worker recorded, or null when it never started. */
	abstract @Nullable WorkerRecorder result();

	/**
	 * Waits until {@code deadline} on the clock or until the run stops: parks for most of it (in
	 * slices, so a stop is seen within 20 ms) and spins the last 100 µs for an accurate start.
	 */
	final void sleepUntil(long deadline) {
		while (!control.stopped()) {
			long left = deadline - System.nanoTime();
			if (left <= 0) {
				return;
			}
			if (left > 150_000) {
				LockSupport.parkNanos(Math.min(left - 100_000, 20_000_000));
			} else {
				Thread.onSpinWait();
			}
		}
	}

	/** A thread's I/O loop, one cycle (an I/O, or a batch of them) per call. */
	interface Cycles {
		/** @return false when the thread is done */
		boolean cycle() throws Exception;

		/** The clock as the last cycle read it. */
		long now();
	}

	/**
	 * Runs {@code cycles} until done, and tells the run when measuring starts. Each cycle is a call, so
	 * the JIT compiles it as a whole method once and every later run enters it compiled (the loop of a
	 * method called once per run starts interpreted in every run and is compiled on the stack only after
	 * a thousand or so cycles); and the end of the ramp is noticed here, between cycles, because a
	 * branch taken once per run, compiled into the cycle as a trap, threw the compiled cycle away just
	 * as measuring started.
	 */
	final void runCycles(Cycles cycles, long measureStart) throws Exception {
		boolean more = true;
		boolean measuring = false;
		while (more && !measuring) {
			more = cycles.cycle();
			if (more && cycles.now() >= measureStart) {
				measuring = true;
				control.measuring();
			}
		}
		while (more) {
			more = cycles.cycle();
		}
	}

	/** Names threads so a thread dump shows whose they are. */
	final Thread newThread(Runnable body, String suffix) {
		Thread t = new Thread(body, "drivebench-worker-" + (index + 1) + suffix);
		t.setDaemon(true);
		return t;
	}
}
