package org.drivebench.library;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.engine.IoEngine;
import org.drivebench.engine.PreparationCancelledException;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.Target;
import org.drivebench.engine.device.CreationJournal;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Runs a judged plan on its target and keeps every figure: the one sequence behind {@code drivebench
 * run}, a group test's entries and the workbench's run job, which only present it. It checks the library
 * has room for the run, records every file the run makes before it is made (so what a crash leaves is
 * found), opens the target (a test file filled, the write guard passed again; a cancel stops the fill),
 * runs the plan through the core's {@link SuiteRunner} and saves the run after every test through
 * {@link LibraryCheckpoint} (a save that fails is tried again at the next checkpoint). A run the library
 * could not take at its end is written where {@link UnsavedRuns} can, and the {@link Outcome} says where.
 */
public final class LibraryRunner {
	/**
	 * What a front end hears of the run besides the suite runner's reports, from the run's thread; it
	 * cancels the run ({@link #cancelRequested()}, also while the target is prepared) or stops it after the
	 * test under way ({@link #stopRequested()}).
	 */
	public interface Listener extends RunListener {
		/** The library has room for the run: the target is opened next; {@code check} says what it destroys. */
		default void checked(TargetCheck check) {
		}

		/** The target is open (a new test file filled): the plan starts on it. */
		default void opened(Target target) {
		}

		/** The run was cancelled while its target was prepared, before its first test ({@code why}); it is saved as cancelled. */
		default void cancelledWhilePreparing(String why) {
		}

		/** After each save of the run: why it could not be saved into the library (tried again at the next checkpoint), or null. */
		default void saved(Run run, @Nullable Exception failure) {
		}
	}

	/**
	 * What a front end shows of the run's stages besides the suite runner's reports (the command line's
	 * lines, a group test entry's progress): the target checked and opened, a cancel while it was prepared,
	 * each save.
	 *
	 * @param checked                 {@link Listener#checked}
	 * @param opened                  {@link Listener#opened}
	 * @param cancelledWhilePreparing {@link Listener#cancelledWhilePreparing}
	 * @param saved                   {@link Listener#saved}
	 */
	public record Stages(Consumer<TargetCheck> checked, Consumer<Target> opened, Consumer<String> cancelledWhilePreparing,
			LibraryCheckpoint.Listener saved) {
	}

	/**
	 * A listener that hands the suite runner's reports to another {@link RunListener} (a progress display)
	 * and the run's stages to {@link Stages}: the one adapter the command line and a group test's entries
	 * present a run through.
	 */
	public static class Forwarding implements Listener {
		private final RunListener to;
		private final Stages stages;

		public Forwarding(RunListener to, Stages stages) {
			this.to = to;
			this.stages = stages;
		}

		@Override
		public void checked(TargetCheck check) {
			stages.checked().accept(check);
		}

		@Override
		public void opened(Target target) {
			stages.opened().accept(target);
		}

		@Override
		public void cancelledWhilePreparing(String why) {
			stages.cancelledWhilePreparing().accept(why);
		}

		@Override
		public void saved(Run run, @Nullable Exception failure) {
			stages.saved().saved(run, failure);
		}

		@Override
		public void testStarted(int index, int count, PlannedTest test) {
			to.testStarted(index, count, test);
		}

		@Override
		public void step(String name, int index, int count) {
			to.step(name, index, count);
		}

		@Override
		public void progress(double testFraction, double runFraction) {
			to.progress(testFraction, runFraction);
		}

		@Override
		public void interval(RunObserver.IntervalSnapshot snapshot) {
			to.interval(snapshot);
		}

		@Override
		public void testFinished(int index, int count, TestResult result) {
			to.testFinished(index, count, result);
		}

		@Override
		public boolean cancelRequested() {
			return to.cancelRequested();
		}

		@Override
		public boolean stopRequested() {
			return to.stopRequested();
		}
	}

	/**
	 * How a run ended.
	 *
	 * @param run         the run with a result per planned test (its figures are here whatever became of the saves)
	 * @param saveFailure why the library could not take the run at its end, or null when it holds it
	 * @param writtenTo   where the run was written instead, or null (saved, or nowhere would take it)
	 * @param notWritten  why no folder took it, or null
	 */
	public record Outcome(Run run, @Nullable Exception saveFailure, @Nullable Path writtenTo, @Nullable IOException notWritten) {
		/** Whether the library holds the run as it ended. */
		public boolean saved() {
			return saveFailure == null;
		}

		/** Whether a cancel cut a test short (or the target's preparation). */
		public boolean cancelled() {
			return run.getResults().stream().anyMatch(r -> r.getStatus() == ResultStatus.CANCELLED);
		}
	}

	private final IoEngine engine;
	private final String version;
	private final ResultLibrary library;
	private final List<String> palette;
	private final List<Path> unsavedPlaces;

	/**
	 * @param engine        measures on the opened targets
	 * @param version       the DriveBench version the runs record
	 * @param library       where the runs are saved
	 * @param palette       the colours a drive new to the library takes its colour from
	 * @param unsavedPlaces where a run the library cannot take is written, the first folder that takes it
	 */
	public LibraryRunner(IoEngine engine, String version, ResultLibrary library, List<String> palette, List<Path> unsavedPlaces) {
		this.engine = engine;
		this.version = version;
		this.library = library;
		this.palette = List.copyOf(palette);
		this.unsavedPlaces = List.copyOf(unsavedPlaces);
	}

	/**
	 * Runs {@code plan} on the judged target and saves it as it goes.
	 *
	 * @param label a name for the drive given with this run, or null to keep the one the library knows it by
	 * @return how the run ended; a cancel ends it too (its partial figures kept, the rest skipped)
	 * @throws LibrarySpace.NoRoomException when the library lacks room for the run: nothing was created or measured
	 * @throws IOException                  when the target cannot be opened
	 */
	public Outcome run(RunPlan plan, TargetCheck check, @Nullable String label, Listener listener) throws IOException {
		LibrarySpace.check(library.folder(), plan.tests().size()); // room for every figure, before any is measured
		listener.checked(check);
		LibraryCheckpoint checkpoint = new LibraryCheckpoint(library, label, palette, listener::saved);
		SuiteRunner runner = new SuiteRunner(engine, version);
		Run run;
		// every file the run makes is recorded before it is made, so what a crash leaves is found (drivebench status)
		try (CreationJournal creations = CreationJournal.start(library.journalsFolder())) {
			try (Target target = check.open(listener::cancelRequested, creations)) {
				listener.opened(target);
				run = runner.run(plan, target, listener, checkpoint, creations);
			} catch (PreparationCancelledException e) {
				// cancelled while the test file was filled: stopped there, saved as cancelled
				listener.cancelledWhilePreparing(String.valueOf(e.getMessage()));
				run = runner.cancelledBeforeStart(plan, check.shape(), "while its test file was prepared (" + e.getMessage() + ")",
						checkpoint);
			}
		}
		Exception failure = checkpoint.lastFailure();
		if (failure == null) {
			return new Outcome(run, null, null, null);
		}
		try {
			return new Outcome(run, failure, UnsavedRuns.write(run, unsavedPlaces), null); // nothing measured is lost
		} catch (IOException e) {
			return new Outcome(run, failure, null, e);
		}
	}
}
