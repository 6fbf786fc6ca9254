package org.drivebench.engine.run;

import java.io.IOException;

import org.drivebench.engine.Backend;
import org.drivebench.engine.InvalidWorkloadException;
import org.drivebench.engine.IoEngine;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RemoteTarget;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.RunnableTarget;
import org.drivebench.engine.Target;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.nativeio.IoUring;
import org.drivebench.engine.targets.DirectTarget;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The engine: checks a workload against its target before any I/O, hands simulated targets
 * ({@link RunnableTarget}) and targets on a rig ({@link RemoteTarget}) their workload, and runs
 * everything else on io_uring or worker threads.
 *
 * <p>{@link Backend#AUTO} picks io_uring when it is available and there is more than one I/O in
 * flight per worker, or the target is striped (so the pieces of one I/O go to the members at the same
 * time); worker threads otherwise.
 */
public final class DefaultIoEngine implements IoEngine {
	/**
	 * Tuning of the io_uring backend; the defaults suit measuring.
	 *
	 * @param completionBatch completions a worker waits for, and reaps at most, before it refills the
	 *                        queue (1: every I/O is resubmitted as soon as possible and timed exactly;
	 *                        larger values save system calls at the price of a little latency, like
	 *                        fio's {@code iodepth_batch_complete_min}, whose {@code _max} defaults to it)
	 * @param registerBuffers register each worker's buffers with its ring (fixed-buffer reads and writes)
	 * @param registerFiles   register the target's descriptors with each ring
	 * @param pollNanos       how long a worker polls its ring for completions before it sleeps in the
	 *                        kernel waiting for them (0: it sleeps at once, as fio does); see
	 *                        {@link #DEFAULT_POLL_NANOS}. It polls only while its polls catch their
	 *                        completions ({@code PollGate})
	 * @param hybridPoll      whether waits of 250 µs or more on average are hybrid: slept until shortly
	 *                        before the completions are expected, then polled ({@code HybridPoll}; not
	 *                        with a poll budget of 0). Off by default: the spin costs up to 200 µs of
	 *                        CPU per wait, more than fio's whole cost per I/O, and on two CPUs it
	 *                        takes the CPU a loop device's worker needs
	 */
	public record Options(int completionBatch, boolean registerBuffers, boolean registerFiles, long pollNanos,
			boolean hybridPoll) {
		/**
		 * 10 µs: a worker waiting for completions that are microseconds away sleeps, and the CPU halts,
		 * for longer than the wait; polling that long first costs a few hundred ns of CPU per I/O, and
		 * nothing measurable on a drive whose I/Os take 50 µs or more.
		 */
		public static final long DEFAULT_POLL_NANOS = 10_000;
		/** The most a worker may poll: past it, sleeping is cheaper than any wake-up. */
		public static final long MAX_POLL_NANOS = 1_000_000;
		public static final Options DEFAULT = new Options(1, true, true);

		public Options {
			if (completionBatch < 1 || completionBatch > WorkloadSpec.MAX_QUEUE_DEPTH) {
				throw new IllegalArgumentException("completionBatch = " + completionBatch + ": must be 1 to "
						+ WorkloadSpec.MAX_QUEUE_DEPTH);
			}
			if (pollNanos < 0 || pollNanos > MAX_POLL_NANOS) {
				throw new IllegalArgumentException("pollNanos = " + pollNanos + ": must be 0 to " + MAX_POLL_NANOS);
			}
		}

		/** Without hybrid waits. */
		public Options(int completionBatch, boolean registerBuffers, boolean registerFiles, long pollNanos) {
			this(completionBatch, registerBuffers, registerFiles, pollNanos, false);
		}

		/** With the default poll budget, without hybrid waits. */
		public Options(int completionBatch, boolean registerBuffers, boolean registerFiles) {
			this(completionBatch, registerBuffers, registerFiles, DEFAULT_POLL_NANOS);
		}
	}

	private final Options options;

	public DefaultIoEngine() {
		this(Options.DEFAULT);
	}

	public DefaultIoEngine(Options options) {
		this.options = options;
	}

	public Options options() {
		return options;
	}

	@Override
	public Measurement run(Target target, WorkloadSpec spec, @Nullable RunObserver observer) throws IOException {
		RunObserver watcher = observer == null ? RunObserver.NONE : observer;
		spec.validateFor(target);
		if (target instanceof RunnableTarget simulated) {
			return simulated.run(spec, watcher);
		}
		if (target instanceof RemoteTarget remote) {
			remote.check(spec);
			return remote.run(spec, watcher);
		}
		if (!(target instanceof DirectTarget direct)) {
			throw new IllegalArgumentException("target " + target.name() + " (" + target.kind()
					+ ") is neither simulated nor backed by native descriptors: the engine cannot run it");
		}
		RunSetup plan = RunSetup.of(direct, spec, backendFor(direct, spec), options);
		JitWarmUp.before(plan);
		return new RunCoordinator(plan, watcher).run();
	}

	/**
	 * Every check {@link #run} makes before any I/O, without running: the spec's fields, its sizes and
	 * regions against the target, and for a real target the buffer memory and the backend. A plan is
	 * checked with it against a target's shape before the target is even opened.
	 *
	 * @throws InvalidWorkloadException naming the field that does not fit
	 */
	public static void check(Target target, WorkloadSpec spec) {
		spec.validateFor(target);
		if (target instanceof RemoteTarget remote) {
			remote.check(spec);
			return;
		}
		if (!(target instanceof RunnableTarget) && target.kind() != org.drivebench.engine.TargetType.SIMULATED) {
			RunSetup.checkBuffers(spec, Math.max(4096, target.logicalBlockSize()));
			backendFor(target, spec);
		}
	}

	/**
	 * The backend a workload will run on for {@code target}.
	 *
	 * @throws InvalidWorkloadException when the spec asks for a backend that cannot serve the target here
	 */
	public static Backend backendFor(Target target, WorkloadSpec spec) {
		if (target instanceof RunnableTarget) {
			return Backend.VIRTUAL_CLOCK;
		}
		if (target instanceof RemoteTarget) {
			return Backend.FIO;
		}
		@Nullable String uringMissing = IoUring.unavailableReason();
		return switch (spec.backend()) {
		case VIRTUAL_CLOCK -> throw new InvalidWorkloadException("backend", "= " + Backend.VIRTUAL_CLOCK.label() + ": only "
				+ "simulated drives run on the virtual clock; " + target.name() + " needs auto, io_uring or threads");
		case IO_URING -> {
			if (uringMissing != null) {
				throw new InvalidWorkloadException("backend", "= io_uring: not available here (" + uringMissing
						+ "); use auto or threads");
			}
			yield Backend.IO_URING;
		}
		case THREADS -> Backend.THREADS;
		case FIO -> throw new InvalidWorkloadException("backend", "= fio: fio runs workloads on a rig (drivebench run --rig); "
				+ target.name() + " is measured here with auto, io_uring or threads");
		case AUTO -> {
			boolean striped = target instanceof DirectTarget d && d.stripeMap().isPresent();
			yield uringMissing == null && (spec.queueDepth() > 1 || striped) ? Backend.IO_URING : Backend.THREADS;
		}
		};
	}
}
