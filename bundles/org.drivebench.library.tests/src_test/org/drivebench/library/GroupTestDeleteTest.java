package org.drivebench.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.drivebench.engine.device.ProcessStamp;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Deleting a group test moves its file to the trash and leaves the runs it made; a group test a live
 * process runs (as the file says, read again under the lock) is refused, naming the process.
 */
class GroupTestDeleteTest {
	@TempDir
	Path folder;

	private GroupTest group(String id, String... runIds) {
		GroupTest group = DriveBenchFactory.eINSTANCE.createGroupTest();
		group.setId(id);
		GroupEntry entry = DriveBenchFactory.eINSTANCE.createGroupEntry();
		entry.setTarget("sim:hdd-7200");
		entry.setSuiteId("quick");
		entry.getRunIds().addAll(java.util.List.of(runIds));
		group.getEntries().add(entry);
		return group;
	}

	private long trashed() throws Exception {
		Path trash = folder.resolve(ResultLibrary.TRASH).resolve("groups");
		if (!Files.isDirectory(trash)) {
			return 0;
		}
		try (Stream<Path> files = Files.list(trash)) {
			return files.count();
		}
	}

	@Test
	void aDeletedGroupTestGoesToTheTrashAndItsRunsStay() throws Exception {
		ResultLibrary library = ResultLibrary.open(folder);
		library.save(Runs.run("r1", "a", "A"));
		library.groupTests().save(group("g", "r1"));
		library.groupTests().delete("g");
		assertTrue(library.groupTests().find("g").isEmpty());
		assertTrue(Files.notExists(folder.resolve("groups/g.xmi")));
		assertEquals(1, trashed(), "its file is in the trash");
		assertTrue(library.run("r1").isPresent(), "the run it made stays");
		assertTrue(ResultLibrary.read(folder).groupTests().find("g").isEmpty(), "gone for other readers too");
	}

	@Test
	void aGroupTestALiveProcessRunsIsNotDeleted() throws Exception {
		ResultLibrary library = ResultLibrary.open(folder);
		GroupTest running = group("g");
		running.setProcess(ProcessStamp.current().text()); // as GroupRunner marks it while it runs
		ResultLibrary.open(folder).groupTests().save(running); // by another library object, as the command line would
		library.refresh();
		IllegalStateException refused = assertThrows(IllegalStateException.class, () -> library.groupTests().delete("g"));
		assertEquals("the group test 'g' is being run by process " + ProcessHandle.current().pid()
				+ " on this machine; pause it or wait until it ends, then delete it", refused.getMessage());
		assertTrue(Files.exists(folder.resolve("groups/g.xmi")), "kept");
		assertEquals(0, trashed());

		GroupTest ended = library.groupTests().find("g").orElseThrow();
		ended.setProcess(new ProcessStamp(ProcessStamp.current().host(), ProcessStamp.current().boot(), ProcessHandle.current().pid(),
				"1").text()); // its process is gone (a process id used again has another start time)
		library.groupTests().save(ended);
		library.groupTests().delete("g");
		assertTrue(Files.notExists(folder.resolve("groups/g.xmi")), "a group test whose process died may be deleted");
	}
}
