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
