package org.drivebench.library;

import java.io.IOException;
import java.util.List;

import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Run;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The edits a reviewer makes to the library (the workbench's explorer makes them; anything else may),
 * through the library's own operations: a drive's identity is recorded in each of its runs, and the
 * library rewrites every run of it under its lock (so a run another process adds meanwhile is not lost,
 * and no run is saved from its summary). A run measured later, from the workbench or the command line,
 * takes the name and notes from these runs ({@link org.drivebench.library.LibraryCheckpoint}).
 */
public final class LibraryEdits {
	/** The longest drive name accepted. */
	public static final int MAX_NAME = 120;

	private LibraryEdits() {
	}

	/**
	 * Gives the drive {@code driveKey} the label {@code name} (blank: no label) in every run of it.
	 *
	 * @throws IllegalArgumentException when the name is longer than {@value #MAX_NAME} characters
	 */
	public static void rename(ResultLibrary library, String driveKey, @Nullable String name) throws IOException {
		String label = name == null || name.isBlank() ? null : name.strip();
		if (label != null && label.length() > MAX_NAME) {
			throw new IllegalArgumentException("a drive name has at most " + MAX_NAME + " characters, not " + label.length());
		}
		library.renameDrive(driveKey, label);
	}

	/** Stores {@code notes} (blank: none) in every run of the drive {@code driveKey}. */
	public static void setNotes(ResultLibrary library, String driveKey, @Nullable String notes) throws IOException {
		String text = notes == null || notes.isBlank() ? null : notes;
		for (Run run : library.runsOf(driveKey)) {
			library.updateRun(run.getId(), r -> {
				if (r.getDrive() != null) {
					r.getDrive().setNotes(text);
				}
			});
		}
	}

	/** Moves {@code runs} and every run of the drives {@code driveKeys} to the library's trash. */
	public static void delete(ResultLibrary library, List<String> driveKeys, List<Run> runs) throws IOException {
		for (String key : driveKeys) {
			library.deleteDrive(key);
		}
		for (Run run : runs) {
			library.delete(run);
		}
	}

	/** Moves the files of {@code reports} to the library's trash. */
	public static void deleteReports(ResultLibrary library, List<ComparisonReport> reports) throws IOException {
		for (ComparisonReport report : reports) {
			library.deleteReport(report.getId());
		}
	}
}
