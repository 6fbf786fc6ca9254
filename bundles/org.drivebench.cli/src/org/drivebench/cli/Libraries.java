package org.drivebench.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Supplier;

import org.drivebench.core.library.ResultLibrary;

/** The library a command works on: the one named by {@code --library <dir>}, else the default. */
final class Libraries {
	private final Supplier<ResultLibrary> defaultLibrary;

	Libraries(Supplier<ResultLibrary> defaultLibrary) {
		this.defaultLibrary = defaultLibrary;
	}

	ResultLibrary get(String folder) throws IOException {
		return folder == null ? defaultLibrary.get() : ResultLibrary.open(Path.of(folder));
	}
}
