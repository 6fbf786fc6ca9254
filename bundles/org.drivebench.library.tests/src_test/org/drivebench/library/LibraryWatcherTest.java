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
