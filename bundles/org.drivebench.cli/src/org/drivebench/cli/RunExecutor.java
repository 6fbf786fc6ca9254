package org.drivebench.cli;

import java.io.IOException;
import java.util.Locale;

import org.drivebench.core.io.Failures;
import org.drivebench.core.library.ResultLibrary;
import org.drivebench.core.runner.LibraryCheckpoint;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.engine.IoEngine;
import org.drivebench.engine.Target;
import org.drivebench.engine.open.Targets;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;

/**
 * Opens a target, runs a plan on it with a progress display, and saves the run into the library
 * after every test through the core's {@link LibraryCheckpoint}, as the workbench does (a drive the
 * library knows keeps its name and notes). Shared by {@code run} and the default job.
 */
final class RunExecutor {
	private final IoEngine engine;
	private final String version;

	RunExecutor(IoEngine engine, String version) {
		this.engine = engine;
		this.version = version;
	}

	/**
	 * @param label a name for the drive in tables (null: keep what the target reports)
	 * @return the run as saved
	 * @throws IOException when the target cannot be opened or the run cannot be saved
	 */
	Run execute(RunPlan plan, Targets.Request request, ResultLibrary library, String label, Console console,
			CancelSignal cancel) throws IOException {
		Targets.Request withProgress = new Targets.Request(request.name(), plan.writes(), request.confirmation(),
				request.fileSizeBytes(), request.keepFile(), fill(console, request.name()));
		ProgressPrinter progress = new ProgressPrinter(console.err(), console.interactive(), cancel);
		LibraryCheckpoint checkpoint = new LibraryCheckpoint(library, label, (saved, failure) -> {
			if (failure != null) {
				console.err().println("drivebench: could not save the run into " + library.folder() + ": " + Failures.describe(failure));
			}
		});
		Run run;
		try (Target target = Targets.open(withProgress)) {
			console.err().printf(Locale.ROOT, "Running %s on %s (%s), %d test%s%s%n", plan.name(), target.name(),
					target.identity().model(), plan.tests().size(), plan.tests().size() == 1 ? "" : "s",
					plan.writes() ? ", writing" : ", read-only");
			run = new SuiteRunner(engine, version).run(plan, target, progress, checkpoint);
		} finally {
			progress.clear();
		}
		if (checkpoint.lastFailure() != null) {
			throw new IOException("the run could not be saved into " + library.folder() + ": "
					+ Failures.describe(checkpoint.lastFailure()), checkpoint.lastFailure());
		}
		console.err().println("Saved run " + run.getId() + " in " + library.folder());
		return run;
	}

	/** The exit code a finished run deserves. */
	static int exitCode(Run run) {
		if (run.getResults().stream().anyMatch(r -> r.getStatus() == ResultStatus.CANCELLED)) {
			return ExitCode.CANCELLED;
		}
		return run.getResults().stream().allMatch(r -> r.getStatus() == ResultStatus.COMPLETED) ? ExitCode.OK : ExitCode.FAILED;
	}

	private static java.util.function.DoubleConsumer fill(Console console, String name) {
		long[] lastPercent = { -1 };
		return fraction -> {
			long percent = Math.round(fraction * 100);
			if (percent / 10 != lastPercent[0] / 10 || percent == 100 && lastPercent[0] != 100) {
				lastPercent[0] = percent;
				console.err().printf(Locale.ROOT, "%sPreparing test file %s: %d%%%s", console.interactive() ? "\r" : "",
						name, percent, console.interactive() && percent < 100 ? "" : "\n");
			}
		};
	}
}
