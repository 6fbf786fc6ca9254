package org.drivebench.engine.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The HDD models' truths, measured through the virtual-clock backend and the recorder, against values
 * computed from the parameters.
 */
class HddModelTruthsTest {
	private static final int MIB = 1 << 20;

	private static Measurement run(SimulatedTarget target, WorkloadSpec.Builder spec) {
		return target.run(spec.build(), RunObserver.NONE);
	}

	@ParameterizedTest
	@ValueSource(strings = { "hdd-7200", "sas-15k" })
	void aLinearScanRecoversTheZoneCurveWithin2Percent(String name) {
		SimulatedTarget target = SimulatedDrives.open(name);
		HddParameters p = (HddParameters) target.model();
		int block = 8 * MIB;
		long length = p.capacityBytes() / block * block;
		int buckets = 100;
		Measurement m = run(target, WorkloadSpec.builder().blockSize(block).sequential().region(0, length)
				.amountBytes(length).positionBuckets(buckets));
		assertEquals(length, m.total().bytes(), "one full pass");
		ZoneOracle zones = new ZoneOracle(p);
		double[] measured = m.positions().orElseThrow().megabytesPerSecond();
		long span = Math.ceilDiv(length, buckets);
		for (int k = 0; k < buckets; k++) {
			// the blocks the recorder counts in bucket k are those starting in it
			long first = Math.ceilDiv(k * span, block) * block;
			long end = Math.min(length, Math.ceilDiv((k + 1) * span, block) * block);
			double expected = (end - first) / zones.seconds(first, end) / 1e6;
			assertEquals(expected, measured[k], expected * 0.02, name + " bucket " + k);
		}
		assertEquals(p.outerMegabytesPerSecond(), measured[0], p.outerMegabytesPerSecond() * 0.02);
		assertEquals(p.innerMegabytesPerSecond(), measured[buckets - 1], p.innerMegabytesPerSecond() * 0.02);
	}

	@ParameterizedTest
	@ValueSource(strings = { "hdd-7200", "sas-15k" })
	void randomReadsAtQd1RecoverTheMeanAccessTimeWithin2Percent(String name) {
		SimulatedTarget target = SimulatedDrives.open(name);
		Measurement m = run(target, WorkloadSpec.builder().blockSize(4096).queueDepth(1).duration(Duration.ofMinutes(10)));
		double expected = AccessTimeOracle.meanRandomReadNanos(target, 4096);
		double measured = m.workers().get(0).meanLatencyNanos();
		assertEquals(expected, measured, expected * 0.02, name + " mean access time");
		assertEquals(1e9 / expected, m.iops(), 1e9 / expected * 0.02, name + " IOPS");
	}

	@Test
	void the7200RpmDriveHasDesktopAccessTimes() {
		// the datasheet figures the parameters stand for: 8.5 ms seek, 4.17 ms average rotational latency
		double access = AccessTimeOracle.meanRandomReadNanos(SimulatedDrives.open("hdd-7200"), 4096) / 1e6;
		assertTrue(access > 11.5 && access < 14, "4K access time " + access + " ms");
		double sas = AccessTimeOracle.meanRandomReadNanos(SimulatedDrives.open("sas-15k"), 4096) / 1e6;
		assertTrue(sas > 5 && sas < 6, "SAS 15K access time " + sas + " ms");
	}

	@Test
	void writesSmallerThanThePhysicalSectorCostOneRevolutionMore() {
		SimulatedTarget writeThrough = SimulatedDrives.open(HddParameters.desktop7200().withWriteCacheBytes(0));
		WorkloadSpec.Builder spec = WorkloadSpec.builder().readPercent(0).queueDepth(1).duration(Duration.ofMinutes(10));
		double small = run(writeThrough, spec.blockSize(512).alignment(4096)).workers().get(0).meanLatencyNanos();
		double aligned = run(writeThrough, spec.blockSize(4096).alignment(4096)).workers().get(0).meanLatencyNanos();
		double expectedAligned = AccessTimeOracle.meanRandomWriteNanos(writeThrough, 4096);
		double revolution = HddParameters.desktop7200().revolutionNanos();
		assertEquals(expectedAligned, aligned, expectedAligned * 0.02, "4 KiB write-through access time");
		assertEquals(expectedAligned + revolution, small, (expectedAligned + revolution) * 0.02,
				"512 B writes read the 4 KiB sector, then write it a revolution later");
	}

	@Test
	void nativeSectorDrivesWrite512BytesWithoutPenalty() {
		SimulatedTarget writeThrough = SimulatedDrives.open(HddParameters.sas15k().withWriteCacheBytes(0));
		WorkloadSpec.Builder spec = WorkloadSpec.builder().readPercent(0).queueDepth(1).duration(Duration.ofMinutes(10));
		double small = run(writeThrough, spec.blockSize(512).alignment(4096)).workers().get(0).meanLatencyNanos();
		double expected = AccessTimeOracle.meanRandomWriteNanos(writeThrough, 512);
		assertEquals(expected, small, expected * 0.02);
	}

	@Test
	void withTheWriteCacheSmallUnalignedWritesStillPayTheReadModifyWrite() {
		SimulatedTarget target = SimulatedDrives.open("hdd-7200");
		WorkloadSpec.Builder spec = WorkloadSpec.builder().readPercent(0).queueDepth(1).alignment(4096)
				.duration(Duration.ofMinutes(10));
		double small = run(target, spec.blockSize(512)).iops();
		double aligned = run(target, spec.blockSize(4096)).iops();
		assertTrue(small < 0.5 * aligned, "512 B: " + small + " IOPS, 4 KiB: " + aligned + " IOPS");
		// the cache reorders its 64 dirty extents: aligned writes beat QD1 random reads
		double reads = run(target, spec.readPercent(100).blockSize(4096)).iops();
		assertTrue(aligned > 2 * reads, "4 KiB writes " + aligned + " IOPS, reads " + reads);
	}

	@Test
	void queueingGainsWithDepthAndLevelsOffAtTheDrivesQueue() {
		SimulatedTarget target = SimulatedDrives.open("hdd-7200");
		WorkloadSpec.Builder spec = WorkloadSpec.builder().blockSize(4096).duration(Duration.ofMinutes(2));
		double qd1 = run(target, spec.queueDepth(1)).iops();
		double qd4 = run(target, spec.queueDepth(4)).iops();
		double qd32 = run(target, spec.queueDepth(32)).iops();
		double qd256 = run(target, spec.queueDepth(256)).iops();
		assertTrue(qd1 < qd4 && qd4 < qd32, qd1 + " < " + qd4 + " < " + qd32);
		assertTrue(qd32 > 2 * qd1, "NCQ 32 more than doubles QD1: " + qd32 + " vs " + qd1);
		assertEquals(qd32, qd256, qd32 * 0.03, "the drive sees 32 commands either way");
	}

	@Test
	void theSasDrivesDeeperQueueGainsUpTo128() {
		SimulatedTarget target = SimulatedDrives.open("sas-15k");
		WorkloadSpec.Builder spec = WorkloadSpec.builder().blockSize(4096).duration(Duration.ofMinutes(2));
		double qd32 = run(target, spec.queueDepth(32)).iops();
		double qd128 = run(target, spec.queueDepth(128)).iops();
		double qd256 = run(target, spec.queueDepth(256)).iops();
		assertTrue(qd128 > 1.2 * qd32, qd128 + " vs " + qd32);
		assertEquals(qd128, qd256, qd128 * 0.03);
	}

	@Test
	void sequentialReadsStreamAtTheMediaRate() {
		SimulatedTarget target = SimulatedDrives.open("hdd-7200");
		for (int qd : new int[] { 1, 4 }) {
			Measurement m = run(target, WorkloadSpec.builder().blockSize(65536).sequential().queueDepth(qd)
					.duration(Duration.ofSeconds(60)));
			assertEquals(150, m.megabytesPerSecond(), 150 * 0.01, "64 KiB sequential reads at QD" + qd);
		}
	}

	@Test
	void theWriteCacheMakesAShortBurstFasterThanSustainedWrites() {
		SimulatedTarget target = SimulatedDrives.open("hdd-7200");
		HddParameters p = (HddParameters) target.model();
		int block = 65536;
		WorkloadSpec.Builder spec = WorkloadSpec.builder().blockSize(block).sequential().readPercent(0).queueDepth(1);
		// 100 ms bursts fit the 64 MiB cache: each write costs only the command and the link
		int bursts = 10;
		Measurement burst = run(target, spec.bursts(Duration.ofMillis(100), Duration.ofMillis(900))
				.duration(Duration.ofSeconds(bursts)));
		double perWrite = p.commandOverheadNanos() + block / (p.interfaceMegabytesPerSecond() * 1e-3);
		double expectedBurst = block / perWrite * 1e3;
		double burstRate = burst.total().bytes() / (bursts * 0.1) / 1e6;
		assertEquals(expectedBurst, burstRate, expectedBurst * 0.02, "MB/s within bursts");
		// sustained writing fills the cache and then runs at the outer zone's media rate
		Measurement sustained = run(target, spec.bursts(Duration.ZERO, Duration.ZERO).duration(Duration.ofSeconds(30)));
		double[] rates = sustained.intervals().megabytesPerSecond();
		for (int i = 5; i < rates.length; i++) {
			assertEquals(p.outerMegabytesPerSecond(), rates[i], p.outerMegabytesPerSecond() * 0.02, "second " + i);
		}
		assertTrue(burstRate > 1.9 * rates[10], "burst " + burstRate + " MB/s, sustained " + rates[10]);
	}

	@Test
	void sequentialStreamsTakeTurnsAndEachPaysItsSeeks() {
		SimulatedTarget target = SimulatedDrives.open("hdd-7200");
		WorkloadSpec.Builder spec = WorkloadSpec.builder().blockSize(65536).sequential().queueDepth(1)
				.region(0, 400_000_000_000L).regionSplit(WorkloadSpec.RegionSplit.SLICED).duration(Duration.ofSeconds(60));
		double one = run(target, spec.workers(1)).megabytesPerSecond();
		Measurement four = run(target, spec.workers(4));
		assertTrue(four.megabytesPerSecond() < 0.5 * one, "4 streams " + four.megabytesPerSecond() + " vs 1: " + one);
		double least = Double.MAX_VALUE;
		double most = 0;
		for (Measurement.WorkerStats w : four.workers()) {
			least = Math.min(least, w.megabytesPerSecond());
			most = Math.max(most, w.megabytesPerSecond());
		}
		assertTrue(least > 0.6 * most, "no stream starves: " + least + " vs " + most);
	}
}
