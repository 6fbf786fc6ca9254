package org.drivebench.cli;

import java.io.PrintStream;
import java.util.Locale;

import org.drivebench.engine.Sizes;
import org.drivebench.group.GroupComparison;
import org.drivebench.group.NextDrive;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupTest;

/** A group test as the command line prints it: its entries in order with their state, runs and why. */
final class GroupTestText {
	private GroupTestText() {
	}

	/** An entry's name: its label, else its target. */
	static String name(GroupEntry entry) {
		return entry.getLabel() == null || entry.getLabel().isBlank() ? entry.getTarget() : entry.getLabel();
	}

	/** Where an entry runs: its target, and its rig when it is on one. */
	static String where(GroupEntry entry) {
		String rig = entry.getRig() == null ? "" : entry.getRig().strip();
		String size = entry.getFileSizeBytes() > 0 ? " (" + Sizes.format(entry.getFileSizeBytes()) + " file)" : "";
		String target = NextDrive.is(entry.getTarget()) ? "the next drive plugged in (" + entry.getTarget() + ")" : entry.getTarget();
		return target + size + (rig.isEmpty() ? "" : " on " + rig);
	}

	static String state(GroupEntry entry) {
		return entry.getState().getLiteral().toLowerCase(Locale.ROOT);
	}

	static void print(GroupTest group, PrintStream out) {
		out.println("Group test " + group.getId() + (GroupComparison.title(group).equals(group.getId()) ? "" : " (" + group.getTitle()
				+ ")") + ": " + group.getEntries().size() + (group.getEntries().size() == 1 ? " entry" : " entries"));
		TextTable table = new TextTable("#", "Entry", "Target", "Suite", "State", "Runs", "Why").alignRight(0).alignRight(5);
		int i = 0;
		for (GroupEntry e : group.getEntries()) {
			table.row(String.valueOf(++i), name(e), where(e), e.getSuiteId(), state(e), String.valueOf(e.getRunIds().size()),
					e.getReason() == null ? "" : e.getReason());
		}
		table.print(out);
		if (group.getReportId() != null && !group.getReportId().isBlank()) {
			out.println("Comparison: " + group.getReportId() + " (drivebench report --report " + group.getReportId()
					+ " --format html --output <file>)");
		}
	}
}
