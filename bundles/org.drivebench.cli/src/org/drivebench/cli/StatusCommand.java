package org.drivebench.cli;

import java.util.List;
import java.util.function.Supplier;

import org.drivebench.core.library.LibraryProblem;
import org.drivebench.core.library.ResultLibrary;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.model.Run;

/** {@code drivebench status}: the library in use, what it holds, and the installed tests. */
final class StatusCommand implements Command {
	private final Supplier<ResultLibrary> library;
	private final TestRegistry registry;
	private final String versionText;

	StatusCommand(String versionText, Supplier<ResultLibrary> library, TestRegistry registry) {
		this.versionText = versionText;
		this.library = library;
		this.registry = registry;
	}

	@Override
	public String name() {
		return "status";
	}

	@Override
	public String summary() {
		return "show the library in use, what it holds and the installed tests";
	}

	@Override
	public String usage() {
		return """
				usage: drivebench status

				Shows the DriveBench version, the result library's folder (set it with
				-Ddrivebench.library=<dir> in DRIVEBENCH_VM_ARGS), its drives and runs,
				files it could not read, and the installed tests.""";
	}

	@Override
	public int run(List<String> args, Console console) throws UsageException {
		if (!args.isEmpty()) {
			throw new UsageException("status takes no arguments, got '" + args.get(0) + "'");
		}
		ResultLibrary lib = library.get();
		List<Run> runs = lib.runs();
		long drives = runs.stream().map(r -> r.getDrive() == null ? "" : r.getDrive().getKey()).distinct().count();
		console.out().println(versionText);
		console.out().println("Library:  " + lib.folder());
		console.out().println("Holds:    " + runs.size() + " runs of " + drives + " drives");
		for (LibraryProblem p : lib.problems()) {
			console.out().println("Skipped:  " + p);
		}
		console.out().println("Tests:    " + registry.tests().size() + " installed (drivebench list-tests)");
		return lib.problems().isEmpty() ? ExitCode.OK : ExitCode.FAILED;
	}
}
