package org.drivebench.group;

import java.util.function.Consumer;

import org.drivebench.core.runner.RunPlan;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.Run;

/**
 * Runs one entry of a group test the way any suite is run (the library's
 * {@link org.drivebench.library.LibraryRunner}, as for {@code drivebench run} and the workbench's New
 * Run): checks its target, opens it, measures, saves the run into the library. Called from a thread per rig, so entries on different rigs run at once.
 */
@FunctionalInterface
public interface EntryRunner {
	/**
	 * Runs {@code plan} (the entry's suite, or what is left of it after an interruption) on the entry's target.
	 *
	 * @param saved called with the run each time it is saved, from the first save on (before its first test)
	 * @return the run as it ended
	 * @throws Exception when the target is refused or cannot be opened, or the run cannot be saved: the
	 *                   entry fails with the message, and the group test goes on with the next entry
	 */
	Run run(GroupEntry entry, RunPlan plan, Consumer<Run> saved) throws Exception;
}
