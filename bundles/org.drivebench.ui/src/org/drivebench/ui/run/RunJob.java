package org.drivebench.ui.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.drivebench.core.io.Failures;
import org.drivebench.library.ResultLibrary;
import org.drivebench.library.LibraryCheckpoint;
import org.drivebench.library.LibrarySpace;
import org.drivebench.library.UnsavedRuns;
import org.drivebench.ui.library.BackgroundWork;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.engine.RunObserver.IntervalSnapshot;
import org.drivebench.engine.PreparationCancelledException;
import org.drivebench.engine.Target;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.engine.device.CreationJournal;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;

/**
 * A run as an Eclipse job: opens the target, runs the plan through the core's {@link SuiteRunner} and
 * saves the run to the library after every test through the core's {@link LibraryCheckpoint}, as the
 * command line does (a crash or a cancel costs the test under way at most; a drive the library knows
 * keeps its name and notes).
 * It reports to its progress monitor and to its {@link RunProgress}; cancelling the job (or the
 * progress) stops the test under way, which keeps its partial figures, and skips the rest. Runs share
 * one scheduling rule, so they measure one after another.
 */
final class RunJob extends Job {
	/** One run at a time: two runs on one machine would measure each other. */
	static final ISchedulingRule ONE_AT_A_TIME = BackgroundWork.serialRule();
	private static final int TICKS = 1000;

	private final RunProgress progress;
	private final TargetOpener targets;
	private final ResultLibrary library;
	private final String version;
	private final List<String> palette;
	private final List<Path> unsavedPlaces;

	RunJob(RunProgress progress, TargetOpener targets, ResultLibrary library, String version, List<String> palette,
			List<Path> unsavedPlaces) {
		super(NLS.bind(Messages.job_name, progress.request().plan().name(), progress.request().target().name()));
		this.progress = progress;
		this.targets = targets;
		this.library = library;
		this.version = version;
		this.palette = List.copyOf(palette);
		this.unsavedPlaces = List.copyOf(unsavedPlaces);
		setRule(ONE_AT_A_TIME);
		setUser(true);
	}

	RunProgress progress() {
		return progress;
	}

	@Override
	protected IStatus run(IProgressMonitor monitor) {
		RunRequest request = progress.request();
		monitor.beginTask(getName(), TICKS);
		progress.started();
		if (progress.cancelRequested() || monitor.isCanceled()) {
			progress.failed(Messages.job_cancelled_before_start);
			return Status.CANCEL_STATUS;
		}
		try {
			LibrarySpace.check(library.folder(), request.plan().tests().size()); // room for every figure, before any is measured
		} catch (IOException e) {
			String message = NLS.bind(Messages.job_no_room, Failures.describe(e));
			progress.failed(message);
			monitor.done();
			return Status.error(message, e);
		}
		Run run;
		Listener listener = new Listener(monitor);
		LibraryCheckpoint checkpoint = new LibraryCheckpoint(library, null, palette, (saved, failure) -> progress.saved(saved,
				failure == null ? null : NLS.bind(Messages.job_save_failed, library.folder(), Failures.describe(failure))));
		// every file the run makes is recorded before it is made, so what a crash leaves is found (drivebench status)
		try (CreationJournal creations = CreationJournal.start(library.journalsFolder())) {
			TargetCheck check = targets.check(request.target(), request.plan().writes(), request.confirmation(), progress::preparing);
			try (Target target = check.open(listener::cancelRequested, creations)) {
				run = new SuiteRunner(targets.engine(), version).run(request.plan(), target, listener, checkpoint, creations);
			} catch (PreparationCancelledException e) {
				// cancelled while the test file was filled: stopped there, saved as cancelled
				run = new SuiteRunner(targets.engine(), version).cancelledBeforeStart(request.plan(), check.shape(),
						"while its test file was prepared (" + e.getMessage() + ")", checkpoint);
			}
		} catch (IOException | RuntimeException e) {
			String message = NLS.bind(Messages.job_failed, request.target().name(), Failures.describe(e));
			progress.failed(message);
			monitor.done();
			return Status.error(message, e);
		}
		Exception saveFailure = checkpoint.lastFailure();
		if (saveFailure != null) {
			progress.saved(run, unsaved(run, saveFailure)); // nothing measured is lost: the user is told where it is
		}
		progress.finished(run);
		monitor.done();
		return progress.cancelRequested() ? Status.CANCEL_STATUS : Status.OK_STATUS;
	}

	/** Writes a run the library could not take where it can be, and says where and how to bring it in. */
	private String unsaved(Run run, Exception failure) {
		try {
			return NLS.bind(Messages.job_written_elsewhere, new Object[] { library.folder(), Failures.describe(failure),
					UnsavedRuns.write(run, unsavedPlaces) });
		} catch (IOException e) {
			return NLS.bind(Messages.job_not_written, new Object[] { library.folder(), Failures.describe(failure), Failures.describe(e) });
		}
	}

	@Override
	protected void canceling() {
		progress.cancel();
	}

	/** Hands the runner's reports to the progress monitor and to the run's progress. */
	private final class Listener implements RunListener {
		private final IProgressMonitor monitor;
		private int ticksDone;

		Listener(IProgressMonitor monitor) {
			this.monitor = monitor;
		}

		@Override
		public void testStarted(int index, int count, PlannedTest test) {
			progress.testStarted(index);
			monitor.subTask(NLS.bind(Messages.job_test, new Object[] { index + 1, count, test.label() }));
		}

		@Override
		public void step(String name, int index, int count) {
			progress.step(name, index, count);
		}

		@Override
		public void progress(double testFraction, double runFraction) {
			progress.progress(testFraction, runFraction);
			int ticks = (int) Math.round(Math.max(0, Math.min(1, runFraction)) * TICKS);
			if (ticks > ticksDone) {
				monitor.worked(ticks - ticksDone);
				ticksDone = ticks;
			}
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
			return progress.cancelRequested() || monitor.isCanceled();
		}
	}
}
