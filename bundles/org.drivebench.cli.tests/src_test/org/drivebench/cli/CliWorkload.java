package org.drivebench.cli;

import org.drivebench.core.testing.StandInWorkload;

/** linear.sequential and random.random as the standard bundles define them, with the shipped defaults, for the CLI's tests. */
final class CliWorkload extends StandInWorkload {
	CliWorkload(String id, boolean sequential) {
		super(id, sequential, sequential ? new Defaults("1M", 8, 1, "5s", "1G") : new Defaults("4k", 32, 1, "5s", "1G"));
	}
}
