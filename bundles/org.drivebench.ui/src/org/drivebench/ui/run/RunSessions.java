package org.drivebench.ui.run;

import org.drivebench.library.drives.DrivePalette;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.drivebench.library.ResultLibrary;
import org.drivebench.library.UnsavedRuns;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.StudyTag;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The runs of this session: starts each as a {@link RunJob} (they measure one after another) and keeps
 * its {@link RunProgress} for the monitor and the status line (which look at it a few times a second),
 * beside the runs of group tests' entries, which their group test's job runs ({@link #follow}).
 * Listeners hear of a New Run's end, on the thread of its job.
 */
public final class RunSessions {
	private final TargetOpener targets;
	private final String version;
	private final List<RunJob> jobs = new CopyOnWriteArrayList<>();
	/** Every run's progress, a New Run's and a group test entry's, oldest first. */
	private final List<RunProgress> all = new CopyOnWriteArrayList<>();
	private final List<Consumer<RunProgress>> ended = new CopyOnWriteArrayList<>();
	private volatile List<Path> unsavedPlaces = UnsavedRuns.workbenchPlaces();

	/**
	 * @param targets opens the runs' targets
	 * @param version the DriveBench version the runs record
	 */
	public RunSessions(TargetOpener targets, String version) {
		this.targets = targets;
		this.version = version;
	}

	/** The rule every measuring job holds, a run's or a group test's: one measures at a time on this machine. */
	public static org.eclipse.core.runtime.jobs.ISchedulingRule measuring() {
		return RunJob.ONE_AT_A_TIME;
	}

	/** Where a run its library could not take is written, the first folder that takes it. */
	public List<Path> unsavedPlaces() {
		return unsavedPlaces;
	}

	/** The DriveBench version the runs record. */
	public String version() {
		return version;
	}

	/** Opens the runs' targets (and holds the engine they run on). */
	public TargetOpener targets() {
		return targets;
	}

	/**
	 * Where a run its library could not take is written from now on, the first folder that takes it
	 * (by default the home folder, then the temporary folder).
	 */
	public void writeUnsavedRunsTo(List<Path> folders) {
		unsavedPlaces = List.copyOf(folders);
	}

	/** Starts (or queues, behind the run under way) {@code request}, saving to {@code library}. */
	public RunProgress start(RunRequest request, ResultLibrary library) {
		return start(request, library, DrivePalette.DEFAULT);
	}

	/**
	 * Starts (or queues) {@code request}, saving to {@code library}; a drive new to the library takes its
	 * colour from {@code palette}.
	 */
	public RunProgress start(RunRequest request, ResultLibrary library, List<String> palette) {
		RunProgress progress = new RunProgress(request);
		RunJob job = new RunJob(request, progress, targets, library, version, palette, unsavedPlaces);
		job.addJobChangeListener(new JobChangeAdapter() {
			@Override
			public void done(IJobChangeEvent event) {
				ended.forEach(l -> l.accept(progress));
			}
		});
		jobs.add(job);
		all.add(progress);
		job.schedule();
		return progress;
	}

	/**
	 * Shows a run that a group test's job measures, as a New Run is shown, from now on: the entry's job
	 * feeds it what the library's runner reports; Cancel in the monitor cancels that run.
	 *
	 * @param group   the group test and entry, as the monitor names the run
	 * @param target  what the run measures
	 * @param library the folder of the library it is saved to
	 */
	public ProgressFeed follow(String group, RunPlan plan, String target, Path library) {
		RunProgress progress = new RunProgress(plan, target, group);
		progress.started();
		all.add(progress);
		return new ProgressFeed(progress, library);
	}

	/** Every run of the session, oldest first. */
	public List<RunProgress> runs() {
		return new ArrayList<>(all);
	}

	/** The run measuring now, else the newest queued one, else null. */
	public @Nullable RunProgress active() {
		RunProgress queued = null;
		for (RunProgress progress : all) {
			RunSessionState state = progress.view().state();
			if (state == RunSessionState.RUNNING) {
				return progress;
			}
			if (state == RunSessionState.QUEUED && queued == null) {
				queued = progress;
			}
		}
		return queued;
	}

	/**
	 * Cancels {@code progress}'s run, queued or under way, and, when it is a point of a strip-size study,
	 * the study's runs still queued after it: cancelling a study stops it, keeping the strips measured.
	 */
	public void cancel(RunProgress progress) {
		progress.cancel();
		jobs.stream().filter(j -> j.progress() == progress).forEach(RunJob::cancel);
		StudyTag study = progress.plan().options().study();
		if (study != null) {
			for (RunJob job : jobs) {
				StudyTag other = job.progress().plan().options().study();
				if (job.progress() != progress && other != null && other.study().equals(study.study())
						&& job.progress().view().state() == RunSessionState.QUEUED) {
					job.progress().cancel();
					job.cancel();
				}
			}
		}
	}

	/** Cancels every run that has not ended (the workbench is closing). */
	public void cancelAll() {
		for (RunJob job : jobs) {
			if (!job.progress().view().state().isOver()) {
				cancel(job.progress());
			}
		}
	}

	/** Waits up to {@code millis} for the runs to end; true when none is left running. */
	public boolean awaitAll(long millis) throws InterruptedException {
		long end = System.currentTimeMillis() + millis;
		for (RunJob job : jobs) {
			long left = end - System.currentTimeMillis();
			if (left <= 0 || !job.join(left, null)) {
				return jobs.stream().allMatch(j -> j.progress().view().state().isOver());
			}
		}
		return true;
	}

	public void addEndListener(Consumer<RunProgress> listener) {
		ended.add(listener);
	}

	public void removeEndListener(Consumer<RunProgress> listener) {
		ended.remove(listener);
	}
}
