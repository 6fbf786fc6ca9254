package org.drivebench.core.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

import org.drivebench.core.library.ResultLibrary;
import org.drivebench.model.Run;

/** Measures opening a generated library (see releng/bench/library-bench.sh). */
public final class LibraryBench {
	public static void main(String[] args) throws IOException {
		int drives = 100;
		int runsPerDrive = 10;
		int tests = 20;
		int testsPerRun = 4;
		Path folder = args.length > 0 ? Path.of(args[0]) : Files.createTempDirectory("drivebench-bench");
		long t0 = System.nanoTime();
		ResultLibrary lib = ResultLibrary.open(folder);
		if (lib.runs().isEmpty()) {
			RealisticRuns gen = new RealisticRuns(42);
			for (int d = 0; d < drives; d++) {
				for (int r = 0; r < runsPerDrive; r++) {
					int[] idx = new int[testsPerRun];
					for (int k = 0; k < testsPerRun; k++) {
						idx[k] = (r * testsPerRun + k) % tests;
					}
					lib.save(gen.run(d, r, idx));
				}
			}
			System.out.printf("generated %d runs in %.1f s%n", lib.runs().size(), (System.nanoTime() - t0) / 1e9);
		}
		lib = null;
		for (int i = 0; i < 5; i++) {
			System.gc();
			resetPeaks();
			long s = System.nanoTime();
			ResultLibrary opened = ResultLibrary.open(folder);
			double secs = (System.nanoTime() - s) / 1e9;
			System.out.printf("open %d runs: %.2f s, peak heap %d MB, problems %d%n", opened.runs().size(), secs, peakMb(), opened.problems().size());
		}
	}

	static void resetPeaks() {
		for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
			if (pool.getType() == MemoryType.HEAP) {
				pool.resetPeakUsage();
			}
		}
	}

	static long peakMb() {
		long sum = 0;
		for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
			if (pool.getType() == MemoryType.HEAP) {
				sum += pool.getPeakUsage().getUsed();
			}
		}
		return sum >> 20;
	}
}
