package org.drivebench.ui.run;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.engine.RunObserver.IntervalSnapshot;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;

/**
 * How one run goes, as the runner's threads report it and the monitor shows it: its state, each test's
 * state, the current test and step, progress, and the live per-interval figures of the current test.
 * The runner writes, the UI thread reads a {@link RunView} copy now and then (never per event: a
 * simulated drive sends thousands of intervals a second). The live figures are those of the current
 * step (each step is an engine run of its own, with its own time axis). The interval figures kept are bounded: past
 * {@value #MAX_POINTS} points every other one is dropped and only every second one is kept from then
 * on, so a ten-hour test costs the same memory as a ten-second one.
 */
public final class RunProgress {
	/** The most interval points kept for the live chart of the current test. */
	public static final int MAX_POINTS = 2000;

	private final RunPlan plan;
	private final String targetName;
	private final @Nullable String group;
	private final List<String> tests = new ArrayList<>();
	private final TestState[] states;
	private RunSessionState state = RunSessionState.QUEUED;
	private int current = -1;
	private String step = "";
	private int stepIndex;
	private int stepCount;
	private double testFraction;
	private double runFraction;
	private double[] times = new double[64];
	private double[] rates = new double[64];
	private double[] iops = new double[64];
	private int points;
	private int stride = 1;
	private long intervalsSeen;
	private @Nullable Run run;
	private @Nullable String failure;
	private @Nullable String saveProblem;
	private int saves;
	private volatile boolean cancelRequested;
	private long version;

	/** A run New Run asked for. */
	RunProgress(RunRequest request) {
		this(request.plan(), request.target().name(), null);
	}

	/**
	 * @param group the group test and entry the run belongs to, as the monitor names them; null for a New Run
	 */
	RunProgress(RunPlan plan, String targetName, @Nullable String group) {
		this.plan = plan;
		this.targetName = targetName;
		this.group = group;
		for (PlannedTest t : plan.tests()) {
			tests.add(t.label());
		}
		states = new TestState[tests.size()];
		Arrays.fill(states, TestState.WAITING);
	}

	/** The tests the run measures. */
	public RunPlan plan() {
		return plan;
	}

	/** Asks the run to stop: the test under way keeps its partial figures, the others are skipped. */
	public void cancel() {
		cancelRequested = true;
		synchronized (this) {
			version++;
		}
	}

	boolean cancelRequested() {
		return cancelRequested;
	}

	synchronized void started() {
		state = RunSessionState.RUNNING;
		version++;
	}

	/** The target is being prepared (a test file filled): {@code fraction} done. */
	synchronized void preparing(double fraction) {
		step = NLS.bind(Messages.preparing_file, Math.round(Math.max(0, Math.min(1, fraction)) * 100));
		version++;
	}

	synchronized void testStarted(int index) {
		current = index;
		states[index] = TestState.RUNNING;
		step = "";
		stepIndex = 0;
		stepCount = 0;
		testFraction = 0;
		points = 0;
		stride = 1;
		intervalsSeen = 0;
		version++;
	}

	/** A new step (one engine run, e.g. one block size): the live figures start again with it. */
	synchronized void step(String name, int index, int count) {
		step = name;
		stepIndex = index;
		stepCount = count;
		points = 0;
		stride = 1;
		intervalsSeen = 0;
		version++;
	}

	synchronized void progress(double test, double whole) {
		testFraction = test;
		runFraction = whole;
		version++;
	}

	synchronized void interval(IntervalSnapshot snapshot) {
		if (intervalsSeen++ % stride != 0) {
			return;
		}
		if (points == MAX_POINTS) {
			for (int i = 0; i < points / 2; i++) {
				times[i] = times[2 * i];
				rates[i] = rates[2 * i];
				iops[i] = iops[2 * i];
			}
			points /= 2;
			stride *= 2;
		}
		if (points == times.length) {
			int grown = Math.min(MAX_POINTS, times.length * 2);
			times = Arrays.copyOf(times, grown);
			rates = Arrays.copyOf(rates, grown);
			iops = Arrays.copyOf(iops, grown);
		}
		times[points] = snapshot.startSeconds();
		rates[points] = snapshot.megabytesPerSecond();
		iops[points] = snapshot.iops();
		points++;
		version++;
	}

	synchronized void testFinished(int index, TestResult result) {
		states[index] = TestState.of(result.getStatus());
		version++;
	}

	synchronized void saved(Run saved, @Nullable String problem) {
		run = saved;
		if (problem == null) {
			saves++;
		}
		saveProblem = problem;
		version++;
	}

	synchronized void finished(Run finished) {
		run = finished;
		state = cancelRequested ? RunSessionState.CANCELLED : RunSessionState.FINISHED;
		for (int i = 0; i < states.length; i++) {
			if (states[i] == TestState.WAITING || states[i] == TestState.RUNNING) {
				states[i] = TestState.SKIPPED;
			}
		}
		version++;
	}

	synchronized void failed(String message) {
		failure = message;
		state = RunSessionState.FAILED;
		for (int i = 0; i < states.length; i++) {
			if (states[i] == TestState.WAITING) {
				states[i] = TestState.SKIPPED;
			}
		}
		version++;
	}

	/** A copy of where the run stands now. */
	public synchronized RunView view() {
		return new RunView(plan.name(), targetName, group, state, List.copyOf(tests), List.of(states.clone()),
				current, step, stepIndex, stepCount, testFraction, runFraction, Arrays.copyOf(times, points),
				Arrays.copyOf(rates, points), Arrays.copyOf(iops, points), failure, saveProblem, saves, run, cancelRequested, version);
	}
}
