package org.drivebench.report.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.drivebench.report.export.MarkdownExporter;
import org.drivebench.library.ResultLibrary;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.ReviewTable;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.core.testing.RealisticRuns;

/**
 * The library benchmark (run by releng/bench/library-bench.sh):
 *
 * <ul>
 * <li>{@code generate <folder>}: a library of 100 drives x 10 runs; each run holds 4 of 20 tests,
 * so every drive has every test twice; each result has 6 parameters, 6 metrics, a 1,000-point
 * series, a latency histogram, 60 intervals and 4 workers (about 110 KB per run file);</li>
 * <li>{@code measure <folder>}: in this fresh JVM, as the workbench or the command line would,
 * opens the library and builds the review table of all 100 drives x 20 tests (the table, its
 * layout and a Markdown export), then prints the times and the heap it took;</li>
 * <li>{@code without-index <folder>}: deletes the run index and opens the library, which then reads
 * every run file (a library's first open, or one whose index was lost) and writes the index again;</li>
 * <li>{@code generate-large <folder>} and {@code open <folder>}: the same with ten times the drives (10,000
 * runs), and only its open measured, in a fresh JVM.</li>
 * </ul>
 */
public final class LibraryBench {
	static final int DRIVES = 100;
	static final int RUNS_PER_DRIVE = 10;
	/** Drives of the large library: 10,000 runs. */
	static final int LARGE_DRIVES = 1000;
	static final int TESTS = 20;
	static final int TESTS_PER_RUN = 4;

	private LibraryBench() {
	}

	public static void main(String[] args) throws IOException {
		if (args.length != 2 || !List.of("generate", "measure", "without-index", "generate-large", "open").contains(args[0])) {
			System.err.println("usage: LibraryBench generate|measure|without-index|generate-large|open <library folder>");
			System.exit(2);
		}
		Path folder = Path.of(args[1]);
		switch (args[0]) {
		case "generate" -> generate(folder, DRIVES, RUNS_PER_DRIVE);
		case "measure" -> measure(folder);
		case "generate-large" -> generate(folder, LARGE_DRIVES, RUNS_PER_DRIVE);
		case "open" -> open(folder);
		default -> withoutIndex(folder);
		}
	}

	/** Writes the benchmark's library into {@code folder} unless it already holds it. */
	static void generate(Path folder, int drives, int runsPerDrive) throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		int expected = drives * runsPerDrive;
		if (library.runs().size() == expected && library.problems().isEmpty()) {
			System.out.println("library of " + expected + " runs already in " + folder);
			return;
		}
		long start = System.nanoTime();
		RealisticRuns runs = new RealisticRuns(42);
		for (int d = 0; d < drives; d++) {
			for (int r = 0; r < runsPerDrive; r++) {
				int[] tests = new int[TESTS_PER_RUN];
				for (int k = 0; k < TESTS_PER_RUN; k++) {
					tests[k] = (r * TESTS_PER_RUN + k) % TESTS;
				}
				library.save(runs.run(d, r, tests));
			}
		}
		long bytes;
		try (var files = Files.list(folder.resolve("runs"))) {
			bytes = files.mapToLong(f -> f.toFile().length()).sum();
		}
		System.out.printf(Locale.ROOT, "generated %d runs (%.0f MB) in %s in %.1f s%n", expected, bytes / 1e6, folder,
				(System.nanoTime() - start) / 1e9);
		ResultLibrary.open(folder); // writes the run index, as any open after new runs does
	}

	/** Opening when the run index is missing: every run file is read. */
	static void withoutIndex(Path folder) throws IOException {
		Files.deleteIfExists(folder.resolve(".runs.index"));
		long c0 = cpuNanos();
		long t0 = System.nanoTime();
		ResultLibrary library = ResultLibrary.open(folder);
		System.out.printf(Locale.ROOT, "open %d runs without the run index (reading every file): %.2f s (CPU %.2f s)%n",
				library.runs().size(), (System.nanoTime() - t0) / 1e9, (cpuNanos() - c0) / 1e9);
	}

	/** A library opened after a collection, with the time and CPU time the open took. */
	private record Opened(ResultLibrary library, long t0, long t1, long c0, long c1) {
		static Opened of(Path folder) throws IOException {
			System.gc();
			resetPeaks();
			long c0 = cpuNanos();
			long t0 = System.nanoTime();
			ResultLibrary library = ResultLibrary.open(folder);
			return new Opened(library, t0, System.nanoTime(), c0, cpuNanos());
		}
	}

	/** Only the open, in this fresh JVM, with the heap it took (for the large library). */
	static ResultLibrary open(Path folder) throws IOException {
		Opened opened = Opened.of(folder);
		long peak = peakBytes();
		System.gc();
		System.out.printf(Locale.ROOT, "open %d runs: %.2f s (CPU %.2f s; %d classes loaded by then); peak heap %d MB, live after %d MB%n",
				opened.library().runs().size(), (opened.t1() - opened.t0()) / 1e9, (opened.c1() - opened.c0()) / 1e9,
				loadedClasses(), peak >> 20, usedBytes() >> 20);
		return opened.library();
	}

	/** The figures the issue asks for; returns the review table so a test can check it. */
	static ReviewTable measure(Path folder) throws IOException {
		Opened opened = Opened.of(folder);
		ResultLibrary library = opened.library();
		long t0 = opened.t0();
		long t1 = opened.t1();
		long c0 = opened.c0();
		long c1 = opened.c1();
		int classesOpen = loadedClasses();
		ComparisonReport report = DriveBenchFactory.eINSTANCE.createComparisonReport();
		report.setTitle("Benchmark");
		report.setBaselineDriveKey(RealisticRuns.driveKey(0));
		ReviewTable table = new ReportBuilder().build(report, library.runs());
		String markdown = new MarkdownExporter(NumberPolicy.standard()).export(table);
		long t2 = System.nanoTime();
		long c2 = cpuNanos();
		long peak = peakBytes();
		System.gc();
		long live = usedBytes();
		long tests = table.rows().stream().map(r -> r.test()).distinct().count();
		System.out.printf(Locale.ROOT, "open %d runs: %.2f s (CPU %.2f s; %d classes loaded by then)%n", library.runs().size(),
				(t1 - t0) / 1e9, (c1 - c0) / 1e9, classesOpen);
		System.out.printf(Locale.ROOT, "report %d drives x %d tests: %.2f s (CPU %.2f s; %d rows, %d KB of Markdown; %d more classes)%n",
				table.drives().size(), tests, (t2 - t1) / 1e9, (c2 - c1) / 1e9, table.rows().size(), markdown.length() / 1000,
				loadedClasses() - classesOpen);
		System.out.printf(Locale.ROOT, "peak heap: %d MB (live after both: %d MB; -Xmx %d MB; %d processors)%n",
				peak >> 20, live >> 20, Runtime.getRuntime().maxMemory() >> 20, Runtime.getRuntime().availableProcessors());
		if (!library.problems().isEmpty()) {
			System.out.println("skipped files: " + library.problems());
		}
		// the same again in this JVM, its classes loaded and compiled, as in a workbench that has run a while:
		// what is left is the library's and the report's own work
		long t3 = System.nanoTime();
		ResultLibrary again = ResultLibrary.open(folder);
		long t4 = System.nanoTime();
		new MarkdownExporter(NumberPolicy.standard()).export(new ReportBuilder().build(report, again.runs()));
		long t5 = System.nanoTime();
		System.out.printf(Locale.ROOT, "again in the same JVM: open %.2f s, report %.2f s%n", (t4 - t3) / 1e9, (t5 - t4) / 1e9);
		return table;
	}

	private static void resetPeaks() {
		for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
			if (pool.getType() == MemoryType.HEAP) {
				pool.resetPeakUsage();
			}
		}
	}

	/** Sum of the heap pools' peaks: an upper bound of what was in use at once. */
	private static long peakBytes() {
		long sum = 0;
		for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
			if (pool.getType() == MemoryType.HEAP) {
				sum += pool.getPeakUsage().getUsed();
			}
		}
		return sum;
	}

	/** CPU time of the whole process (all threads, JIT and GC included), so a busy machine can be told apart. */
	private static long cpuNanos() {
		if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
			return os.getProcessCpuTime();
		}
		return 0;
	}

	/** Classes loaded so far: what a fresh JVM must load (and run unoptimised) before it is quick. */
	private static int loadedClasses() {
		return ManagementFactory.getClassLoadingMXBean().getLoadedClassCount();
	}

	private static long usedBytes() {
		return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
	}
}
