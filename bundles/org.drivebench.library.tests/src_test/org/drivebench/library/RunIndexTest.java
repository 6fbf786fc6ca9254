package org.drivebench.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;

import org.drivebench.core.testing.RealisticRuns;
import org.drivebench.model.Run;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The library keeps run summaries in memory, reads whole runs on demand, and opens from its run index. */
class RunIndexTest {
	@TempDir
	Path folder;

	private final RealisticRuns realistic = new RealisticRuns(7);

	@Test
	void runsAreSummariesAndWholeRunsAreReadOnDemand() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		library.save(realistic.run(1, 1, 0, 1));
		Run summary = ResultLibrary.open(folder).run("d1-r1").orElseThrow();
		assertTrue(ResultLibrary.isSummary(summary));
		assertEquals(2, summary.getResults().size());
		assertEquals(6, summary.getResults().get(0).getMetrics().size(), "metrics are in the summary");
		assertEquals(6, summary.getResults().get(0).getParameters().size());
		assertTrue(summary.getResults().get(0).getSeries().isEmpty(), "series are not");
		assertTrue(summary.getResults().get(0).getHistograms().isEmpty());

		Run whole = ResultLibrary.open(folder).fullRun("d1-r1");
		assertFalse(ResultLibrary.isSummary(whole));
		assertEquals(RealisticRuns.SERIES_POINTS, whole.getResults().get(0).getSeries().get(0).getYValues().size());
		assertEquals(4, whole.getResults().get(1).getWorkers().size());
	}

	@Test
	void aSummaryIsNeverSavedOverItsWholeRun() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		library.save(realistic.run(1, 1, 0));
		Run summary = library.run("d1-r1").orElseThrow();
		summary.setNotes("changed");
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> library.save(summary));
		assertEquals("run 'd1-r1' is a summary without its series and histograms; saving it would lose them: "
				+ "change the whole run from fullRun(id), or use updateRun", e.getMessage());
		Run whole = library.fullRun("d1-r1");
		whole.setNotes("changed");
		library.save(whole);
		Run reread = ResultLibrary.open(folder).fullRun("d1-r1");
		assertEquals("changed", reread.getNotes());
		assertEquals(1, reread.getResults().get(0).getSeries().size());
	}

	@Test
	void openingTakesUnchangedRunsFromTheIndexWithoutReadingTheirFiles() throws IOException {
		ResultLibrary.open(folder).save(realistic.run(1, 1, 0));
		ResultLibrary.open(folder).save(realistic.run(2, 1, 0));
		assertTrue(Files.exists(folder.resolve(RunIndex.FILE)), "the first open wrote the index");
		// damage a run file in place, keeping its size and time: only the index knows it was fine
		Path file = folder.resolve("runs/d1-r1.xmi");
		FileTime time = Files.getLastModifiedTime(file);
		byte[] bytes = Files.readAllBytes(file);
		java.util.Arrays.fill(bytes, bytes.length / 2, bytes.length, (byte) ' ');
		Files.write(file, bytes);
		Files.setLastModifiedTime(file, time);

		ResultLibrary fromIndex = ResultLibrary.open(folder);
		assertEquals(List.of("d1-r1", "d2-r1"), fromIndex.runs().stream().map(Run::getId).toList());
		assertTrue(fromIndex.problems().isEmpty(), "the damaged file was not read");
		IOException e = assertThrows(IOException.class, () -> fromIndex.fullRun("d1-r1"));
		assertTrue(e.getMessage().startsWith("truncated or malformed XML"), e.getMessage());

		fromIndex.reload(); // reads every file, whatever the index says
		assertEquals(List.of("d2-r1"), fromIndex.runs().stream().map(Run::getId).toList());
		assertEquals(1, fromIndex.problems().size());
	}

	@Test
	void writingTheIndexLeavesEverySummaryWhereItWas() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		library.save(realistic.run(1, 1, 0, 1));
		library.save(realistic.run(2, 1, 2));
		library.writeRunIndexIfChanged();
		for (Run summary : library.runs()) {
			assertNull(summary.eResource(), "a summary is held by no resource");
		}
		ResultLibrary fromIndex = ResultLibrary.open(folder);
		List<Run> read = fromIndex.runs();
		List<org.eclipse.emf.ecore.resource.Resource> resources = read.stream().map(Run::eResource).toList();
		fromIndex.save(realistic.run(3, 1, 1));
		fromIndex.writeRunIndexIfChanged(); // the summaries read from the index are written again
		assertEquals(resources, read.stream().map(Run::eResource).toList(), "each still in the resource it was read into");
		List<Run> again = ResultLibrary.open(folder).runs();
		assertEquals(3, again.size());
		for (int i = 0; i < library.runs().size(); i++) {
			assertTrue(EcoreUtil.equals(library.runs().get(i), again.get(i)), "the index holds the summaries");
		}
	}

	@Test
	void aRunChangedSinceTheIndexIsReadAgain() throws IOException {
		ResultLibrary first = ResultLibrary.open(folder);
		first.save(realistic.run(1, 1, 0));
		ResultLibrary.open(folder); // writes the index
		first.updateRun("d1-r1", r -> r.setNotes("after the index"));
		assertEquals("after the index", ResultLibrary.open(folder).run("d1-r1").orElseThrow().getNotes());
		Files.delete(folder.resolve("runs/d1-r1.xmi"));
		assertTrue(ResultLibrary.open(folder).runs().isEmpty(), "a run whose file is gone is gone, index or not");
	}

	@Test
	void aDamagedOrForeignIndexIsRebuilt() throws IOException {
		ResultLibrary.open(folder).save(realistic.run(1, 1, 0));
		Files.writeString(folder.resolve(RunIndex.FILE), "garbage");
		ResultLibrary library = ResultLibrary.open(folder);
		assertEquals(1, library.runs().size());
		assertTrue(library.problems().isEmpty(), "the index is a cache, not a library file");
		assertEquals(1, RunIndex.read(folder, ResultLibrary.SCHEMA_VERSION).size(), "rewritten");
		assertTrue(RunIndex.read(folder, ResultLibrary.SCHEMA_VERSION + 1).isEmpty(), "another schema's index is not used");
	}

	@Test
	void chartsRefuseSummaries() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		library.save(realistic.run(1, 1, 0));
		var report = org.drivebench.core.testing.Fixtures.report("t");
		var overlays = new org.drivebench.report.OverlayBuilder();
		assertThrows(IllegalArgumentException.class, () -> overlays.build(report, library.runs()));
		assertEquals(1, overlays.build(report, library.fullRuns(library.runs())).size());
	}
}
