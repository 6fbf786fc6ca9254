package org.drivebench.engine.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.drivebench.engine.Backend;
import org.drivebench.engine.InvalidWorkloadException;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.junit.jupiter.api.Test;

/** How the virtual-clock backend runs a workload: bounds, ramp, pacing, observer, determinism. */
class VirtualClockRunTest {
	private static final long S = 1_000_000_000L;

	private static Measurement run(String name, WorkloadSpec.Builder spec) {
		return SimulatedDrives.open(name).run(spec.build(), RunObserver.NONE);
	}

	private static void assertSameFigures(Measurement a, Measurement b) {
		assertEquals(a.status(), b.status());
		assertEquals(a.elapsedNanos(), b.elapsedNanos());
		assertEquals(a.total(), b.total());
		assertEquals(a.read(), b.read());
		assertEquals(a.write(), b.write());
		assertEquals(a.latency(), b.latency());
		assertEquals(a.workers(), b.workers());
		assertArrayEquals(a.intervals().iops(), b.intervals().iops());
		assertArrayEquals(a.intervals().maxLatencyMicros(), b.intervals().maxLatencyMicros());
		assertArrayEquals(a.positions().orElseThrow().megabytesPerSecond(), b.positions().orElseThrow().megabytesPerSecond());
		assertArrayEquals(a.scatter().orElseThrow().latencyNanos(), b.scatter().orElseThrow().latencyNanos());
	}

	@Test
	void theSameSpecAndSeedGiveTheSameMeasurement() {
		for (String name : SimulatedDrives.names()) {
			WorkloadSpec.Builder spec = WorkloadSpec.builder().readPercent(70).randomPercent(80).workers(2).queueDepth(8)
					.sizes(org.drivebench.engine.SizeDistribution.uniform(512, 65536, 512)).positionBuckets(20)
					.scatterSamples(500).duration(Duration.ofSeconds(30)).seed(42);
			Measurement first = run(name, spec);
			Measurement second = run(name, spec);
			assertSameFigures(first, second);
			assertTrue(first.total().ios() > 1000, name);
			Measurement other = run(name, spec.seed(43));
			assertNotEquals(first.latency(), other.latency(), name + ": another seed, other I/Os");
		}
	}

	@Test
	void aTimeBoundRunMeasuresExactlyItsDurationAfterTheRamp() {
		SsdParameters steady = SsdParameters.slcSata().withVariation(Variation.NONE);
		Measurement ramped = SimulatedDrives.open(steady).run(WorkloadSpec.builder().queueDepth(1)
				.rampTime(Duration.ofSeconds(2)).duration(Duration.ofSeconds(3)).build(), RunObserver.NONE);
		Measurement plain = SimulatedDrives.open(steady).run(WorkloadSpec.builder().queueDepth(1)
				.duration(Duration.ofSeconds(3)).build(), RunObserver.NONE);
		assertEquals(3 * S, ramped.elapsedNanos());
		assertEquals(Backend.VIRTUAL_CLOCK, ramped.backend());
		assertEquals(3, ramped.intervals().count());
		// without variation QD1 4K reads take a fixed time on this model: the ramp's I/Os are simply left out
		assertEquals(plain.total().ios(), ramped.total().ios(), 1);
	}

	@Test
	void anAmountBoundRunTransfersExactlyThatAmount() {
		Measurement m = run("hdd-7200", WorkloadSpec.builder().blockSize(65536).sequential().queueDepth(4)
				.amountBytes(1L << 30));
		assertEquals(1L << 30, m.total().bytes());
		assertEquals(Measurement.Status.COMPLETED, m.status());
		assertEquals(m.total().bytes() * 1e3 / m.elapsedNanos(), m.megabytesPerSecond(), 1e-9);
		Measurement counted = run("sas-15k", WorkloadSpec.builder().queueDepth(16).ioLimit(5000));
		assertEquals(5000, counted.total().ios());
	}

	@Test
	void aRateLimitPacesIssuesAndCountsLatencyFromTheIntendedStart() {
		// 50 IOPS is below what the drive does at QD1: latency stays the access time
		Measurement easy = run("hdd-7200", WorkloadSpec.builder().queueDepth(1).rateLimitIops(50)
				.duration(Duration.ofSeconds(60)));
		assertEquals(50, easy.iops(), 0.5);
		assertTrue(easy.latency().getMean() < 20e6, "mean " + easy.latency().getMean());
		// 200 IOPS is beyond it: I/Os fall behind schedule and their latency says so
		Measurement hard = run("hdd-7200", WorkloadSpec.builder().queueDepth(1).rateLimitIops(200)
				.duration(Duration.ofSeconds(60)));
		assertTrue(hard.iops() < 100, "capped by the drive: " + hard.iops());
		assertTrue(hard.latency().getValueAtPercentile(90) > 1e9, "coordinated omission corrected: p90 "
				+ hard.latency().getValueAtPercentile(90));
	}

	@Test
	void burstsLeaveTheRestsIdle() {
		Measurement m = run("ssd-slc", WorkloadSpec.builder().queueDepth(4).bursts(Duration.ofSeconds(1),
				Duration.ofSeconds(2)).duration(Duration.ofSeconds(9)));
		double[] iops = m.intervals().iops();
		assertTrue(iops.length >= 7, "intervals up to the last burst: " + iops.length);
		for (int s = 0; s < iops.length; s++) {
			if (s % 3 == 0) {
				assertTrue(iops[s] > 10_000, "second " + s + " is a burst");
			} else {
				assertTrue(iops[s] < 50, "second " + s + " is a rest: " + iops[s]);
			}
		}
	}

	@Test
	void theObserverSeesEveryIntervalAndTheProgress() {
		List<RunObserver.IntervalSnapshot> seen = new ArrayList<>();
		List<Double> progress = new ArrayList<>();
		RunObserver observer = new RunObserver() {
			@Override
			public void interval(IntervalSnapshot snapshot) {
				seen.add(snapshot);
			}

			@Override
			public void progress(double fraction) {
				progress.add(fraction);
			}
		};
		Measurement m = SimulatedDrives.open("hdd-7200").run(WorkloadSpec.builder().queueDepth(4)
				.interval(Duration.ofMillis(500)).duration(Duration.ofSeconds(10)).build(), observer);
		assertEquals(m.intervals().count(), seen.size());
		for (int i = 0; i < seen.size(); i++) {
			assertEquals(m.intervals().iops()[i], seen.get(i).iops(), 1e-9, "interval " + i);
			assertEquals(m.intervals().maxLatencyMicros()[i], seen.get(i).maxLatencyMicros(), 1e-9);
			assertEquals(i * 0.5, seen.get(i).startSeconds(), 1e-9);
		}
		for (int i = 1; i < progress.size(); i++) {
			assertTrue(progress.get(i) >= progress.get(i - 1));
		}
		assertEquals(1.0, progress.get(progress.size() - 1));
	}

	@Test
	void cancellationStopsTheRunWithPartialFigures() {
		AtomicInteger polls = new AtomicInteger();
		RunObserver cancelLater = new RunObserver() {
			@Override
			public boolean cancelled() {
				return polls.incrementAndGet() > 100;
			}
		};
		Measurement m = SimulatedDrives.open("ssd-slc").run(WorkloadSpec.builder().queueDepth(32)
				.duration(Duration.ofHours(10)).build(), cancelLater);
		assertEquals(Measurement.Status.CANCELLED, m.status());
		assertTrue(m.total().ios() > 50_000, "partial figures: " + m.total().ios());
		assertTrue(m.elapsedNanos() < 10 * S, "stopped early: " + m.elapsedNanos());
		assertEquals(m.total().ios() * 1e9 / m.elapsedNanos(), m.iops(), 1e-6);

		RunObserver cancelled = new RunObserver() {
			@Override
			public boolean cancelled() {
				return true;
			}
		};
		Measurement none = SimulatedDrives.open("hdd-7200").run(WorkloadSpec.builder().duration(Duration.ofHours(1))
				.build(), cancelled);
		assertEquals(Measurement.Status.CANCELLED, none.status());
		assertEquals(0, none.total().ios());
	}

	@Test
	void slicedWorkersEachKeepToTheirRegion() {
		Measurement m = run("hdd-7200", WorkloadSpec.builder().blockSize(65536).sequential().workers(3)
				.regionSplit(WorkloadSpec.RegionSplit.SLICED).region(0, 300L << 30).scatterSamples(3000)
				.duration(Duration.ofSeconds(20)));
		assertEquals(3, m.workers().size());
		for (Measurement.WorkerStats w : m.workers()) {
			assertEquals(w.index() * (100L << 30), w.regionOffset());
			assertTrue(w.ios() > 0);
		}
		double[] positions = m.scatter().orElseThrow().position();
		int[] perRegion = new int[3];
		for (double pos : positions) {
			perRegion[(int) (pos / (100L << 30))]++;
		}
		for (int r = 0; r < 3; r++) {
			assertTrue(perRegion[r] > 0, "samples from worker region " + r);
		}
	}

	@Test
	void aRealBackendOrVerifyIsRefusedBeforeAnyIo() {
		SimulatedTarget target = SimulatedDrives.open("hdd-7200");
		InvalidWorkloadException backend = assertThrows(InvalidWorkloadException.class, () -> target.run(
				WorkloadSpec.builder().duration(Duration.ofSeconds(1)).backend(Backend.IO_URING).build(), RunObserver.NONE));
		assertEquals("backend", backend.field());
		assertTrue(backend.getMessage().contains("virtual clock"), backend.getMessage());
		InvalidWorkloadException verify = assertThrows(InvalidWorkloadException.class, () -> target.run(
				WorkloadSpec.builder().readPercent(0).verify(true).duration(Duration.ofSeconds(1)).build(),
				RunObserver.NONE));
		assertEquals("verify", verify.field());
		InvalidWorkloadException region = assertThrows(InvalidWorkloadException.class, () -> target.run(
				WorkloadSpec.builder().region(target.sizeBytes(), 4096).duration(Duration.ofSeconds(1)).build(),
				RunObserver.NONE));
		assertEquals("regionLength", region.field());
	}
}
