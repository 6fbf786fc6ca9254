package org.drivebench.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Ctrl+C during a run: the JVM's shutdown hook asks the run to cancel and waits (a few seconds)
 * until the partial results are saved, so an interrupted run keeps what it measured.
 */
final class CancelSignal {
	private static final long SAVE_WAIT_SECONDS = 10;

	private volatile boolean requested;
	private final CountDownLatch finished = new CountDownLatch(1);
	private Thread hook;

	boolean requested() {
		return requested;
	}

	/** Asks the run to stop. */
	void request() {
		requested = true;
	}

	/** Installs the shutdown hook for the duration of a run. */
	void install() {
		hook = new Thread(() -> {
			request();
			try {
				finished.await(SAVE_WAIT_SECONDS, TimeUnit.SECONDS);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		}, "drivebench-cancel-on-signal");
		Runtime.getRuntime().addShutdownHook(hook);
	}

	/** The run saved what it had; the hook may let the JVM go. */
	void finished() {
		finished.countDown();
		if (hook != null) {
			try {
				Runtime.getRuntime().removeShutdownHook(hook);
			} catch (IllegalStateException e) {
				// already shutting down: the hook is running and has just been released
			}
		}
	}
}
