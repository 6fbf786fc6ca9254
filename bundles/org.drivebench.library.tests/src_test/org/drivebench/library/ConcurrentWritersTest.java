package org.drivebench.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line and the workbench write to one library at once: no file may be corrupted and no
 * change lost, whether the writers are threads or processes.
 */
class ConcurrentWritersTest {
	private static final int PER_WRITER = 40;

	@TempDir
	Path folder;

	private void createSharedRun() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		var shared = Runs.run("shared", "s", "Shared");
		shared.setNotes("0");
		library.save(shared);
	}

	private void assertNothingLostOrCorrupted(int writers) throws IOException {
		ResultLibrary library = ResultLibrary.open(folder);
		assertEquals(List.of(), library.problems());
		assertEquals(writers * PER_WRITER + 1, library.runs().size());
		assertEquals(Integer.toString(writers * PER_WRITER), library.run("shared").orElseThrow().getNotes(),
				"every read-modify-write of the shared run was kept");
		try (Stream<Path> files = Files.list(folder.resolve("runs"))) {
			assertEquals(List.of(), files.filter(XmiFiles::isTemporary).toList(), "no temporary file is left");
		}
	}

	@Test
	void twoThreadsWithTheirOwnLibraryObjects() throws Exception {
		createSharedRun();
		CountDownLatch start = new CountDownLatch(1);
		try (ExecutorService threads = Executors.newFixedThreadPool(2)) {
			List<Future<?>> done = new ArrayList<>();
			for (String prefix : List.of("cli", "ui")) {
				ResultLibrary library = ResultLibrary.open(folder);
				done.add(threads.submit(() -> {
					start.await();
					ConcurrentWriter.write(library, prefix, PER_WRITER);
					return null;
				}));
			}
			start.countDown();
			for (Future<?> f : done) {
				f.get(2, TimeUnit.MINUTES);
			}
		}
		assertNothingLostOrCorrupted(2);
	}

	@Test
	void twoThreadsSharingOneLibraryObject() throws Exception {
		createSharedRun();
		ResultLibrary library = ResultLibrary.open(folder);
		try (ExecutorService threads = Executors.newFixedThreadPool(2)) {
			Future<?> a = threads.submit(() -> {
				ConcurrentWriter.write(library, "a", PER_WRITER);
				return null;
			});
			Future<?> b = threads.submit(() -> {
				ConcurrentWriter.write(library, "b", PER_WRITER);
				return null;
			});
			a.get(2, TimeUnit.MINUTES);
			b.get(2, TimeUnit.MINUTES);
		}
		assertNothingLostOrCorrupted(2);
		assertEquals(2 * PER_WRITER + 1, library.runs().size(), "the shared object holds every run without a refresh");
	}

	@Test
	void twoProcesses() throws Exception {
		createSharedRun();
		String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
		Process child = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
				ConcurrentWriter.class.getName(), folder.toString(), "child", Integer.toString(PER_WRITER))
				.redirectErrorStream(true).redirectOutput(folder.resolve("child.log").toFile()).start();
		try {
			ResultLibrary library = ResultLibrary.open(folder);
			long limit = System.currentTimeMillis() + 60_000;
			while (!Files.exists(folder.resolve("ready-child")) && child.isAlive() && System.currentTimeMillis() < limit) {
				Thread.sleep(10);
			}
			assertTrue(Files.exists(folder.resolve("ready-child")), () -> "the second process did not start: " + log());
			Files.writeString(folder.resolve("go"), "");
			ConcurrentWriter.write(library, "parent", PER_WRITER);
			assertTrue(child.waitFor(2, TimeUnit.MINUTES), "the second process did not finish");
			assertEquals(0, child.exitValue(), this::log);
		} finally {
			child.destroyForcibly();
		}
		assertNothingLostOrCorrupted(2);
	}

	private String log() {
		try {
			return Files.readString(folder.resolve("child.log"));
		} catch (IOException e) {
			return e.toString();
		}
	}
}
