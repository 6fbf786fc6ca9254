package org.drivebench.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.suite.SuiteCatalog;
import org.drivebench.core.suite.SuitePlanner;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.engine.open.Targets;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.Run;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.ReportDrafts;

/**
 * {@code drivebench demo}, the default job without a display: the quick check on a simulated
 * desktop HDD and on a test file in the working directory, then both side by side.
 */
final class DemoCommand implements Command {
	private static final Options OPTIONS = new Options(Set.of("file", "file-size", "library"), Set.of(), Set.of("param"));
	static final String SIMULATED = "sim:hdd-7200";
	static final String TEST_FILE = "drivebench-quick.dat";
	/** The suite the demo runs: the standard reviews' quick check. */
	static final String SUITE = "quick";

	private final TestRegistry registry;
	private final Libraries libraries;
	private final RunExecutor executor;

	DemoCommand(TestRegistry registry, Libraries libraries, RunExecutor executor) {
		this.registry = registry;
		this.libraries = libraries;
		this.executor = executor;
	}

	@Override
	public String name() {
		return "demo";
	}

	@Override
	public String summary() {
		return "the quick check on a simulated HDD and on a test file here, compared (the default job)";
	}

	@Override
	public String usage() {
		return """
				usage: drivebench demo [--file <path>] [--file-size <size>] [--library <dir>] [--param key=value ...]

				Runs the quick check (CrystalDiskMark's four figures, read and write) on a simulated
				7200 rpm desktop HDD and on a test file in the working directory (the file system's
				drive, through direct I/O), saves both runs into the library and prints them side by
				side. The test file is removed afterwards.

				  --file <path>       the test file (default ./%s)
				  --file-size <size>  its size (default 1 GiB, which the quick check's 1 GiB span needs)
				  --library <dir>     the library to save into (default: the one in use)
				  --param key=value   passed to every test, e.g. --param duration=2s for a shorter run"""
				.formatted(TEST_FILE);
	}

	@Override
	public Options options() {
		return OPTIONS;
	}

	@Override
	public int run(List<String> args, Console console) throws Exception {
		Arguments a = Arguments.parse(name(), args, OPTIONS);
		if (!a.positionals().isEmpty()) {
			throw new UsageException("demo takes options only, got '" + a.positionals().get(0) + "'");
		}
		libraries.checkPlace(a.value("library"));
		Map<String, String> params = RunCommand.params(a.values("param"));
		RunPlan plan;
		try {
			SuiteCatalog catalog = new SuiteCatalog(registry, null);
			plan = new SuitePlanner(registry).plan(catalog.find(SUITE).orElseThrow(() -> new UsageException("the demo runs the suite '"
					+ SUITE + "', which no installed bundle provides (it comes with org.drivebench.drivetests.reviews); suites: "
					+ catalog.ids())), params);
		} catch (IllegalArgumentException e) {
			throw new UsageException(e.getMessage());
		}
		long fileSize = a.value("file-size") == null ? Targets.DEFAULT_FILE_SIZE : RunCommand.fileSize(a.value("file-size"));
		String file = a.value("file") != null ? a.require("file") : Path.of(TEST_FILE).toAbsolutePath().toString();
		if (Targets.kindOf(file) != Targets.Kind.FILE) {
			throw new UsageException("--file '" + file + "' is not a test file path");
		}
		TargetCheck simulated;
		TargetCheck testFile;
		try {
			simulated = executor.check(plan, new Targets.Request(SIMULATED, true, "", 0, false, null), console);
			testFile = executor.check(plan, new Targets.Request("file:" + file, true, "", fileSize, false, null), console);
		} catch (WriteRefusedException e) {
			console.err().println("drivebench demo: " + e.getMessage());
			return ExitCode.REFUSED;
		}
		RunExecutor.checkRoom(libraries.folder(a.value("library")), 2 * plan.tests().size());
		ResultLibrary library = libraries.open(a.value("library"));
		List<Run> runs = new ArrayList<>();
		CancelSignal cancel = new CancelSignal();
		cancel.install();
		try {
			runs.add(executor.execute(plan, simulated, library, null, console, cancel));
			if (!cancel.requested()) {
				runs.add(executor.execute(plan, testFile, library, null, console, cancel));
			}
			console.out().println();
			ReviewTablePrinter.print(new ReportBuilder().build(ReportDrafts.ofRuns(runs, "Quick check"), runs), console.out());
			console.out().flush();
		} finally {
			cancel.finished();
		}
		int code = ExitCode.OK;
		for (Run run : runs) {
			code = Math.max(code, executor.exitCode(run));
		}
		return cancel.requested() ? ExitCode.CANCELLED : code;
	}
}
