package org.drivebench.engine;

/**
 * Watches a running workload: live per-interval figures, progress, and cancellation. Called from the
 * engine's threads; implementations must be quick and thread-safe.
 */
public interface RunObserver {
	/** Observes nothing and never cancels. */
	RunObserver NONE = new RunObserver() {
	};

	/** Polled by the engine at least every 100 ms of wall time; when true the run stops and returns partial figures. */
	default boolean cancelled() {
		return false;
	}

	/** One finished interval of the measured phase. */
	default void interval(IntervalSnapshot snapshot) {
	}

	/** Fraction done, 0 to 1, by time or amount, whichever bounds the run. */
	default void progress(double fraction) {
	}

	/** Figures of one interval as they arrive. */
	record IntervalSnapshot(double startSeconds, double iops, double megabytesPerSecond, double meanLatencyMicros,
			double maxLatencyMicros) {
	}
}
