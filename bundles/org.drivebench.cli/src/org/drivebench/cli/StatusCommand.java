package org.drivebench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.drivebench.library.drives.Drives;
import org.drivebench.library.LibraryProblem;
import org.drivebench.library.ResultLibrary;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.RunProcess;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.device.TestFileMark;
import org.drivebench.model.Run;
import org.drivebench.model.RunState;

/**
 * {@code drivebench status}: the library in use, what it holds, runs that are in progress or were
 * interrupted (with the test under way when their process died), the test files interrupted runs
 * left behind and how to remove them, and the installed tests.
 */
final class StatusCommand implements Command {
	private static final Options OPTIONS = Options.of(Set.of("library"), Set.of("remove-test-files"));
	private final Libraries libraries;
	private final TestRegistry registry;
	private final String versionText;

	StatusCommand(String versionText, Libraries libraries, TestRegistry registry) {
		this.versionText = versionText;
		this.libraries = libraries;
		this.registry = registry;
	}

	@Override
	public String name() {
		return "status";
	}

	@Override
	public String summary() {
		return "show the library in use, what it holds, interrupted runs and the installed tests";
	}

	@Override
	public String usage() {
		return """
				usage: drivebench status [--library <dir>] [--remove-test-files]

				Shows the DriveBench version, the result library's folder (set it with --library
				<dir>, or -Ddrivebench.library=<dir> in DRIVEBENCH_VM_ARGS), its drives and runs,
				files it could not read, runs in progress or interrupted (their process died: killed,
				crashed, rebooted) with the test that was under way, and the installed tests.

				An interrupted run cannot remove the test files it created; status lists them, and
				  --remove-test-files  removes them (only files that still carry DriveBench's test-file
				                       mark) and records the run as interrupted.""";
	}

	@Override
	public Options options() {
		return OPTIONS;
	}

	@Override
	public int run(List<String> args, Console console) throws IOException, UsageException {
		Arguments a = Arguments.parse(name(), args, OPTIONS);
		if (!a.positionals().isEmpty()) {
			throw new UsageException("status takes options only, got '" + a.positionals().get(0) + "'");
		}
		console.out().println(versionText);
		Path folder = libraries.folder(a.value("library"));
		if (a.value("library") == null && !Files.isDirectory(folder)) {
			console.out().println("Library:  " + folder + " (none yet: nothing measured)");
			console.out().println("Tests:    " + registry.tests().size() + " installed (drivebench list-tests)");
			return ExitCode.OK;
		}
		ResultLibrary lib = a.has("remove-test-files") ? libraries.open(a.value("library")) : libraries.read(a.value("library"));
		List<Run> runs = lib.runs();
		long drives = runs.stream().map(r -> r.getDrive() == null ? "" : r.getDrive().getKey()).distinct().count();
		console.out().println("Library:  " + lib.folder() + (lib.readOnly() ? " (read as it is)" : ""));
		console.out().println("Holds:    " + runs.size() + " runs of " + drives + " drives");
		for (LibraryProblem p : lib.problems()) {
			console.out().println("Skipped:  " + p);
		}
		List<String> leftovers = new ArrayList<>();
		for (Run run : runs) {
			String state = RunProcess.describe(run);
			if (state.isEmpty()) {
				continue;
			}
			console.out().println((RunProcess.interrupted(run) ? "Interrupted: " : "Running:  ") + "run " + run.getId() + " ("
					+ run.getSuiteName() + " on " + Drives.label(run.getDrive()) + ", started " + started(run) + "): " + state);
			if (RunProcess.interrupted(run)) {
				List<Path> files = leftoverFiles(run);
				if (a.has("remove-test-files")) {
					remove(lib, run, files, console);
				} else {
					files.forEach(f -> leftovers.add(f.toString()));
					files.forEach(f -> console.out().println("          it left its test file " + f + " (" + size(f) + ")"));
				}
			}
		}
		if (!leftovers.isEmpty()) {
			console.out().println("Remove:   drivebench status --remove-test-files" + (a.value("library") == null ? ""
					: " --library " + a.value("library")) + "   (or: rm -- " + String.join(" ", leftovers.stream()
							.map(f -> "'" + f.replace("'", "'\\''") + "'").toList()) + ")");
		}
		console.out().println("Tests:    " + registry.tests().size() + " installed (drivebench list-tests)");
		return lib.problems().isEmpty() ? ExitCode.OK : ExitCode.FAILED;
	}

	/** The test files an interrupted run created that are still there and still DriveBench's. */
	private static List<Path> leftoverFiles(Run run) {
		if (run.getTarget() == null) {
			return List.of();
		}
		return run.getTarget().getTemporaryFiles().stream().map(Path::of)
				.filter(f -> Files.isRegularFile(f) && TestFileMark.isMarked(f)).toList();
	}

	private static void remove(ResultLibrary lib, Run run, List<Path> files, Console console) throws IOException {
		for (Path f : files) {
			String size = size(f);
			Files.deleteIfExists(f);
			console.out().println("          removed its test file " + f + " (" + size + ")");
		}
		lib.updateRun(run.getId(), r -> {
			r.setState(RunState.INTERRUPTED);
			if (r.getTarget() != null) {
				r.getTarget().getTemporaryFiles().removeAll(files.stream().map(Path::toString).toList());
			}
		});
	}

	private static String started(Run run) {
		return run.getStartedAt() == null ? "at an unknown time"
				: java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").format(
						run.getStartedAt().toInstant().atZone(java.time.ZoneId.systemDefault()));
	}

	private static String size(Path file) {
		try {
			return Sizes.format(Files.size(file));
		} catch (IOException e) {
			return "size unknown";
		}
	}
}
