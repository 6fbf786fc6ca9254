package org.drivebench.engine.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** /proc/diskstats read as the kernel documents it (Documentation/admin-guide/iostats.rst). */
class DiskStatsTest {
	@TempDir
	Path root;

	@Test
	void countersOfTheNamedDevicesAreAddedUp() throws Exception {
		Files.createDirectories(root.resolve("proc"));
		// fields: major minor name, reads, reads merged, sectors read, ms reading, writes, writes merged, sectors written, ...
		Files.writeString(root.resolve("proc/diskstats"), """
				   7       0 loop0 100 0 800 10 50 0 400 5 0 10 15 0 0 0 0 0 0
				 254       0 vda 1000 20 16000 300 500 30 8000 200 0 400 500 10 0 80 1 5 6
				 254       1 vda1 900 20 15000 280 450 30 7000 180 0 380 460 10 0 80 1 0 0
				""");
		DiskStats stats = new DiskStats(new SystemRoots(root.resolve("sys"), root.resolve("proc"), root.resolve("udev"),
				root.resolve("dev")));
		DiskStats.Counters vda1 = stats.read(List.of(new int[] { 254, 1 }));
		assertEquals(920, vda1.readIos(), "completed plus merged");
		assertEquals(15000L * 512, vda1.readBytes());
		assertEquals(480, vda1.writeIos());
		assertEquals(7000L * 512, vda1.writeBytes());
		DiskStats.Counters both = stats.read(List.of(new int[] { 7, 0 }, new int[] { 254, 1 }));
		assertEquals(1020, both.readIos());
		assertEquals(both, both.since(DiskStats.Counters.ZERO));
		assertNull(stats.read(List.of(new int[] { 8, 0 })), "a device the kernel does not list: unknown, not 0");
	}
}
