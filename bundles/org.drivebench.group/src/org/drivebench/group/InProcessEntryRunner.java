package org.drivebench.group;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunCheck;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.engine.IoEngine;
import org.drivebench.engine.PreparationCancelledException;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.Target;
import org.drivebench.engine.device.CreationJournal;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.library.LibraryCheckpoint;
import org.drivebench.library.LibrarySpace;
import org.drivebench.library.ResultLibrary;
import org.drivebench.library.UnsavedRuns;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Runs a group test's entries in this process, for a front end that shows progress rather than prints
 * it (the workbench): judges the entry's target as {@link EntryTargets} does, checks the library has
 * room, opens the target, runs the plan through the core's {@link SuiteRunner} and saves the run after
 * every test through the library's {@link LibraryCheckpoint}; a run the library cannot take is written
 * where {@link UnsavedRuns} can, so nothing measured is lost. A pause lets the test under way finish
 * and skips the rest of the entry's run; a cancel stops the test under way.
 */
public final class InProcessEntryRunner implements EntryRunner {
	/** What a front end hears of an entry's run, from the entry's thread. */
	public interface Progress {
		/** The entry's target was judged fit: its notes, and what the run's writes overwrite before its first measurement. */
		default void checked(GroupEntry entry, TargetCheck check) {
		}

		/** The target is open (a new test file filled): {@code plan} starts on it. */
		default void opened(GroupEntry entry, Target target, RunPlan plan) {
		}

		/** The run was cancelled while its new test file was filled, before its first test ({@code why}). */
		default void cancelledWhilePreparing(GroupEntry entry, String why) {
		}

		/** Hears the entry's run as it goes, besides the calls below (a progress display); it may cancel the run too. */
		default RunListener listener(GroupEntry entry) {
			return RunListener.NONE;
		}

		/** Test {@code index} (from 0) of {@code count} of the entry's run starts. */
		default void testStarted(GroupEntry entry, int index, int count, PlannedTest test) {
		}

		/** How far the entry's run is, 0 to 1. */
		default void progress(GroupEntry entry, double runFraction) {
		}

		/** How far the entry's new test file is filled, 0 to 1. */
		default void preparing(GroupEntry entry, double fraction) {
		}

		/**
		 * After each save of the entry's run: why it could not be saved into the library, or null (a failed
		 * save is tried again after each test).
		 */
		default void checkpoint(GroupEntry entry, Run run, @Nullable Exception failure) {
		}

		/** The entry's run ended and is saved in the library. */
		default void saved(GroupEntry entry, Run run) {
		}

		/**
		 * The run the library could not take at its end, written to {@code file} (null: nowhere would take it;
		 * its figures are in the run all the same).
		 */
		default void writtenElsewhere(GroupEntry entry, Run run, @Nullable Path file, Exception failure) {
		}
	}

	private final IoEngine engine;
	private final String version;
	private final ResultLibrary library;
	private final EntryTargets.Rigs rigs;
	private final List<String> palette;
	private final List<Path> unsavedPlaces;
	private final BooleanSupplier paused;
	private final BooleanSupplier cancelled;
	private final Progress progress;
	private final NextDrive nextDrive;
	private final NextDrive.Confirmer confirmer;

	/**
	 * @param engine        runs the workloads of this machine's targets
	 * @param version       the DriveBench version the runs record
	 * @param palette       the colours a drive new to the library takes its colour from
	 * @param unsavedPlaces where a run the library cannot take is written, the first folder that takes it
	 * @param paused        true stops each run after the test under way
	 * @param cancelled     true stops the test under way (its partial figures kept)
	 */
	public InProcessEntryRunner(IoEngine engine, String version, ResultLibrary library, EntryTargets.Rigs rigs, List<String> palette,
			List<Path> unsavedPlaces, BooleanSupplier paused, BooleanSupplier cancelled, Progress progress) {
		this(engine, version, library, rigs, palette, unsavedPlaces, paused, cancelled, progress, NextDrive.system(),
				NextDrive.Confirmer.NOBODY);
	}

	/**
	 * A runner whose entries of the next drive plugged in find it with {@code nextDrive} and have its
	 * serial asked by {@code confirmer}.
	 */
	public InProcessEntryRunner(IoEngine engine, String version, ResultLibrary library, EntryTargets.Rigs rigs, List<String> palette,
			List<Path> unsavedPlaces, BooleanSupplier paused, BooleanSupplier cancelled, Progress progress, NextDrive nextDrive,
			NextDrive.Confirmer confirmer) {
		this.nextDrive = nextDrive;
		this.confirmer = confirmer;
		this.engine = engine;
		this.version = version;
		this.library = library;
		this.rigs = rigs;
		this.palette = List.copyOf(palette);
		this.unsavedPlaces = List.copyOf(unsavedPlaces);
		this.paused = paused;
		this.cancelled = cancelled;
		this.progress = progress;
	}

	@Override
	public Run run(GroupEntry entry, RunPlan plan, Consumer<Run> saved) throws Exception {
		RunCheck.Verdict verdict;
		if (NextDrive.is(entry.getTarget())) {
			// waits for the drive (a pause or a cancel ends the wait), then judges it as a device target
			NextDrive.Drive drive = nextDrive.find(entry, earlierDrive(entry), confirmer,
					() -> cancelled.getAsBoolean() || paused.getAsBoolean());
			verdict = EntryTargets.judge(entry, drive, plan, rigs);
		} else {
			verdict = EntryTargets.judge(entry, plan, rigs, f -> progress.preparing(entry, f));
		}
		TargetCheck check = switch (verdict) {
		case RunCheck.Ready ready -> ready.check();
		case RunCheck.Refused refused -> throw refused.refusal();
		case RunCheck.Unfit unfit -> throw new IllegalArgumentException(unfit.message());
		};
		LibrarySpace.check(library.folder(), plan.tests().size()); // room for every figure, before any is measured
		progress.checked(entry, check);
		String label = entry.getLabel() == null || entry.getLabel().isBlank() ? null : entry.getLabel();
		LibraryCheckpoint checkpoint = new LibraryCheckpoint(library, label, palette, (run, failure) -> progress.checkpoint(entry, run, failure));
		Consumer<Run> saving = run -> {
			checkpoint.accept(run);
			if (checkpoint.lastFailure() == null) {
				saved.accept(run);
			}
		};
		RunListener listener = new Listener(entry, progress.listener(entry));
		Run run;
		// every file the run makes is recorded before it is made, so what a crash leaves is found (drivebench status)
		try (CreationJournal creations = CreationJournal.start(library.journalsFolder())) {
			try (Target target = check.open(() -> listener.cancelRequested(), creations)) {
				progress.opened(entry, target, plan);
				run = new SuiteRunner(engine, version).run(plan, target, listener, saving, creations);
			} catch (PreparationCancelledException e) {
				progress.cancelledWhilePreparing(entry, String.valueOf(e.getMessage()));
				run = new SuiteRunner(engine, version).cancelledBeforeStart(plan, check.shape(),
						"while its test file was prepared (" + e.getMessage() + ")", saving);
			}
		}
		Exception failure = checkpoint.lastFailure();
		if (failure != null) {
			Path file = null;
			try {
				file = UnsavedRuns.write(run, unsavedPlaces);
			} catch (IOException e) {
				failure.addSuppressed(e);
			}
			progress.writtenElsewhere(entry, run, file, failure);
		} else {
			progress.saved(entry, run);
		}
		return run;
	}

	/** The drive key of the entry's first run, which a resume continues on; null before its first run. */
	private @Nullable String earlierDrive(GroupEntry entry) {
		for (String id : entry.getRunIds()) {
			Optional<Run> run = library.run(id);
			if (run.isPresent() && run.get().getDrive() != null) {
				return run.get().getDrive().getKey();
			}
		}
		return null;
	}

	/** Hands the runner's reports on, and asks for the pause and the cancel. */
	private final class Listener implements RunListener {
		private final GroupEntry entry;
		private final RunListener also;

		Listener(GroupEntry entry, RunListener also) {
			this.entry = entry;
			this.also = also;
		}

		@Override
		public void testStarted(int index, int count, PlannedTest test) {
			also.testStarted(index, count, test);
			progress.testStarted(entry, index, count, test);
		}

		@Override
		public void step(String name, int index, int count) {
			also.step(name, index, count);
		}

		@Override
		public void progress(double testFraction, double runFraction) {
			also.progress(testFraction, runFraction);
			progress.progress(entry, runFraction);
		}

		@Override
		public void interval(RunObserver.IntervalSnapshot snapshot) {
			also.interval(snapshot);
		}

		@Override
		public void testFinished(int index, int count, TestResult result) {
			also.testFinished(index, count, result);
		}

		@Override
		public boolean cancelRequested() {
			return cancelled.getAsBoolean() || also.cancelRequested();
		}

		@Override
		public boolean stopRequested() {
			return paused.getAsBoolean();
		}
	}
}
