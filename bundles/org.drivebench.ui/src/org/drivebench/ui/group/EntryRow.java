package org.drivebench.ui.group;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.engine.Sizes;
import org.drivebench.group.NextDrive;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.GroupTest;
import org.eclipse.osgi.util.NLS;

/**
 * One entry of a group test as the editor shows it, copied when the group's runner saved it (the runner
 * changes the entries from its threads; the table reads copies on the UI thread).
 *
 * @param number    its place in the group test, from 1
 * @param target    its target as the table shows it: the next drive plugged in in words, with its wait
 * @param reason    why it failed or stopped, or empty
 * @param nextDrive whether its drive is the next one plugged in (its wait can be changed)
 */
record EntryRow(int number, String name, String target, String suite, String rig, GroupEntryState state, int runs, String reason,
		boolean nextDrive) {
	/** Copies of the group test's entries, in order; call where nobody changes it meanwhile. */
	static List<EntryRow> of(GroupTest group) {
		List<EntryRow> rows = new ArrayList<>();
		int i = 0;
		for (GroupEntry e : group.getEntries()) {
			String size = e.getFileSizeBytes() > 0 ? " (" + Sizes.format(e.getFileSizeBytes()) + ")" : "";
			boolean next = NextDrive.is(e.getTarget());
			rows.add(new EntryRow(++i, name(e), next ? nextDrive(e.getTarget()) : e.getTarget() + size, e.getSuiteId(), text(e.getRig()),
					e.getState(), e.getRunIds().size(), text(e.getReason()), next));
		}
		return List.copyOf(rows);
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

	private static String text(@org.eclipse.jdt.annotation.Nullable String value) {
		return value == null ? "" : value.strip();
	}

	/** Whether the entry started and did not end: resume continues it. */
	boolean unfinished() {
		return state == GroupEntryState.RUNNING || state == GroupEntryState.CANCELLED;
	}

	String stateText() {
		return switch (state) {
		case PENDING -> Messages.state_pending;
		case RUNNING -> Messages.state_running;
		case DONE -> Messages.state_done;
		case FAILED -> Messages.state_failed;
		case CANCELLED -> Messages.state_cancelled;
		};
	}
}
