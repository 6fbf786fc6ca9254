package org.drivebench.drivetests.filecopy;

import org.drivebench.engine.RunObserver;

/**
 * What a copy on a real drive tells the monitor while it runs: the share done (by bytes) and the rate
 * of each second, and whether the user cancelled. A copy checks {@link #cancelled()} between buffers,
 * so it stops within one buffer's time.
 */
final class CopyProgress {
	private final RunObserver observer;
	private final long totalBytes;
	private final long startNanos = System.nanoTime();
	private long doneBytes;
	private long intervalStart = startNanos;
	private long intervalBytes;
	private int intervals;

	CopyProgress(RunObserver observer, long totalBytes) {
		this.observer = observer;
		this.totalBytes = Math.max(1, totalBytes);
	}

	void add(long bytes) {
		doneBytes += bytes;
		intervalBytes += bytes;
		long now = System.nanoTime();
		if (now - intervalStart >= 1_000_000_000L) {
			double seconds = (now - intervalStart) / 1e9;
			observer.interval(new RunObserver.IntervalSnapshot(intervals++, 0, intervalBytes / 1e6 / seconds, 0, 0));
			observer.progress(Math.min(1, (double) doneBytes / totalBytes));
			intervalStart = now;
			intervalBytes = 0;
		}
	}

	/** A sign of life while a long call (a sync) runs. */
	void alive() {
		observer.progress(Math.min(1, (double) doneBytes / totalBytes));
	}

	boolean cancelled() {
		return observer.cancelled();
	}

	/** Thrown out of a copy the user cancelled; whatever it created is removed by its caller. */
	static final class Cancelled extends RuntimeException {
		private static final long serialVersionUID = 1L;

		Cancelled() {
			super("cancelled by the user", null, false, false);
		}
	}

	void checkCancelled() {
		if (cancelled()) {
			throw new Cancelled();
		}
	}
}
