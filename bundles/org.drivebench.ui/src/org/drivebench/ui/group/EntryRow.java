package org.drivebench.ui.group;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.engine.Sizes;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.GroupTest;

/**
 * One entry of a group test as the editor shows it, copied when the group's runner saved it (the runner
 * changes the entries from its threads; the table reads copies on the UI thread).
 *
 * @param number its place in the group test, from 1
 * @param reason why it failed or stopped, or empty
 */
record EntryRow(int number, String name, String target, String suite, String rig, GroupEntryState state, int runs, String reason) {
	/** Copies of the group test's entries, in order; call where nobody changes it meanwhile. */
	static List<EntryRow> of(GroupTest group) {
		List<EntryRow> rows = new ArrayList<>();
		int i = 0;
		for (GroupEntry e : group.getEntries()) {
			String size = e.getFileSizeBytes() > 0 ? " (" + Sizes.format(e.getFileSizeBytes()) + ")" : "";
			rows.add(new EntryRow(++i, name(e), e.getTarget() + size, e.getSuiteId(), text(e.getRig()), e.getState(), e.getRunIds().size(),
					text(e.getReason())));
		}
		return List.copyOf(rows);
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
