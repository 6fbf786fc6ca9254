package org.drivebench.cli;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.drivebench.core.api.ArrayStudy;
import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterType;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.suite.SuiteCatalog;
import org.drivebench.core.suite.SuitePlanner;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.engine.open.Targets;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.Run;
import org.drivebench.model.Suite;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.study.StripStudy;
import org.drivebench.report.study.StudyPlan;
import org.drivebench.report.study.StudyReports;

/**
 * {@code drivebench strip-study --members a,b}: seed 003's study, the suite on a RAID-0 array of the
 * members at each strip size, kept as one study in the library; prints the table of every figure by
 * strip size with the best strip of each row marked. The study is the installed {@link ArrayStudy}
 * (found by its type); its parameters are this command's options, by their keys.
 */
final class StripStudyCommand implements Command {
	/** The command's own options with a value; the study's parameters come on top. */
	private static final Set<String> OWN_OPTIONS = Set.of("suite", "test", "name", "library", "file-size", "seed");

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

	/** The installed array study; several: the first by name. */
	private Optional<ArrayStudy> study() {
		return registry.studies().stream().findFirst();
	}

	@Override
	public String usage() {
		Optional<ArrayStudy> study = study();
		List<ParameterSpec> specs = study.map(ArrayStudy::parameters).orElse(List.of());
		String suite = study.flatMap(ArrayStudy::suggestedSuite).orElse("");
		StringBuilder synopsis = new StringBuilder();
		StringBuilder options = new StringBuilder();
		for (ParameterSpec spec : specs) {
			String value = "<" + spec.label().toLowerCase(Locale.ROOT) + ">";
			synopsis.append(required(spec) ? "--" + spec.key() + " " + value : "[--" + spec.key() + " " + value + "]").append(' ');
			options.append(option("--" + spec.key() + " " + value, spec.help()
					+ (required(spec) || spec.defaultText().isEmpty() ? "" : " (default " + spec.defaultText() + ")")));
		}
		return ("""
				usage: drivebench strip-study %s[--suite <id> | --test <id>]
				                              [--param key=value ...] [--name <study>] [--library <dir>]
				                              [--confirm-serial <serial> ...] [--file-size <size>] [--seed <n>]

				Seed 003's RAID-0 strip-size study: builds a RAID-0 array of the members with each strip
				size in turn, smallest first, runs the suite on it and saves the run as a point of one
				study; then prints every figure by strip size, the best strip of each row starred.
				Every array is checked before the first one runs. Ctrl+C stops the study after what
				was measured is saved.

				%s  --suite <id>        the suite on each array (default %s); or --test <id> for one test
				  --param key=value   a parameter for the suite's tests (repeatable), as with run
				  --name <study>      the study's name (default: its members and the time); a name the
				                      library knows adds these runs to that study
				  --confirm-serial s  writing over device members: each member's serial, one option each
				  --file-size <size>  the size of each test-file member (default 1 GiB)
				  --library <dir>     the library to save into (default: the one in use)
				  --seed <n>          the seed of every array's run (default: a new one each)

				For an array a controller or md made, run the suite on it with drivebench run
				--study <name> --strip-size <size>, once per strip size; it joins the study the same way.
				drivebench report --study <name> writes the study's table in every format.%s""").formatted(synopsis, options,
				suite.isEmpty() ? "none: name one" : suite, study.isPresent() ? ""
						: "\n\nNo array study is installed: the RAID-0 strip-size study comes with the bundle "
								+ "org.drivebench.drivetests.raid.");
	}

	/** An option's line of the usage: its name, then its help wrapped under it at column 23. */
	private static String option(String name, String help) {
		StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "  %-20s", name));
		int column = name.length() < 20 ? 22 : text.length();
		if (name.length() >= 20) {
			text.append('\n').append(" ".repeat(22));
			column = 22;
		}
		for (String word : help.split(" ")) {
			if (column > 22 && column + 1 + word.length() > 100) {
				text.append('\n').append(" ".repeat(22));
				column = 22;
			} else if (column > 22) {
				text.append(' ');
				column++;
			}
			text.append(word);
			column += word.length();
		}
		return text.append('\n').toString();
	}

	/** What to measure is never a default on the command line: a study's targets must be named. */
	private static boolean required(ParameterSpec spec) {
		return spec.type() == ParameterType.TARGET_LIST;
	}

	/** The command's own options and the installed study's parameters, by their keys. */
	@Override
	public Options options() {
		Set<String> withValue = new HashSet<>(OWN_OPTIONS);
		study().ifPresent(s -> s.parameters().forEach(p -> withValue.add(p.key())));
		return new Options(withValue, Set.of(), Set.of("param", "confirm-serial"));
	}

	@Override
	public int run(List<String> args, Console console) throws Exception {
		ArrayStudy study = study().orElseThrow(() -> new UsageException("no array study is installed: the RAID-0 strip-size "
				+ "study comes with the bundle org.drivebench.drivetests.raid"));
		Arguments a = Arguments.parse(name(), args, options());
		if (!a.positionals().isEmpty()) {
			throw new UsageException("strip-study takes options only, got '" + a.positionals().get(0) + "'");
		}
		Map<String, String> given = new LinkedHashMap<>();
		for (ParameterSpec spec : study.parameters()) {
			String value = a.value(spec.key());
			if (value != null) {
				given.put(spec.key(), value);
			} else if (required(spec)) {
				throw new UsageException("name the " + spec.label().toLowerCase(Locale.ROOT) + " with --" + spec.key() + ": "
						+ spec.help());
			}
		}
		if (a.value("suite") != null && a.value("test") != null) {
			throw new UsageException("give --suite <id> or --test <id>, not both");
		}
		libraries.checkPlace(a.value("library"));
		StudyPlan plan;
		try {
			study.points(ParameterValues.resolve(study.id(), study.parameters(), given)); // the members before the suite
			plan = StudyPlan.of(study, given, a.value("name"), suite(a, study, libraries.readIfExists(a.value("library"))));
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
		RunExecutor.checkRoom(libraries.folder(a.value("library")), suite.tests().size() * plan.points().size());
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
				exit = Math.max(exit, executor.exitCode(run));
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

	private RunPlan suite(Arguments a, ArrayStudy study, Optional<ResultLibrary> library) throws UsageException {
		SuitePlanner planner = new SuitePlanner(registry);
		Map<String, String> params = RunCommand.params(a.values("param"));
		try {
			if (a.value("test") != null) {
				return planner.planTest(a.require("test"), params).with(RunCommand.options(a));
			}
			String given = a.value("suite");
			String id = given != null ? given : study.suggestedSuite().orElseThrow(() -> new UsageException(
					"name the suite to run on each array with --suite <id> or --test <id>"));
			SuiteCatalog catalog = new SuiteCatalog(registry, library.isPresent() ? library.get() : null);
			Suite suite = catalog.find(id).orElseThrow(() -> new UsageException("no suite '" + id + "'; suites: " + catalog.ids()));
			return planner.plan(suite, params).with(RunCommand.options(a));
		} catch (IllegalArgumentException e) {
			throw new UsageException(e.getMessage());
		}
	}
}
