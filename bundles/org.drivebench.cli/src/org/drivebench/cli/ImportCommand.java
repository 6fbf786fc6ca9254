package org.drivebench.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.suite.WorkloadMatcher;
import org.drivebench.imports.ImportBatch;
import org.drivebench.imports.ImportFormatException;
import org.drivebench.imports.Imports;
import org.drivebench.library.ResultLibrary;
import org.drivebench.library.drives.Drives;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Run;
import org.drivebench.model.TestBench;

/**
 * {@code drivebench import <file>... [--drive <name>] [--format <tool>]}: results of fio, CrystalDiskMark,
 * KDiskMark and DiskSpd into the library, each figure in the row of the DriveBench test with its workload.
 */
final class ImportCommand implements Command {
	private static final Options OPTIONS = Options.of(Set.of("drive", "library", "host", "format"), Set.of());
	private final TestRegistry registry;
	private final Libraries libraries;

	ImportCommand(TestRegistry registry, Libraries libraries) {
		this.registry = registry;
		this.libraries = libraries;
	}

	@Override
	public String name() {
		return "import";
	}

	@Override
	public String summary() {
		return "import results of fio (JSON), CrystalDiskMark and KDiskMark (text exports) and DiskSpd (text or XML) into the matching tests' rows";
	}

	@Override
	public String usage() {
		return """
				usage: drivebench import <file>... [--drive <name>] [--format <tool>] [--library <dir>] [--host <name>]

				Reads each file, recognising its format from its content:
				  fio JSON           fio --output-format=json or json+
				  CrystalDiskMark    the text of File > Save text, versions 5 to 8
				  KDiskMark          the text of File > Save
				  DiskSpd            its text output (the default) or its XML (-Rxml), 2.0.17 to 2.2
				and saves it as one run of the drive. A figure whose workload equals a DriveBench
				test's (direction, sequential or random, block size, queues, threads, region, e.g.
				CrystalDiskMark's SEQ1M Q8T1 read over 1 GiB and the quick suite's SEQ1M Q8T1 read)
				becomes a result of that test and shares its row in reports; the others keep the
				tool's own test (fio, crystaldiskmark, kdiskmark, diskspd). The tool's settings
				(profile, test size, loops, date, comment; fio's options; DiskSpd's command line
				or profile) are kept in the run's notes. DiskSpd's -o (I/Os in flight per
				thread) is the queue depth and -t the threads.

				  --drive <name>     the drive measured: a drive of the library with this key or
				                     name gets the run, else a new drive of this name is made;
				                     CrystalDiskMark and KDiskMark files name it by their Comment
				                     line when --drive is not given; fio and DiskSpd files
				                     need --drive
				  --format <tool>    read every file as fio, crystaldiskmark, kdiskmark or diskspd
				                     output, and refuse one that is not
				  --library <dir>    the library to import into (default: the one in use)
				  --host <name>      the machine the tool ran on

				Every file is read before anything is saved: a bad file saves nothing and names
				its line. Importing the same file again for the same drive replaces the earlier
				import.""";
	}

	@Override
	public Options options() {
		return OPTIONS;
	}

	@Override
	public int run(List<String> args, Console console) throws Exception {
		Arguments a = Arguments.parse(name(), args, OPTIONS);
		if (a.positionals().isEmpty()) {
			throw new UsageException("import takes one or more files (fio JSON, CrystalDiskMark or KDiskMark text, DiskSpd text or XML)");
		}
		TestBench bench = null;
		if (a.value("host") != null) {
			bench = DriveBenchFactory.eINSTANCE.createTestBench();
			bench.setHost(a.value("host"));
		}
		Optional<ResultLibrary> existing = libraries.readIfExists(a.value("library"));
		List<Path> files = new ArrayList<>();
		for (String name : a.positionals()) {
			Path file = Path.of(name);
			if (!Files.isRegularFile(file)) {
				throw new UsageException("no file '" + file + "'");
			}
			files.add(file);
		}
		ImportBatch batch = new ImportBatch(new Imports(WorkloadMatcher.of(registry)));
		try {
			batch.read(files, a.value("format"), a.value("drive"), existing, bench);
		} catch (ImportFormatException | org.drivebench.fio.FioFormatException e) {
			throw new UsageException(e.getMessage());
		}
		// every file is good: only now is the library opened for saving (and created when new)
		ResultLibrary library = libraries.open(a.value("library"));
		for (ImportBatch.Imported imported : batch.save(library)) {
			Run run = imported.run();
			List<String> matched = imported.matched();
			console.out().println((imported.replaced() ? "Replaced the earlier import of " : "Imported ") + imported.file() + " ("
					+ run.getSoftwareName() + " " + run.getSoftwareVersion() + ", " + run.getResults().size() + " result"
					+ (run.getResults().size() == 1 ? "" : "s") + ") as run " + run.getId() + " of drive '"
					+ Drives.label(run.getDrive()) + "'; in the rows of DriveBench's tests: "
					+ (matched.isEmpty() ? "none" : String.join(", ", matched)));
		}
		console.out().println("Library: " + library.folder());
		return ExitCode.OK;
	}
}
