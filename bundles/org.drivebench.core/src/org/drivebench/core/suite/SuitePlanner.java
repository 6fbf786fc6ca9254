package org.drivebench.core.suite;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.model.Parameter;
import org.drivebench.model.Suite;
import org.drivebench.model.SuiteEntry;

/**
 * Turns a suite, or one test with parameters, into a checked {@link RunPlan} against the installed
 * tests. Every problem is found before anything runs and named: the suite, the entry, the test, the
 * parameter.
 */
public final class SuitePlanner {
	private final TestRegistry registry;

	public SuitePlanner(TestRegistry registry) {
		this.registry = registry;
	}

	/**
	 * Plans every entry of {@code suite}; {@code overrides} (key to text) apply to every entry whose
	 * test takes that parameter (e.g. a shorter duration for a trial run).
	 *
	 * @throws IllegalArgumentException naming every entry whose test is missing or whose parameters are invalid
	 */
	public RunPlan plan(Suite suite, Map<String, String> overrides) {
		List<PlannedTest> planned = new ArrayList<>();
		List<String> problems = new ArrayList<>();
		int n = 0;
		for (SuiteEntry entry : suite.getEntries()) {
			n++;
			Optional<DriveTest> installed = registry.find(entry.getTestId());
			String where = "suite '" + suite.getName() + "' entry " + n + " (" + entry.getLabel() + ")";
			if (installed.isEmpty()) {
				problems.add(where + " needs test '" + entry.getTestId() + "', which is not installed");
				continue;
			}
			DriveTest test = installed.get();
			Map<String, String> values = new LinkedHashMap<>();
			for (Parameter p : entry.getParameters()) {
				values.put(p.getKey(), p.getValue());
			}
			test.parameters().forEach(spec -> {
				String given = overrides.get(spec.key());
				if (given != null) {
					values.put(spec.key(), given);
				}
			});
			try {
				planned.add(new PlannedTest(test, ParameterValues.resolve(test.descriptor().id(), test.parameters(), values),
						entry.getLabel() == null || entry.getLabel().isBlank() ? test.descriptor().name() : entry.getLabel()));
			} catch (InvalidParameterException e) {
				problems.add(where + ": " + e.getMessage());
			}
		}
		List<String> unused = overrides.keySet().stream()
				.filter(k -> planned.stream().noneMatch(p -> p.test().parameters().stream().anyMatch(s -> s.key().equals(k))))
				.toList();
		if (!unused.isEmpty() && !planned.isEmpty()) {
			problems.add("no test of suite '" + suite.getName() + "' takes the parameter(s) " + String.join(", ", unused));
		}
		if (!problems.isEmpty()) {
			throw new IllegalArgumentException(problems.stream().collect(Collectors.joining("\n")));
		}
		if (planned.isEmpty()) {
			throw new IllegalArgumentException("suite '" + suite.getName() + "' has no entries");
		}
		return new RunPlan(suite.getName(), planned);
	}

	/**
	 * Plans one test with parameters given as text.
	 *
	 * @throws IllegalArgumentException when the test is not installed (listing the installed ids) or a
	 *                                  parameter is invalid
	 */
	public RunPlan planTest(String testId, Map<String, String> parameters) {
		DriveTest test = registry.find(testId).orElseThrow(() -> new IllegalArgumentException("no installed test '"
				+ testId + "'; installed: " + registry.tests().stream().map(t -> t.descriptor().id()).collect(Collectors.joining(", "))));
		return new RunPlan(testId, List.of(new PlannedTest(test, ParameterValues.resolve(testId, test.parameters(), parameters),
				test.descriptor().name())));
	}
}
