package org.drivebench.engine.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.SplittableRandom;

import org.drivebench.engine.InvalidWorkloadException;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.SizeDistribution;
import org.drivebench.engine.WorkloadSpec;
import org.junit.jupiter.api.Test;

/**
 * Many random mixes of the spec's options on every kind of simulated target: each run ends, gives the
 * same figures twice, keeps its bounds and stays inside its region.
 */
class RandomWorkloadsTest {
	private static final String[] TARGETS = { "hdd-7200", "hdd-5400", "ide-7200", "sas-10k", "sas-15k", "ssd-slc",
			"ssd-nvme", "raid0:hdd-7200x2:4k", "raid0:sas-15kx3:64k", "raid0:ssd-slcx2:128k",
			"raid0:hdd-7200+hdd-5400:16k" };

	@Test
	void everyMixEndsDeterministicallyWithinItsBounds() {
		SplittableRandom random = new SplittableRandom(20261130);
		int runs = 0;
		while (runs < 60) {
			SimulatedTarget target = SimulatedDrives.open(TARGETS[random.nextInt(TARGETS.length)]);
			WorkloadSpec spec;
			try {
				spec = randomSpec(random).build().validateFor(target);
			} catch (InvalidWorkloadException e) {
				continue; // a mix the target does not take (e.g. a region too small for its workers)
			}
			runs++;
			String what = target.name() + " " + spec + " ramp=" + spec.rampTime() + " rate=" + spec.rateLimitIops()
					+ " burst=" + spec.burstTime() + "/" + spec.restTime();
			// from a fresh drive, the same spec and seed give the same figures
			target.reset();
			Measurement first = target.run(spec, RunObserver.NONE);
			target.reset();
			Measurement second = target.run(spec, RunObserver.NONE);
			assertEquals(first.total(), second.total(), what);
			assertEquals(first.latency(), second.latency(), what);
			assertEquals(first.elapsedNanos(), second.elapsedNanos(), what);
			if (spec.amountBytes() > 0 && spec.duration().isZero()) {
				long amount = spec.amountBytes();
				assertTrue(first.total().bytes() >= amount && first.total().bytes() < amount + spec.sizes().maxSize(), what
						+ ": " + first.total().bytes() + " bytes for an amount of " + amount);
			} else {
				assertEquals(spec.duration().toNanos(), first.elapsedNanos(), what);
			}
			if (first.total().ios() > 0) {
				assertTrue(first.latency().getMinValue() > 0, what);
				long end = spec.regionOffset() + spec.regionLength(target.sizeBytes());
				for (double position : first.scatter().orElseThrow().position()) {
					assertTrue(position >= spec.regionOffset() && position < end, what + ": I/O at " + position);
				}
			}
		}
	}

	private static WorkloadSpec.Builder randomSpec(SplittableRandom r) {
		WorkloadSpec.Builder b = WorkloadSpec.builder();
		switch (r.nextInt(3)) {
		case 0 -> b.blockSize(512 << r.nextInt(12));
		case 1 -> b.sizes(SizeDistribution.uniform(512, 65536, 512));
		default -> b.blockSize(4096).alignment(512);
		}
		b.readPercent(r.nextInt(5) * 25).randomPercent(r.nextInt(5) * 25).queueDepth(1 << r.nextInt(9))
				.workers(1 + r.nextInt(4)).seed(r.nextLong()).scatterSamples(200);
		if (r.nextBoolean()) {
			b.regionSplit(WorkloadSpec.RegionSplit.SLICED);
		}
		if (r.nextInt(3) == 0) {
			b.region(1L << 30, 1L << (25 + r.nextInt(10)));
		}
		if (r.nextInt(4) == 0) {
			b.bursts(Duration.ofMillis(1 + r.nextInt(1000)), Duration.ofMillis(1 + r.nextInt(1000)));
		}
		if (r.nextInt(4) == 0) {
			b.rateLimitIops(1 + r.nextInt(5000));
		}
		if (r.nextInt(4) == 0) {
			b.rampTime(Duration.ofMillis(r.nextInt(1000)));
		}
		if (r.nextInt(3) == 0) {
			b.amountBytes(1L << (20 + r.nextInt(8)));
		} else {
			b.duration(Duration.ofMillis(100 + r.nextInt(4000)));
		}
		return b;
	}
}
