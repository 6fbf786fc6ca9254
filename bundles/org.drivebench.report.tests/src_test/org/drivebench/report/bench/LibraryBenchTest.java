package org.drivebench.report.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.drivebench.library.ResultLibrary;
import org.drivebench.report.ReviewTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The benchmark's library is what it claims to be (the timing itself is the script's business). */
class LibraryBenchTest {
	@TempDir
	Path folder;

	@Test
	void aSmallBenchmarkLibraryGivesEveryDriveEveryTestTwice() throws Exception {
		LibraryBench.generate(folder, 3, LibraryBench.RUNS_PER_DRIVE);
		ResultLibrary library = ResultLibrary.open(folder);
		assertEquals(30, library.runs().size());
		assertTrue(library.problems().isEmpty());
		ReviewTable table = LibraryBench.measure(folder);
		assertEquals(3, table.drives().size());
		// each realistic result holds 6 metrics and 4 streams in regions of their own: a row per stream
		assertEquals(LibraryBench.TESTS * (6 + 4), table.rows().size(), "20 tests with 6 metrics and 4 streams each");
		assertTrue(table.rows().stream().flatMap(r -> r.cells().stream()).allMatch(c -> c.summary().n() == 2));
		assertEquals(30, LibraryBench.open(folder).runs().size(), "the large library's open measures the same library");
	}
}
