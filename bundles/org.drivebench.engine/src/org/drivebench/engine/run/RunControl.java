package org.drivebench.engine.run;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.eclipse.jdt.annotation.Nullable;

/**
 * What the coordinator and the worker threads of one run share: the start handshake, the stop flag
 * (bounds reached, cancellation, or a failure anywhere), and the first failure.
 */
final class RunControl {
	private final CountDownLatch ready;
	private final CountDownLatch go = new CountDownLatch(1);
	private final AtomicReference<@Nullable Throwable> failure = new AtomicReference<>();
	private volatile boolean stop;
	private volatile @Nullable RunTimes times;

	private final KernelCounting kernel;
	private volatile long workerReadingNanos;

	RunControl(int threads, KernelCounting kernel) {
		ready = new CountDownLatch(threads);
		this.kernel = kernel;
	}

	/**
	 * A worker recorded its first measured completion: the kernel's counters start now, unless already.
	 * How long the worker spent reading them is kept ({@link #workerReadingNanos}): at queue depth 1 it
	 * is time in the measured span with nothing in flight.
	 */
	void measuring() {
		if (!kernel.started()) {
			long before = System.nanoTime();
			if (kernel.start()) {
				workerReadingNanos = System.nanoTime() - before;
			}
		}
	}

	/** How long a worker spent taking the kernel's first reading (0 when the coordinator took it). */
	long workerReadingNanos() {
		return workerReadingNanos;
	}

	/** A worker thread is set up (or gave up); waits for the start and returns its times, or null to quit. */
	@Nullable RunTimes readyAndAwaitGo() throws InterruptedException {
		ready.countDown();
		go.await();
		return stop ? null : times;
	}

	/** Waits up to {@code millis} for every thread to be set up. */
	boolean awaitReady(long millis) throws InterruptedException {
		return ready.await(millis, TimeUnit.MILLISECONDS);
	}

	/** Releases the workers with the run's times. */
	void go(RunTimes runTimes) {
		times = runTimes;
		go.countDown();
	}

	/** Releases waiting workers so they quit (setup failed or the run was cancelled before it began). */
	void abortStart() {
		stop = true;
		go.countDown();
	}

	void stop() {
		stop = true;
	}

	boolean stopped() {
		return stop;
	}

	/** Records the first failure and stops the run. */
	void fail(Throwable t) {
		if (!failure.compareAndSet(null, t)) {
			Throwable first = failure.get();
			if (first != null && first != t) {
				first.addSuppressed(t);
			}
		}
		stop = true;
	}

	/** The first failure, or null when there was none. */
	@Nullable Throwable failure() {
		return failure.get();
	}
}
