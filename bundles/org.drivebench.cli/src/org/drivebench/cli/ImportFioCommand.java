package org.drivebench.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.suite.WorkloadMatcher;
import org.drivebench.fio.FioFormatException;
import org.drivebench.fio.FioImporter;
import org.drivebench.library.drives.Drives;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Run;
import org.drivebench.model.TestBench;
import org.drivebench.model.TestResult;

/** {@code drivebench import-fio <file.json> --drive <name>}: fio's JSON output into the library. */
final class ImportFioCommand implements Command {
	private static final Options OPTIONS = Options.of(Set.of("drive", "library", "host"), Set.of());
	private final TestRegistry registry;
	private final Libraries libraries;

	ImportFioCommand(TestRegistry registry, Libraries libraries) {
		this.registry = registry;
		this.libraries = libraries;
	}

	@Override
	public String name() {
		return "import-fio";
	}

	@Override
	public String summary() {
		return "import fio's JSON output (json or json+) as a run of a drive";
	}

	@Override
	public String usage() {
		return """
				usage: drivebench import-fio <file.json> --drive <name> [--library <dir>] [--host <name>]

				Reads the output of fio --output-format=json (or json+, which adds latency
				histograms) and saves it as one run of the drive: each fio job becomes a test
				result with its options, IOPS, MB/s, latencies and percentiles, to compare with
				DriveBench's own runs in reports. A job with the workload of a DriveBench test
				(rw, bs, iodepth, numjobs, size from offset 0, e.g. the quick suite's SEQ1M Q8T1
				read) is a result of that test and shares its row; the others are test fio,
				case = job name. drivebench import reads fio's JSON too.

				  --drive <name>     the drive fio measured; a drive of the library with this key or
				                     name gets the run, else a new drive of this name is made
				  --library <dir>    the library to import into (default: the one in use)
				  --host <name>      the machine fio ran on (fio's JSON does not name it)

				Importing the same file again for the same drive replaces the earlier import.""";
	}

	@Override
	public Options options() {
		return OPTIONS;
	}

	@Override
	public int run(List<String> args, Console console) throws Exception {
		Arguments a = Arguments.parse(name(), args, OPTIONS);
		if (a.positionals().size() != 1) {
			throw new UsageException("import-fio takes one fio JSON file, got " + a.positionals().size());
		}
		Path file = Path.of(a.positionals().get(0));
		if (!Files.isRegularFile(file)) {
			throw new UsageException("no file '" + file + "'");
		}
		String driveName = a.value("drive");
		if (driveName == null || driveName.isBlank()) {
			throw new UsageException("name the drive fio measured with --drive <name>");
		}
		TestBench bench = null;
		if (a.value("host") != null) {
			bench = DriveBenchFactory.eINSTANCE.createTestBench();
			bench.setHost(a.value("host"));
		}
		Optional<ResultLibrary> existing = libraries.readIfExists(a.value("library"));
		Run run;
		try {
			run = new FioImporter(WorkloadMatcher.of(registry)).read(file, org.drivebench.imports.ImportBatch.drive(existing, driveName), bench);
		} catch (FioFormatException e) {
			throw new UsageException(e.getMessage());
		}
		// the file is good: only now is the library opened for saving (and created when new)
		ResultLibrary library = libraries.open(a.value("library"));
		boolean replacing = library.run(run.getId()).isPresent();
		library.save(run);
		List<String> jobs = run.getResults().stream().map(TestResult::getCaseName).toList();
		console.out().println((replacing ? "Replaced the earlier import: " : "Imported ") + jobs.size() + " fio job"
				+ (jobs.size() == 1 ? "" : "s") + " (" + String.join(", ", jobs) + ") as run " + run.getId() + " of drive '"
				+ Drives.label(run.getDrive()) + "' into " + library.folder());
		return ExitCode.OK;
	}
}
