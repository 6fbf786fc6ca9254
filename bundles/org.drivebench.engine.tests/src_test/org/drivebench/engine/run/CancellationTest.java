package org.drivebench.engine.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

import org.drivebench.engine.Backend;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.targets.FileTarget;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Cancelling stops the I/O and returns what was measured so far, within a second. */
class CancellationTest {
	@TempDir
	Path dir;

	/** Cancels once {@code after} has passed since the first poll; remembers when. */
	private static final class CancelAfter implements RunObserver {
		private final long after;
		private long first;
		volatile long cancelledAt;

		CancelAfter(Duration after) {
			this.after = after.toNanos();
		}

		@Override
		public synchronized boolean cancelled() {
			long now = System.nanoTime();
			if (first == 0) {
				first = now;
			}
			if (cancelledAt == 0 && now - first >= after) {
				cancelledAt = now;
			}
			return cancelledAt != 0;
		}
	}

	@ParameterizedTest
	@CsvSource({ "IO_URING, 16, 0", "THREADS, 4, 0", "IO_URING, 4, 1", "THREADS, 2, 1" })
	void cancellationReturnsPartialFiguresWithinOneSecond(Backend backend, int queueDepth, int resting) throws IOException {
		try (FileTarget t = FileTarget.create(dir.resolve("c.img"), 16L << 20, true, false, null)) {
			WorkloadSpec.Builder spec = WorkloadSpec.builder().readPercent(50).queueDepth(queueDepth).workers(2)
					.duration(Duration.ofSeconds(60)).backend(backend);
			if (resting == 1) {
				spec.bursts(Duration.ofMillis(100), Duration.ofSeconds(30)); // cancelled during a long rest
			}
			CancelAfter observer = new CancelAfter(Duration.ofMillis(400));
			Measurement m = new DefaultIoEngine().run(t, spec.build(), observer);
			long returned = System.nanoTime();
			assertTrue(observer.cancelledAt > 0);
			assertTrue(returned - observer.cancelledAt < 1_000_000_000L,
					"returned " + (returned - observer.cancelledAt) / 1e6 + " ms after cancelling");
			assertEquals(Measurement.Status.CANCELLED, m.status());
			assertTrue(m.total().ios() > 0, "partial figures");
			assertTrue(m.elapsedNanos() > 200_000_000L && m.elapsedNanos() < 2_000_000_000L,
					"measured up to the cancellation: " + m.elapsedNanos() / 1e6 + " ms");
		}
	}
}
