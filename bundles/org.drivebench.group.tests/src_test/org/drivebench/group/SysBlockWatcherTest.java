package org.drivebench.group;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The watcher of drives plugged in, on a fake {@code /sys/block}: a new whole device is seen; devices
 * present before, partitions and devices without a capacity are not; a timeout and a cancel end the wait.
 */
class SysBlockWatcherTest {
	@TempDir
	Path sysBlock;

	private void device(String name, long sectors) throws Exception {
		Path dir = Files.createDirectories(sysBlock.resolve(name));
		Files.writeString(dir.resolve("size"), sectors + "\n");
	}

	private void partition(String name, long sectors) throws Exception {
		device(name, sectors);
		Files.writeString(sysBlock.resolve(name).resolve("partition"), "1\n");
	}

	@Test
	void aNewWholeDeviceIsSeenAndPartitionsAndDevicesPresentBeforeAreNot() throws Exception {
		device("vda", 2_000_000);
		device("loop0", 0); // unbound: nothing plugged in
		SysBlockWatcher watcher = new SysBlockWatcher(sysBlock, 5);
		Set<String> before = watcher.present();
		assertEquals(Set.of("vda"), before);

		CompletableFuture<Optional<String>> seen = CompletableFuture.supplyAsync(() -> {
			try {
				return watcher.awaitNew(before, Duration.ofSeconds(30), () -> false);
			} catch (Exception e) {
				throw new IllegalStateException(e);
			}
		});
		partition("sdb1", 1000); // a partition listed at the top: never a drive of its own
		Files.writeString(sysBlock.resolve("vda").resolve("size"), "2000001\n"); // a present device changing is no new one
		Thread.sleep(200);
		assertTrue(!seen.isDone(), "nothing new yet: " + (seen.isDone() ? seen.get() : ""));
		device("sdb", 4_000_000);
		assertEquals(Optional.of("sdb"), seen.get(30, TimeUnit.SECONDS));
	}

	@Test
	void aDeviceListedWithoutCapacityCountsOnceItHasOne() throws Exception {
		device("loop3", 0);
		SysBlockWatcher watcher = new SysBlockWatcher(sysBlock, 5);
		Set<String> before = watcher.present();
		assertEquals(Set.of(), before);
		device("loop3", 131072); // bound (losetup), or a card put into a reader
		assertEquals(Optional.of("loop3"), watcher.awaitNew(before, Duration.ofSeconds(5), () -> false));
	}

	@Test
	void theWaitEndsEmptyAfterItsTimeoutAndThrowsWhenCancelled() throws Exception {
		device("vda", 2_000_000);
		SysBlockWatcher watcher = new SysBlockWatcher(sysBlock, 5);
		Set<String> before = watcher.present();
		assertEquals(Optional.empty(), watcher.awaitNew(before, Duration.ofMillis(100), () -> false));
		CancellationException e = assertThrows(CancellationException.class,
				() -> watcher.awaitNew(before, Duration.ofSeconds(30), () -> true));
		assertTrue(e.getMessage().contains("cancelled while waiting for a drive"), e.getMessage());
	}
}
