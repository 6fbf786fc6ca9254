package org.drivebench.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;

import org.drivebench.core.testing.RealisticRuns;
import org.drivebench.model.DriveBenchPackage;
import org.drivebench.model.Run;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the library reads on several threads at once (the run index's segments, the run files of an open
 * without the index, the whole runs of a comparison) gives what reading them one after the other gives:
 * the same runs, in the same order, and a damaged file named for the same reason.
 */
class ParallelReadsTest {
	@TempDir
	Path folder;

	private final RealisticRuns realistic = new RealisticRuns(5);

	/** {@code n} small runs, ids r00..; each started a minute after the one before, but saved newest first. */
	private ResultLibrary libraryOf(int n) throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		for (int i = n - 1; i >= 0; i--) {
			Run run = Runs.run(String.format("r%02d", i), "drive-" + i % 3, "Drive " + i % 3);
			run.setStartedAt(new Date(1_700_000_000_000L + i * 60_000L));
			run.getResults().get(0).getMetrics().get(0).setValue(100 + i);
			library.save(run);
		}
		return library;
	}

	private static List<String> ids(List<Run> runs) {
		return runs.stream().map(Run::getId).toList();
	}

	@Test
	void anIndexReadInSegmentsOnSeveralThreadsHoldsTheRunsInTheOrderWritten() throws IOException {
		libraryOf(10);
		ResultLibrary.open(folder); // writes the index: one segment
		Map<String, RunIndex.Entry> written = RunIndex.read(folder, ResultLibrary.SCHEMA_VERSION);
		assertEquals(10, written.size());
		// the same runs in another order, in segments of 3: four segments, the last of one run
		Map<String, RunIndex.Entry> reordered = new LinkedHashMap<>();
		List<String> order = new ArrayList<>(written.keySet());
		java.util.Collections.reverse(order);
		order.forEach(id -> reordered.put(id, written.get(id)));
		RunIndex.write(folder, reordered, ResultLibrary.SCHEMA_VERSION, 3);
		Map<String, RunIndex.Entry> segmented = RunIndex.read(folder, ResultLibrary.SCHEMA_VERSION);
		assertEquals(order, List.copyOf(segmented.keySet()), "the order the index was written in");
		for (String id : order) {
			assertTrue(EcoreUtil.equals(written.get(id).summary(), segmented.get(id).summary()), id);
			assertEquals(written.get(id).stamp(), segmented.get(id).stamp());
			assertTrue(ResultLibrary.isSummary(segmented.get(id).summary()));
		}
	}

	@Test
	void anIndexWithADamagedSegmentIsNotUsedAtAll() throws IOException {
		libraryOf(7);
		ResultLibrary.open(folder);
		RunIndex.write(folder, RunIndex.read(folder, ResultLibrary.SCHEMA_VERSION), ResultLibrary.SCHEMA_VERSION, 2);
		// a run file damaged in place, its size and time kept: only the index knows it was fine
		Path file = folder.resolve("runs/r01.xmi");
		FileTime time = Files.getLastModifiedTime(file);
		byte[] run = Files.readAllBytes(file);
		Arrays.fill(run, run.length / 2, run.length, (byte) ' ');
		Files.write(file, run);
		Files.setLastModifiedTime(file, time);
		ResultLibrary fromIndex = ResultLibrary.open(folder);
		assertEquals(7, fromIndex.runs().size(), "the runs came from the index, in segments");
		assertTrue(fromIndex.problems().isEmpty());

		// the last segment's bytes garbled: the first three segments are whole, but none of the index is trusted
		Path index = folder.resolve(RunIndex.FILE);
		byte[] bytes = Files.readAllBytes(index);
		Arrays.fill(bytes, bytes.length - 40, bytes.length - 10, (byte) 0x7f);
		Files.write(index, bytes);
		assertTrue(RunIndex.read(folder, ResultLibrary.SCHEMA_VERSION).isEmpty());
		ResultLibrary fromFiles = ResultLibrary.open(folder);
		assertEquals(List.of("r00", "r02", "r03", "r04", "r05", "r06"), ids(fromFiles.runs()), "every file read");
		assertEquals(List.of("r01.xmi"), fromFiles.problems().stream().map(p -> p.file().getFileName().toString()).toList());

		// cut short: not used either
		Files.write(index, Arrays.copyOf(Files.readAllBytes(index), (int) Files.size(index) - 1));
		assertTrue(RunIndex.read(folder, ResultLibrary.SCHEMA_VERSION).isEmpty());
	}

	@Test
	void anIndexWhoseSegmentPassesItsChecksumButDoesNotReadIsNotUsed() throws IOException {
		libraryOf(5);
		ResultLibrary.open(folder);
		RunIndex.write(folder, RunIndex.read(folder, ResultLibrary.SCHEMA_VERSION), ResultLibrary.SCHEMA_VERSION, 2);
		// the header and every checksum are checked while the packages are made, the segments read after: a
		// segment garbled with its checksum made to match passes the first check and must fail the second
		Path index = folder.resolve(RunIndex.FILE);
		byte[] bytes = Files.readAllBytes(index);
		DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
		in.readUTF();
		in.readInt();
		in.readInt();
		int count = in.readInt();
		for (int i = 0; i < count; i++) {
			in.readUTF();
			in.readLong();
			in.readLong();
			in.readUTF();
		}
		int segments = in.readInt();
		int header = 0;
		int length = 0;
		for (int s = 0; s < segments; s++) { // to the last segment
			header = bytes.length - in.available();
			in.readInt();
			length = in.readInt();
			in.readLong();
			in.skipBytes(length);
		}
		int start = header + 16;
		Arrays.fill(bytes, start + length / 2, start + length, (byte) 0x7f);
		CRC32 crc = new CRC32();
		crc.update(bytes, start, length);
		ByteBuffer.wrap(bytes, header + 8, 8).putLong(crc.getValue());
		Files.write(index, bytes);

		assertTrue(RunIndex.readFile(folder, ResultLibrary.SCHEMA_VERSION).isPresent(), "its header and checksums pass");
		assertTrue(RunIndex.read(folder, ResultLibrary.SCHEMA_VERSION).isEmpty(), "but its runs are not taken");
		ResultLibrary library = ResultLibrary.open(folder);
		assertEquals(List.of("r00", "r01", "r02", "r03", "r04"), ids(library.runs()), "every file read instead");
		assertTrue(library.problems().isEmpty());
		assertEquals(5, RunIndex.read(folder, ResultLibrary.SCHEMA_VERSION).size(), "and the index rewritten");
	}

	@Test
	void anIndexWriteThatWasKilledLeavesTheOldIndexAndItsTemporaryFileIsRemoved() throws IOException {
		libraryOf(3);
		ResultLibrary.open(folder);
		byte[] index = Files.readAllBytes(folder.resolve(RunIndex.FILE));
		// what a writer killed half-way leaves: a part of the new index beside the old one, never in its place
		Path partial = folder.resolve("." + RunIndex.FILE + ".0f8e2c1a.tmp");
		Files.write(partial, Arrays.copyOf(index, index.length / 2));
		Files.setLastModifiedTime(partial, FileTime.fromMillis(System.currentTimeMillis() - 2 * 3_600_000L));

		ResultLibrary library = ResultLibrary.open(folder);
		assertEquals(List.of("r00", "r01", "r02"), ids(library.runs()));
		assertEquals(3, RunIndex.read(folder, ResultLibrary.SCHEMA_VERSION).size(), "the old index, whole");
		assertFalse(Files.exists(partial), "removed as any writer's stale temporary file");
	}

	@Test
	void anOpenWithoutTheIndexReadsTheFilesOnSeveralThreadsAndNamesADamagedOne() throws IOException {
		libraryOf(12);
		Path damaged = folder.resolve("runs/r07.xmi");
		byte[] whole = Files.readAllBytes(damaged);
		Files.write(damaged, Arrays.copyOf(whole, whole.length / 2));
		String reason = assertThrows(IOException.class, () -> RunSummaries.read(damaged, ResultLibrary.SCHEMA_VERSION)).getMessage();
		Files.deleteIfExists(folder.resolve(RunIndex.FILE));

		ResultLibrary library = ResultLibrary.open(folder);

		List<String> expected = new ArrayList<>();
		for (int i = 0; i < 12; i++) {
			if (i != 7) {
				expected.add(String.format("r%02d", i));
			}
		}
		assertEquals(expected, ids(library.runs()), "oldest first, as read one by one");
		for (Run run : library.runs()) {
			Run alone = RunSummaries.read(folder.resolve("runs/" + run.getId() + ".xmi"), ResultLibrary.SCHEMA_VERSION);
			assertTrue(EcoreUtil.equals(alone, run), run.getId());
		}
		assertEquals(1, library.problems().size());
		assertEquals(damaged, library.problems().get(0).file());
		assertEquals(reason, library.problems().get(0).reason(), "the reason reading it alone gives");
		assertEquals(ids(library.runs()), ids(ResultLibrary.open(folder).runs()), "the index it wrote holds the same");
	}

	@Test
	void wholeRunsReadTogetherAreTheRunsInTheOrderAskedAndTheFirstDamagedOneIsNamed() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		for (int d = 0; d < 3; d++) {
			for (int r = 0; r < 2; r++) {
				library.save(realistic.run(d, r, 0, 1));
			}
		}
		ResultLibrary reopened = ResultLibrary.open(folder);
		List<Run> summaries = new ArrayList<>(reopened.runs());
		java.util.Collections.reverse(summaries);
		List<Run> whole = reopened.fullRuns(summaries);
		assertEquals(ids(summaries), ids(whole));
		for (Run run : whole) {
			assertFalse(ResultLibrary.isSummary(run));
			Run alone = XmiFiles.read(folder.resolve("runs/" + run.getId() + ".xmi"), Run.class, DriveBenchPackage.eINSTANCE.getRun(),
					ResultLibrary.SCHEMA_VERSION);
			assertTrue(EcoreUtil.equals(alone, run), run.getId());
		}
		assertEquals(whole, reopened.fullRuns(summaries), "from memory the second time: the same objects");

		// two files cut short after the open: the first of them in the order asked is the one named
		ResultLibrary other = ResultLibrary.open(folder);
		ResultLibrary oneByOne = ResultLibrary.open(folder);
		List<Run> asked = other.runs();
		for (Run cut : List.of(asked.get(1), asked.get(4))) {
			Path file = folder.resolve("runs/" + cut.getId() + ".xmi");
			byte[] bytes = Files.readAllBytes(file);
			Files.write(file, Arrays.copyOf(bytes, bytes.length / 3));
		}
		String alone = assertThrows(IOException.class, () -> oneByOne.fullRun(asked.get(1).getId())).getMessage();
		IOException e = assertThrows(IOException.class, () -> other.fullRuns(asked));
		assertEquals(alone, e.getMessage());
	}
}
