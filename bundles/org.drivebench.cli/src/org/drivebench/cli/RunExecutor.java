package org.drivebench.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.ConcurrentHashMap;
import java.util.List;
import java.util.Set;
import java.util.Locale;

import org.drivebench.core.runner.RunCheck;
import org.drivebench.library.LibraryCheckpoint;
import org.drivebench.library.LibraryRunner;
import org.drivebench.library.LibrarySpace;
import org.drivebench.library.ResultLibrary;
import org.drivebench.library.UnsavedRuns;
import org.drivebench.library.drives.DrivePalette;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.engine.IoEngine;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.engine.open.Targets;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.rig.FioRemoteEngine;
import org.drivebench.rig.RigTargets;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Checks a plan against its target before anything is created or written, then runs it through the
 * library's {@link LibraryRunner}, as the workbench and a group test's entries do, and says on the
 * console what the run's writes destroy, how it goes (a progress display) and where it was saved.
 * Shared by {@code run}, {@code demo} and the strip-size study.
 */
final class RunExecutor {
	private final IoEngine engine;
	private final String version;
	/** Runs their library could not take, by id (written elsewhere by the library runner). */
	private final Set<String> unsaved = ConcurrentHashMap.newKeySet(); // a group test runs entries on several rigs at once
	/** Where such a run is written, in the order tried. */
	private List<Path> elsewhere = UnsavedRuns.places();

	RunExecutor(IoEngine engine, String version) {
		this.engine = engine;
		this.version = version;
	}

	/** Writes a run its library could not take into the first of {@code folders} that takes it (tests choose). */
	RunExecutor withUnsavedRunPlaces(List<Path> folders) {
		this.elsewhere = List.copyOf(folders);
		return this;
	}

	/**
	 * Judges the target (write and test-file guards, options, its shape) and rehearses the plan on it:
	 * every bad input is found here, before any file or folder is created.
	 *
	 * @throws UsageException                  naming what is wrong with the target or a parameter
	 * @throws org.drivebench.engine.device.WriteRefusedException when writing is refused
	 * @throws IOException                     when the target cannot be examined
	 */
	TargetCheck check(RunPlan plan, Targets.Request request, Console console) throws IOException, UsageException {
		return accepted(RunCheck.judge(plan, request.withProgress(fill(console, request.name()))));
	}

	/**
	 * Judges a target on a rig (the rig answers, the path as fio sees it, the write confirmation, the
	 * rig's fio) and rehearses the plan on it, refusing every step fio cannot express: all before
	 * anything is written on the rig or saved here.
	 *
	 * @throws UsageException                  naming what is wrong with the path or a step
	 * @throws org.drivebench.engine.device.WriteRefusedException when a write on the rig is not confirmed
	 * @throws org.drivebench.rig.RigException when the rig cannot be reached or does not answer as a fio server
	 */
	TargetCheck checkOnRig(RunPlan plan, RigTargets.Request request, FioRemoteEngine rigEngine, Console console)
			throws IOException, UsageException {
		TargetCheck check;
		try {
			check = RigTargets.check(new RigTargets.Request(request.rig(), request.path(), request.write(), request.confirmation(),
					request.fileSizeBytes(), request.keepFile(), fill(console, request.expectedConfirmation())), rigEngine);
		} catch (IllegalArgumentException e) {
			throw new UsageException("--target: " + e.getMessage());
		}
		return accepted(RunCheck.rehearsed(plan, check));
	}

	/** The checked target of a verdict that lets the plan run; else the refusal (exit 4) or what is wrong (exit 2). */
	static TargetCheck accepted(RunCheck.Verdict verdict) throws UsageException, WriteRefusedException {
		return switch (verdict) {
		case RunCheck.Ready ready -> ready.check();
		case RunCheck.Refused refused -> throw refused.refusal();
		case RunCheck.Unfit unfit -> throw new UsageException(unfit.target() ? "--target: " + unfit.message() : unfit.message());
		};
	}

	/**
	 * Runs a checked plan: names what its writes destroy, opens the target, measures, saves.
	 *
	 * @param label a name for the drive in tables (null: keep what the target reports)
	 * @return the run as saved
	 * @throws IOException when the target cannot be opened or the run cannot be saved
	 */
	Run execute(RunPlan plan, TargetCheck check, ResultLibrary library, @Nullable String label, Console console, CancelSignal cancel)
			throws IOException {
		ProgressPrinter progress = new ProgressPrinter(console, cancel);
		LibraryCheckpoint.Listener saves = RunLines.saves(console, library, progress::clear);
		LibraryRunner.Outcome outcome;
		try {
			outcome = new LibraryRunner(engine, version, library, DrivePalette.DEFAULT, elsewhere).run(plan, check, label,
					new LibraryRunner.Forwarding(progress, new LibraryRunner.Stages(checked -> RunLines.checked(console, checked),
							target -> RunLines.opened(console, target, plan), why -> {
								// Ctrl+C or a signal while the test file was filled: stopped at once, saved as cancelled
								progress.clear();
								RunLines.cancelledWhilePreparing(console, why);
							}, saves)));
		} finally {
			progress.clear();
		}
		Run run = outcome.run();
		Exception saveFailure = outcome.saveFailure();
		if (saveFailure != null) {
			unsaved.add(run.getId());
			// written where it can be, with the command that brings it into the library; when nothing can
			// take it, what it held stays in the table printed next
			RunLines.writtenElsewhere(console, library, saveFailure, outcome.writtenTo(), outcome.notWritten());
			return run; // its table is printed all the same: nothing measured is lost
		}
		RunLines.saved(console, run, library);
		return run;
	}

	/** The engine runs measure with. */
	IoEngine engine() {
		return engine;
	}

	/** The DriveBench version runs record. */
	String version() {
		return version;
	}

	/** Where a run its library could not take is written, the first folder that takes it. */
	List<Path> unsavedPlaces() {
		return elsewhere;
	}

	/**
	 * Checks, before anything is created or measured, that the library in {@code folder} has room for
	 * {@code tests} tests' results.
	 *
	 * @throws UsageException naming the library, its free space and the space the run needs
	 */
	static void checkRoom(Path folder, int tests) throws IOException, UsageException {
		try {
			LibrarySpace.check(folder, tests);
		} catch (LibrarySpace.NoRoomException e) {
			throw new UsageException(e.getMessage() + ": free some space there, or save into another library with --library <dir>");
		}
	}

	/** {@code text} as a shell reads it back: quoted when it holds anything but plain path characters. */
	static String shellWord(String text) {
		return text.matches("[A-Za-z0-9_./:=@%+-]+") ? text : "'" + text.replace("'", "'\\''") + "'";
	}

	/** The exit code a finished run deserves: 1 when it could not be saved into its library, as for a failed test. */
	int exitCode(Run run) {
		return unsaved.contains(run.getId()) ? Math.max(ExitCode.FAILED, figuresCode(run)) : figuresCode(run);
	}

	private static int figuresCode(Run run) {
		if (run.getResults().stream().anyMatch(r -> r.getStatus() == ResultStatus.CANCELLED)) {
			return ExitCode.CANCELLED;
		}
		return run.getResults().stream().allMatch(r -> r.getStatus() == ResultStatus.COMPLETED) ? ExitCode.OK : ExitCode.FAILED;
	}

	/** Says how far a new test file is filled, in place on a terminal, a line a tenth otherwise. */
	static java.util.function.DoubleConsumer fill(Console console, String name) {
		long[] lastPercent = { -1 };
		return fraction -> {
			long percent = Math.round(fraction * 100);
			if (percent / 10 != lastPercent[0] / 10 || percent == 100 && lastPercent[0] != 100) {
				lastPercent[0] = percent;
				String line = String.format(Locale.ROOT, "Preparing test file %s: %d%%", name, percent);
				if (console.interactive()) {
					console.redraw(line, 0); // redrawn in place, ended by the last
					if (percent == 100) {
						console.err().println();
					}
				} else {
					console.err().println(line);
				}
			}
		};
	}
}
