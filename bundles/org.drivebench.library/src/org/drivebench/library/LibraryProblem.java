package org.drivebench.library;

import java.nio.file.Path;

/**
 * A library file that could not be loaded, and why. The file is left where it is; the rest of the
 * library loads.
 *
 * @param file   the file
 * @param reason what is wrong, in words a user can act on
 */
public record LibraryProblem(Path file, String reason) {
	@Override
	public String toString() {
		return file.getFileName() + ": " + reason;
	}
}
