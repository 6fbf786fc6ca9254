package org.drivebench.library;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LibraryWatcherTest {
	@TempDir
	Path folder;

	@Test
	void aWatchedLibraryHearsOfRunsAnotherProcessSaves() throws Exception {
		ResultLibrary workbench = ResultLibrary.open(folder);
		ResultLibrary cli = ResultLibrary.open(folder);
		Set<String> heard = ConcurrentHashMap.newKeySet();
		CountDownLatch both = new CountDownLatch(1);
		workbench.addChangeListener(change -> {
			if (change.fromOutside()) {
				heard.addAll(change.runs());
				if (heard.containsAll(Set.of("r1", "r2"))) {
					both.countDown();
				}
			}
		});
		try (LibraryWatcher watcher = LibraryWatcher.start(workbench, e -> { throw new AssertionError(e); })) {
			cli.save(Runs.run("r1", "a", "A"));
			cli.save(Runs.run("r2", "a", "A"));
			assertTrue(both.await(20, TimeUnit.SECONDS), "heard only " + heard);
		}
		assertTrue(workbench.run("r2").isPresent());
	}

	/** The explorer and an open group test editor follow a group test the command line adds, changes and removes. */
	@Test
	void aWatchedLibraryHearsOfGroupTestsAnotherProcessAddsChangesAndRemoves() throws Exception {
		ResultLibrary workbench = ResultLibrary.open(folder);
		ResultLibrary cli = ResultLibrary.open(folder);
		java.util.concurrent.BlockingQueue<Set<String>> heard = new java.util.concurrent.LinkedBlockingQueue<>();
		workbench.addChangeListener(change -> {
			if (change.fromOutside() && !change.groups().isEmpty()) {
				heard.add(change.groups());
			}
		});
		try (LibraryWatcher watcher = LibraryWatcher.start(workbench, e -> { throw new AssertionError(e); })) {
			org.drivebench.model.GroupTest group = org.drivebench.model.DriveBenchFactory.eINSTANCE.createGroupTest();
			group.setId("hdd-roundup");
			cli.groupTests().save(group);
			assertTrue(Set.of("hdd-roundup").equals(heard.poll(20, TimeUnit.SECONDS)), "the new group test");
			assertTrue(workbench.groupTests().find("hdd-roundup").isPresent());
			group.setTitle("Eight desktop drives");
			cli.groupTests().save(group);
			assertTrue(Set.of("hdd-roundup").equals(heard.poll(20, TimeUnit.SECONDS)), "the changed group test");
			assertTrue("Eight desktop drives".equals(workbench.groupTests().find("hdd-roundup").orElseThrow().getTitle()));
			cli.groupTests().delete("hdd-roundup");
			assertTrue(Set.of("hdd-roundup").equals(heard.poll(20, TimeUnit.SECONDS)), "the removed group test");
			assertTrue(workbench.groupTests().find("hdd-roundup").isEmpty());
		}
	}

	@Test
	void aGroupTestSavedThroughTheLibraryIsTold() throws Exception {
		ResultLibrary library = ResultLibrary.open(folder);
		java.util.List<LibraryChange> heard = new java.util.concurrent.CopyOnWriteArrayList<>();
		library.addChangeListener(heard::add);
		org.drivebench.model.GroupTest group = org.drivebench.model.DriveBenchFactory.eINSTANCE.createGroupTest();
		group.setId("g");
		library.groupTests().save(group);
		library.groupTests().delete("g");
		assertTrue(heard.size() == 2 && heard.stream().allMatch(c -> c.groups().equals(Set.of("g")) && !c.fromOutside()), "heard " + heard);
	}

	@Test
	void savesWhileRefreshesRunAreNeverTakenForAnotherProcesssChanges() throws Exception {
		ResultLibrary library = ResultLibrary.open(folder);
		library.save(Runs.run("r1", "a", "A"));
		java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic.AtomicBoolean();
		java.util.concurrent.atomic.AtomicReference<Throwable> failure = new java.util.concurrent.atomic.AtomicReference<>();
		// what a watcher does after every save, as often as it can
		Thread refresher = new Thread(() -> {
			while (!stop.get()) {
				try {
					library.refresh();
				} catch (Throwable e) {
					failure.set(e);
				}
			}
		});
		refresher.start();
		try {
			for (int i = 0; i < 300; i++) {
				var run = library.fullRun("r1");
				run.setNotes(Integer.toString(i));
				library.save(run);
			}
		} finally {
			stop.set(true);
			refresher.join();
		}
		assertTrue(failure.get() == null, () -> "refresh failed: " + failure.get());
		assertTrue(ResultLibrary.open(folder).run("r1").orElseThrow().getNotes().equals("299"));
	}

	@Test
	void closingStopsWatching() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		LibraryWatcher watcher = LibraryWatcher.start(library, e -> { });
		watcher.close();
		watcher.close(); // twice is harmless
	}
}
