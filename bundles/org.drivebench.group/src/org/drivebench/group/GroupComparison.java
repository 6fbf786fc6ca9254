package org.drivebench.group;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.drivebench.library.ResultLibrary;
import org.drivebench.library.drives.Drives;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.DriveSelection;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupTest;
import org.drivebench.model.Run;
import org.drivebench.report.ReportDrafts;
import org.drivebench.report.ReportPins;

/**
 * The comparison a group test ends with: every entry's runs (a resumed entry's runs together), a column
 * per drive named as its entry is (entries on one drive, such as two test files on one disk, share its column), saved in the library pinned to those runs, so a run made later never
 * joins it unasked. A group test run again after entries were added replaces its comparison.
 */
public final class GroupComparison {
	private GroupComparison() {
	}

	/** The runs of the group test's entries the library holds, in entry order. */
	public static List<Run> runs(ResultLibrary library, GroupTest group) {
		List<Run> runs = new ArrayList<>();
		for (GroupEntry e : group.getEntries()) {
			for (String id : e.getRunIds()) {
				library.run(id).ifPresent(runs::add);
			}
		}
		return runs;
	}

	/** Builds the comparison of every entry, pins it, saves it and records it in the group test (saved by the caller). */
	static ComparisonReport save(ResultLibrary library, GroupTest group) throws IOException {
		List<Run> runs = runs(library, group);
		ComparisonReport report = ReportDrafts.ofRuns(runs, title(group));
		Map<String, List<GroupEntry>> byDrive = new LinkedHashMap<>();
		for (GroupEntry e : group.getEntries()) {
			Optional<Run> first = e.getRunIds().stream().map(library::run).flatMap(Optional::stream).findFirst();
			first.ifPresent(run -> byDrive.computeIfAbsent(Drives.keyOf(run), k -> new ArrayList<>()).add(e));
		}
		for (DriveSelection s : report.getDrives()) {
			List<GroupEntry> entries = byDrive.getOrDefault(s.getDriveKey(), List.of());
			// two entries on one drive (two test files on one disk) share its column, named by both as the library
			// names that drive: the drive's own label is the last entry's, which would put File A's figures under "File B"
			String label = Drives.together(entries.stream().map(GroupEntry::getLabel).filter(l -> l != null).toList());
			if (!label.isEmpty()) {
				s.setLabel(label);
			}
		}
		ReportPins.pin(report, runs, new Date());
		String previous = group.getReportId();
		if (previous != null && !previous.isBlank() && library.report(previous).isPresent()) {
			report.setId(previous);
			report.setCreatedAt(library.report(previous).get().getCreatedAt());
		}
		library.saveReport(report);
		group.setReportId(report.getId());
		return report;
	}

	/** How the group test is named: its title, else its id. */
	public static String title(GroupTest group) {
		return group.getTitle() == null || group.getTitle().isBlank() ? group.getId() : group.getTitle();
	}
}
