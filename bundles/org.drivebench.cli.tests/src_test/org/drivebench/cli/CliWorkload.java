package org.drivebench.cli;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.testing.StandInWorkload;
import org.drivebench.drivetests.reviews.ReviewSuites;

/** linear.sequential and random.random as the standard bundles define them, with the shipped defaults, for the CLI's tests. */
final class CliWorkload extends StandInWorkload {
	CliWorkload(String id, boolean sequential) {
		super(id, sequential, sequential ? new Defaults("1M", 8, 1, "5s", "1G") : new Defaults("4k", 32, 1, "5s", "1G"));
	}

	/** A registry of the two workloads and the standard reviews' suites (the quick check runs on the two). */
	static TestRegistry registry() {
		TestRegistry registry = new TestRegistry();
		registry.addTest(new CliWorkload("linear.sequential", true));
		registry.addTest(new CliWorkload("random.random", false));
		registry.addSuites(new ReviewSuites(), "org.drivebench.drivetests.reviews", 100);
		return registry;
	}
}
