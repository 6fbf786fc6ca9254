package org.drivebench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

import org.drivebench.library.ResultLibrary;
import org.drivebench.engine.device.OutputFileGuard;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The library a command works on: the one named by {@code --library <dir>}, else the default. A command
 * that only reads gets it as it is ({@link #read}: nothing created, nothing locked, so a library on a
 * read-only medium reads too); a command that saves opens it ({@link #open}), and only once its
 * command line has been found good, so a rejected command line creates no folder.
 */
final class Libraries {
	private final Supplier<Path> defaultFolder;
	/** The libraries this command opened to save into: their run index is brought up to date at its end. */
	private final List<ResultLibrary> opened = new CopyOnWriteArrayList<>();

	Libraries(Supplier<Path> defaultFolder) {
		this.defaultFolder = defaultFolder;
	}

	/** The folder {@code --library} names, else the default one. */
	Path folder(@Nullable String option) {
		return option == null ? defaultFolder.get() : Path.of(option);
	}

	/**
	 * Judges where the library to save into is, before anything is checked or made: never among the
	 * kernel's files (/dev, /proc, /sys), never where something other than a folder is.
	 *
	 * @throws org.drivebench.engine.device.OutputRefusedException naming the folder and why
	 */
	void checkPlace(@Nullable String option) throws IOException {
		OutputFileGuard.system().checkFolderToMake(folder(option));
	}

	/** The library to save into, created when missing. */
	ResultLibrary open(@Nullable String option) throws IOException {
		ResultLibrary library = ResultLibrary.open(folder(option));
		opened.add(library);
		return library;
	}

	/**
	 * At a command's end: writes the run index of each library the command saved runs into, so the next
	 * command (a report, which only reads and never writes the index) need not parse those runs' files.
	 */
	void commandEnded() {
		for (ResultLibrary library : opened) {
			library.writeRunIndexIfChanged();
		}
		opened.clear();
	}

	/**
	 * The library to read, as it is.
	 *
	 * @throws UsageException when {@code --library} names a folder that does not exist
	 * @throws IOException    when the default library does not exist yet, or cannot be read
	 */
	ResultLibrary read(@Nullable String option) throws IOException, UsageException {
		Path folder = folder(option);
		if (!Files.isDirectory(folder)) {
			if (option != null) {
				throw new UsageException("--library " + option + ": there is no library there (no such folder)");
			}
			throw new IOException("there is no library in " + folder + " yet: measure something first (drivebench demo, "
					+ "drivebench run) or name a library with --library");
		}
		return ResultLibrary.read(folder);
	}

	/**
	 * The library to read when it exists (a run's saved suites, a drive an import joins); empty when
	 * there is none yet (saving will create it).
	 */
	Optional<ResultLibrary> readIfExists(@Nullable String option) throws IOException, UsageException {
		return Files.isDirectory(folder(option)) ? Optional.of(read(option)) : Optional.empty();
	}
}
