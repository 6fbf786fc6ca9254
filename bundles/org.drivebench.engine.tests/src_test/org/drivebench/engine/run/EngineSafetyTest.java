package org.drivebench.engine.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.List;

import org.drivebench.engine.Backend;
import org.drivebench.engine.InvalidWorkloadException;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.SizeDistribution;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.targets.FileTarget;
import org.drivebench.engine.testing.Checksums;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Writes stay inside their region, and a spec that cannot run is refused before any I/O. */
class EngineSafetyTest {
	private static final long SIZE = 32L << 20;
	private static final long REGION = 8L << 20;

	@TempDir
	Path dir;

	@ParameterizedTest
	@EnumSource(names = { "IO_URING", "THREADS" })
	void guardZonesAroundTheRegionKeepTheirChecksums(Backend backend) throws IOException {
		Path path = dir.resolve("g.img");
		try (FileTarget t = FileTarget.create(path, SIZE, true, false, null)) {
			String before = Checksums.sha256(path, 0, REGION);
			String after = Checksums.sha256(path, REGION + 16 * (1 << 20), SIZE - REGION - (16 << 20));
			String region = Checksums.sha256(path, REGION, 16 << 20);
			SizeDistribution sizes = SizeDistribution.weighted(List.of(new SizeDistribution.Entry(4096, 6),
					new SizeDistribution.Entry(65536, 3), new SizeDistribution.Entry(1 << 20, 1)));
			new DefaultIoEngine().run(t, WorkloadSpec.builder().sizes(sizes).alignment(4096).readPercent(30)
					.randomPercent(80).region(REGION, 16 << 20).workers(2).queueDepth(8).duration(Duration.ofMillis(400))
					.backend(backend).build(), RunObserver.NONE);
			assertEquals(before, Checksums.sha256(path, 0, REGION), "the zone before the region");
			assertEquals(after, Checksums.sha256(path, REGION + (16 << 20), SIZE - REGION - (16 << 20)),
					"the zone after the region");
			assertNotEquals(region, Checksums.sha256(path, REGION, 16 << 20), "the region itself was written");
		}
	}

	@Test
	void invalidSpecsAreRefusedBeforeAnyIo() throws IOException {
		Path path = dir.resolve("r.img");
		DefaultIoEngine engine = new DefaultIoEngine();
		try (FileTarget t = FileTarget.create(path, SIZE, true, false, null)) {
			String sum = Checksums.sha256(path, 0, SIZE);
			Files.setLastModifiedTime(path, FileTime.fromMillis(0));
			WorkloadSpec.Builder writes = WorkloadSpec.builder().readPercent(0).duration(Duration.ofSeconds(1));
			assertField("regionLength", () -> engine.run(t, writes.region(SIZE - 4096, 8192).build(), RunObserver.NONE));
			assertField("backend", () -> engine.run(t, writes.region(0, 0).backend(Backend.VIRTUAL_CLOCK).build(),
					RunObserver.NONE));
			assertField("queueDepth", () -> engine.run(t, writes.backend(Backend.AUTO).blockSize(1 << 20).queueDepth(1024)
					.workers(8).build(), RunObserver.NONE));
			assertField("regionSplit", () -> engine.run(t, writes.blockSize(4096).queueDepth(1).workers(2).verify(true)
					.build(), RunObserver.NONE));
			assertField("sizes", () -> engine.run(t, WorkloadSpec.builder().blockSize(t.logicalBlockSize() / 2 < 512 ? 4000
					: 512).duration(Duration.ofSeconds(1)).build(), RunObserver.NONE));
			assertEquals(sum, Checksums.sha256(path, 0, SIZE));
			assertEquals(0, Files.getLastModifiedTime(path).toMillis(), "nothing was written");
		}
	}

	@Test
	void aReadOnlyTargetRefusesWritingWorkloads() throws IOException {
		Path path = dir.resolve("ro.img");
		FileTarget.create(path, SIZE, true, true, null).close();
		try (FileTarget t = FileTarget.create(path, SIZE, false, false, null)) {
			InvalidWorkloadException e = assertThrows(InvalidWorkloadException.class, () -> new DefaultIoEngine().run(t,
					WorkloadSpec.builder().readPercent(70).duration(Duration.ofSeconds(1)).build(), RunObserver.NONE));
			assertEquals("readPercent", e.field());
			assertTrue(e.getMessage().contains("opened read-only"), e.getMessage());
		}
	}

	private static void assertField(String field, org.junit.jupiter.api.function.Executable run) {
		InvalidWorkloadException e = assertThrows(InvalidWorkloadException.class, run);
		assertEquals(field, e.field(), e.getMessage());
	}
}
