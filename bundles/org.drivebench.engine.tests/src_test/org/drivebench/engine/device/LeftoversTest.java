package org.drivebench.engine.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What dead runs left, from their journals, and when it may be removed: only what the dead run made
 * (its device and inode), never what a live run made or uses at the same path, never what a process
 * holds open.
 */
class LeftoversTest {
	@TempDir
	Path folder;

	private Path journals() {
		return folder.resolve("library/leftovers");
	}

	/** A journal written by this process, to be made to look like a dead process's ({@link #kill}). */
	private CreationJournal deadJournal() throws Exception {
		return CreationJournal.start(journals());
	}

	/** A marked test file a process made, recorded as such, and the process then dead. */
	private Path leftBehind(String name) throws Exception {
		Path file = folder.resolve(name);
		CreationJournal journal = deadJournal();
		journal.creating(file);
		Files.write(file, new byte[4096]);
		journal.created(file);
		TestFileMark.mark(file);
		kill(journal);
		return file;
	}

	private static void kill(CreationJournal journal) throws Exception {
		journal.close();
		String text = Files.readString(journal.file());
		Files.writeString(journal.file(), text.replaceFirst("start=\\S+", "start=1"));
	}

	@Test
	void aDeadRunsFileAndFolderAreFoundAndRemoved() throws Exception {
		Path file = folder.resolve("bench.dat");
		Path made = folder.resolve("drivebench-filecopy-1a2b3c4d");
		CreationJournal journal = deadJournal();
		journal.creating(file);
		Files.write(file, new byte[4096]);
		journal.created(file);
		TestFileMark.mark(file);
		journal.creating(made);
		Files.createDirectories(made.resolve("music/album"));
		journal.created(made);
		Files.write(made.resolve("music/album/track.flac"), new byte[8192]);
		Files.createSymbolicLink(made.resolve("outside"), folder); // a link inside is removed, never followed
		kill(journal);

		Leftovers left = Leftovers.in(journals());
		assertEquals(List.of(file, made), left.all().stream().map(Leftovers.Leftover::path).toList());
		for (Leftovers.Leftover l : left.all()) {
			assertNull(left.refusal(l), l.path().toString());
			assertNull(left.remove(l));
		}
		assertFalse(Files.exists(file) || Files.exists(made), "both removed");
		assertTrue(Files.exists(folder), "not through the link");
		assertFalse(Files.exists(journal.file()), "a journal with nothing left goes");
	}

	@Test
	void anotherFileAtThePathIsNotTheRunsToRemove() throws Exception {
		Path file = leftBehind("bench.dat");
		Files.delete(file);
		Files.write(file, new byte[4096]); // made again since, by someone else: another inode
		TestFileMark.mark(file);
		Leftovers left = Leftovers.in(journals());
		Leftovers.Leftover leftover = left.all().get(0);
		assertEquals("it is another file than the one the run made (device, inode or birth time differ)", left.refusal(leftover));
		assertEquals(left.refusal(leftover), left.remove(leftover));
		assertTrue(Files.exists(file));
	}

	@Test
	void whatALiveRunMadeOrUsesIsNeverRemoved() throws Exception {
		Path file = leftBehind("bench.dat");
		try (CreationJournal live = CreationJournal.start(journals())) {
			live.using(file); // a new run measures the file the dead one left
			Leftovers left = Leftovers.in(journals());
			assertEquals(1, left.all().size(), "the live run's journal leaves nothing yet");
			assertEquals("a run that is still measuring uses it", left.remove(left.all().get(0)));
			assertTrue(Files.exists(file));
		}
		Leftovers after = Leftovers.in(journals());
		assertNull(after.remove(after.all().get(0)), "once no run uses it, it goes");
		assertFalse(Files.exists(file));
	}

	@Test
	void aFileAProcessHoldsOpenIsNotRemoved() throws Exception {
		Path file = leftBehind("bench.dat");
		// the shell itself holds it, waiting on its input once it said so: its name is "sh" by then (an "exec sleep"
		// after the "ready" was a race, the name read before or after the exec)
		Process reader = new ProcessBuilder("sh", "-c", "exec 3<'" + file + "'; echo ready; read line").start();
		try {
			reader.getInputStream().read();
			Leftovers left = Leftovers.in(journals());
			assertEquals("process " + reader.pid() + " (sh) has it open", left.remove(left.all().get(0)));
			assertTrue(Files.exists(file));
		} finally {
			reader.destroyForcibly().waitFor();
		}
	}

	@Test
	void aLiveRunsOwnLeftoversAreNotListedAndAClosedJournalWithNothingLeftGoes() throws Exception {
		Path file = folder.resolve("bench.dat");
		try (CreationJournal journal = CreationJournal.start(journals())) {
			journal.creating(file);
			Files.write(file, new byte[4096]);
			journal.created(file);
			assertEquals(List.of(), Leftovers.in(journals()).all(), "its process lives");
			Files.delete(file);
			journal.removed(file);
		}
		try (var files = Files.list(journals())) {
			assertEquals(0, files.count(), "nothing left, no journal");
		}
	}
}
