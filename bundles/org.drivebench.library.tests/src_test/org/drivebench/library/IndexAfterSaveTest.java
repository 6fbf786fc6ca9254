package org.drivebench.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;

import org.drivebench.core.testing.RealisticRuns;
import org.drivebench.model.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command that saved runs leaves them in the run index when it ends, so the next open (a command that
 * only reads never writes the index) takes them from it instead of parsing their files.
 */
class IndexAfterSaveTest {
	@TempDir
	Path folder;

	@Test
	void runsSavedSinceTheOpenAreInTheIndexOnceTheCommandEnds() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		library.save(Runs.run("first", "drive-a", "Drive A"));
		ResultLibrary.open(folder); // an open that finds a run missing from the index writes it
		Run whole = new RealisticRuns(3).run(1, 0, 0, 1); // with series and histograms
		whole.setId("second");
		whole.getDrive().setLabel("Drive B");
		library.save(whole);
		assertFalse(RunIndex.read(folder, ResultLibrary.SCHEMA_VERSION).containsKey("second"),
				"saving alone leaves the index as it was (it is written when the command ends)");

		library.writeRunIndexIfChanged();

		var index = RunIndex.read(folder, ResultLibrary.SCHEMA_VERSION);
		assertEquals(java.util.Set.of("first", "second"), index.keySet());
		Run second = index.get("second").summary();
		assertEquals("Drive B", second.getDrive().getLabel());
		assertTrue(second.getResults().stream().allMatch(r -> r.getSeries().isEmpty() && r.getHistograms().isEmpty()),
				"the index holds summaries, not series");
		assertTrue(whole.getResults().stream().anyMatch(r -> !r.getSeries().isEmpty()), "the run saved has series");
		// and a reader takes the run from it, its figures those of the file
		ResultLibrary reader = ResultLibrary.read(folder);
		assertEquals(whole.getResults().get(0).getMetrics().get(0).getValue(),
				reader.run("second").orElseThrow().getResults().get(0).getMetrics().get(0).getValue());
	}

	@Test
	void aRemovedRunLeavesTheIndexToo() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		library.save(Runs.run("gone", "drive-a", "Drive A"));
		library.save(Runs.run("kept", "drive-b", "Drive B"));
		library.writeRunIndexIfChanged();
		library.delete(library.run("gone").orElseThrow());

		library.writeRunIndexIfChanged();

		assertEquals(java.util.Set.of("kept"), RunIndex.read(folder, ResultLibrary.SCHEMA_VERSION).keySet());
	}

	@Test
	void withoutChangesTheIndexIsNotWrittenAgain() throws IOException {
		ResultLibrary.open(folder).save(Runs.run("only", "drive-a", "Drive A"));
		ResultLibrary library = ResultLibrary.open(folder); // writes the index with the run
		Path index = folder.resolve(RunIndex.FILE);
		FileTime old = FileTime.from(Instant.parse("2020-01-01T00:00:00Z"));
		Files.setLastModifiedTime(index, old);

		library.writeRunIndexIfChanged();
		ResultLibrary.read(folder).writeRunIndexIfChanged(); // a reader never writes it

		assertEquals(old, Files.getLastModifiedTime(index));
	}
}
