package org.drivebench.ui.explorer;

import java.io.IOException;
import java.util.List;

import org.drivebench.core.library.ResultLibrary;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Run;

/**
 * The changes the explorer makes to the library, through the library's own edits: a drive's identity
 * is recorded in each of its runs, and the library rewrites every run of it under its lock (so a run
 * another process adds meanwhile is not lost, and no run is saved from its summary).
 */
final class LibraryEdits {
	/** The longest drive name accepted. */
	static final int MAX_NAME = 120;

	private LibraryEdits() {
	}

	/** Gives the drive the label {@code name} (blank: no label) in every run of it. */
	static void rename(ResultLibrary library, DriveNode drive, String name) throws IOException {
		String label = name == null || name.isBlank() ? null : name.strip();
		if (label != null && label.length() > MAX_NAME) {
			throw new IllegalArgumentException("a drive name has at most " + MAX_NAME + " characters, not " + label.length());
		}
		library.renameDrive(drive.key(), label);
	}

	/** Stores {@code notes} (blank: none) in every run of {@code drive}. */
	static void setNotes(ResultLibrary library, DriveNode drive, String notes) throws IOException {
		String text = notes == null || notes.isBlank() ? null : notes;
		for (Run run : library.runsOf(drive.key())) {
			library.updateRun(run.getId(), r -> {
				if (r.getDrive() != null) {
					r.getDrive().setNotes(text);
				}
			});
		}
	}

	/** Moves {@code runs} and every run of {@code drives} to the library's trash. */
	static void delete(ResultLibrary library, List<DriveNode> drives, List<Run> runs) throws IOException {
		for (DriveNode drive : drives) {
			library.deleteDrive(drive.key());
		}
		for (Run run : runs) {
			library.delete(run);
		}
	}

	/** Moves the files of {@code reports} to the library's trash. */
	static void deleteReports(ResultLibrary library, List<ComparisonReport> reports) throws IOException {
		for (ComparisonReport report : reports) {
			library.deleteReport(report.getId());
		}
	}
}
