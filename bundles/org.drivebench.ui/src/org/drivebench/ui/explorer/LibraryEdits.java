package org.drivebench.ui.explorer;

import java.io.IOException;
import java.util.List;

import org.drivebench.core.library.ResultLibrary;
import org.drivebench.model.Run;

/**
 * The changes the explorer makes to the library, through its save and delete only. A drive's identity
 * is recorded in each of its runs, so renaming a drive or editing its notes saves every run of it.
 */
final class LibraryEdits {
	/** The longest drive name accepted. */
	static final int MAX_NAME = 120;

	private LibraryEdits() {
	}

	/** Gives every run of {@code drive} the label {@code name} (blank: no label) and saves them. */
	static void rename(ResultLibrary library, DriveNode drive, String name) throws IOException {
		String label = name == null || name.isBlank() ? null : name.strip();
		if (label != null && label.length() > MAX_NAME) {
			throw new IllegalArgumentException("a drive name has at most " + MAX_NAME + " characters, not " + label.length());
		}
		for (Run run : drive.runs()) {
			if (run.getDrive() != null) {
				run.getDrive().setLabel(label);
				library.save(run);
			}
		}
	}

	/** Stores {@code notes} in every run of {@code drive}. */
	static void setNotes(ResultLibrary library, DriveNode drive, String notes) throws IOException {
		String text = notes == null || notes.isBlank() ? null : notes;
		for (Run run : drive.runs()) {
			if (run.getDrive() != null) {
				run.getDrive().setNotes(text);
				library.save(run);
			}
		}
	}

	/** Removes {@code runs} from the library. */
	static void delete(ResultLibrary library, List<Run> runs) throws IOException {
		for (Run run : runs) {
			library.delete(run);
		}
	}
}
