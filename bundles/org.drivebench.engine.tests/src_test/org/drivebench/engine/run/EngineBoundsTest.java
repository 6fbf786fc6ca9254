package org.drivebench.engine.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.drivebench.engine.Backend;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.targets.FileTarget;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Runs end when their bounds say, ramps stay out of the figures, pacing holds, observers hear live. */
class EngineBoundsTest {
	private static final long SIZE = 32L << 20;

	@TempDir
	static Path dir;
	private static FileTarget target;
	private final DefaultIoEngine engine = new DefaultIoEngine();

	@BeforeAll
	static void createTarget() throws IOException {
		target = FileTarget.create(dir.resolve("bounds.img"), SIZE, true, false, null);
	}

	@AfterAll
	static void closeTarget() throws IOException {
		target.close();
	}

	@ParameterizedTest
	@EnumSource(names = { "IO_URING", "THREADS" })
	void anIoLimitIsExactAndDealtToTheWorkers(Backend backend) throws IOException {
		Measurement m = engine.run(target, WorkloadSpec.builder().ioLimit(1001).workers(2).queueDepth(4).readPercent(70)
				.backend(backend).build(), RunObserver.NONE);
		assertEquals(1001, m.total().ios());
		assertEquals(501, m.workers().get(0).ios());
		assertEquals(500, m.workers().get(1).ios());
		assertEquals(m.total().ios(), m.read().ios() + m.write().ios());
		assertEquals(1001, m.latency().getTotalCount());
	}

	@ParameterizedTest
	@EnumSource(names = { "IO_URING", "THREADS" })
	void anAmountReadsTheRegionOnceAndProfilesIt(Backend backend) throws IOException {
		Measurement m = engine.run(target, WorkloadSpec.builder().sequential().blockSize(65536).queueDepth(2)
				.amountBytes(SIZE).positionBuckets(8).scatterSamples(50).backend(backend).build(), RunObserver.NONE);
		assertEquals(SIZE, m.read().bytes());
		assertEquals(SIZE / 65536, m.read().ios());
		Measurement.PositionProfile p = m.positions().orElseThrow();
		for (int k = 0; k < 8; k++) {
			assertTrue(p.megabytesPerSecond()[k] > 0, "bucket " + k + " was read");
		}
		assertEquals(50, m.scatter().orElseThrow().position().length);
		assertTrue(m.cpuNanos() > 0, "CPU time was measured");
	}

	@ParameterizedTest
	@EnumSource(names = { "IO_URING", "THREADS" })
	void aDurationBoundsTheMeasuredTimeAndTheRampIsLeftOut(Backend backend) throws IOException {
		List<RunObserver.IntervalSnapshot> live = Collections.synchronizedList(new ArrayList<>());
		double[] lastProgress = { 0 };
		long[] firstIntervalAt = { 0 };
		RunObserver observer = new RunObserver() {
			@Override
			public void interval(IntervalSnapshot s) {
				if (live.isEmpty()) {
					firstIntervalAt[0] = System.nanoTime();
				}
				live.add(s);
			}

			@Override
			public void progress(double fraction) {
				lastProgress[0] = fraction;
			}
		};
		Measurement m = engine.run(target, WorkloadSpec.builder().queueDepth(4).rampTime(Duration.ofMillis(300))
				.duration(Duration.ofMillis(600)).interval(Duration.ofMillis(100)).backend(backend).build(), observer);
		long returned = System.nanoTime();
		assertEquals(0.6, m.elapsedNanos() / 1e9, 0.05, "measured time is the duration, not the ramp");
		assertEquals(6, m.intervals().count(), "100 ms intervals over 600 ms");
		assertEquals(6, live.size(), "the observer saw every interval");
		assertTrue(returned - firstIntervalAt[0] > 200_000_000L, "intervals arrive while the run goes on");
		assertEquals(0.0, live.get(0).startSeconds());
		assertTrue(live.get(2).iops() > 0);
		assertEquals(1.0, lastProgress[0]);
		double sum = 0;
		for (int i = 0; i < 6; i++) {
			sum += m.intervals().iops()[i] * 0.1;
		}
		assertEquals(m.total().ios(), sum, m.total().ios() * 0.01 + 1, "intervals add up to the total");
	}

	@ParameterizedTest
	@EnumSource(names = { "IO_URING", "THREADS" })
	void aRateLimitHoldsTheRate(Backend backend) throws IOException {
		Measurement m = engine.run(target, WorkloadSpec.builder().queueDepth(4).rateLimitIops(2000)
				.duration(Duration.ofMillis(1000)).backend(backend).build(), RunObserver.NONE);
		assertEquals(2000, m.iops(), 150);
	}

	@ParameterizedTest
	@EnumSource(names = { "IO_URING", "THREADS" })
	void burstsLeaveRestsIdle(Backend backend) throws IOException {
		Measurement m = engine.run(target, WorkloadSpec.builder().queueDepth(2).bursts(Duration.ofMillis(100),
				Duration.ofMillis(200)).interval(Duration.ofMillis(50)).duration(Duration.ofMillis(600)).backend(backend)
				.build(), RunObserver.NONE);
		double[] iops = m.intervals().iops();
		// cycles of 300 ms: 50 ms intervals 0-1 and 6-7 carry load, 2-5 and 8-11 rest
		assertTrue(iops[0] > 0 && iops[1] > 0 && iops[6] > 0, "bursts carry load: " + java.util.Arrays.toString(iops));
		for (int i : new int[] { 3, 4, 9, 10 }) {
			assertEquals(0.0, iops[i], "interval " + i + " lies in a rest");
		}
	}
}
