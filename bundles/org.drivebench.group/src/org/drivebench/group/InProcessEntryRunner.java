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
import org.drivebench.engine.IoEngine;
import org.drivebench.engine.Target;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.library.LibraryRunner;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.Run;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Runs a group test's entries in this process, for the command line and the workbench: judges the
 * entry's target as {@link EntryTargets} does (waiting for the next drive plugged in where the entry
 * says so), then runs the plan through the library's {@link LibraryRunner}, as any run is, which saves
 * it as it goes and writes a run the library cannot take elsewhere, so nothing measured is lost. A pause
 * lets the test under way finish and skips the rest of the entry's run; a cancel stops the test under way.
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

		/** {@link #listener(GroupEntry)}, told the plan the entry's run measures (the workbench's run monitor lists its tests). */
		default RunListener listener(GroupEntry entry, RunPlan plan) {
			return listener(entry);
		}

		/** The entry's run could not go on: the library has no room for it, or its target could not be opened. */
		default void failed(GroupEntry entry, Exception failure) {
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
		RunListener also = progress.listener(entry, plan);
		LibraryRunner.Outcome outcome;
		try {
			outcome = new LibraryRunner(engine, version, library, palette, unsavedPlaces).run(plan, check, label(entry),
					new Listener(entry, plan, also, saved));
		} catch (IOException | RuntimeException e) {
			progress.failed(entry, e);
			throw e;
		}
		Run run = outcome.run();
		Exception failure = outcome.saveFailure();
		if (failure != null) {
			IOException notWritten = outcome.notWritten();
			if (notWritten != null) {
				failure.addSuppressed(notWritten);
			}
			progress.writtenElsewhere(entry, run, outcome.writtenTo(), failure);
		} else {
			progress.saved(entry, run);
		}
		return run;
	}

	private static @Nullable String label(GroupEntry entry) {
		return entry.getLabel() == null || entry.getLabel().isBlank() ? null : entry.getLabel();
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

	/** Hands the runner's reports and stages on to the progress, and asks for the pause and the cancel. */
	private final class Listener extends LibraryRunner.Forwarding {
		private final GroupEntry entry;
		private final RunListener also;

		Listener(GroupEntry entry, RunPlan plan, RunListener also, Consumer<Run> saved) {
			super(also, new LibraryRunner.Stages(check -> progress.checked(entry, check),
					target -> progress.opened(entry, target, plan), why -> progress.cancelledWhilePreparing(entry, why),
					(run, failure) -> {
						progress.checkpoint(entry, run, failure);
						if (failure == null) {
							saved.accept(run);
						}
					}));
			this.entry = entry;
			this.also = also;
		}

		@Override
		public void testStarted(int index, int count, PlannedTest test) {
			super.testStarted(index, count, test);
			progress.testStarted(entry, index, count, test);
		}

		@Override
		public void progress(double testFraction, double runFraction) {
			super.progress(testFraction, runFraction);
			progress.progress(entry, runFraction);
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
