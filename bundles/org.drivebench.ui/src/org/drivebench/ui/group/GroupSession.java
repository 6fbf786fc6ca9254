package org.drivebench.ui.group;

import java.nio.file.Path;
import java.util.List;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

import org.drivebench.core.io.Failures;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.group.EntryTargets;
import org.drivebench.engine.device.DeviceReport;
import org.drivebench.group.GroupRunner;
import org.drivebench.group.NextDrive;
import org.drivebench.group.InProcessEntryRunner;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.GroupTest;
import org.drivebench.model.Run;
import org.drivebench.ui.run.ProgressFeed;
import org.drivebench.ui.run.RunSessions;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.jface.window.Window;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

/**
 * A group test running in the workbench: the group bundle's {@link GroupRunner} with its
 * {@link InProcessEntryRunner}, in a user job that holds the measuring rule (a run from New Run waits for
 * it, and it for the run). What the editor shows is copied here as the runner reports it, and the
 * listeners (the editors) hear of every change from the runner's threads; they hand over to the UI thread.
 */
public final class GroupSession {
	private final String id;
	private final ResultLibrary library;
	private final RunSessions runs;
	private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
	/** What the run monitor shows of each entry's run under way. */
	private final Map<GroupEntry, ProgressFeed> monitored = new ConcurrentHashMap<>();
	private final Job job;
	private volatile List<EntryRow> rows;
	private volatile String status = "";
	private volatile double fraction;
	private volatile boolean pauseRequested;
	private volatile boolean cancelRequested;
	private volatile boolean over;
	private volatile @Nullable String reportId;
	private volatile @Nullable String failure;

	/**
	 * @param group   a copy of the library's group test, which the runner changes and saves
	 * @param resume  continue the entries cut short first, as {@code group-test resume}
	 * @param palette the colours a drive new to the library takes its colour from
	 */
	GroupSession(GroupTest group, boolean resume, ResultLibrary library, TestRegistry registry, RunSessions runs, List<String> palette) {
		this(group, resume, library, registry, runs, palette, NextDrive.system());
	}

	/** A session whose entries of the next drive plugged in find it with {@code nextDrive} (a fake system in tests). */
	GroupSession(GroupTest group, boolean resume, ResultLibrary library, TestRegistry registry, RunSessions runs, List<String> palette,
			NextDrive nextDrive) {
		this.id = group.getId();
		this.library = library;
		this.runs = runs;
		this.rows = EntryRow.of(group);
		InProcessEntryRunner.Progress progress = new Progress();
		InProcessEntryRunner entries = new InProcessEntryRunner(runs.targets().engine(), runs.version(), library, EntryTargets.Rigs.user(),
				palette, runs.unsavedPlaces(), () -> pauseRequested, () -> cancelRequested, progress, nextDrive, new Asking());
		GroupRunner runner = new GroupRunner(library, group, registry, entries, new GroupRunner.Listener() {
			@Override
			public void entryChanged(GroupTest changed, GroupEntry entry) {
				rows = EntryRow.of(changed); // under the runner's lock: nobody changes the entries meanwhile
				changed();
			}

			@Override
			public void saveFailed(GroupTest changed, Exception e) {
				status = NLS.bind(Messages.status_failed, Failures.describe(e));
				changed();
			}
		}, () -> pauseRequested || cancelRequested);
		job = Job.create(NLS.bind(Messages.job_name, id), monitor -> {
			if (!pauseRequested) {
				status = Messages.status_running; // the rule is held: a run from New Run has ended
				changed();
			}
			try {
				GroupRunner.Outcome outcome = runner.run(resume);
				ComparisonReport report = outcome.report();
				reportId = report == null ? null : report.getId();
				boolean cutShort = group.getEntries().stream().anyMatch(e -> e.getState() == GroupEntryState.CANCELLED);
				status = !outcome.cancelled() ? Messages.status_ended : cutShort ? Messages.status_paused : Messages.status_paused_between;
				return Status.OK_STATUS;
			} catch (Exception | LinkageError e) {
				String why = Failures.describe(e);
				failure = why;
				status = NLS.bind(Messages.status_failed, why);
				return Status.error(status, e);
			} finally {
				over = true;
				changed();
			}
		});
		job.setRule(RunSessions.measuring());
		job.setUser(true);
	}

	/**
	 * What the runner tells: the test under way, how far it is, a run the library could not take. Each
	 * entry's run is shown in the run monitor too, as a New Run is.
	 */
	private final class Progress implements InProcessEntryRunner.Progress {
		@Override
		public RunListener listener(GroupEntry entry, RunPlan plan) {
			ProgressFeed feed = runs.follow(NLS.bind(Messages.monitor_entry, id, EntryRow.name(entry)), plan, entry.getTarget(),
					library.folder());
			monitored.put(entry, feed);
			return feed;
		}

		@Override
		public void preparing(GroupEntry entry, double fraction) {
			monitor(entry, false, feed -> feed.preparing(fraction));
		}

		@Override
		public void saved(GroupEntry entry, Run run) {
			monitor(entry, true, feed -> feed.ended(run, null, null, null));
		}

		@Override
		public void failed(GroupEntry entry, Exception why) {
			monitor(entry, true, feed -> feed.failed(why));
		}

		@Override
		public void testStarted(GroupEntry entry, int index, int count, PlannedTest test) {
			if (!pauseRequested) {
				status = NLS.bind(Messages.status_test, new Object[] { EntryRow.name(entry), index + 1, count, test.label() });
			}
			changed();
		}

		@Override
		public void progress(GroupEntry entry, double runFraction) {
			fraction = runFraction;
			changed();
		}

		@Override
		public void checkpoint(GroupEntry entry, Run run, @Nullable Exception saveFailure) {
			monitor(entry, false, feed -> feed.saved(run, saveFailure));
			if (saveFailure != null) {
				status = NLS.bind(Messages.status_save_failing, EntryRow.name(entry), Failures.describe(saveFailure));
				changed();
			}
		}

		@Override
		public void writtenElsewhere(GroupEntry entry, Run run, @Nullable Path file, Exception saveFailure) {
			Throwable[] suppressed = saveFailure.getSuppressed();
			Exception notWritten = file == null && suppressed.length > 0 && suppressed[0] instanceof Exception e ? e : null;
			monitor(entry, true, feed -> feed.ended(run, saveFailure, file, notWritten));
			status = file == null ? NLS.bind(Messages.status_unsaved, EntryRow.name(entry), Failures.describe(saveFailure))
					: NLS.bind(Messages.status_elsewhere, new Object[] { EntryRow.name(entry), Failures.describe(saveFailure), file });
			changed();
		}
	}

	/** Tells the run monitor's view of the entry's run under way, if it has one; {@code last}: the run ended. */
	private void monitor(GroupEntry entry, boolean last, Consumer<ProgressFeed> tell) {
		ProgressFeed feed = last ? monitored.remove(entry) : monitored.get(entry);
		if (feed != null) {
			tell.accept(feed);
		}
	}

	/** Says the wait for an entry's drive, and shows the drive plugged in with a dialog that asks its serial. */
	private final class Asking implements NextDrive.Confirmer {
		@Override
		public void waiting(GroupEntry entry, Set<String> present, Duration timeout) {
			status = NLS.bind(Messages.status_waiting, EntryRow.name(entry), NextDrive.describe(timeout));
			changed();
		}

		@Override
		public Optional<String> askSerial(GroupEntry entry, DeviceReport report) {
			Display display = Display.getDefault();
			AtomicReference<String> typed = new AtomicReference<>("");
			display.syncExec(() -> {
				Shell active = display.getActiveShell();
				boolean none = active == null && display.getShells().length == 0;
				Shell shell = active != null ? active : none ? new Shell(display) : display.getShells()[0];
				try {
					NextDriveDialog dialog = new NextDriveDialog(shell, EntryRow.name(entry), report);
					if (dialog.open() == Window.OK) {
						typed.set(dialog.typed());
					}
				} finally {
					if (none) {
						shell.dispose(); // made only to parent the dialog: the workbench showed no window
					}
				}
			});
			String answer = typed.get();
			return answer == null || answer.isBlank() ? Optional.empty() : Optional.of(answer);
		}
	}

	void start() {
		job.schedule();
	}

	/** Stops after the test under way; the entry cut short waits for Resume. */
	public void pause() {
		pauseRequested = true;
		status = Messages.status_pausing;
		changed();
	}

	/** Stops the test under way (its partial figures kept): the workbench is closing. */
	void cancel() {
		cancelRequested = true;
		job.cancel();
	}

	/** Waits up to {@code millis} for the group test to stop; true when it has. */
	boolean await(long millis) throws InterruptedException {
		return job.join(millis, null);
	}

	public String id() {
		return id;
	}

	/** The entries as last saved. */
	List<EntryRow> rows() {
		return rows;
	}

	/** What is happening: the entry and test under way, pausing, paused, ended, or why it stopped. */
	public String status() {
		return status;
	}

	/** How far the entry under way is, 0 to 1. */
	double fraction() {
		return fraction;
	}

	public boolean pauseRequested() {
		return pauseRequested;
	}

	/** Whether the runner has returned (every entry ran, it was paused, or it failed). */
	public boolean over() {
		return over;
	}

	/** The comparison saved at the end, when no entry was left to run. */
	public @Nullable String reportId() {
		return reportId;
	}

	/** Why the runner stopped short, or null. */
	public @Nullable String failure() {
		return failure;
	}

	void addListener(Runnable listener) {
		listeners.add(listener);
	}

	void removeListener(Runnable listener) {
		listeners.remove(listener);
	}

	private void changed() {
		listeners.forEach(Runnable::run);
	}
}
