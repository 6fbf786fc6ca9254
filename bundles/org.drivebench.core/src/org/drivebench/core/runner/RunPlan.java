package org.drivebench.core.runner;

import java.util.List;

/**
 * What a run will do: its tests in order, with checked parameters.
 *
 * @param name  the suite's name, or the test's id for a single test
 * @param tests the entries
 */
public record RunPlan(String name, List<PlannedTest> tests) {
	public RunPlan {
		tests = List.copyOf(tests);
		if (tests.isEmpty()) {
			throw new IllegalArgumentException("run '" + name + "' has no tests");
		}
	}

	/** Whether any entry writes, so the target must be opened for writing (and confirmed). */
	public boolean writes() {
		return tests.stream().anyMatch(PlannedTest::writes);
	}
}
