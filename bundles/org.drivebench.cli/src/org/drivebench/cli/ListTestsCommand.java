package org.drivebench.cli;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.drivebench.core.api.ArrayStudy;
import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.runner.PlanRehearsal;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.TargetShape;
import org.drivebench.model.TestResult;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.registry.TestRegistry;

/** {@code drivebench list-tests}: the installed test components. */
final class ListTestsCommand implements Command {
	private static final Options OPTIONS = Options.of(Set.of(), Set.of("verbose"));
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
				usage: drivebench list-tests [--verbose]

				Lists every installed test (one per test plugin component): its id, category,
				name and whether it writes to the target with its default parameters, then the
				installed studies (drivebench strip-study). --verbose adds each one's parameters
				with their defaults and units and, for a test, the keys of what it reports (from a
				run through on a 2 TB stand-in drive; <n> stands for a block size, a count, ...).""";
	}

	@Override
	public Options options() {
		return OPTIONS;
	}

	@Override
	public int run(List<String> args, Console console) throws UsageException {
		Arguments a = Arguments.parse(name(), args, OPTIONS);
		if (!a.positionals().isEmpty()) {
			throw new UsageException("list-tests takes --verbose only, got '" + a.positionals().get(0) + "'");
		}
		boolean verbose = a.has("verbose");
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
		if (verbose) {
			for (DriveTest t : tests) {
				console.out().println();
				console.out().println(t.descriptor().id() + ": " + t.descriptor().name());
				console.out().println("  parameters: " + parameters(t.parameters()));
				console.out().println("  reports:    " + reports(t));
			}
		}
		if (!registry.studies().isEmpty()) {
			console.out().println();
			console.out().println("Studies (drivebench strip-study):");
			for (ArrayStudy study : registry.studies()) {
				console.out().println("  " + study.id() + "  " + study.name() + (verbose ? ": " + parameters(study.parameters()) : ""));
			}
		}
		for (String id : registry.duplicateIds()) {
			console.err().println("warning: more than one installed bundle provides the test id '" + id + "'");
		}
		return ExitCode.OK;
	}

	private static String parameters(List<ParameterSpec> specs) {
		return specs.stream().map(p -> p.key() + "=" + p.defaultText() + (p.unit().isEmpty() ? "" : " (" + p.unit() + ")"))
				.collect(Collectors.joining(", "));
	}

	/** The keys and units of what {@code test} reports with its defaults, numbers in keys as {@code <n>}. */
	private static String reports(DriveTest test) {
		TestResult result = PlanRehearsal.rehearse(new PlannedTest(test, ParameterValues.resolve(test.descriptor().id(),
				test.parameters(), Map.of()), test.descriptor().name()), STAND_IN);
		Set<String> keys = new LinkedHashSet<>();
		result.getMetrics().forEach(m -> keys.add(m.getKey().replaceAll("\\d+", "<n>")
				+ (m.getUnit() == null || m.getUnit().isEmpty() ? "" : " (" + m.getUnit() + ")")));
		result.getSeries().forEach(s -> keys.add("series " + s.getKey().replaceAll("\\d+", "<n>")));
		return keys.isEmpty() ? "(nothing on the stand-in drive)" : String.join(", ", keys);
	}

	/** A 2 TB drive with 512-byte logical and 4 KiB physical sectors, writable, for rehearsing what tests report. */
	private static final TargetShape STAND_IN = new TargetShape("a 2 TB stand-in drive", TargetType.SIMULATED, 2_000_398_934_016L,
			512, 4096, true, new DeviceIdentity("", "stand-in", "", "", 2_000_398_934_016L, 512, 4096, true, 7200, ""), true);
}
