package org.drivebench.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.eclipse.jdt.annotation.Nullable;

/**
 * Ctrl+C (or a kill) during a run: the JVM's shutdown hook asks the run to cancel and waits until the
 * partial results are saved and printed, then ends the process with exit code 3 (cancelled) itself,
 * since a JVM shutting down for a signal would otherwise exit with 128 + the signal's number.
 */
final class CancelSignal {
	/** How long the hook waits for the test under way to stop (it stops within a second) and the run to be saved. */
	private static final long SAVE_WAIT_SECONDS = 30;

	private volatile boolean requested;
	private final CountDownLatch finished = new CountDownLatch(1);
	private @Nullable Thread hook;

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
			System.out.flush();
			System.err.flush();
			// the documented exit code of a cancelled run; halt, since exit is already under way
			Runtime.getRuntime().halt(ExitCode.CANCELLED);
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
