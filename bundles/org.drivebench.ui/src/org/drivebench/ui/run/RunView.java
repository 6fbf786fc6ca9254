package org.drivebench.ui.run;

import java.util.List;

import org.drivebench.model.Run;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Where a run stood when it was looked at: what the monitor and the status line show.
 *
 * @param planName        the suite's name or the test's id
 * @param targetName      what it measures
 * @param group           the group test and entry the run belongs to, or null for a run from New Run
 * @param state           the run's state
 * @param tests           the tests' labels, in order
 * @param states          each test's state
 * @param current         the index of the test under way (or last run), -1 before the first
 * @param step            the step the current test announced, e.g. "Read 64 KiB"; empty before one
 * @param stepIndex       that step's index, from 0
 * @param stepCount       the current test's number of steps (0 before one is announced)
 * @param testFraction    progress of the current test, 0 to 1
 * @param runFraction     progress of the whole run, 0 to 1
 * @param times           start of each interval kept, seconds into the current test
 * @param megabytesPerSecond the transfer rate of each interval kept, MB/s
 * @param iops            the I/O operations per second of each interval kept
 * @param failure         why the run could not run, or null
 * @param saveProblem     why the last save to the library failed, or null
 * @param saves           how many times the run was saved
 * @param run             the run as last saved (or finished), or null before its first test ended
 * @param cancelRequested whether the user asked it to stop
 * @param version         grows with every change (the UI redraws only when it changed)
 */
public record RunView(String planName, String targetName, @Nullable String group, RunSessionState state, List<String> tests, List<TestState> states, int current,
		String step, int stepIndex, int stepCount, double testFraction, double runFraction, double[] times,
		double[] megabytesPerSecond, double[] iops, @Nullable String failure, @Nullable String saveProblem, int saves, @Nullable Run run, boolean cancelRequested,
		long version) {

	/** How many tests have ended (in whatever state). */
	public long testsDone() {
		return states.stream().filter(s -> s != TestState.WAITING && s != TestState.RUNNING).count();
	}
}
