package org.drivebench.group;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.suite.SavedSuites;
import org.drivebench.core.suite.SuiteCatalog;
import org.drivebench.core.suite.SuitePlanner;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.Suite;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;

/** What an entry runs: its suite with its parameters, and after an interruption what is left of it. */
public final class EntryPlans {
	private EntryPlans() {
	}

	/**
	 * The entry's whole plan: its suite (installed or saved in {@code saved}) with its parameters, checked.
	 *
	 * @throws IllegalArgumentException naming the suite that does not exist or the parameter that is wrong
	 */
	public static RunPlan plan(GroupEntry entry, TestRegistry registry, @Nullable SavedSuites saved) {
		SuiteCatalog catalog = new SuiteCatalog(registry, saved);
		Suite suite = catalog.find(entry.getSuiteId()).orElseThrow(
				() -> new IllegalArgumentException("no suite '" + entry.getSuiteId() + "'; suites: " + catalog.ids()));
		return new SuitePlanner(registry).plan(suite, parameters(entry.getParameters()));
	}

	/**
	 * Parameters written key=value, in order (as {@code --param} gives them, to a group test's entry and to a run).
	 *
	 * @throws IllegalArgumentException naming one that is not key=value, or a key given twice ("param 'x' is not key=value")
	 */
	public static Map<String, String> parameters(List<String> given) {
		Map<String, String> params = new LinkedHashMap<>();
		for (String p : given) {
			int eq = p.indexOf('=');
			if (eq <= 0) {
				throw new IllegalArgumentException("param '" + p + "' is not key=value");
			}
			if (params.put(p.substring(0, eq).strip(), p.substring(eq + 1).strip()) != null) {
				throw new IllegalArgumentException("param " + p.substring(0, eq).strip() + " is given twice");
			}
		}
		return params;
	}

	/**
	 * What is left of {@code plan} after the entry's runs so far: the tests none of them completed, in the
	 * plan's order (a run killed during its third test leaves the third on); empty when every test completed.
	 */
	public static Optional<RunPlan> remaining(RunPlan plan, GroupEntry entry, ResultLibrary library) {
		Set<String> done = completed(entry, library);
		List<PlannedTest> left = plan.tests().stream().filter(t -> !done.contains(t.label())).toList();
		return left.isEmpty() ? Optional.empty() : Optional.of(new RunPlan(plan.name(), left, plan.options()));
	}

	/** The tests (by their name in the run) that one of the entry's runs completed. */
	static Set<String> completed(GroupEntry entry, ResultLibrary library) {
		Set<String> done = new HashSet<>();
		for (String id : entry.getRunIds()) {
			Optional<Run> run = library.run(id);
			if (run.isEmpty()) {
				continue; // moved to the trash: its tests run again
			}
			for (TestResult r : run.get().getResults()) {
				if (r.getStatus() == ResultStatus.COMPLETED && r.getCaseName() != null) {
					done.add(r.getCaseName());
				}
			}
		}
		return done;
	}
}
