package org.drivebench.engine.nativeio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Dropping a file from the page cache, counting what is cached, syncing; a thread's own mount namespace. */
class PageCacheTest {
	@TempDir
	Path dir;

	@Test
	void aDroppedFileHasNoPageInMemoryAndReadingBringsThemBack() throws IOException {
		Path file = dir.resolve("f.bin");
		byte[] data = new byte[4 << 20];
		new java.util.Random(1).nextBytes(data);
		Files.write(file, data);
		PageCache.fsync(file, false);
		PageCache.fsync(dir, true);
		PageCache.syncFileSystem(dir);
		PageCache.drop(file);
		assertEquals(0, PageCache.residentPages(file, data.length), "after DONTNEED on a synced file");
		Files.readAllBytes(file);
		assertEquals(data.length / 4096, PageCache.residentPages(file, data.length), "a read brings every page in");
		assertEquals(0, PageCache.residentPages(dir.resolve("empty"), 0));
	}

	@Test
	void aMissingFileIsNamed() {
		IOException e = org.junit.jupiter.api.Assertions.assertThrows(IOException.class,
				() -> PageCache.drop(dir.resolve("missing")));
		assertTrue(e.getMessage().contains("missing"), e.getMessage());
	}

	@Test
	void mountsOfAThreadInItsOwnNamespaceAreSeenByNoOtherThread() throws Exception {
		assumeTrue("root".equals(System.getProperty("user.name")), "skipped: a mount namespace needs root");
		Path mountPoint = Files.createDirectory(dir.resolve("mnt"));
		AtomicReference<Throwable> failure = new AtomicReference<>();
		AtomicReference<Boolean> seenInside = new AtomicReference<>(false);
		Thread t = new Thread(() -> {
			try {
				MountNamespace.enterPrivate();
				Process p = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", mountPoint.toString())
						.inheritIO().start();
				assertEquals(0, p.waitFor());
				Files.writeString(mountPoint.resolve("inside"), "x");
				seenInside.set(Files.exists(mountPoint.resolve("inside")));
			} catch (Throwable e) {
				failure.set(e);
			}
		});
		t.start();
		t.join();
		if (failure.get() != null) {
			throw new AssertionError(failure.get());
		}
		assertTrue(seenInside.get());
		// the thread has ended: its namespace and the tmpfs with it are gone; nothing was written here
		assertFalse(Files.exists(mountPoint.resolve("inside")));
		assertFalse(Files.readString(Path.of("/proc/self/mounts")).contains(mountPoint.toString()));
	}
}
