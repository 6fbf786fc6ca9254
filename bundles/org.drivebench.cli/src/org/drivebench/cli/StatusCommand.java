package org.drivebench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
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
import org.drivebench.engine.device.Leftovers;
import org.drivebench.engine.device.Leftovers.Leftover;
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

				A run records every test file and folder it creates (the file copy tests' folders) before
				it creates it; one whose process died cannot remove them, so status lists them, and
				  --remove-test-files  removes them, each only when that is safe: the process that made
				                       it has ended (its boot, process id and start time), what is there
				                       is what it made (device, inode, birth time), no run that is still
				                       measuring uses it, no process has it open, and a file still carries
				                       DriveBench's test-file mark; it records the run as interrupted.""";
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
		Leftovers journals = Leftovers.in(lib.journalsFolder());
		List<Leftover> shown = new ArrayList<>();
		List<String> leftovers = new ArrayList<>();
		boolean remove = a.has("remove-test-files");
		for (Run run : runs) {
			String state = RunProcess.describe(run);
			if (state.isEmpty()) {
				continue;
			}
			console.out().println((RunProcess.interrupted(run) ? "Interrupted: " : "Running:  ") + "run " + run.getId() + " ("
					+ run.getSuiteName() + " on " + Drives.label(run.getDrive()) + ", started " + started(run) + "): " + state);
			if (RunProcess.interrupted(run)) {
				List<Leftover> journaled = journals.of(run.getProcess());
				shown.addAll(journaled);
				List<Path> unjournaled = unjournaledFiles(run, journaled);
				if (remove) {
					List<Path> removed = new ArrayList<>();
					for (Leftover l : journaled) {
						removeOne(journals, l, console);
					}
					for (Path f : unjournaled) {
						if (removeUnjournaled(journals, f, console)) {
							removed.add(f);
						}
					}
					settle(lib, run, removed);
				} else {
					list(journaled, unjournaled, leftovers, console);
				}
			}
		}
		// what runs left that the library holds no interrupted run for: a kill before the first save, a failed clean-up
		java.util.Map<Path, List<Leftover>> byJournal = new java.util.LinkedHashMap<>();
		for (Leftover l : journals.all()) {
			if (!shown.contains(l) && (l.present() || remove)) {
				byJournal.computeIfAbsent(l.journal(), j -> new ArrayList<>()).add(l);
			}
		}
		for (List<Leftover> left : byJournal.values()) {
			if (left.stream().anyMatch(Leftover::present)) {
				console.out().println("Left:     by a DriveBench run whose process ended before it cleaned up (process "
						+ left.get(0).process().pid() + " on " + left.get(0).process().host() + "; no run in the library names it: "
						+ "killed before its first save, or its clean-up failed)");
			}
			for (Leftover l : left) {
				if (remove) {
					removeOne(journals, l, console);
				} else {
					list(List.of(l), List.of(), leftovers, console);
				}
			}
		}
		if (!leftovers.isEmpty()) {
			console.out().println("Remove:   drivebench status --remove-test-files" + (a.value("library") == null ? ""
					: " --library " + a.value("library")) + "   (or: rm " + (leftovers.stream().anyMatch(f -> Files.isDirectory(Path.of(f), LinkOption.NOFOLLOW_LINKS)) ? "-r " : "")
					+ "-- " + String.join(" ", leftovers.stream()
							.map(f -> "'" + f.replace("'", "'\\''") + "'").toList()) + ")");
		}
		console.out().println("Tests:    " + registry.tests().size() + " installed (drivebench list-tests)");
		return lib.problems().isEmpty() ? ExitCode.OK : ExitCode.FAILED;
	}

	private static void list(List<Leftover> journaled, List<Path> unjournaled, List<String> leftovers, Console console) {
		for (Leftover l : journaled) {
			if (l.present()) {
				leftovers.add(l.path().toString());
				console.out().println("          it left its " + what(l) + " " + l.path() + " (" + size(l) + ")");
			}
		}
		for (Path f : unjournaled) {
			leftovers.add(f.toString());
			console.out().println("          it left its test file " + f + " (" + size(f) + ")");
		}
	}

	/** A file's exact size; a folder's, of everything in it, as drives are sold (MB). */
	private static String size(Leftover l) {
		long bytes = Leftovers.size(l.path());
		return what(l).equals("folder") ? Sizes.decimal(bytes) : Sizes.format(bytes);
	}

	private static String what(Leftover l) {
		// a run killed as it made a folder recorded the path but not yet what it is: say what is there
		return l.folder() || Files.isDirectory(l.path(), LinkOption.NOFOLLOW_LINKS) ? "folder" : "test file";
	}

	/** Removes a leftover when that is safe, saying what happened; one that is gone is only settled. */
	private static void removeOne(Leftovers journals, Leftover l, Console console) throws IOException {
		boolean present = l.present();
		String size = present ? size(l) : "";
		String refusal = journals.remove(l);
		if (!present) {
			return;
		}
		console.out().println(refusal == null ? "          removed its " + what(l) + " " + l.path() + " (" + size + ")"
				: "          kept its " + what(l) + " " + l.path() + ": " + refusal);
	}

	private static boolean removeUnjournaled(Leftovers journals, Path f, Console console) throws IOException {
		String refusal = journals.refusalOfUnjournaled(f);
		if (refusal != null) {
			console.out().println("          kept its test file " + f + ": " + refusal);
			return false;
		}
		String size = size(f);
		Files.deleteIfExists(f);
		console.out().println("          removed its test file " + f + " (" + size + ")");
		return true;
	}

	/**
	 * The test files an interrupted run recorded in itself but not in a journal (runs saved before runs
	 * kept journals) that are still there and still DriveBench's.
	 */
	private static List<Path> unjournaledFiles(Run run, List<Leftover> journaled) {
		if (run.getTarget() == null) {
			return List.of();
		}
		List<Path> known = journaled.stream().map(Leftover::path).toList();
		return run.getTarget().getTemporaryFiles().stream().map(f -> Path.of(f).toAbsolutePath().normalize())
				.filter(f -> !known.contains(f) && Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS) && TestFileMark.isMarked(f))
				.toList();
	}

	/** Records an interrupted run as such, without the test files removed. */
	private static void settle(ResultLibrary lib, Run run, List<Path> removed) throws IOException {
		lib.updateRun(run.getId(), r -> {
			r.setState(RunState.INTERRUPTED);
			if (r.getTarget() != null) {
				r.getTarget().getTemporaryFiles().removeAll(removed.stream().map(Path::toString).toList());
				r.getTarget().getTemporaryFiles().removeIf(f -> !Files.exists(Path.of(f), LinkOption.NOFOLLOW_LINKS));
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
