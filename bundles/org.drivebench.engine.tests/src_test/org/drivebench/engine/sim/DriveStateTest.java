package org.drivebench.engine.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.junit.jupiter.api.Test;

/**
 * A simulated drive keeps what one workload leaves behind for the next, as a real one does (issue 11:
 * "every test starts on a fresh drive"), until it is reset.
 */
class DriveStateTest {
	private static Measurement run(SimulatedTarget target, WorkloadSpec.Builder spec) {
		return target.run(spec.build(), RunObserver.NONE);
	}

	/** As many random 4 KiB writes at QD1 as the write cache holds extents. */
	private static WorkloadSpec.Builder cacheFullOfWrites(HddParameters p) {
		return WorkloadSpec.builder().blockSize(4096).readPercent(0).queueDepth(1).ioLimit(p.writeCacheEntries());
	}

	/** A 4 KiB write the cache takes: acknowledged after the host, the command and the link. */
	private static double cachedWriteNanos(HddParameters p) {
		return p.hostOverheadNanos() + p.commandOverheadNanos() + 4096 / (p.interfaceMegabytesPerSecond() * 1e-3);
	}

	@Test
	void smallWritesRunAgainRightAwayAreNoLongerFast() {
		// seed 000 (Smart Align): "run the test several times in a row and small blocks are no longer
		// written so fast". 64 random 4 KiB writes fit the 64 dirty extents of hdd-7200's cache: each
		// is acknowledged after the host, the command and the link
		HddParameters p = HddParameters.desktop7200();
		SimulatedTarget target = SimulatedDrives.open(p);
		WorkloadSpec.Builder burst = cacheFullOfWrites(p);
		Measurement first = run(target, burst);
		double cached = cachedWriteNanos(p);
		assertEquals(cached, first.latency().getMean(), cached * 0.02, "a burst into an empty cache");
		// the same burst at once: the cache still holds the first one's 64 extents, each write waits for
		// one to reach the platter (a random write, milliseconds)
		Measurement again = run(target, burst);
		assertTrue(again.latency().getMean() > 20 * cached, "again: " + again.latency().getMean() + " ns per write");
		// a fresh drive takes it as fast as the first time
		target.reset();
		Measurement fresh = run(target, burst);
		assertEquals(first.latency().getMean(), fresh.latency().getMean(), cached * 0.02);
	}

	@Test
	void aRestLetsTheDriveEmptyItsWriteCache() {
		// seed 000's burst test rests the drive a minute between bursts: 64 random writes destage in well
		// under a second (each a random write of some milliseconds), so after the rest the next burst finds
		// an empty cache and is acknowledged as fast as the first one
		HddParameters p = HddParameters.desktop7200();
		SimulatedTarget target = SimulatedDrives.open(p);
		WorkloadSpec.Builder burst = cacheFullOfWrites(p);
		Measurement first = run(target, burst);
		long before = target.state().clock;
		target.rest(Duration.ofSeconds(60));
		assertEquals(before + 60_000_000_000L, target.state().clock, "the rest passes on the drive's clock");
		Measurement rested = run(target, burst);
		double cached = cachedWriteNanos(p);
		assertEquals(first.latency().getMean(), rested.latency().getMean(), cached * 0.02, "after a rest, as fast as at first");
		assertTrue(rested.latency().getMinValue() >= 0.7 * cached, "no write completes before it is sent");
		// a fresh drive has nothing to do in a rest
		target.reset();
		target.rest(Duration.ofSeconds(60));
		assertNull(target.state());
	}

	@Test
	void theSlcCacheStaysUsedFromOneWorkloadToTheNext() {
		SsdParameters p = SsdParameters.slcSata().withSlcCacheBytes(2_000_000_000L);
		SimulatedTarget target = SimulatedDrives.open(p);
		// 2.5 GB of sequential writes: the 2 GB SLC cache fills, the rest goes at the TLC rate
		WorkloadSpec.Builder fill = WorkloadSpec.builder().blockSize(1 << 20).sequential().readPercent(0).queueDepth(8)
				.amountBytes(2_500L << 20);
		run(target, fill);
		// the next second of writes, after the host's turnaround (at most 100 ms, less than the second of
		// write idle that starts folding): the TLC rate, plus what the buffer drained in the turnaround
		WorkloadSpec.Builder next = WorkloadSpec.builder().blockSize(1 << 20).sequential().readPercent(0).queueDepth(8)
				.region(10L << 30, 10L << 30).duration(Duration.ofSeconds(1));
		double tlc = p.tlcWriteMegabytesPerSecond();
		double drained = Math.min(p.writeBufferBytes() / 1e6, tlc * DriveState.MAX_TURNAROUND_NANOS / 1e9);
		double full = run(target, next).megabytesPerSecond();
		assertTrue(full >= 0.98 * tlc && full <= 1.02 * (tlc + drained), "the SLC cache is still full: " + full + " MB/s");
		target.reset();
		// a fresh drive: its empty buffer takes writeBufferBytes more within the second, then the SLC rate
		double fresh = p.slcWriteMegabytesPerSecond() + p.writeBufferBytes() / 1e6;
		assertEquals(fresh, run(target, next).megabytesPerSecond(), fresh * 0.02, "a fresh drive's SLC cache is empty");
	}

	@Test
	void theNextWorkloadStartsWhenTheLastOnesIosHaveCompleted() {
		SimulatedTarget target = SimulatedDrives.open("hdd-7200");
		assertNull(target.state(), "nothing has run yet");
		run(target, WorkloadSpec.builder().blockSize(4096).queueDepth(32).duration(Duration.ofSeconds(2)));
		long clock = target.state().clock;
		// the 32 reads in flight at the 2 s mark complete after it (each waits up to a few revolutions)
		assertTrue(clock > 2_000_000_000L && clock < 2_500_000_000L, "the drive's clock: " + clock);
		run(target, WorkloadSpec.builder().blockSize(4096).queueDepth(1).duration(Duration.ofSeconds(1)));
		assertTrue(target.state().clock >= clock + 1_000_000_000L);
		target.reset();
		assertNull(target.state());
	}

	@Test
	void withoutAResetTheSameWorkloadMeetsAnotherDrive() {
		SimulatedTarget target = SimulatedDrives.open("hdd-7200");
		WorkloadSpec.Builder writes = WorkloadSpec.builder().blockSize(65536).readPercent(0).queueDepth(4)
				.duration(Duration.ofSeconds(1));
		Measurement first = run(target, writes);
		Measurement second = run(target, writes);
		assertNotEquals(first.total(), second.total(), "the second run meets the first one's dirty cache");
		target.reset();
		assertEquals(first.total(), run(target, writes).total(), "from a fresh drive, the same figures");
	}
}
