package org.drivebench.ui.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.drivebench.core.runner.PlannedTest;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.library.LibraryRunner;
import org.drivebench.library.ResultLibrary;
import org.drivebench.ui.library.BackgroundWork;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;

/**
 * A run as an Eclipse job: judges the target as the run starts and hands the run to the library's
 * {@link LibraryRunner}, which opens the target, measures through the core's suite runner and saves the
 * run after every test, as the command line and a group test's entries do (a crash or a cancel costs the
 * test under way at most; a drive the library knows keeps its name and notes; a run the library cannot
 * take is written elsewhere). It reports to its progress monitor and, through a {@link ProgressFeed}, to
 * its {@link RunProgress}; cancelling the job (or the progress) stops the test under way, which keeps its
 * partial figures, and skips the rest. Runs share one scheduling rule, so they measure one after another.
 */
final class RunJob extends Job {
	/** One run at a time: two runs on one machine would measure each other. */
	static final ISchedulingRule ONE_AT_A_TIME = BackgroundWork.serialRule();
	private static final int TICKS = 1000;

	private final RunRequest request;
	private final RunProgress progress;
	private final TargetOpener targets;
	private final ResultLibrary library;
	private final String version;
	private final List<String> palette;
	private final List<Path> unsavedPlaces;

	RunJob(RunRequest request, RunProgress progress, TargetOpener targets, ResultLibrary library, String version, List<String> palette,
			List<Path> unsavedPlaces) {
		super(NLS.bind(Messages.job_name, request.plan().name(), request.target().name()));
		this.request = request;
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
		monitor.beginTask(getName(), TICKS);
		progress.started();
		if (progress.cancelRequested() || monitor.isCanceled()) {
			progress.failed(Messages.job_cancelled_before_start);
			return Status.CANCEL_STATUS;
		}
		Feed feed = new Feed(monitor);
		LibraryRunner.Outcome outcome;
		try {
			TargetCheck check = targets.check(request.target(), request.plan().writes(), request.confirmation(), feed::preparing);
			outcome = new LibraryRunner(targets.engine(), version, library, palette, unsavedPlaces).run(request.plan(), check, null, feed);
		} catch (IOException | RuntimeException e) {
			String message = feed.failed(e);
			monitor.done();
			return Status.error(message, e);
		}
		feed.ended(outcome);
		monitor.done();
		return progress.cancelRequested() ? Status.CANCEL_STATUS : Status.OK_STATUS;
	}

	@Override
	protected void canceling() {
		progress.cancel();
	}

	/** Hands the runner's reports to the run's progress and to the progress monitor. */
	private final class Feed extends ProgressFeed {
		private final IProgressMonitor monitor;
		private int ticksDone;

		Feed(IProgressMonitor monitor) {
			super(progress, library.folder());
			this.monitor = monitor;
		}

		@Override
		public void testStarted(int index, int count, PlannedTest test) {
			super.testStarted(index, count, test);
			monitor.subTask(NLS.bind(Messages.job_test, new Object[] { index + 1, count, test.label() }));
		}

		@Override
		public void progress(double testFraction, double runFraction) {
			super.progress(testFraction, runFraction);
			int ticks = (int) Math.round(Math.max(0, Math.min(1, runFraction)) * TICKS);
			if (ticks > ticksDone) {
				monitor.worked(ticks - ticksDone);
				ticksDone = ticks;
			}
		}

		@Override
		public boolean cancelRequested() {
			return super.cancelRequested() || monitor.isCanceled();
		}
	}
}
