package org.drivebench.core.library;

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
	void closingStopsWatching() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		LibraryWatcher watcher = LibraryWatcher.start(library, e -> { });
		watcher.close();
		watcher.close(); // twice is harmless
	}
}
