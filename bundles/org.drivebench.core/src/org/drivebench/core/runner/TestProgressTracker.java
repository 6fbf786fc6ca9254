package org.drivebench.core.runner;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

import org.drivebench.core.api.TestProgress;
import org.drivebench.engine.RunObserver;

/**
 * The progress a running test reports, mapped onto the run's progress, with a stamp of the last sign
 * of life (for stall detection) and the cancellation the runner decides.
 */
final class TestProgressTracker implements TestProgress {
	private final int testIndex;
	private final int testCount;
	private final RunListener listener;
	private final BooleanSupplier cancelled;
	private final LongSupplier clock;
	private final AtomicLong lastActivity = new AtomicLong();
	private volatile int stepIndex;
	private volatile int stepCount = 1;

	private final RunObserver observer = new RunObserver() {
		@Override
		public boolean cancelled() {
			return TestProgressTracker.this.cancelled();
		}

		@Override
		public void interval(IntervalSnapshot snapshot) {
			touch();
			listener.interval(snapshot);
		}

		@Override
		public void progress(double fraction) {
			touch();
			double test = (stepIndex + Math.max(0, Math.min(1, fraction))) / stepCount;
			listener.progress(test, (testIndex + test) / testCount);
		}
	};

	TestProgressTracker(int testIndex, int testCount, RunListener listener, BooleanSupplier cancelled, LongSupplier clock) {
		this.testIndex = testIndex;
		this.testCount = testCount;
		this.listener = listener;
		this.cancelled = cancelled;
		this.clock = clock;
		touch();
	}

	@Override
	public void step(String name, int index, int count) {
		stepIndex = Math.max(0, index);
		stepCount = Math.max(1, count);
		touch();
		listener.step(name, index, count);
		double test = (double) stepIndex / stepCount;
		listener.progress(test, (testIndex + test) / testCount);
	}

	@Override
	public RunObserver observer() {
		return observer;
	}

	@Override
	public boolean cancelled() {
		return cancelled.getAsBoolean();
	}

	/** Records a sign of life. */
	void touch() {
		lastActivity.set(clock.getAsLong());
	}

	/** Clock time of the last sign of life. */
	long lastActivity() {
		return lastActivity.get();
	}
}
