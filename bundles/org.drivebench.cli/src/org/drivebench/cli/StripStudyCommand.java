package org.drivebench.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.drivebench.core.api.ArrayStudy;
import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.library.ResultLibrary;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.report.ReportBuilder;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.report.study.StripStudy;
import org.drivebench.report.study.StudyPlan;
import org.drivebench.report.study.StudyReports;
import org.drivebench.core.suite.SuiteCatalog;
import org.drivebench.core.suite.SuitePlanner;
import org.drivebench.core.suite.SuitePresets;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.engine.open.Targets;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.model.Run;
import org.drivebench.model.Suite;

/**
 * {@code drivebench strip-study --members a,b}: seed 003's study, the suite on a RAID-0 array of the
 * members at each strip size, kept as one study in the library; prints the table of every figure by
 * strip size with the best strip of each row marked.
 */
final class StripStudyCommand implements Command {
	private static final Options OPTIONS = new Options(Set.of("members", "strips", "suite", "test", "name", "library", "file-size", "seed"),
			Set.of(), Set.of("param", "confirm-serial"));
	static final String STUDY = "raid.strip-size";

	private final TestRegistry registry;
	private final Libraries libraries;
	private final RunExecutor executor;

	StripStudyCommand(TestRegistry registry, Libraries libraries, RunExecutor executor) {
		this.registry = registry;
		this.libraries = libraries;
		this.executor = executor;
	}

	@Override
	public String name() {
		return "strip-study";
	}

	@Override
	public String summary() {
		return "run a suite on a RAID-0 array of the members at each strip size (one study)";
	}

	@Override
	public String usage() {
		return """
				usage: drivebench strip-study --members <a,b,...> [--strips <sizes>] [--suite <id> | --test <id>]
				                              [--param key=value ...] [--name <study>] [--library <dir>]
				                              [--confirm-serial <serial> ...] [--file-size <size>] [--seed <n>]

				Seed 003's RAID-0 strip-size study: builds a RAID-0 array of the members with each strip
				size in turn, smallest first, runs the suite on it and saves the run as a point of one
				study; then prints every figure by strip size, the best strip of each row starred.
				Every array is checked before the first one runs. Ctrl+C stops the study after what
				was measured is saved.

				  --members a,b       2 to 8 members: block devices (/dev/sdb), test files, or simulated
				                      drives (sim:hdd-7200), all simulated or none
				  --strips <sizes>    strip sizes, powers of two from 4k to 1m (default 4k,8k,16k,32k,64k,128k)
				  --suite <id>        the suite on each array (default raid-study: CrystalDiskMark 5.1 at
				                      100 MB, ATTO, access time); or --test <id> for one test
				  --param key=value   a parameter for the suite's tests (repeatable), as with run
				  --name <study>      the study's name (default: its members and the time); a name the
				                      library knows adds these runs to that study
				  --confirm-serial s  writing over device members: each member's serial, one option each
				  --file-size <size>  the size of each test-file member (default 1 GiB)
				  --library <dir>     the library to save into (default: the one in use)
				  --seed <n>          the seed of every array's run (default: a new one each)

				For an array a controller or md made, run the suite on it with drivebench run
				--study <name> --strip-size <size>, once per strip size; it joins the study the same way.
				drivebench report --study <name> writes the study's table in every format.""";
	}

	@Override
	public Options options() {
		return OPTIONS;
	}

	@Override
	public int run(List<String> args, Console console) throws Exception {
		Arguments a = Arguments.parse(name(), args, OPTIONS);
		if (!a.positionals().isEmpty()) {
			throw new UsageException("strip-study takes options only, got '" + a.positionals().get(0) + "'");
		}
		if (a.value("members") == null) {
			throw new UsageException("name the array's members with --members, e.g. --members sim:hdd-7200,sim:hdd-7200 or "
					+ "--members /dev/sdb,/dev/sdc");
		}
		if (a.value("suite") != null && a.value("test") != null) {
			throw new UsageException("give --suite <id> or --test <id>, not both");
		}
		libraries.checkPlace(a.value("library"));
		ArrayStudy study = registry.findStudy(STUDY).orElseThrow(() -> new UsageException("the RAID-0 strip-size study ("
				+ STUDY + ") is not installed: it comes with the bundle org.drivebench.tests.raid"));
		Map<String, String> given = new LinkedHashMap<>();
		given.put("members", a.value("members"));
		Optional.ofNullable(a.value("strips")).ifPresent(s -> given.put("strips", s));
		StudyPlan plan;
		try {
			study.points(ParameterValues.resolve(study.id(), study.parameters(), given)); // the members before the suite
			plan = StudyPlan.of(study, given, a.value("name"), suite(a, libraries.readIfExists(a.value("library"))));
		} catch (InvalidParameterException e) {
			throw new UsageException("--" + e.key() + ": " + e.getMessage());
		}
		RunPlan suite = plan.suite();
		long fileSize = RunCommand.fileSize(a.value("file-size"));
		List<TargetCheck> checks = new ArrayList<>();
		try {
			for (ArrayStudy.Point point : plan.points()) {
				Targets.Request request = new Targets.Request(point.target(), suite.writes(), a.values("confirm-serial"), fileSize,
						false, null, List.of());
				try {
					checks.add(executor.check(plan.planAt(point), request, console));
				} catch (UsageException e) {
					throw new UsageException(plan.describe(point) + ", " + point.target() + ": " + e.getMessage());
				}
			}
		} catch (WriteRefusedException e) {
			console.err().println("drivebench strip-study: " + e.getMessage());
			return ExitCode.REFUSED;
		}
		ResultLibrary library = libraries.open(a.value("library"));
		console.err().println("Study '" + plan.name() + "': " + suite.name() + " on " + plan.points().size() + " arrays");
		CancelSignal cancel = new CancelSignal();
		cancel.install();
		int exit = ExitCode.OK;
		try {
			for (int i = 0; i < checks.size(); i++) {
				ArrayStudy.Point point = plan.points().get(i);
				console.err().println(plan.describe(point) + ": " + point.target());
				Run run = executor.execute(plan.planAt(point), checks.get(i), library, null, console, cancel);
				exit = Math.max(exit, RunExecutor.exitCode(run));
				if (exit == ExitCode.CANCELLED) {
					console.err().println("Cancelled: the study keeps the strip sizes measured so far.");
					break;
				}
			}
			StripStudy done = StripStudy.named(plan.name(), library.runs()).orElseThrow();
			ReviewTablePrinter.print(StudyReports.table(done, new ReportBuilder()), console.out());
			console.out().flush();
			return exit;
		} finally {
			cancel.finished();
		}
	}

	private RunPlan suite(Arguments a, Optional<ResultLibrary> library) throws UsageException {
		SuitePlanner planner = new SuitePlanner(registry);
		Map<String, String> params = RunCommand.params(a.values("param"));
		try {
			if (a.value("test") != null) {
				return planner.planTest(a.value("test"), params).with(RunCommand.options(a));
			}
			String id = a.value("suite") == null ? SuitePresets.RAID_STUDY : a.value("suite");
			SuiteCatalog catalog = new SuiteCatalog(library.orElse(null));
			Suite suite = catalog.find(id).orElseThrow(() -> new UsageException("no suite '" + id + "'; suites: "
					+ String.join(", ", catalog.list().stream().map(Suite::getId).toList())));
			return planner.plan(suite, params).with(RunCommand.options(a));
		} catch (IllegalArgumentException e) {
			throw new UsageException(e.getMessage());
		}
	}
}
