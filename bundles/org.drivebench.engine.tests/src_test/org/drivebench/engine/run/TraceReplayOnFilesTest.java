package org.drivebench.engine.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.drivebench.engine.Backend;
import org.drivebench.engine.IoTimes;
import org.drivebench.engine.IoTrace;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.targets.FileTarget;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A trace replayed on a test file with both real backends: its I/Os, in order, at their times. */
class TraceReplayOnFilesTest {
	private static final long MS = 1_000_000L;

	@TempDir
	Path dir;

	@ParameterizedTest
	@CsvSource({ "IO_URING, 1", "IO_URING, 8", "THREADS, 1", "THREADS, 4" })
	void everyIoIsIssuedNoEarlierThanItsTimeAndCounted(Backend backend, int queueDepth) throws IOException {
		IoTrace.Builder b = IoTrace.builder();
		long bytes = 0;
		for (int i = 0; i < 40; i++) {
			int size = (i % 4 + 1) * 4096;
			b.add((i * 37L % 200) * 8192, size, i % 3 == 0, i * 5 * MS);
			bytes += size;
		}
		IoTrace trace = b.build();
		try (FileTarget t = FileTarget.create(dir.resolve("trace.img"), 4L << 20, true, false, null)) {
			Measurement m = new DefaultIoEngine()
					.run(t, WorkloadSpec.builder().trace(trace).queueDepth(queueDepth).backend(backend).build(), null);
			assertEquals(40, m.total().ios());
			assertEquals(bytes, m.total().bytes());
			assertEquals(14, m.write().ios());
			IoTimes times = m.ioTimes().orElseThrow();
			for (int i = 0; i < 40; i++) {
				assertTrue(times.completed(i), "I/O " + i);
				// measured from the start of the run: never early (a late one is a slow machine, not a bug)
				assertTrue(times.issueNanos()[i] >= trace.issueNanos(i) - MS / 10, "I/O " + i + " issued at "
						+ times.issueNanos()[i] + " ns, recorded at " + trace.issueNanos(i));
				assertTrue(times.completionNanos()[i] > times.issueNanos()[i]);
			}
			// the engine's elapsed time starts at the first I/O (a late start is the machine's, not the drive's);
			// the times start with the replay, so its last completion comes after the last recorded issue time
			assertTrue(times.lastCompletionNanos() > 39 * 5 * MS, "the replay lasts at least as long as the trace");
			assertTrue(times.busyNanos() <= times.lastCompletionNanos());
		}
	}
}
