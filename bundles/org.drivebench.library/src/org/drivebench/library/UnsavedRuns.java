package org.drivebench.library;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.drivebench.core.io.Failures;
import org.drivebench.core.io.UserFolders;
import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.RunState;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A run its library could not take (its file system full, gone, read-only) is not lost: the run, kept in
 * memory while it was measured, is written as a run file ({@code drivebench-run-<id>.xmi}, the library's
 * own format) where it can be, and brought into the library later ({@code drivebench import-run <file>},
 * the workbench's File &gt; Import Run). The places tried, in turn: the working folder (the command line
 * only), the user's home folder ({@code $HOME}) and the system's temporary folder.
 */
public final class UnsavedRuns {
	private static final String PREFIX = "drivebench-run-";

	private UnsavedRuns() {
	}

	/** What an import did. */
	public record Imported(Run run, boolean replaced) {
	}

	/**
	 * Writes {@code run} into the first of {@code folders} that takes it ({@link #places}, {@link #workbenchPlaces}).
	 *
	 * @return the file written
	 * @throws IOException naming every place tried and why each failed, when none could take it
	 */
	public static Path write(Run run, List<Path> folders) throws IOException {
		List<String> failures = new ArrayList<>();
		for (Path folder : folders) {
			Path file = folder.resolve(PREFIX + run.getId() + DocumentStore.EXTENSION);
			try {
				XmiFiles.setSchemaVersion(run, ResultLibrary.SCHEMA_VERSION);
				XmiFiles.write(run, file);
				return file;
			} catch (IOException | RuntimeException e) {
				failures.add(folder + " (" + Failures.describe(e) + ")");
			}
		}
		throw new IOException("the run could not be written anywhere: " + String.join("; ", failures));
	}

	/** Where the command line writes an unsaved run, in the order tried: the working folder, home, temporary. */
	public static List<Path> places() {
		return folders(System.getProperty("user.dir"), UserFolders.current().home().toString(), System.getProperty("java.io.tmpdir"));
	}

	/** Where the workbench writes an unsaved run, in the order tried: home, temporary (its working folder means nothing to a user). */
	public static List<Path> workbenchPlaces() {
		return folders(UserFolders.current().home().toString(), System.getProperty("java.io.tmpdir"));
	}

	private static List<Path> folders(@Nullable String... values) {
		List<Path> places = new ArrayList<>();
		for (String value : values) {
			if (value != null && !value.isBlank()) {
				Path folder = Path.of(value).toAbsolutePath();
				if (!places.contains(folder)) {
					places.add(folder);
				}
			}
		}
		return places;
	}

	/**
	 * Reads the run in {@code file} (written by {@link #write}, or a run file of another library).
	 *
	 * @throws InvalidRunFileException naming the file when it is not a run DriveBench can read
	 * @throws IOException             when the file cannot be read at all
	 */
	public static Run read(Path file) throws IOException {
		Run run;
		try {
			run = XmiFiles.read(file, Run.class, DriveBenchPackage.eINSTANCE.getRun(), ResultLibrary.SCHEMA_VERSION);
		} catch (XmiFiles.UnreadableFileException e) {
			throw new InvalidRunFileException(file + " is not a run DriveBench can read: " + e.getMessage());
		}
		if (run.getId() == null || run.getId().isBlank()) {
			throw new InvalidRunFileException(file + " holds a run without an id");
		}
		return run;
	}

	/**
	 * Brings the run in {@code file} into {@code library}: saved as a new run, or over the library's copy
	 * of it when that copy is one the run got no further than (saved in progress before the library's
	 * file system filled up).
	 *
	 * @throws InvalidRunFileException naming the file when it is not a run DriveBench can read, or when
	 *                                 the library holds the same run further along than the file does
	 * @throws IOException             when the library cannot take it
	 */
	public static Imported importInto(ResultLibrary library, Path file) throws IOException {
		return importInto(library, read(file), file);
	}

	/** {@link #importInto(ResultLibrary, Path)} of a run already {@link #read} from {@code file}. */
	public static Imported importInto(ResultLibrary library, Run run, Path file) throws IOException {
		Optional<Run> known = library.run(run.getId());
		if (known.isPresent() && furtherAlong(known.get(), run)) {
			throw new InvalidRunFileException("the library in " + library.folder() + " holds run " + run.getId()
					+ " further along than " + file + " does (" + done(known.get()) + " of its tests ended there, " + done(run)
					+ " in the file); it was not replaced");
		}
		library.save(run);
		return new Imported(run, known.isPresent());
	}

	/** The file given to {@link #importInto} is not a run, or not one to bring in; the message says why. */
	public static final class InvalidRunFileException extends IOException {
		private static final long serialVersionUID = 1L;

		InvalidRunFileException(String message) {
			super(message);
		}
	}

	private static boolean furtherAlong(Run known, Run file) {
		boolean knownFinished = known.getState() != RunState.IN_PROGRESS;
		boolean fileFinished = file.getState() != RunState.IN_PROGRESS;
		return knownFinished && !fileFinished || done(known) > done(file);
	}

	private static long done(Run run) {
		return run.getResults().stream().filter(r -> r.getStatus() != ResultStatus.RUNNING).count();
	}
}
