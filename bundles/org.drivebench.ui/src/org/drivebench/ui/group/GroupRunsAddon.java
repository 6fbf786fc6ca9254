package org.drivebench.ui.group;

import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * Stops the group tests still running when the workbench closes: the test under way is cancelled
 * (its partial figures kept) and the entry waits for Resume, as after Ctrl+C on the command line.
 */
public class GroupRunsAddon {
	private static final long CLOSE_WAIT_MILLIS = 5_000;

	@Inject
	private GroupRuns runs;

	@PreDestroy
	void stop() {
		try {
			runs.cancelAll(CLOSE_WAIT_MILLIS);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}
}
