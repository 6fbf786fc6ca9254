package org.drivebench.group;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

import org.drivebench.core.io.Failures;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.engine.device.ProcessStamp;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.GroupTest;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Runs a group test unattended: its entries one after another, entries on different rigs at the same
 * time (one at a time per rig; this machine's targets, simulated drives included, are one rig). Each
 * entry is marked running and saved before it starts, gets its run's id as soon as the run is first
 * saved, and is saved again with its end (done, failed with the reason, cancelled), so a process killed
 * during an entry leaves it marked running with its runs listed: {@link #run run(true)} continues it with its
 * first unfinished test. When no entry is left to run, one comparison of every entry's runs is saved,
 * pinned to them ({@link GroupComparison}).
 */
public final class GroupRunner {
	/** Told of every change of an entry's state, after it was saved (from the entry's thread). */
	public interface Listener {
		void entryChanged(GroupTest group, GroupEntry entry);

		/** The group test could not be saved; it is tried again at the next change. */
		default void saveFailed(GroupTest group, Exception failure) {
		}
	}

	/**
	 * How a call ended.
	 *
	 * @param ran       the entries it ran, in the order they ended
	 * @param cancelled whether a cancel stopped it before every entry ran
	 * @param report    the comparison saved at the end, when no entry was left to run
	 */
	public record Outcome(List<GroupEntry> ran, boolean cancelled, @Nullable ComparisonReport report) {
	}

	private final ResultLibrary library;
	private final GroupTest group;
	private final TestRegistry registry;
	private final EntryRunner runner;
	private final Listener listener;
	private final BooleanSupplier cancelRequested;
	/** Guards the group test's entries and its saves: entries on several rigs end at the same time. */
	private final Object lock = new Object();
	private final List<GroupEntry> ran = new ArrayList<>();

	public GroupRunner(ResultLibrary library, GroupTest group, TestRegistry registry, EntryRunner runner, Listener listener,
			BooleanSupplier cancelRequested) {
		this.library = library;
		this.group = group;
		this.registry = registry;
		this.runner = runner;
		this.listener = listener;
		this.cancelRequested = cancelRequested;
	}

	/**
	 * The entries {@link #run} or {@link #resume} would run, in order.
	 *
	 * @throws IllegalStateException naming why it cannot start: another process runs it, nothing is left
	 *                               to run, or (for a fresh start) an entry was cut short and waits for resume
	 */
	public static List<GroupEntry> toRun(GroupTest group, boolean resume) {
		checkNotRunning(group);
		List<GroupEntry> unfinished = group.getEntries().stream().filter(GroupRunner::unfinished).toList();
		if (!resume && !unfinished.isEmpty()) {
			GroupEntry first = unfinished.get(0);
			throw new IllegalStateException("entry '" + first.getLabel() + "' of the group test '" + group.getId() + "' was "
					+ (first.getState() == GroupEntryState.CANCELLED ? "cancelled" : "interrupted")
					+ ": resume continues it with its first unfinished test");
		}
		List<GroupEntry> entries = group.getEntries().stream()
				.filter(e -> e.getState() == GroupEntryState.PENDING || resume && unfinished(e)).toList();
		if (entries.isEmpty()) {
			throw new IllegalStateException("the group test '" + group.getId() + "' has no entry left to run"
					+ (group.getEntries().isEmpty() ? " (it has no entries: add some)" : " (every entry ended: done or failed)"));
		}
		return entries;
	}

	/**
	 * Refuses a group test another process is running: changing it meanwhile would be lost.
	 *
	 * @throws IllegalStateException naming the process
	 */
	public static void checkNotRunning(GroupTest group) {
		Optional<ProcessStamp> holder = ProcessStamp.parse(group.getProcess());
		if (holder.isPresent() && holder.get().liveness() == ProcessStamp.Liveness.ALIVE
				&& holder.get().pid() != ProcessHandle.current().pid()) {
			throw new IllegalStateException("the group test '" + group.getId() + "' is being run by process " + holder.get().pid()
					+ " on this machine; wait until it ends");
		}
	}

	/** Whether an entry started and did not end (killed or cancelled): resume continues it. */
	static boolean unfinished(GroupEntry entry) {
		return entry.getState() == GroupEntryState.RUNNING || entry.getState() == GroupEntryState.CANCELLED;
	}

	/**
	 * Runs the entries not started yet, or with {@code resume} first continues the entries cut short (each
	 * with its first unfinished test); see {@link #toRun}.
	 */
	public Outcome run(boolean resume) throws IOException {
		return go(toRun(group, resume));
	}

	private Outcome go(List<GroupEntry> entries) throws IOException {
		group.setProcess(ProcessStamp.current().text());
		library.groupTests().save(group); // before anything runs: a failure here is the caller's to report
		Map<String, List<GroupEntry>> byRig = new LinkedHashMap<>();
		for (GroupEntry e : entries) {
			byRig.computeIfAbsent(rigOf(e), k -> new ArrayList<>()).add(e);
		}
		List<Thread> threads = new ArrayList<>();
		for (Map.Entry<String, List<GroupEntry>> rig : byRig.entrySet()) {
			Runnable work = () -> rig.getValue().forEach(e -> {
				if (!cancelRequested.getAsBoolean()) {
					runEntry(e);
				}
			});
			if (byRig.size() == 1) {
				work.run();
			} else {
				Thread t = new Thread(work, "drivebench-group-" + (rig.getKey().isEmpty() ? "local" : rig.getKey()));
				t.start();
				threads.add(t);
			}
		}
		for (Thread t : threads) {
			joinUninterruptibly(t);
		}
		ComparisonReport report = null;
		synchronized (lock) {
			group.setProcess(null);
			boolean left = group.getEntries().stream().anyMatch(e -> e.getState() == GroupEntryState.PENDING || unfinished(e));
			if (!left && group.getEntries().stream().anyMatch(e -> !e.getRunIds().isEmpty())) {
				report = GroupComparison.save(library, group);
			}
			library.groupTests().save(group);
			return new Outcome(List.copyOf(ran), cancelRequested.getAsBoolean(), report);
		}
	}

	/** The rig an entry runs on; this machine's targets (simulated drives too) are one rig, "". */
	static String rigOf(GroupEntry entry) {
		return entry.getRig() == null ? "" : entry.getRig().strip();
	}

	private void runEntry(GroupEntry entry) {
		synchronized (lock) {
			entry.setState(GroupEntryState.RUNNING);
			entry.setReason(null);
			if (entry.getStartedAt() == null) {
				entry.setStartedAt(new Date());
			}
			entry.setFinishedAt(null);
			changed(entry);
		}
		RunPlan full;
		Optional<RunPlan> left;
		try {
			full = EntryPlans.plan(entry, registry, library);
			synchronized (lock) {
				left = EntryPlans.remaining(full, entry, library);
			}
		} catch (IllegalArgumentException e) {
			end(entry, GroupEntryState.FAILED, e.getMessage());
			return;
		}
		if (left.isEmpty()) {
			end(entry, GroupEntryState.DONE, null); // killed after its last test was saved, before the entry was
			return;
		}
		Run run;
		try {
			run = runner.run(entry, left.get(), saved -> {
				synchronized (lock) {
					if (!entry.getRunIds().contains(saved.getId())) {
						entry.getRunIds().add(saved.getId());
						changed(entry);
					}
				}
			});
		} catch (CancellationException e) {
			// the wait for the next drive plugged in ended before anything was measured: resume waits again
			end(entry, GroupEntryState.CANCELLED, e.getMessage());
			return;
		} catch (Exception e) {
			end(entry, GroupEntryState.FAILED, Failures.describe(e));
			return;
		}
		synchronized (lock) {
			if (!entry.getRunIds().contains(run.getId())) {
				entry.getRunIds().add(run.getId()); // a run the library could not take is written elsewhere; its id is kept
			}
		}
		Optional<TestResult> cancelled = run.getResults().stream().filter(r -> r.getStatus() == ResultStatus.CANCELLED).findFirst();
		if (cancelled.isPresent()) {
			end(entry, GroupEntryState.CANCELLED, "cancelled during " + cancelled.get().getCaseName()
					+ "; resume continues with it");
			return;
		}
		Optional<TestResult> skipped = run.getResults().stream().filter(r -> r.getStatus() == ResultStatus.SKIPPED).findFirst();
		if (cancelRequested.getAsBoolean() && skipped.isPresent()) {
			// paused: the run stopped after the test under way, skipping the rest
			end(entry, GroupEntryState.CANCELLED, "paused before " + skipped.get().getCaseName() + "; resume continues with it");
			return;
		}
		Set<String> done;
		synchronized (lock) {
			done = EntryPlans.completed(entry, library);
		}
		List<String> failed = new ArrayList<>();
		for (PlannedTest t : full.tests()) {
			if (!done.contains(t.label())) {
				failed.add(t.label() + why(run, t.label()));
			}
		}
		end(entry, failed.isEmpty() ? GroupEntryState.DONE : GroupEntryState.FAILED,
				failed.isEmpty() ? null : "not completed: " + String.join("; ", failed));
	}

	/** Why the run did not complete the test {@code label}: its first message. */
	private static String why(Run run, String label) {
		for (TestResult r : run.getResults()) {
			if (label.equals(r.getCaseName())) {
				String message = r.getMessages().isEmpty() ? "" : r.getMessages().get(0).getText();
				return " (" + r.getStatus().getLiteral().toLowerCase(java.util.Locale.ROOT) + (message == null || message.isBlank() ? ""
						: ": " + message) + ")";
			}
		}
		return " (not run)";
	}

	private void end(GroupEntry entry, GroupEntryState state, @Nullable String reason) {
		synchronized (lock) {
			entry.setState(state);
			entry.setReason(reason);
			entry.setFinishedAt(new Date());
			ran.add(entry);
			changed(entry);
		}
	}

	/** Under the lock: saves the group test and tells the listener. */
	private void changed(GroupEntry entry) {
		try {
			library.groupTests().save(group);
		} catch (IOException | RuntimeException e) {
			listener.saveFailed(group, e);
		}
		listener.entryChanged(group, entry);
	}

	private static void joinUninterruptibly(Thread t) {
		boolean interrupted = false;
		while (t.isAlive()) {
			try {
				t.join();
			} catch (InterruptedException e) {
				interrupted = true; // a cancel reaches the entries through cancelRequested; their runs end soon
			}
		}
		if (interrupted) {
			Thread.currentThread().interrupt();
		}
	}
}
