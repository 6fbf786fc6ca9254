package org.drivebench.library;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A save that would overwrite a file another process changed since this library read it. Nothing
 * was written; refresh the library and apply the change again (or use {@link
 * ResultLibrary#updateRun}, which reads, changes and writes under the library lock).
 */
public class LibraryConflictException extends IOException {
	private static final long serialVersionUID = 1L;

	private final transient Path file;

	public LibraryConflictException(Path file) {
		super(file.getFileName() + " was changed by another program since the library read it; refresh the library and apply the change again");
		this.file = file;
	}

	public Path file() {
		return file;
	}
}
