package org.drivebench.engine.run;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;

import org.drivebench.engine.Backend;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.targets.FileTarget;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Nothing is allocated per I/O: a run of many more I/Os allocates (almost) no more heap than a short
 * one; what is left is per-run setup and the coordinator's ticks.
 */
class HotPathAllocationTest {
	@TempDir
	Path dir;

	private static long allocated() {
		return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean()).getTotalThreadAllocatedBytes();
	}

	@ParameterizedTest
	@CsvSource({ "IO_URING, 8", "THREADS, 1", "THREADS, 4" })
	void theHotPathAllocatesNothingPerIo(Backend backend, int queueDepth) throws IOException {
		try (FileTarget t = FileTarget.create(dir.resolve("a.img"), 16L << 20, true, false, null)) {
			DefaultIoEngine engine = new DefaultIoEngine();
			WorkloadSpec.Builder spec = WorkloadSpec.builder().readPercent(50).blockSize(4096).queueDepth(queueDepth)
					.backend(backend);
			engine.run(t, spec.ioLimit(20_000).build(), RunObserver.NONE); // warm up the JIT
			long before = allocated();
			engine.run(t, spec.ioLimit(1_000).build(), RunObserver.NONE);
			long small = allocated() - before;
			before = allocated();
			Measurement m = engine.run(t, spec.ioLimit(41_000).build(), RunObserver.NONE);
			long large = allocated() - before;
			double perIo = (double) (large - small) / 40_000;
			// only the coordinator's ticks (about 150 bytes each) grow with the run's length
			double ticks = m.elapsedNanos() / 20e6;
			assertTrue(large - small < 500 * ticks + 10_000, backend + " QD" + queueDepth + " allocated " + (large - small)
					+ " more bytes for 40,000 more I/Os (" + perIo + " per I/O) over " + ticks + " ticks");
		}
	}
}
