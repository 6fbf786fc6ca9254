package org.drivebench.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {
	@TempDir
	Path folder;

	@Test
	void aFileIsReplacedWhole() throws IOException {
		Path file = folder.resolve("review.md");
		AtomicFiles.writeString(file, "first");
		AtomicFiles.writeString(file, "second, longer");
		assertEquals("second, longer", Files.readString(file));
		assertEquals(List.of(file), listing(), "no temporary file is left");
	}

	@Test
	void aWriteThatFailsLeavesTheOldFileAndNoTemporaryOne() throws IOException {
		Path file = folder.resolve("chart.svg");
		AtomicFiles.writeString(file, "<svg/>");
		IOException failure = assertThrows(IOException.class, () -> AtomicFiles.write(file, out -> {
			out.write("<svg half".getBytes());
			throw new IOException("disk full");
		}));
		assertEquals("disk full", failure.getMessage());
		assertEquals("<svg/>", Files.readString(file));
		assertEquals(List.of(file), listing());
	}

	@Test
	void aMissingFolderIsNamed() {
		Path file = folder.resolve("no/such/folder/page.html");
		IOException e = assertThrows(IOException.class, () -> AtomicFiles.writeString(file, "x"));
		assertTrue(e.getMessage().contains(folder.resolve("no/such/folder").toString()), e.getMessage());
	}

	/** The rename would replace whatever is at the path: only a regular file may be replaced, a pipe or a link never. */
	@Test
	void aPipeOrASymbolicLinkIsNeverReplaced() throws Exception {
		Path fifo = folder.resolve("pipe.svg");
		Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
		assertTrue(mkfifo.waitFor() == 0, "mkfifo");
		IOException pipe = assertThrows(IOException.class, () -> AtomicFiles.writeString(fifo, "<svg/>"));
		assertTrue(pipe.getMessage().contains(fifo + " is a named pipe (FIFO)"), pipe.getMessage());
		assertTrue(Files.exists(fifo) && !Files.isRegularFile(fifo), "still the pipe");

		Path kept = Files.writeString(folder.resolve("kept.html"), "a page of the user's");
		Path link = Files.createSymbolicLink(folder.resolve("link.html"), kept);
		IOException linked = assertThrows(IOException.class, () -> AtomicFiles.writeString(link, "<html/>"));
		assertTrue(linked.getMessage().contains(link + " is a symbolic link to " + kept), linked.getMessage());
		assertTrue(Files.isSymbolicLink(link));
		assertEquals("a page of the user's", Files.readString(kept));
	}

	@Test
	void nothingIsWrittenAmongTheKernelsFiles() {
		IOException e = assertThrows(IOException.class, () -> AtomicFiles.writeString(Path.of("/proc/drivebench-test.md"), "x"));
		assertTrue(e.getMessage().contains("/proc/drivebench-test.md is under /proc"), e.getMessage());
	}

	@Test
	void itsTemporaryFilesAreKnownAsSuch() {
		assertTrue(AtomicFiles.isTemporary(Path.of(".run.xmi.0f8c.tmp")));
		assertTrue(!AtomicFiles.isTemporary(Path.of("run.xmi")));
	}

	private List<Path> listing() throws IOException {
		try (var files = Files.list(folder)) {
			return files.toList();
		}
	}
}
