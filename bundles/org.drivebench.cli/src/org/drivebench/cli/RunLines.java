package org.drivebench.cli;

import java.nio.file.Path;
import java.util.Locale;

import org.drivebench.core.drive.DriveHealthText;
import org.drivebench.core.io.Failures;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.engine.Target;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.library.LibraryCheckpoint;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.Run;
import org.eclipse.jdt.annotation.Nullable;

/**
 * What a run says on standard error as it goes, the same for {@code run} and for each entry of a group
 * test: its notes and what its writes overwrite, the target opened, a save that fails and works again,
 * where the run is saved, or where it went when the library could not take it.
 */
final class RunLines {
	private RunLines() {
	}

	/** The target's notes, and what the run's writes overwrite before its first measurement. */
	static void checked(Console console, TargetCheck check) {
		for (String note : check.notes()) {
			console.err().println("Note: " + note + ".");
		}
		if (!check.overwrites().isEmpty()) {
			console.err().println("This run overwrites, before its first measurement:");
			check.overwrites().forEach(o -> console.err().println("  - " + o));
		}
	}

	/** How the target was prepared, and what runs on it. */
	static void opened(Console console, Target target, RunPlan plan) {
		if (!target.preparation().isEmpty()) {
			console.err().println(target.preparation());
		}
		console.err().printf(Locale.ROOT, "Running %s on %s (%s), %d test%s%s%s%n", plan.name(), target.name(), target.identity().model(),
				plan.tests().size(), plan.tests().size() == 1 ? "" : "s", plan.writes() ? ", writing" : ", read-only",
				plan.options().freshDrivePerTest() ? ", each test on a fresh drive" : "");
	}

	/** Ctrl+C or a signal while the test file was filled: stopped at once, saved as cancelled. */
	static void cancelledWhilePreparing(Console console, String why) {
		console.err().println();
		console.err().println("Cancelled: " + why + " (a test file this run created is removed; an existing one is "
				+ "left, and written whole again by the next run).");
	}

	/**
	 * Says once when saving the run starts to fail and once when it works again (the run stays in memory
	 * meanwhile); {@code clear} clears the progress display first.
	 */
	static LibraryCheckpoint.Listener saves(Console console, ResultLibrary library, Runnable clear) {
		boolean[] failing = { false };
		return (saved, failure) -> {
			if (failure != null && !failing[0]) {
				clear.run();
				console.err().println("drivebench: could not save the run into " + library.folder() + ": " + Failures.describe(failure)
						+ " (the run is kept and saving is tried again after each test)");
			} else if (failure == null && failing[0]) {
				clear.run();
				console.err().println("drivebench: the run is saved into " + library.folder() + " again");
			}
			failing[0] = failure != null;
		};
	}

	/** Where the run is saved, its seed, and where its drive's identity came from. */
	static void saved(Console console, Run run, ResultLibrary library) {
		console.err().println("Saved run " + run.getId() + " in " + library.folder() + " (seed "
				+ Long.toUnsignedString(run.getRandomSeed()) + ": --seed repeats it)");
		if (run.getDrive().getIdentitySource() != null) { // a run cancelled before its first test read none
			console.err().println("Drive identity from " + run.getDrive().getIdentitySource()
					+ (run.getHealthBefore() == null ? "" : "; health: " + DriveHealthText.of(run)));
		}
	}

	/**
	 * A run its library could not take: written to {@code file}, with the command that brings it into the
	 * library; or, when nothing could take it ({@code file} null, {@code writeFailure} why), that its
	 * figures are in the table printed next.
	 */
	static void writtenElsewhere(Console console, ResultLibrary library, Exception failure, @Nullable Path file,
			@Nullable Exception writeFailure) {
		console.err().println("drivebench: the run could not be saved into the library in " + library.folder() + ": "
				+ Failures.describe(failure));
		if (file != null) {
			console.err().println("Nothing measured is lost: the run is written to " + file + ". When the library has room, bring it");
			console.err().println("in with: drivebench import-run " + RunExecutor.shellWord(file.toString()) + " --library "
					+ RunExecutor.shellWord(library.folder().toString()));
		} else {
			console.err().println("drivebench: " + (writeFailure == null ? "no folder would take it" : Failures.describe(writeFailure))
					+ "; its figures are in the table below");
		}
	}
}
