package org.drivebench.engine.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.drivebench.engine.Backend;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.targets.FileTarget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The io_uring backend times each I/O over the span fio calls its total latency (lat): from the
 * moment the I/O is prepared (fio stamps start_time right after td_io_prep, which writes the SQE)
 * to the return of the call that reaped it. So in a batch the I/O prepared first also waits while
 * the others are prepared, as in fio. (It used to be stamped once per batch, after every I/O of the
 * batch had been claimed: the later-prepared I/Os' preparation was left out of the earlier ones.)
 */
class LatencySpanTest {
	private static final int DEPTH = 8;
	private static final int ROUNDS = 100;

	@TempDir
	Path dir;

	/**
	 * At queue depth 8 with a completion batch of 8 the worker prepares 8 I/Os, submits them in one
	 * call, waits for all 8 and reaps them with one clock reading: a round. Stamped once per batch, the
	 * 8 latencies of a round were identical; stamped per I/O they all differ (each SQE is written
	 * tens of nanoseconds after the previous one). The scatter sample, large enough for every I/O,
	 * keeps the latencies in the order they were recorded, one round after another.
	 */
	@Test
	void eachIoOfABatchIsTimedFromItsOwnPreparation() throws IOException {
		try (FileTarget target = FileTarget.create(dir.resolve("span.dat"), 64L << 20, false, false, null)) {
			DefaultIoEngine engine = new DefaultIoEngine(new DefaultIoEngine.Options(DEPTH, true, true));
			int ios = DEPTH * ROUNDS;
			Measurement m = engine.run(target, WorkloadSpec.builder().blockSize(4096).queueDepth(DEPTH).ioLimit(ios)
					.scatterSamples(ios).backend(Backend.IO_URING).build(), RunObserver.NONE);
			double[] latency = m.scatter().orElseThrow().latencyNanos();
			assertEquals(ios, latency.length);
			int roundsWithTies = 0;
			for (int r = 0; r < ROUNDS; r++) {
				if (distinct(latency, r * DEPTH, DEPTH) < DEPTH) {
					roundsWithTies++;
				}
			}
			// a round whose I/Os were reaped in two goes mixes two rounds: still distinct
			assertTrue(roundsWithTies == 0, roundsWithTies + " of " + ROUNDS + " rounds of " + DEPTH
					+ " I/Os had I/Os with the very same latency: stamped together, not each when prepared");
		}
	}

	private static int distinct(double[] values, int from, int count) {
		int n = 0;
		for (int i = from; i < from + count; i++) {
			boolean seen = false;
			for (int j = from; j < i; j++) {
				seen |= values[j] == values[i];
			}
			n += seen ? 0 : 1;
		}
		return n;
	}
}
