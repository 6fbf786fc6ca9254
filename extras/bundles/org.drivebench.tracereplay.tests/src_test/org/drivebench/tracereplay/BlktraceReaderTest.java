package org.drivebench.tracereplay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BlktraceReaderTest {
	@TempDir
	Path dir;

	/**
	 * Two CPUs' files: a write issued on CPU 0 and completed on CPU 1, a read with a cgroup payload, a
	 * flush without data, a discard, a notify message, an I/O of another device, and a last read.
	 */
	private void record(ByteOrder order) throws IOException {
		new BlktraceFiles(order).issue(1_000, 100, 4096, BlktraceFiles.WRITE | BlktraceFiles.SYNC)
				.event(BlktraceFiles.ISSUE | 1 << 8, BlktraceFiles.READ | 1 << 6, 2_000, 200, 8192, BlktraceFiles.LOOP0,
						new byte[8]) // the cgroup flag, its id in the payload
				.issue(3_000, 0, 0, BlktraceFiles.FLUSH).issue(3_100, 500, 1 << 20, BlktraceFiles.DISCARD | BlktraceFiles.WRITE)
				.event(2, BlktraceFiles.NOTIFY, 3_150, 0, 0, BlktraceFiles.LOOP0, "a message".getBytes(StandardCharsets.US_ASCII))
				.event(BlktraceFiles.ISSUE, BlktraceFiles.READ | 1 << 6, 3_200, 10, 512, 8 << 20, new byte[0])
				.issue(4_000, 300, 4096, BlktraceFiles.READ).write(dir.resolve("rec.blktrace.0"));
		new BlktraceFiles(order).complete(1_500, 100, 4096, BlktraceFiles.WRITE).complete(2_600, 200, 8192, BlktraceFiles.READ)
				.complete(4_100, 300, 4096, BlktraceFiles.READ).write(dir.resolve("rec.blktrace.1"));
	}

	@ParameterizedTest
	@CsvSource({ "LITTLE_ENDIAN", "BIG_ENDIAN" })
	void theDevicesDataIosArePairedWithTheirCompletionsAcrossCpuFiles(String byteOrder) throws IOException {
		record(byteOrder.equals("BIG_ENDIAN") ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN);
		RecordedTrace t = TraceSources.load(dir.resolve("rec").toString());
		assertEquals("blktrace", t.format());
		assertArrayEquals(new long[] { 100 * 512, 200 * 512, 300 * 512 }, t.offsets());
		assertArrayEquals(new int[] { 4096, 8192, 4096 }, t.sizes());
		assertArrayEquals(new boolean[] { true, false, false }, t.writes());
		assertArrayEquals(new long[] { 0, 1_000, 3_000 }, t.issueNanos(), "from the first I/O");
		assertArrayEquals(new long[] { 500, 600, 100 }, t.serviceNanos(), "completion minus issue");
		String notes = String.join("\n", t.notes());
		assertTrue(notes.contains("1 flush without data left out"), notes);
		assertTrue(notes.contains("1 discard left out"), notes);
		assertTrue(notes.contains("1 I/Os of device 8,0 left out"), notes);
	}

	@Test
	void anyPerCpuFileNamesTheWholeRecording() throws IOException {
		record(ByteOrder.LITTLE_ENDIAN);
		assertEquals(3, TraceSources.load(dir.resolve("rec.blktrace.1").toString()).count());
	}

	@Test
	void aRecordingCutShortIsRefusedNamingTheFileAndOffset() throws IOException {
		byte[] whole = new BlktraceFiles(ByteOrder.LITTLE_ENDIAN).issue(1, 8, 4096, BlktraceFiles.READ)
				.issue(2, 16, 4096, BlktraceFiles.READ).bytes();
		Path cut = dir.resolve("cut.blktrace.0");
		Files.write(cut, Arrays.copyOf(whole, 48 + 20));
		TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceSources.load(cut.toString()));
		assertTrue(e.getMessage().contains(cut + ": cut short at byte offset 48: the event there has 20 of its 48 bytes"),
				e.getMessage());
	}

	@Test
	void aPayloadCutShortIsRefusedToo() throws IOException {
		byte[] whole = new BlktraceFiles(ByteOrder.LITTLE_ENDIAN)
				.event(BlktraceFiles.ISSUE, BlktraceFiles.READ, 1, 8, 4096, BlktraceFiles.LOOP0, new byte[16]).bytes();
		Path cut = dir.resolve("pdu.blktrace.0");
		Files.write(cut, Arrays.copyOf(whole, 48 + 5));
		TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceSources.load(cut.toString()));
		assertTrue(e.getMessage().contains("announces 16 bytes of payload"), e.getMessage());
	}

	@Test
	void anEventWithoutTheMagicIsRefusedNamingItsOffset() throws IOException {
		byte[] bytes = new BlktraceFiles(ByteOrder.LITTLE_ENDIAN).issue(1, 8, 4096, BlktraceFiles.READ)
				.issue(2, 16, 4096, BlktraceFiles.READ).bytes();
		bytes[48 + 3] = 0x55; // the second event's magic (its high byte, little-endian)
		Path bad = dir.resolve("bad.blktrace.0");
		Files.write(bad, bytes);
		TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceSources.load(bad.toString()));
		assertTrue(e.getMessage().startsWith(bad + ", byte offset 48: not a blktrace event"), e.getMessage());
	}

	@Test
	void aMissingTraceIsNamedWithWhatCouldBeGiven() {
		TraceFormatException e = assertThrows(TraceFormatException.class,
				() -> TraceSources.load(dir.resolve("nothing").toString()));
		assertTrue(e.getMessage().contains("No trace at " + dir.resolve("nothing")), e.getMessage());
		assertTrue(e.getMessage().contains("example:sqlite"), e.getMessage());
	}

	/**
	 * The shipped examples hold what blkparse (the blktrace package's reader, an independent program)
	 * counts in them: its issue events that carry data and are not discards ({@code blkparse -i sqlite
	 * -q -a issue -f "%a %d %n\n"}, the D lines with blocks; see docs/trace-replay.md).
	 */
	@ParameterizedTest
	@CsvSource({ "git-clone, 152, 12921856, 146", "sqlite, 1273, 23437312, 1233", "javac, 192, 1627136, 20" })
	void theExamplesHoldWhatBlkparseCounts(String name, int ios, long bytes, int writes) throws IOException {
		RecordedTrace t = TraceSources.load("example:" + name);
		assertEquals(ios, t.count());
		assertEquals(bytes, t.totalBytes());
		assertEquals(writes, t.writeCount());
		assertTrue(t.hasServiceTimes(), "recorded with completions: " + t.notes());
	}
}
