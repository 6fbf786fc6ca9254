package org.drivebench.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.drivebench.core.library.ResultLibrary;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.report.ReportBuilder;
import org.drivebench.core.report.ReportDrafts;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.suite.SuiteCatalog;
import org.drivebench.core.suite.SuitePlanner;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.open.Targets;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.model.Run;
import org.drivebench.model.Suite;

/** {@code drivebench run}: a suite or one test on a target, saved into the library, then its table. */
final class RunCommand implements Command {
	private final TestRegistry registry;
	private final Libraries libraries;
	private final RunExecutor executor;

	RunCommand(TestRegistry registry, Libraries libraries, RunExecutor executor) {
		this.registry = registry;
		this.libraries = libraries;
		this.executor = executor;
	}

	@Override
	public String name() {
		return "run";
	}

	@Override
	public String summary() {
		return "run a suite or a test on a drive, a test file or a simulated drive";
	}

	@Override
	public String usage() {
		return """
				usage: drivebench run --target <name> (--suite <id> | --test <id>) [--param key=value ...]
				                      [--library <dir>] [--confirm-serial <serial>] [--file-size <size>]
				                      [--keep-file] [--label <drive name>] [--json]

				Runs the suite or test on the target, saves the run into the library after every
				test (Ctrl+C cancels and keeps what was measured) and prints its review table.

				  --target <name>     sim:hdd-7200, sim:sas-15k, sim:ssd-slc, sim:raid0:hdd-7200x2:64k
				                      (simulated); /dev/sdX (a block device); raid0:64k:/dev/sdb,/dev/sdc;
				                      or a test file path (file:<path>); see drivebench list-targets
				  --suite <id>        quick, desktop-hdd, enterprise-hdd, classic-ide, or a saved suite
				  --test <id>         one test (drivebench list-tests); its parameters with --param
				  --param key=value   a parameter (repeatable); with --suite it applies to every test
				                      that takes it (e.g. --param duration=2s for a short trial)
				  --library <dir>     the library to save into (default: the one in use)
				  --confirm-serial s  writing to a device: its serial (drivebench list-targets shows it)
				  --file-size <size>  size of a new test file (default 1 GiB; an existing file keeps its size)
				  --keep-file         leave a new test file in place afterwards
				  --label <name>      the drive's name in tables (default: what the target reports)
				  --json              print the run as JSON on standard output instead of the table

				Exit codes: 0 every test completed, 1 a test failed, 2 bad command line, 3 cancelled,
				4 writing to the device was refused.""";
	}

	@Override
	public int run(List<String> args, Console console) throws Exception {
		Arguments a = Arguments.parse(name(), args, Set.of("target", "suite", "test", "library", "confirm-serial",
				"file-size", "label"), Set.of("keep-file", "json"), Set.of("param"));
		if (!a.positionals().isEmpty()) {
			throw new UsageException("run takes options only, got '" + a.positionals().get(0) + "'");
		}
		if (a.value("target") == null) {
			throw new UsageException("choose a target with --target (drivebench list-targets lists them)");
		}
		if ((a.value("suite") == null) == (a.value("test") == null)) {
			throw new UsageException("give either --suite <id> or --test <id>");
		}
		Map<String, String> params = params(a.values("param"));
		ResultLibrary library = libraries.get(a.value("library"));
		RunPlan plan = plan(a, params, library);
		long fileSize = 0;
		if (a.value("file-size") != null) {
			try {
				fileSize = Sizes.parse(a.value("file-size"));
			} catch (IllegalArgumentException e) {
				throw new UsageException("--file-size: " + e.getMessage());
			}
		}
		Targets.Request request = new Targets.Request(a.value("target"), plan.writes(), a.value("confirm-serial"), fileSize,
				a.has("keep-file"), null);
		CancelSignal cancel = new CancelSignal();
		cancel.install();
		// the shutdown hook (Ctrl+C) waits until the partial run is saved and printed
		try {
			Run run;
			try {
				run = executor.execute(plan, request, library, a.value("label"), console, cancel);
			} catch (WriteRefusedException e) {
				console.err().println("drivebench run: " + e.getMessage());
				return ExitCode.REFUSED;
			} catch (IllegalArgumentException e) {
				throw new UsageException("--target: " + e.getMessage());
			}
			if (a.has("json")) {
				console.out().println(RunJson.of(run, library.folder()));
			} else {
				ReviewTablePrinter.print(new ReportBuilder().build(ReportDrafts.ofRuns(List.of(run), run.getSuiteName()),
						List.of(run)), console.out());
			}
			console.out().flush();
			return RunExecutor.exitCode(run);
		} finally {
			cancel.finished();
		}
	}

	private RunPlan plan(Arguments a, Map<String, String> params, ResultLibrary library) throws UsageException {
		SuitePlanner planner = new SuitePlanner(registry);
		try {
			if (a.value("test") != null) {
				return planner.planTest(a.value("test"), params);
			}
			SuiteCatalog catalog = new SuiteCatalog(library);
			Suite suite = catalog.find(a.value("suite")).orElseThrow(() -> new UsageException("no suite '" + a.value("suite")
					+ "'; suites: " + String.join(", ", catalog.list().stream().map(Suite::getId).toList())));
			return planner.plan(suite, params);
		} catch (IllegalArgumentException e) {
			throw new UsageException(e.getMessage());
		}
	}

	static Map<String, String> params(List<String> given) throws UsageException {
		Map<String, String> params = new LinkedHashMap<>();
		for (String p : given) {
			int eq = p.indexOf('=');
			if (eq <= 0) {
				throw new UsageException("--param '" + p + "' is not key=value");
			}
			if (params.put(p.substring(0, eq).strip(), p.substring(eq + 1).strip()) != null) {
				throw new UsageException("--param " + p.substring(0, eq).strip() + " is given twice");
			}
		}
		return params;
	}
}
