package org.drivebench.ui.group;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.drivebench.core.runner.RunProcess;
import org.drivebench.engine.Sizes;
import org.drivebench.group.NextDrive;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.GroupTest;
import org.drivebench.model.Run;
import org.eclipse.jdt.annotation.Nullable;
import org.eclipse.osgi.util.NLS;

/**
 * One entry of a group test as the editor shows it, copied when the group's runner saved it (the runner
 * changes the entries from its threads; the table reads copies on the UI thread).
 *
 * @param number    its place in the group test, from 1
 * @param target    its target as the table shows it: the next drive plugged in in words, with its wait
 * @param reason    why it failed or stopped, or empty
 * @param nextDrive whether its drive is the next one plugged in (its wait can be changed)
 * @param interrupted whether it is marked running but no process runs it any more (killed, crashed, the
 *                    machine went down): resume continues it
 */
record EntryRow(int number, String name, String target, String suite, String rig, GroupEntryState state, int runs, String reason,
		boolean nextDrive, boolean interrupted) {
	/** Copies of the group test's entries, in order, as a process runs them; call where nobody changes it meanwhile. */
	static List<EntryRow> of(GroupTest group) {
		return of(group, null);
	}

	/**
	 * Copies of the group test's entries, in order, when no process runs it: an entry still marked running
	 * was cut short, and says where its run ended from {@code library}'s copy of it.
	 */
	static List<EntryRow> stopped(GroupTest group, ResultLibrary library) {
		return of(group, library);
	}

	private static List<EntryRow> of(GroupTest group, @Nullable ResultLibrary stopped) {
		List<EntryRow> rows = new ArrayList<>();
		int i = 0;
		for (GroupEntry e : group.getEntries()) {
			String size = e.getFileSizeBytes() > 0 ? " (" + Sizes.format(e.getFileSizeBytes()) + ")" : "";
			boolean next = NextDrive.is(e.getTarget());
			boolean interrupted = stopped != null && e.getState() == GroupEntryState.RUNNING;
			String reason = stopped != null && interrupted ? NLS.bind(Messages.reason_interrupted, whereItEnded(e, stopped))
					: text(e.getReason());
			rows.add(new EntryRow(++i, name(e), next ? nextDrive(e.getTarget()) : e.getTarget() + size, e.getSuiteId(), text(e.getRig()),
					e.getState(), e.getRunIds().size(), reason, next, interrupted));
		}
		return List.copyOf(rows);
	}

	/** Where the entry's last run ended, in a few words ("interrupted during SEQ1M Q8T1 write (test 3)"). */
	private static String whereItEnded(GroupEntry entry, ResultLibrary library) {
		List<String> ids = entry.getRunIds();
		Optional<Run> last = ids.isEmpty() ? Optional.empty() : library.run(ids.get(ids.size() - 1));
		String described = last.map(RunProcess::describe).orElse("");
		// the run's own words when its process is known dead (core text, as the run's row says it)
		return described.startsWith("interrupted") ? described : last.isEmpty() ? Messages.reason_before_run : Messages.state_interrupted;
	}

	/** The next drive plugged in, in words, with how long it is waited for; its spelling when that is bad. */
	private static String nextDrive(String target) {
		try {
			return NLS.bind(Messages.target_next_drive, NextDrive.describe(NextDrive.waitOf(target)));
		} catch (IllegalArgumentException e) {
			return target; // as the file says: the runner fails the entry naming it
		}
	}

	/** An entry's name: its label, else its target. */
	static String name(GroupEntry entry) {
		return entry.getLabel() == null || entry.getLabel().isBlank() ? entry.getTarget() : entry.getLabel();
	}

	private static String text(@Nullable String value) {
		return value == null ? "" : value.strip();
	}

	/** Whether the entry started and did not end: resume continues it. */
	boolean unfinished() {
		return state == GroupEntryState.RUNNING || state == GroupEntryState.CANCELLED;
	}

	String stateText() {
		return switch (state) {
		case PENDING -> Messages.state_pending;
		case RUNNING -> interrupted ? Messages.state_interrupted : Messages.state_running;
		case DONE -> Messages.state_done;
		case FAILED -> Messages.state_failed;
		case CANCELLED -> Messages.state_cancelled;
		};
	}
}
