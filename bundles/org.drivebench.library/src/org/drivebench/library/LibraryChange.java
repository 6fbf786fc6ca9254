package org.drivebench.library;

import java.util.Set;

/**
 * What changed in the library: the ids of runs, reports, suites and group tests that were added,
 * changed or removed (a listener asks the library for their current state).
 *
 * @param runs        ids of runs added, changed or removed
 * @param reports     ids of comparison reports added, changed or removed
 * @param suites      ids of suites added, changed or removed
 * @param groups      ids of group tests added, changed or removed
 * @param fromOutside whether the change was found on disk (another process, or a reload) rather
 *                    than made through this library object
 */
public record LibraryChange(Set<String> runs, Set<String> reports, Set<String> suites, Set<String> groups, boolean fromOutside) {
	public LibraryChange {
		runs = Set.copyOf(runs);
		reports = Set.copyOf(reports);
		suites = Set.copyOf(suites);
		groups = Set.copyOf(groups);
	}

	/** A change of no group test. */
	public LibraryChange(Set<String> runs, Set<String> reports, Set<String> suites, boolean fromOutside) {
		this(runs, reports, suites, Set.of(), fromOutside);
	}

	/** Whether nothing changed. */
	public boolean isEmpty() {
		return runs.isEmpty() && reports.isEmpty() && suites.isEmpty() && groups.isEmpty();
	}

	static LibraryChange ofRuns(Set<String> ids) {
		return new LibraryChange(ids, Set.of(), Set.of(), false);
	}

	static LibraryChange ofReports(Set<String> ids) {
		return new LibraryChange(Set.of(), ids, Set.of(), false);
	}

	static LibraryChange ofSuites(Set<String> ids) {
		return new LibraryChange(Set.of(), Set.of(), ids, false);
	}

	static LibraryChange ofGroups(Set<String> ids) {
		return new LibraryChange(Set.of(), Set.of(), Set.of(), ids, false);
	}
}
