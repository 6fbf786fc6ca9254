package org.drivebench.core.runner;

import java.util.List;
import java.util.Objects;

/**
 * What a run will do: its tests in order, with checked parameters, and its options.
 *
 * @param name    the suite's name, or the test's id for a single test
 * @param tests   the entries
 * @param options the run's seed and whether each test starts on a fresh simulated drive
 */
public record RunPlan(String name, List<PlannedTest> tests, RunOptions options) {
	public RunPlan {
		tests = List.copyOf(tests);
		Objects.requireNonNull(options, "options");
		if (tests.isEmpty()) {
			throw new IllegalArgumentException("run '" + name + "' has no tests");
		}
	}

	/** A plan with the default options: a new seed, tests meeting the state the previous ones left. */
	public RunPlan(String name, List<PlannedTest> tests) {
		this(name, tests, RunOptions.DEFAULT);
	}

	/** The same plan with other options. */
	public RunPlan with(RunOptions newOptions) {
		return new RunPlan(name, tests, newOptions);
	}

	/** Whether any entry writes, so the target must be opened for writing (and confirmed). */
	public boolean writes() {
		return tests.stream().anyMatch(PlannedTest::writes);
	}
}
