package org.drivebench.tracereplay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FioIologReaderTest {
	@TempDir
	Path dir;

	private RecordedTrace read(String text) throws IOException {
		Path log = dir.resolve("job.log");
		Files.writeString(log, text);
		return TraceSources.load(log.toString());
	}

	@Test
	void version2IsTimedByItsWaits() throws IOException {
		RecordedTrace t = read("""
				fio version 2 iolog
				/dev/sdb add
				/dev/sdb open
				/dev/sdb write 0 4096
				/dev/sdb wait 1500 0
				/dev/sdb read 8192 512
				/dev/sdb sync 0 0
				/dev/sdb wait 250 0
				/dev/sdb read 65536 65536
				/dev/sdb close
				""");
		assertEquals("fio iolog v2", t.format());
		assertArrayEquals(new long[] { 0, 8192, 65536 }, t.offsets());
		assertArrayEquals(new int[] { 4096, 512, 65536 }, t.sizes());
		assertArrayEquals(new boolean[] { true, false, false }, t.writes());
		assertArrayEquals(new long[] { 0, 1_500_000, 1_750_000 }, t.issueNanos(), "waits are microseconds, cumulative");
		assertFalse(t.hasServiceTimes(), "an iolog records no completions");
		assertTrue(t.notes().get(0).contains("1 sync, datasync or trim action left out"), t.notes().toString());
	}

	/** Version 3's timestamps are microseconds from the start of the run, as fio 3.33 writes them (write_iolog). */
	@Test
	void version3IsTimedByItsTimestamps() throws IOException {
		RecordedTrace t = read("""
				fio version 3 iolog
				14 t.dat add
				76 t.dat open
				80 t.dat read 61440 4096
				100398 t.dat read 774144 4096
				207802 t.dat write 880640 8192
				455798 t.dat close
				""");
		assertEquals("fio iolog v3", t.format());
		assertArrayEquals(new long[] { 0, 100_318_000, 207_722_000 }, t.issueNanos(), "from the first I/O, in ns");
		assertArrayEquals(new boolean[] { false, false, true }, t.writes());
	}

	@Test
	void aBadLineIsNamedByFileAndLineNumber() {
		Path log = dir.resolve("job.log");
		TraceFormatException e = assertThrows(TraceFormatException.class, () -> read("""
				fio version 3 iolog
				10 /dev/sdb open
				20 /dev/sdb read 4096
				"""));
		assertEquals(log + " line 3: a read needs an offset and a length, got \"20 /dev/sdb read 4096\"", e.getMessage());
		e = assertThrows(TraceFormatException.class, () -> read("fio version 2 iolog\n/dev/sdb read 4096 x\n"));
		assertEquals(log + " line 2: the length \"x\" is not a whole number of 0 or more", e.getMessage());
		e = assertThrows(TraceFormatException.class, () -> read("fio version 3 iolog\n20 f read 0 512\n10 f read 0 512\n"));
		assertEquals(log + " line 3: timestamp 10 is before the line above's", e.getMessage());
		e = assertThrows(TraceFormatException.class, () -> read("fio version 2 iolog\nf erase 0 512\n"));
		assertTrue(e.getMessage().startsWith(log + " line 2: unknown action \"erase\""), e.getMessage());
	}

	@Test
	void aFileThatIsNeitherFormatSaysWhatWasExpected() {
		TraceFormatException e = assertThrows(TraceFormatException.class, () -> read("rw, offset, length\n0, 0, 4096\n"));
		assertTrue(e.getMessage().startsWith(dir.resolve("job.log") + " line 1: expected \"fio version 2 iolog\" or"),
				e.getMessage());
		assertTrue(e.getMessage().endsWith("not a blktrace recording either: its first bytes are not blktrace's magic number)"),
				e.getMessage());
	}
}
