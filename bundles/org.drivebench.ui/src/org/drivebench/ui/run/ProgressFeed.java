package org.drivebench.ui.run;

import java.nio.file.Path;

import org.drivebench.core.io.Failures;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.engine.RunObserver.IntervalSnapshot;
import org.drivebench.library.LibraryRunner;
import org.drivebench.library.LibrarySpace;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;

/**
 * Hands what the library's {@link LibraryRunner} reports of a run to the {@link RunProgress} the monitor
 * and the status line show, in the monitor's words: a run from New Run (its {@link RunJob}) and a group
 * test's entry alike. Cancelling the progress cancels the run.
 */
public class ProgressFeed implements LibraryRunner.Listener {
	private final RunProgress progress;
	private final Path library;

	/**
	 * @param library the folder of the library the run is saved to, which the messages name
	 */
	ProgressFeed(RunProgress progress, Path library) {
		this.progress = progress;
		this.library = library;
	}

	RunProgress progress() {
		return progress;
	}

	/** The target is being prepared (a test file filled): {@code fraction} done. */
	public void preparing(double fraction) {
		progress.preparing(fraction);
	}

	@Override
	public void testStarted(int index, int count, PlannedTest test) {
		progress.testStarted(index);
	}

	@Override
	public void step(String name, int index, int count) {
		progress.step(name, index, count);
	}

	@Override
	public void progress(double testFraction, double runFraction) {
		progress.progress(testFraction, runFraction);
	}

	@Override
	public void interval(IntervalSnapshot snapshot) {
		progress.interval(snapshot);
	}

	@Override
	public void testFinished(int index, int count, TestResult result) {
		progress.testFinished(index, result);
	}

	@Override
	public boolean cancelRequested() {
		return progress.cancelRequested();
	}

	@Override
	public void saved(Run run, @Nullable Exception failure) {
		progress.saved(run, failure == null ? null : NLS.bind(Messages.job_save_failed, library, Failures.describe(failure)));
	}

	/** The run ended: how it went, and where it is when the library could not take it. */
	public void ended(LibraryRunner.Outcome outcome) {
		ended(outcome.run(), outcome.saveFailure(), outcome.writtenTo(), outcome.notWritten());
	}

	/**
	 * The run ended.
	 *
	 * @param saveFailure why the library could not take it at its end, or null
	 * @param writtenTo   where it was written instead, or null
	 * @param notWritten  why nowhere took it, or null
	 */
	public void ended(Run run, @Nullable Exception saveFailure, @Nullable Path writtenTo, @Nullable Exception notWritten) {
		if (saveFailure != null) {
			// nothing measured is lost: the user is told where it is
			progress.saved(run, writtenTo != null
					? NLS.bind(Messages.job_written_elsewhere, new Object[] { library, Failures.describe(saveFailure), writtenTo })
					: NLS.bind(Messages.job_not_written, new Object[] { library, Failures.describe(saveFailure),
							notWritten == null ? "" : Failures.describe(notWritten) }));
		}
		progress.finished(run);
	}

	/** The run could not run (the library has no room, the target could not be opened); the message says why. */
	public String failed(Exception failure) {
		String message = failure instanceof LibrarySpace.NoRoomException ? NLS.bind(Messages.job_no_room, Failures.describe(failure))
				: NLS.bind(Messages.job_failed, progress.view().targetName(), Failures.describe(failure));
		progress.failed(message);
		return message;
	}
}
