package org.drivebench.imports;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.drivebench.fio.FioImporter;
import org.drivebench.library.ResultLibrary;
import org.drivebench.library.drives.Drives;
import org.drivebench.model.Drive;
import org.drivebench.model.Run;
import org.drivebench.model.TestBench;
import org.drivebench.model.TestResult;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Files of other tools brought into a library together, as {@code drivebench import} and the
 * workbench's File > Import Results do it: every file is read before anything is saved, so a bad file
 * saves nothing (its error names the file and the line); then each becomes one run of the drive.
 */
public final class ImportBatch {
	/** The tools' own tests, where a figure whose workload is no DriveBench test's stays. */
	private static final Set<String> TOOL_TESTS = Set.of(FioImporter.TEST_ID, "crystaldiskmark", "kdiskmark", DiskSpdImporter.TEST_ID);

	/**
	 * A file read, and what became of it.
	 *
	 * @param replaced whether saving it replaced an earlier import of the same file for the same drive
	 */
	public record Imported(Path file, Run run, boolean replaced) {
		/** The results that share the row of a DriveBench test (by their name in the run). */
		public List<String> matched() {
			List<String> matched = new ArrayList<>();
			for (TestResult r : run.getResults()) {
				if (!TOOL_TESTS.contains(r.getTestId())) {
					matched.add(r.getCaseName());
				}
			}
			return matched;
		}
	}

	private final Imports imports;
	private final List<Imported> read = new ArrayList<>();

	public ImportBatch(Imports imports) {
		this.imports = imports;
	}

	/**
	 * Reads every file, saving nothing.
	 *
	 * @param format    the format every file must be in ({@code --format}), or null to recognise each
	 * @param driveName the drive measured ({@code --drive}), or null where the files name it
	 * @param library   the library whose drive of that key or name gets the runs, when there is one
	 * @throws IOException naming the file (and the line) that cannot be read; nothing is kept then
	 */
	public ImportBatch read(List<Path> files, @Nullable String format, @Nullable String driveName, Optional<ResultLibrary> library,
			@Nullable TestBench bench) throws IOException {
		List<Imported> runs = new ArrayList<>();
		for (Path file : files) {
			runs.add(new Imported(file, imports.read(file, format, driveName, name -> drive(library, name), bench), false));
		}
		read.addAll(runs);
		return this;
	}

	/** Saves every run read into {@code library}; says which replaced an earlier import. */
	public List<Imported> save(ResultLibrary library) throws IOException {
		List<Imported> saved = new ArrayList<>();
		for (Imported i : read) {
			boolean replacing = library.run(i.run().getId()).isPresent();
			library.save(i.run());
			saved.add(new Imported(i.file(), i.run(), replacing));
		}
		return saved;
	}

	/** The library's drive of that key or name (its identity copied), else a new drive of that name. */
	public static Drive drive(Optional<ResultLibrary> library, String name) {
		Optional<Drive> known = library.stream().flatMap(l -> l.drives().stream())
				.filter(d -> Drives.keyOf(d).equals(name) || Drives.label(d).equalsIgnoreCase(name.strip())).findFirst();
		return known.map(EcoreUtil::copy).orElseGet(() -> FioImporter.namedDrive(name));
	}
}
