package org.drivebench.ui.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.suite.SuitePlanner;
import org.drivebench.model.Suite;
import org.drivebench.model.SuiteEntry;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;

/**
 * The launcher's plan, without widgets: the parameter rows of a suite or a test, and the checked
 * {@link RunPlan} they make (the core's {@link SuitePlanner} checks them), or what is wrong, per row and
 * as a whole.
 */
public final class LaunchPlanner {
	/**
	 * The plan the rows make, or why they make none.
	 *
	 * @param plan    the checked plan, or null
	 * @param problem what is wrong (the planner's message, naming entry, test, parameter and value), or null
	 */
	public record Outcome(@Nullable RunPlan plan, @Nullable String problem) {
	}

	private final TestRegistry registry;

	public LaunchPlanner(TestRegistry registry) {
		this.registry = registry;
	}

	/** The installed tests, ordered by category and name. */
	public List<DriveTest> tests() {
		return registry.tests();
	}

	/** One override row per parameter any installed test of {@code suite} takes, in entry order; all empty. */
	public List<ParameterRow> rows(Suite suite) {
		Map<String, ParameterSpec> specs = new LinkedHashMap<>();
		for (SuiteEntry entry : suite.getEntries()) {
			registry.find(entry.getTestId()).ifPresent(t -> t.parameters().forEach(p -> specs.putIfAbsent(p.key(), p)));
		}
		List<ParameterRow> rows = new ArrayList<>();
		specs.values().forEach(spec -> rows.add(new ParameterRow(spec, true)));
		return rows;
	}

	/** The installed tests {@code suite} runs, each once, in entry order. */
	public List<DriveTest> tests(Suite suite) {
		List<DriveTest> tests = new ArrayList<>();
		for (SuiteEntry entry : suite.getEntries()) {
			registry.find(entry.getTestId()).filter(t -> !tests.contains(t)).ifPresent(tests::add);
		}
		return tests;
	}

	/** One row per parameter of {@code test}, holding its default. */
	public List<ParameterRow> rows(DriveTest test) {
		List<ParameterRow> rows = new ArrayList<>();
		test.parameters().forEach(spec -> rows.add(new ParameterRow(spec, false)));
		return rows;
	}

	/** The plan of {@code suite} with the rows' overrides. */
	public Outcome plan(Suite suite, List<ParameterRow> rows) {
		String rowProblem = firstProblem(rows);
		if (rowProblem != null) {
			return new Outcome(null, rowProblem);
		}
		Map<String, String> overrides = new LinkedHashMap<>();
		rows.stream().filter(ParameterRow::isSet).forEach(r -> overrides.put(r.spec().key(), r.text()));
		try {
			return new Outcome(new SuitePlanner(registry).plan(suite, overrides), null);
		} catch (IllegalArgumentException e) {
			return new Outcome(null, e.getMessage());
		}
	}

	/** The plan of {@code test} with the rows' values; a value the test refuses marks its row. */
	public Outcome plan(DriveTest test, List<ParameterRow> rows) {
		String rowProblem = firstProblem(rows);
		if (rowProblem != null) {
			return new Outcome(null, rowProblem);
		}
		Map<String, String> values = new LinkedHashMap<>();
		rows.forEach(r -> values.put(r.spec().key(), r.text()));
		try {
			return new Outcome(new SuitePlanner(registry).planTest(test.descriptor().id(), values), null);
		} catch (InvalidParameterException e) {
			rows.stream().filter(r -> r.spec().key().equals(e.key())).forEach(r -> r.setProblem(e.getMessage()));
			return new Outcome(null, e.getMessage());
		} catch (IllegalArgumentException e) {
			return new Outcome(null, e.getMessage());
		}
	}

	private static @Nullable String firstProblem(List<ParameterRow> rows) {
		for (ParameterRow row : rows) {
			String problem = row.problem();
			if (problem != null) {
				return problem;
			}
		}
		return null;
	}

	/** "Linear: Surface rate (linear.surface)", how the launcher lists a test. */
	public static String describe(DriveTest test) {
		return NLS.bind(Messages.test_entry, new Object[] { test.descriptor().category(), test.descriptor().name(), test.descriptor().id() });
	}
}
