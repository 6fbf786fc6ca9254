package org.drivebench.library;

import java.io.IOException;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

import org.drivebench.model.Run;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Changes made to every run of one drive at once: its label, its colour, its removal. Each takes the drive's
 * runs as the files hold them, under the library lock (runs another process added included), changes or
 * moves each file, then tells the library's listeners once.
 */
final class DriveEdits {
	/** What is done to one run of the drive, by its id. */
	private interface RunEdit {
		void apply(String id) throws IOException;
	}

	private final ResultLibrary library;

	DriveEdits(ResultLibrary library) {
		this.library = library;
	}

	/** See {@link ResultLibrary#renameDrive}. */
	int rename(String driveKey, @Nullable String newLabel) throws IOException {
		return eachRun(driveKey, id -> library.readChangeWrite(id, r -> r.getDrive().setLabel(newLabel)));
	}

	/** See {@link ResultLibrary#recolorDrive}. */
	int recolor(String driveKey, String color) throws IOException {
		if (!color.matches("#[0-9a-fA-F]{6}")) {
			throw new IllegalArgumentException("a drive's colour is written #rrggbb, not '" + color + "'");
		}
		String lower = color.toLowerCase(Locale.ROOT);
		return eachRun(driveKey, id -> library.readChangeWrite(id, r -> r.getDrive().setColor(lower)));
	}

	/** See {@link ResultLibrary#deleteDrive}. */
	int delete(String driveKey) throws IOException {
		return eachRun(driveKey, library::moveRunToTrash);
	}

	/** Applies {@code edit} to every run of the drive, under the lock; returns how many runs it changed. */
	private int eachRun(String driveKey, RunEdit edit) throws IOException {
		Set<String> changed = new LinkedHashSet<>();
		library.writing(() -> {
			library.refresh();
			for (Run run : library.runsOf(driveKey)) {
				edit.apply(run.getId());
				changed.add(run.getId());
			}
			return null;
		});
		if (!changed.isEmpty()) {
			library.fire(LibraryChange.ofRuns(changed));
		}
		return changed.size();
	}
}
