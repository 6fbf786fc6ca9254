package org.drivebench.cli;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.EmptyAndFull;
import org.drivebench.core.runner.RunOptions;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.StudyTag;
import org.drivebench.core.suite.SuiteCatalog;
import org.drivebench.core.suite.SuitePlanner;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.engine.open.Targets;
import org.drivebench.group.EntryPlans;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.Run;
import org.drivebench.model.Suite;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.ReportDrafts;
import org.drivebench.rig.FioRemoteEngine;
import org.drivebench.rig.Rig;
import org.drivebench.rig.RigTargets;
import org.eclipse.jdt.annotation.Nullable;

/** {@code drivebench run}: a suite or one test on a target, saved into the library, then its table. */
final class RunCommand implements Command {
	private static final Options OPTIONS = new Options(Set.of("target", "suite", "test", "library", "file-size", "label", "seed", "study",
			"strip-size", "rig", "confirm-device", "empty-and-full"), Set.of("keep-file", "json", "fresh-drive"),
			Set.of("param", "overwrite-file", "confirm-serial"));
	private final TestRegistry registry;
	private final Libraries libraries;
	private final RunExecutor executor;
	private final RigAccess rigs;

	/** A run command for this machine's targets and the user's rigs. */
	RunCommand(TestRegistry registry, Libraries libraries, RunExecutor executor) {
		this(registry, libraries, executor, RigAccess.user());
	}

	RunCommand(TestRegistry registry, Libraries libraries, RunExecutor executor, RigAccess rigs) {
		this.registry = registry;
		this.libraries = libraries;
		this.executor = executor;
		this.rigs = rigs;
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
				                      [--keep-file] [--overwrite-file <path>] [--label <drive name>] [--seed <n>]
				                      [--fresh-drive] [--study <name> [--strip-size <size>]] [--json]
				                      [--empty-and-full <percent>]
				       drivebench run --rig <rig> --target <path on the rig> (--suite <id> | --test <id>) ...
				                      [--confirm-device <path>@<rig>] [--file-size <size>] [--keep-file]

				Checks every parameter against the target, then runs the suite or test on it, saves
				the run into the library as it goes (in progress until it ends; Ctrl+C cancels and
				keeps what was measured) and prints its review table.

				  --target <name>     sim:hdd-7200, sim:ide-7200, sim:ssd-nvme, sim:raid0:hdd-7200x2:64k, ...
				                      (simulated); /dev/sdX (a block device); raid0:64k:/dev/sdb,/dev/sdc;
				                      or a test file path (file:<path>); see drivebench list-targets
				  --suite <id>        a suite the installed bundles contribute (the standard reviews such as
				                      quick and desktop-hdd, each test family's own) or one saved in the
				                      library: drivebench list-suites lists them (file copies on a device
				                      partition and format it; on a test file they work in its folder, and
				                      across to the folder their parameter names: list-tests --verbose)
				  --test <id>         one test (drivebench list-tests); its parameters with --param
				  --param key=value   a parameter (repeatable); with --suite it applies to every test
				                      that takes it (e.g. --param duration=2s for a short trial)
				  --library <dir>     the library to save into (default: the one in use)
				  --confirm-serial s  writing to a device: its confirmation (drivebench list-targets shows it);
				                      a RAID-0 set of devices needs every member's, one --confirm-serial each
				  --file-size <size>  size of a new test file (default 1 GiB; an existing file keeps its size)
				  --keep-file         leave a new test file in place afterwards (a later read-only run measures
				                      it as it is when it is unchanged since its fill, else writes it again)
				  --overwrite-file p  the test file p exists and is yours: overwrite it (DriveBench writes a
				                      test file whole before measuring; without this an existing file that
				                      DriveBench did not create is refused)
				  --label <name>      the drive's name in tables (default: what the target reports)
				  --seed <n>          the run's random seed (0 to 18446744073709551615); default: a new one,
				                      printed and saved with the run; the same seed repeats a run on a
				                      simulated drive exactly
				  --fresh-drive       start each test on a fresh simulated drive (default: a test meets the
				                      dirty cache or used SLC cache the tests before it left, as on a real drive)
				  --study <name>      the run is a point of the strip-size study of that name (an array a
				                      controller or md made, made again with another strip between runs)
				  --strip-size <size> the strip size of that array (4k to 1m; DriveBench's own raid0:
				                      targets know theirs)
				  --json              print the run as JSON on standard output instead of the table
				  --empty-and-full p  run the tests on the drive as it is (empty), fill p percent of it
				                      with incompressible data, and run them again (entries named ", empty"
				                      and ", p % full", side by side in the tables); reviews use 80
				  --rig <rig>         run on a rig (drivebench rigs --help) through fio's client/server
				                      mode: --target is then a device (/dev/...) or a test file there; each
				                      workload runs as a fio job on the rig, and a test with a step fio
				                      cannot express (a surface scan, an access-time scatter) is refused
				                      before anything runs
				  --confirm-device p@r  writing on a rig: to its device p, or to its existing file p
				                      (written whole before it is measured). DriveBench cannot inspect
				                      a rig's devices: nothing there is checked for mounts or data

				Before the first test the library's file system must have room for the run (about 0.5 MiB
				a test); a save that fails later keeps the run in memory and is tried again after each
				test. A run that cannot be saved into the library at the end is written as a run file
				(drivebench-run-<id>.xmi, in the working folder, else the home or temporary folder;
				the message names it) and its table printed; drivebench import-run <file> brings it in.

				Exit codes: 0 every test completed, 1 a test failed or the run could not be saved into
				the library, 2 bad command line or no room in the library, 3 cancelled, 4 writing to the
				device was refused.""";
	}

	@Override
	public Options options() {
		return OPTIONS;
	}

	@Override
	public int run(List<String> args, Console console) throws Exception {
		Arguments a = Arguments.parse(name(), args, OPTIONS);
		if (!a.positionals().isEmpty()) {
			throw new UsageException("run takes options only, got '" + a.positionals().get(0) + "'");
		}
		if (a.value("target") == null) {
			throw new UsageException("choose a target with --target (drivebench list-targets lists them)");
		}
		if ((a.value("suite") == null) == (a.value("test") == null)) {
			throw new UsageException("give either --suite <id> or --test <id>");
		}
		libraries.checkPlace(a.value("library"));
		Map<String, String> params = params(a.values("param"));
		long fileSize = fileSize(a.value("file-size"));
		RunPlan plan = emptyAndFull(a, plan(a, params, libraries.readIfExists(a.value("library"))).with(options(a)));
		TargetCheck check;
		try {
			if (a.value("rig") != null) {
				check = checkOnRig(a, plan, fileSize, console);
			} else {
				if (a.value("confirm-device") != null) {
					throw new UsageException("--confirm-device confirms a write on a rig (with --rig); a device here is "
							+ "confirmed with --confirm-serial");
				}
				Targets.Request request = new Targets.Request(a.require("target"), plan.writes(), a.values("confirm-serial"), fileSize,
						a.has("keep-file"), null, a.values("overwrite-file"));
				check = executor.check(plan, request, console);
			}
		} catch (WriteRefusedException e) {
			console.err().println("drivebench run: " + e.getMessage());
			return ExitCode.REFUSED;
		}
		StudyTag study = plan.options().study();
		if (study != null) {
			try {
				study.stripFor(a.require("target"), check.stripSizeBytes());
			} catch (IllegalArgumentException e) {
				throw new UsageException("--strip-size: " + e.getMessage());
			}
		}
		// a run whose figures could not be saved would be at risk: the library's room is checked first
		RunExecutor.checkRoom(libraries.folder(a.value("library")), plan.tests().size());
		// everything is checked: only now is the library created (when new) and the target written
		ResultLibrary library = libraries.open(a.value("library"));
		CancelSignal cancel = new CancelSignal();
		cancel.install();
		// the shutdown hook (Ctrl+C) waits until the partial run is saved and printed
		try {
			Run run;
			try {
				run = executor.execute(plan, check, library, a.value("label"), console, cancel);
			} catch (WriteRefusedException e) {
				console.err().println("drivebench run: " + e.getMessage());
				return ExitCode.REFUSED;
			}
			if (a.has("json")) {
				console.out().println(RunJson.of(run, library.folder()));
			} else {
				ReviewTablePrinter.print(new ReportBuilder().build(ReportDrafts.ofRuns(List.of(run), run.getSuiteName()),
						List.of(run)), console.out());
			}
			console.out().flush();
			return executor.exitCode(run);
		} finally {
			cancel.finished();
		}
	}

	/** Judges the target on the rig {@code --rig} names and rehearses the plan there. */
	private TargetCheck checkOnRig(Arguments a, RunPlan plan, long fileSize, Console console) throws Exception {
		if (!a.values("confirm-serial").isEmpty() || !a.values("overwrite-file").isEmpty()) {
			throw new UsageException("--confirm-serial and --overwrite-file are for this machine's targets; on a rig, confirm "
					+ "a write with --confirm-device <path>@<rig>");
		}
		Rig rig;
		try {
			rig = rigs.book().require(a.require("rig"));
		} catch (IllegalArgumentException e) {
			throw new UsageException("--rig: " + e.getMessage());
		}
		String confirmation = a.value("confirm-device");
		RigTargets.Request request = new RigTargets.Request(rig, a.require("target"), plan.writes(),
				confirmation == null ? "" : confirmation,
				fileSize, a.has("keep-file"), null);
		return executor.checkOnRig(plan, request, new FioRemoteEngine(rigs.clients().find()), console);
	}

	/** {@code --file-size}: absent is 0 (the default size, or an existing file's); anything else must be a real size. */
	static long fileSize(@Nullable String text) throws UsageException {
		if (text == null) {
			return 0;
		}
		long size;
		try {
			size = Sizes.parse(text);
		} catch (IllegalArgumentException e) {
			throw new UsageException("--file-size: " + e.getMessage());
		}
		if (size < Targets.MIN_FILE_SIZE) {
			throw new UsageException("--file-size " + text + ": a test file must hold at least " + Sizes.format(Targets.MIN_FILE_SIZE)
					+ " (leave --file-size out for the default " + Sizes.format(Targets.DEFAULT_FILE_SIZE) + ")");
		}
		return size;
	}

	private RunPlan plan(Arguments a, Map<String, String> params, Optional<ResultLibrary> library) throws UsageException {
		SuitePlanner planner = new SuitePlanner(registry);
		try {
			if (a.value("test") != null) {
				return planner.planTest(a.require("test"), params);
			}
			SuiteCatalog catalog = new SuiteCatalog(registry, library.isPresent() ? library.get() : null);
			Suite suite = catalog.find(a.require("suite")).orElseThrow(() -> new UsageException("no suite '" + a.value("suite")
					+ "'; suites: " + catalog.ids()));
			return planner.plan(suite, params);
		} catch (IllegalArgumentException e) {
			throw new UsageException(e.getMessage());
		}
	}

	/** {@code plan}, or with {@code --empty-and-full <percent>} the plan on the empty drive, the fill and the plan again. */
	private static RunPlan emptyAndFull(Arguments a, RunPlan plan) throws UsageException {
		String percent = a.value("empty-and-full");
		if (percent == null) {
			return plan;
		}
		int share;
		try {
			share = EmptyAndFull.parsePercent(percent);
		} catch (IllegalArgumentException e) {
			throw new UsageException("--empty-and-full " + e.getMessage());
		}
		try {
			return EmptyAndFull.expand(plan, share);
		} catch (IllegalArgumentException e) {
			throw new UsageException("--empty-and-full " + percent + ": " + e.getMessage());
		}
	}

	/** The run's options from {@code --seed}, {@code --fresh-drive}, {@code --study} and {@code --strip-size}. */
	static RunOptions options(Arguments a) throws UsageException {
		RunOptions options = RunOptions.DEFAULT.withFreshDrivePerTest(a.has("fresh-drive")).withStudy(study(a));
		String seed = a.value("seed");
		if (seed == null) {
			return options;
		}
		try {
			return options.withSeed(Long.parseUnsignedLong(seed.strip()));
		} catch (NumberFormatException e) {
			throw new UsageException("--seed '" + seed + "': give a whole number from 0 to 18446744073709551615"
					+ " (a run prints its seed; JSON has it as \"seed\")");
		}
	}

	/** {@code --study <name> [--strip-size <size>]}: the run as a point of a strip-size study, or null. */
	private static @Nullable StudyTag study(Arguments a) throws UsageException {
		String name = a.value("study");
		String strip = a.value("strip-size");
		if (name == null) {
			if (strip != null) {
				throw new UsageException("--strip-size " + strip + " names the strip of a study's array: give the study's name "
						+ "with --study too");
			}
			return null;
		}
		int bytes = 0;
		if (strip != null) {
			try {
				bytes = Math.toIntExact(Sizes.parse(strip));
			} catch (IllegalArgumentException | ArithmeticException e) {
				throw new UsageException("--strip-size: '" + strip + "' is not a size (4k, 64k, 1m)");
			}
		}
		try {
			return new StudyTag(name, bytes);
		} catch (IllegalArgumentException e) {
			throw new UsageException("--study / --strip-size: " + e.getMessage());
		}
	}

	static Map<String, String> params(List<String> given) throws UsageException {
		try {
			return EntryPlans.parameters(given);
		} catch (IllegalArgumentException e) {
			throw new UsageException("--" + e.getMessage());
		}
	}
}
