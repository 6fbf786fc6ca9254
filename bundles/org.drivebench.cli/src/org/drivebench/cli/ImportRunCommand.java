package org.drivebench.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.drivebench.library.ResultLibrary;
import org.drivebench.library.UnsavedRuns;
import org.drivebench.library.drives.Drives;
import org.drivebench.model.Run;

/**
 * {@code drivebench import-run <file>}: a run file into the library: one a run wrote elsewhere when its
 * library could not take it ({@code drivebench-run-<id>.xmi}), or a run file of another library.
 */
final class ImportRunCommand implements Command {
	private static final Options OPTIONS = Options.of(Set.of("library"), Set.of());
	private final Libraries libraries;

	ImportRunCommand(Libraries libraries) {
		this.libraries = libraries;
	}

	@Override
	public String name() {
		return "import-run";
	}

	@Override
	public String summary() {
		return "bring a run file into the library (a run its library could not take when it ended)";
	}

	@Override
	public String usage() {
		return """
				usage: drivebench import-run <file.xmi> [--library <dir>]

				Brings a run file into the library: the drivebench-run-<id>.xmi a run writes
				when its library cannot take it (its file system full, say; the run names the
				file and this command when it ends), or a run file of another library. The library's
				copy of the same run, saved while it was measured, is replaced when the file holds
				it further along; a library that holds the run further along than the file is left
				as it is. The file itself is left where it is.

				  --library <dir>    the library to bring it into (default: the one in use)

				Exit codes: 0 brought in, 1 the library could not take it (the file is still there),
				2 not a run file, or the library holds that run further along.""";
	}

	@Override
	public Options options() {
		return OPTIONS;
	}

	@Override
	public int run(List<String> args, Console console) throws Exception {
		Arguments a = Arguments.parse(name(), args, OPTIONS);
		if (a.positionals().size() != 1) {
			throw new UsageException("import-run takes one run file, got " + a.positionals().size());
		}
		Path file = Path.of(a.positionals().get(0));
		if (!Files.isRegularFile(file)) {
			throw new UsageException("no file '" + file + "'");
		}
		Run read;
		try {
			read = UnsavedRuns.read(file); // a file that is no run is refused before the library is touched
		} catch (UnsavedRuns.InvalidRunFileException e) {
			throw new UsageException(e.getMessage());
		}
		ResultLibrary library = libraries.open(a.value("library"));
		UnsavedRuns.Imported imported;
		try {
			imported = UnsavedRuns.importInto(library, read, file);
		} catch (UnsavedRuns.InvalidRunFileException e) {
			throw new UsageException(e.getMessage());
		}
		Run run = imported.run();
		console.out().println((imported.replaced() ? "Replaced the library's copy of run " : "Brought in run ") + run.getId() + " ("
				+ run.getSuiteName() + " on " + Drives.label(run.getDrive()) + ", " + run.getResults().size() + " test"
				+ (run.getResults().size() == 1 ? "" : "s") + ") from " + file + " into " + library.folder()
				+ "; the file may now be removed");
		return ExitCode.OK;
	}
}
