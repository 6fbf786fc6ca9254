package org.drivebench.engine.run;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.LockSupport;

import org.drivebench.engine.Backend;
import org.drivebench.engine.IoTrace;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.device.SystemRoots;
import org.drivebench.engine.nativeio.CpuClock;
import org.drivebench.engine.record.IoTimeLog;
import org.drivebench.engine.record.MeasurementAssembler;
import org.drivebench.engine.record.WorkerRecorder;

/**
 * Runs one planned workload: starts every worker thread, releases them together once all are set
 * up, and while they run polls cancellation (every 20 ms in the ramp, every 100 ms while measuring),
 * streams finished intervals and progress
 * to the observer, and reads the process's CPU time and the kernel's counters of the target's
 * devices at the start and end of the measured phase.
 * Then it merges the recorders, runs the verify pass, and returns the measurement.
 */
final class RunCoordinator {
	private static final long TICK_NANOS = 20_000_000L;
	/**
	 * The tick while measuring. Each tick costs this thread 0.2-0.3 ms of CPU here (its loop runs
	 * interpreted: it is entered once per run), which at 20 ms ticks was 1.7-2.4 µs per I/O of a 1 MiB
	 * write at QD8, a tenth of the engine's CPU time per I/O; the end of the workers wakes it at once.
	 */
	private static final long MEASURING_TICK_NANOS = 100_000_000L;
	/** Time for the released workers to create their recorders before the first I/O. */
	private static final long START_MARGIN_NANOS = 20_000_000L;
	/** How long after an interval ends its late completions may still arrive before it is shown. */
	private static final long INTERVAL_GRACE_NANOS = 30_000_000L;

	private final RunSetup plan;
	private final RunObserver observer;
	private final WorkloadSpec spec;
	private final List<Worker> workers = new ArrayList<>();
	private final List<Thread> threads = new ArrayList<>();
	private final List<WorkerProgress> progress = new ArrayList<>();
	private final RunControl control;
	private final KernelCounting kernel;
	private int intervalsShown;

	RunCoordinator(RunSetup plan, RunObserver observer) {
		this.plan = plan;
		this.observer = observer;
		this.spec = plan.spec;
		int threadCount = 0;
		List<Worker> list = new ArrayList<>();
		for (int w = 0; w < spec.workers(); w++) {
			threadCount += plan.backend == Backend.IO_URING ? 1 : spec.queueDepth();
		}
		kernel = new KernelCounting(plan.target, SystemRoots.system());
		control = new RunControl(threadCount, kernel);
		for (int w = 0; w < spec.workers(); w++) {
			list.add(plan.backend == Backend.IO_URING ? new UringWorker(plan, w, control) : new ThreadsWorker(plan, w, control));
		}
		for (Worker worker : list) {
			workers.add(worker);
			threads.addAll(worker.threads());
			progress.addAll(worker.progress());
		}
	}

	Measurement run() throws IOException {
		Measurement.Status status = Measurement.Status.COMPLETED;
		RunTimes times = null;
		long cpuStart = -1;
		long cpuEnd = -1;
		long cancelledAt = Long.MAX_VALUE;
		long finished;
		for (Thread t : threads) {
			t.start();
		}
		try {
			while (!control.awaitReady(TICK_NANOS / 1_000_000)) {
				if (observer.cancelled()) {
					status = Measurement.Status.CANCELLED;
					break;
				}
			}
			if (status == Measurement.Status.CANCELLED || control.failure() != null) {
				control.abortStart();
			} else {
				long start = System.nanoTime() + START_MARGIN_NANOS;
				long measureStart = start + spec.rampTime().toNanos();
				long measureEnd = spec.duration().isZero() ? Long.MAX_VALUE : measureStart + spec.duration().toNanos();
				times = new RunTimes(start, measureStart, measureEnd);
				if (spec.rampTime().isZero()) {
					kernel.start(); // nothing reaches the device before the workers start
				}
				control.go(times);
				while (anyAlive()) {
					long now = System.nanoTime();
					if (cpuStart < 0) {
						// parked, not spinning: on two CPUs a spin at the end of the ramp took the CPU the
						// device's completion path needed, and the I/O in flight then took 0.4-0.5 ms
						LockSupport.parkNanos(Math.min(TICK_NANOS, times.measureStart() - now));
						if (System.nanoTime() >= times.measureStart()) {
							// at the end of a timed ramp: both count what completes from now on. A count after a
							// ramp may last milliseconds only, and this thread can lose its CPU for that long
							// between taking the reading and reading (3 of 5 2000-read runs on zram missed
							// 11-28 % of their reads): there the first worker to measure reads the counters
							if (!kernel.started() && !spec.duration().isZero()) {
								kernel.start();
							}
							cpuStart = CpuClock.processCpuNanos();
						}
					} else {
						awaitWorkers(MEASURING_TICK_NANOS);
					}
					if (status == Measurement.Status.COMPLETED && observer.cancelled()) {
						status = Measurement.Status.CANCELLED;
						cancelledAt = System.nanoTime();
						control.stop();
					}
					watch(times, System.nanoTime());
				}
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			status = Measurement.Status.CANCELLED;
			control.abortStart();
		} finally {
			control.abortStart(); // harmless after go: releases nobody, marks the run stopped for stragglers
			joinAll();
			finished = System.nanoTime();
		}
		if (cpuStart >= 0) {
			cpuEnd = CpuClock.processCpuNanos();
		}
		Measurement.KernelCounts counted = times == null ? null : kernel.stop();
		rethrowFailure();
		List<WorkerRecorder> recorders = new ArrayList<>();
		for (Worker w : workers) {
			WorkerRecorder r = w.result();
			if (r != null) {
				recorders.add(r);
			}
		}
		// one I/O at a time: while the worker read the kernel's counters nothing was in flight
		long idle = spec.workers() == 1 && spec.queueDepth() == 1 ? control.workerReadingNanos() : 0;
		long elapsed = times == null ? 0
				: measuredSpan(times, recorders, Math.min(finished, cancelledAt), status, idle);
		if (spec.verify() && plan.writes && status == Measurement.Status.COMPLETED) {
			verifyWritten();
		}
		long cpu = cpuStart >= 0 && cpuEnd >= cpuStart ? cpuEnd - cpuStart : 0;
		IoTimeLog log = plan.timeLog;
		RunTimes runTimes = times;
		Measurement m = MeasurementAssembler.assemble(recorders, status, plan.backend, elapsed, cpu).withKernel(counted)
				.withIoTimes(log == null || runTimes == null ? null : log.times(runTimes.measureStart()));
		Measurement.Intervals in = m.intervals();
		for (int i = intervalsShown; i < in.count(); i++) {
			observer.interval(new RunObserver.IntervalSnapshot(in.startSeconds()[i], in.iops()[i], in.megabytesPerSecond()[i],
					in.meanLatencyMicros()[i], in.maxLatencyMicros()[i]));
		}
		if (status == Measurement.Status.COMPLETED) {
			observer.progress(1.0);
		}
		return m;
	}

	/**
	 * The measured time. A run that lasted its duration measured exactly that; a cancelled one up to
	 * the cancellation (or its last completion, when I/Os drained after it). One that ended sooner
	 * because its I/O count or byte amount was done measured from the start of its first measured I/O
	 * (the end of the ramp when I/Os were in flight then) to its last completion: the coordinator
	 * notices the end only after joining the workers, and neither that idle
	 * time nor a worker's late wake-up at the start is the drive's.
	 *
	 * @param ended when the run ended: the cancellation, or when the workers had all stopped
	 * @param idle  time within a run that ended sooner with nothing in flight and not the drive's (the
	 *              worker reading the kernel's counters at queue depth 1: 0.5 to 1 ms, 15 % of a
	 *              2000-read run on zram); left out
	 */
	static long measuredSpan(RunTimes times, List<WorkerRecorder> recorders, long ended, Measurement.Status status,
			long idle) {
		long firstStart = Long.MAX_VALUE;
		long lastCompletion = 0;
		for (WorkerRecorder r : recorders) {
			firstStart = Math.min(firstStart, r.firstStart());
			lastCompletion = Math.max(lastCompletion, r.lastCompletion());
		}
		if (ended >= times.measureEnd()) {
			return times.measureEnd() - times.measureStart();
		}
		if (status == Measurement.Status.CANCELLED) {
			return Math.max(0, Math.max(ended, lastCompletion) - times.measureStart());
		}
		if (lastCompletion == 0) {
			return 0;
		}
		return Math.max(0, lastCompletion - Math.max(times.measureStart(), firstStart) - idle);
	}

	/** Shows finished intervals and progress. */
	private void watch(RunTimes times, long now) {
		List<WorkerRecorder> recorders = new ArrayList<>();
		long ios = 0;
		long bytes = 0;
		for (WorkerProgress p : progress) {
			p.acquire();
			WorkerRecorder r = p.recorder();
			if (r != null) {
				recorders.add(r);
				ios += p.ios();
				bytes += p.bytes();
			}
		}
		long length = spec.interval().toNanos();
		while (true) {
			long intervalEnd = times.measureStart() + (intervalsShown + 1) * length;
			if (intervalEnd > times.measureEnd() || intervalEnd + INTERVAL_GRACE_NANOS > now) {
				break;
			}
			observer.interval(MeasurementAssembler.interval(recorders, intervalsShown, length));
			intervalsShown++;
		}
		double fraction = 0;
		if (times.measureEnd() != Long.MAX_VALUE) {
			fraction = (double) (now - times.start()) / (times.measureEnd() - times.start());
		}
		IoTrace trace = spec.trace();
		long ioBound = trace != null ? trace.ios() : spec.ioLimit();
		if (ioBound > 0) {
			fraction = Math.max(fraction, (double) ios / ioBound);
		}
		if (spec.amountBytes() > 0) {
			fraction = Math.max(fraction, (double) bytes / spec.amountBytes());
		}
		observer.progress(Math.max(0, Math.min(1, fraction)));
	}

	private void verifyWritten() throws IOException {
		List<Verifier> verifiers = new ArrayList<>();
		for (Worker w : workers) {
			if (w.verifier != null) {
				verifiers.add(w.verifier);
			}
		}
		try {
			ReadBack.check(plan.target, verifiers, observer::cancelled);
		} catch (IOException | RuntimeException e) {
			throw e;
		} catch (Exception e) {
			throw new IOException("verify pass on " + plan.target.name() + " failed: " + e.getMessage(), e);
		}
	}

	/** Waits until the workers' threads have ended or {@code nanos} passed, whichever comes first. */
	private void awaitWorkers(long nanos) throws InterruptedException {
		for (Thread t : threads) {
			if (t.isAlive()) {
				t.join(Duration.ofNanos(nanos));
				return;
			}
		}
	}

	private boolean anyAlive() {
		for (Thread t : threads) {
			if (t.isAlive()) {
				return true;
			}
		}
		return false;
	}

	private void joinAll() {
		boolean interrupted = false;
		for (Thread t : threads) {
			while (t.isAlive()) {
				try {
					t.join();
				} catch (InterruptedException e) {
					interrupted = true; // the workers drain their I/O first; they end on their own
				}
			}
		}
		if (interrupted) {
			Thread.currentThread().interrupt();
		}
	}

	private void rethrowFailure() throws IOException {
		Throwable f = control.failure();
		if (f == null) {
			return;
		}
		if (f instanceof IOException e) {
			throw e;
		}
		if (f instanceof RuntimeException e) {
			throw e;
		}
		if (f instanceof Error e) {
			throw e;
		}
		throw new IOException("run on " + plan.target.name() + " failed: " + f, f);
	}
}
