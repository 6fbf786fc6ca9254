package org.drivebench.engine.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.junit.jupiter.api.Test;

/**
 * Garbage collection on the simulated SSDs: a fresh drive writes randomly at its program rate, a full
 * one in steady state slower by greedy collection's write amplification, sequential overwrites cost no
 * more than once, and a purge makes the drive fresh again. Expected figures from the parameters and the
 * literature ({@link FlashOracle}, {@link GreedyWriteAmplification}).
 */
class SsdSteadyStateTest {
	/** ssd-nvme at 64 GB: the same flash, dies and over-provisioning, a sixteenth of the data to churn. */
	private static final SsdParameters SMALL = SsdModels.nvmeTlc().withCapacityBytes(64_000_000_000L)
			.withVariation(Variation.NONE);

	private static Measurement run(SimulatedTarget t, WorkloadSpec.Builder spec) {
		return t.run(spec.build(), RunObserver.NONE);
	}

	/** SNIA PTS's workload-independent preconditioning: twice the capacity in sequential writes. */
	static void precondition(SimulatedTarget t) {
		long capacity = t.sizeBytes();
		run(t, WorkloadSpec.builder().blockSize(1 << 20).sequential().readPercent(0).queueDepth(32).amountBytes(2 * capacity));
	}

	/**
	 * One round of 4 KiB random writes. Its seed is spread over all 64 bits: the workload's random stream
	 * for seed s + 1 is that of seed s one draw later (as the suite runner's seeds, which it mixes), and
	 * rounds that write the same offsets again would find their own blocks to collect.
	 */
	private static WorkloadSpec.Builder randomWrites(int round) {
		return WorkloadSpec.builder().blockSize(4096).readPercent(0).queueDepth(32).duration(Duration.ofSeconds(60))
				.seed((round + 1) * 0x9E37_79B9_7F4A_7C15L);
	}

	@Test
	void aFullDriveInSteadyStateWritesRandomlyAtTheRateGreedyCollectionLeaves() {
		SimulatedTarget t = SimulatedDrives.open(SMALL);
		precondition(t);
		List<Double> rounds = new ArrayList<>();
		for (int round = 0; round < 40; round++) {
			rounds.add(run(t, randomWrites(round)).iops());
			int n = rounds.size();
			if (n >= 10) {
				List<Double> window = rounds.subList(n - 5, n);
				double mean = window.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
				double range = window.stream().mapToDouble(Double::doubleValue).max().orElseThrow()
						- window.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
				if (range <= 0.02 * mean) {
					double expected = new FlashOracle(SMALL).steadyRandomWriteIops(4096);
					assertEquals(expected, mean, expected * 0.05, "steady state after " + n + " rounds: " + rounds);
					SsdStatus s = t.ssdStatus();
					assertTrue(s.throttleStep() == 0 && s.temperatureCelsius() < s.warningCelsius(),
							"steady random writes keep the drive below its warning temperature: " + s);
					return;
				}
			}
		}
		throw new AssertionError("no steady state within 40 rounds: " + rounds);
	}

	@Test
	void aFreshDriveWritesRandomlyFarFasterThanASteadyOne() {
		SimulatedTarget t = SimulatedDrives.open(SMALL);
		double fresh = run(t, randomWrites(0).duration(Duration.ofSeconds(5))).iops();
		t.rest(Duration.ofMillis(100)); // the buffer's last data programmed
		SsdStatus s = t.ssdStatus();
		assertEquals(1.0, (double) s.flashBytesWritten() / s.hostBytesWritten(), 0.001, "nothing to collect yet");
		assertTrue(fresh > 4 * new FlashOracle(SMALL).steadyRandomWriteIops(4096), fresh + " IOPS fresh");
	}

	@Test
	void sequentialOverwritesOfAFullDriveAreWrittenOnce() {
		SimulatedTarget t = SimulatedDrives.open(SMALL);
		precondition(t);
		SsdStatus before = t.ssdStatus();
		Measurement m = run(t, WorkloadSpec.builder().blockSize(131072).sequential().readPercent(0).queueDepth(32)
				.amountBytes(SMALL.capacityBytes()));
		SsdStatus after = t.ssdStatus();
		double wa = (double) (after.flashBytesWritten() - before.flashBytesWritten())
				/ (after.hostBytesWritten() - before.hostBytesWritten());
		assertEquals(1.0, wa, 0.01, "every victim of a sequential overwrite is empty");
		// the static SLC cache is full from the preconditioning: TLC rate, less erasing's share
		FlashOracle o = new FlashOracle(SMALL);
		double expected = 1e3 / (o.tlcNanosPerByte() + o.eraseNanosPerByte());
		assertEquals(expected, m.megabytesPerSecond(), expected * 0.02);
	}

	@Test
	void aPurgeMakesAPreconditionedDriveFreshAgain() {
		SimulatedTarget t = SimulatedDrives.open(SMALL);
		double fresh = run(t, randomWrites(0).duration(Duration.ofSeconds(5))).iops();
		t.reset();
		precondition(t);
		for (int round = 0; round < 3; round++) {
			run(t, randomWrites(round));
		}
		assertEquals(SMALL.capacityBytes(), t.ssdStatus().validBytes(), SMALL.capacityBytes() * 0.001);
		t.purge();
		t.rest(Duration.ofMinutes(1));
		SsdStatus purged = t.ssdStatus();
		assertEquals(0, purged.validBytes());
		assertEquals(SMALL.slcCacheBytes(), purged.slcCacheBytes(), "the whole dynamic SLC cache is back");
		double again = run(t, randomWrites(9).duration(Duration.ofSeconds(5))).iops();
		assertEquals(fresh, again, fresh * 0.02, "a purged drive writes as a fresh one");
	}

	@Test
	void aDiscardOnAStripedSetReachesEveryMemberInItsPart() {
		SimulatedTarget set = SimulatedDrives.openStriped(SMALL, 2, 131072);
		run(set, WorkloadSpec.builder().blockSize(262144).sequential().readPercent(0).queueDepth(8)
				.amountBytes(set.sizeBytes()));
		assertEquals(set.sizeBytes(), set.ssdStatus(0).validBytes() + set.ssdStatus(1).validBytes());
		long half = set.sizeBytes() / 2 + 4096 * 5; // not a whole number of stripes
		set.discard(0, half);
		long left = set.ssdStatus(0).validBytes() + set.ssdStatus(1).validBytes();
		// (the members follow one mapping unit in four: a range's ends are known to four units)
		assertEquals(set.sizeBytes() - half, left, 4 * 4 * 4096.0);
		assertEquals(set.ssdStatus(0).validBytes(), set.ssdStatus(1).validBytes(), 131072.0);
	}
}
