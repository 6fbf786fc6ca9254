package org.drivebench.core.runner;

import org.drivebench.engine.RunObserver;
import org.drivebench.model.TestResult;

/**
 * Hears how a run goes (the CLI's progress bar, the workbench's live monitor) and may cancel it.
 * Called from the runner's threads; implementations hand UI work to their own thread.
 */
public interface RunListener {
	RunListener NONE = new RunListener() {
	};

	/** Test {@code index} (from 0) of {@code count} starts. */
	default void testStarted(int index, int count, PlannedTest test) {
	}

	/** The running test announced a step, e.g. "Read 64 KiB" (2 of 11). */
	default void step(String name, int index, int count) {
	}

	/** Progress of the current test and of the whole run, 0 to 1. */
	default void progress(double testFraction, double runFraction) {
	}

	/** Live figures of the current engine run, one per interval. */
	default void interval(RunObserver.IntervalSnapshot snapshot) {
	}

	/** Test {@code index} ended with this result (its status says how). */
	default void testFinished(int index, int count, TestResult result) {
	}

	/** Polled often; true cancels the current test (its partial figures are kept) and skips the rest. */
	default boolean cancelRequested() {
		return false;
	}

	/**
	 * Asked before each test after the first; true skips the rest of the run, the tests done kept whole
	 * (a group test paused: it stops after the test under way).
	 */
	default boolean stopRequested() {
		return false;
	}
}
