package org.drivebench.cli;

import java.util.List;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.registry.TestRegistry;

/** {@code drivebench list-tests}: the installed test components. */
final class ListTestsCommand implements Command {
	private final TestRegistry registry;

	ListTestsCommand(TestRegistry registry) {
		this.registry = registry;
	}

	@Override
	public String name() {
		return "list-tests";
	}

	@Override
	public String summary() {
		return "list the installed tests";
	}

	@Override
	public String usage() {
		return """
				usage: drivebench list-tests

				Lists every installed test (one per test plugin component): its id, category,
				name and whether it writes to the target with its default parameters.""";
	}

	@Override
	public int run(List<String> args, Console console) throws UsageException {
		if (!args.isEmpty()) {
			throw new UsageException("list-tests takes no arguments, got '" + args.get(0) + "'");
		}
		List<DriveTest> tests = registry.tests();
		if (tests.isEmpty()) {
			console.out().println("No tests are installed. Tests come from test plugins (bundles with DriveTest");
			console.out().println("components); install the standard tests feature or add a plugin's bundle.");
			return ExitCode.OK;
		}
		TextTable table = new TextTable("ID", "CATEGORY", "NAME", "WRITES");
		for (DriveTest t : tests) {
			boolean writes;
			try {
				writes = t.writes(ParameterValues.resolve(t.descriptor().id(), t.parameters(), java.util.Map.of()));
			} catch (RuntimeException e) {
				writes = true; // a test whose defaults do not even resolve is treated as writing, to be safe
			}
			table.row(t.descriptor().id(), t.descriptor().category(), t.descriptor().name(), writes ? "yes" : "no");
		}
		table.print(console.out());
		for (String id : registry.duplicateIds()) {
			console.err().println("warning: more than one installed bundle provides the test id '" + id + "'");
		}
		return ExitCode.OK;
	}
}
