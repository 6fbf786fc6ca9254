package org.drivebench.engine.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The SSD model's truths, measured on the virtual clock, against values computed from its parameters. */
class SsdModelTruthsTest {
	private final SsdParameters p = SsdParameters.slcSata();
	private final double linkBytesPerNano = p.interfaceMegabytesPerSecond() * 1e-3;

	private static Measurement run(SimulatedTarget target, WorkloadSpec.Builder spec) {
		target.reset();
		return target.run(spec.build(), RunObserver.NONE);
	}

	@Test
	void randomReadsScaleWithQueueDepthUpToTheController() {
		SimulatedTarget target = SimulatedDrives.open(p);
		WorkloadSpec.Builder spec = WorkloadSpec.builder().blockSize(4096).duration(Duration.ofSeconds(20));
		double qd1 = run(target, spec.queueDepth(1)).iops();
		double qd4 = run(target, spec.queueDepth(4)).iops();
		double qd32 = run(target, spec.queueDepth(32)).iops();
		double qd256 = run(target, spec.queueDepth(256)).iops();
		// QD1: host, command, page read and link one after the other (jitter varies the two middle
		// ones around their means)
		double qd1Expected = 1e9 / (p.hostOverheadNanos() + p.commandOverheadNanos() + p.pageReadNanos()
				+ 4096 / linkBytesPerNano);
		assertEquals(qd1Expected, qd1, qd1Expected * 0.01);
		// deep queues: the dies work in parallel and the controller's time per command is the limit
		double controllerLimit = 1e9 / p.commandOverheadNanos();
		assertEquals(controllerLimit, qd32, controllerLimit * 0.02);
		assertTrue(qd1 < qd4 && qd4 < qd32, qd1 + " < " + qd4 + " < " + qd32);
		assertTrue(qd4 > 3 * qd1, "four dies busy at QD4: " + qd4 + " vs " + qd1);
		assertEquals(qd32, qd256, qd32 * 0.01);
	}

	@ParameterizedTest
	@ValueSource(strings = { "ssd-slc", "ssd-nvme" })
	void qd1FiguresAreTheSumOfTheirPathsAndWithinTheirClass(String name) {
		SsdParameters m = (SsdParameters) SimulatedDrives.model(name);
		double link = m.interfaceMegabytesPerSecond() * 1e-3;
		WorkloadSpec.Builder spec = WorkloadSpec.builder().blockSize(4096).queueDepth(1).duration(Duration.ofSeconds(20));
		Measurement reads = run(SimulatedDrives.open(m), spec);
		Measurement writes = run(SimulatedDrives.open(m), spec.readPercent(0));
		// a read: host, command, page read, link; a write: host, command, link into the buffer, then the
		// flash translation layer's work before it is acknowledged
		double read = m.hostOverheadNanos() + m.commandOverheadNanos() + m.pageReadNanos() + 4096 / link;
		double write = m.hostOverheadNanos() + m.commandOverheadNanos() + 4096 / link + m.writeOverheadNanos();
		assertEquals(read, reads.latency().getMean(), read * 0.01, name + " 4K QD1 read latency");
		assertEquals(write, writes.latency().getMean(), write * 0.01, name + " 4K QD1 write latency");
		// the class's datasheets state QD1 figures "up to": 860 EVO 10,000 / 42,000 IOPS, 970 EVO Plus
		// 19,000 / 60,000 IOPS; the simulator once wrote 4K at QD1 in 17 us (58,187 IOPS) on SATA
		double[] maxima = name.equals("ssd-slc") ? new double[] { 10_000, 42_000 } : new double[] { 19_000, 60_000 };
		assertTrue(reads.iops() <= maxima[0] * 1.02, name + " reads " + reads.iops() + " IOPS");
		assertTrue(writes.iops() <= maxima[1] * 1.02, name + " writes " + writes.iops() + " IOPS");
		assertTrue(reads.iops() >= maxima[0] * 0.7 && writes.iops() >= maxima[1] * 0.6,
				name + " stays in its class: " + reads.iops() + " / " + writes.iops() + " IOPS");
	}

	@Test
	void theNvmeDriveReadsAtItsLinkAndScalesWithWorkersUpToItsController() {
		SsdParameters m = (SsdParameters) SimulatedDrives.model("ssd-nvme");
		Measurement sequential = run(SimulatedDrives.open(m), WorkloadSpec.builder().blockSize(1 << 20).sequential()
				.queueDepth(8).duration(Duration.ofSeconds(10)));
		assertEquals(m.interfaceMegabytesPerSecond(), sequential.megabytesPerSecond(), m.interfaceMegabytesPerSecond() * 0.02);
		// CrystalDiskMark's NVMe RND4K Q32T16: 512 commands in flight; the controller's time per command
		// is the limit (32 dies read a page each in pageReadNanos: more than enough)
		Measurement random = run(SimulatedDrives.open(m), WorkloadSpec.builder().blockSize(4096).queueDepth(32).workers(16)
				.duration(Duration.ofSeconds(5)));
		double controllerLimit = 1e9 / m.commandOverheadNanos();
		assertTrue(m.parallelUnits() * 1e9 / m.pageReadNanos() > controllerLimit);
		// at 90 % of the dies' capacity some reads wait behind another on their die, and the link
		// returns data in command order: a few percent below the controller's limit (the datasheet: 600k)
		assertTrue(random.iops() <= controllerLimit && random.iops() > 0.9 * controllerLimit,
				random.iops() + " IOPS against the controller's " + controllerLimit);
	}

	@Test
	void readsDoNotDependOnPosition() {
		SimulatedTarget target = SimulatedDrives.open(p);
		long tenth = p.capacityBytes() / 10 / 4096 * 4096;
		WorkloadSpec.Builder spec = WorkloadSpec.builder().blockSize(4096).queueDepth(4).duration(Duration.ofSeconds(10));
		double start = run(target, spec.region(0, tenth)).iops();
		double end = run(target, spec.region(p.capacityBytes() - tenth, tenth)).iops();
		assertEquals(start, end, start * 0.01);
	}

	@Test
	void sequentialReadsFillTheLink() {
		Measurement m = run(SimulatedDrives.open(p), WorkloadSpec.builder().blockSize(131072).sequential().queueDepth(8)
				.duration(Duration.ofSeconds(10)));
		assertEquals(p.interfaceMegabytesPerSecond(), m.megabytesPerSecond(), p.interfaceMegabytesPerSecond() * 0.02);
	}

	@Test
	void theWriteRateDropsToTlcWhenTheSlcCacheIsFull() {
		Measurement m = run(SimulatedDrives.open(p), WorkloadSpec.builder().blockSize(131072).sequential().readPercent(0)
				.queueDepth(32).duration(Duration.ofSeconds(60)));
		double[] rate = m.intervals().megabytesPerSecond();
		double slc = p.slcWriteMegabytesPerSecond();
		double tlc = p.tlcWriteMegabytesPerSecond();
		// the SLC cache takes data at its rate from the start: it is full after capacity / rate
		double fullAt = p.slcCacheBytes() / (slc * 1e6);
		for (int s = 1; s < (int) fullAt - 1; s++) {
			assertEquals(slc, rate[s], slc * 0.02, "second " + s + ", SLC cache filling");
		}
		for (int s = (int) fullAt + 2; s < rate.length; s++) {
			assertEquals(tlc, rate[s], tlc * 0.02, "second " + s + ", SLC cache full");
		}
		int drop = 0;
		while (rate[drop] > (slc + tlc) / 2) {
			drop++;
		}
		assertEquals(fullAt, drop, 1.0, "the rate drops when the SLC cache is full");
	}

	@Test
	void idleTimeFoldsTheSlcCacheBack() {
		SsdParameters small = p.withSlcCacheBytes(2_000_000_000L);
		SimulatedTarget target = SimulatedDrives.open(small);
		WorkloadSpec.Builder spec = WorkloadSpec.builder().blockSize(131072).sequential().readPercent(0).queueDepth(32);
		double slc = small.slcWriteMegabytesPerSecond();
		double tlc = small.tlcWriteMegabytesPerSecond();
		// 10 s bursts write 2 GB at the SLC rate in under 4 s, then run at the TLC rate
		double foldSeconds = 1 + small.slcCacheBytes() / (small.foldMegabytesPerSecond() * 1e6);
		Measurement rested = run(target, spec.bursts(Duration.ofSeconds(10), Duration.ofSeconds((long) foldSeconds + 5))
				.duration(Duration.ofSeconds(60)));
		double[] rate = rested.intervals().megabytesPerSecond();
		int secondBurst = 10 + (int) foldSeconds + 5;
		assertEquals(tlc, rate[9], tlc * 0.02, "end of the first burst");
		assertEquals(slc, rate[secondBurst + 1], slc * 0.02, "a rest long enough to fold empties the SLC cache");
		Measurement hurried = run(target, spec.bursts(Duration.ofSeconds(10), Duration.ofSeconds(2))
				.duration(Duration.ofSeconds(30)));
		assertEquals(tlc, hurried.intervals().megabytesPerSecond()[13], tlc * 0.02,
				"two seconds of rest fold only a little");
	}

	@Test
	void smallWritesAreRoundedOutToTheMappingUnit() {
		SsdParameters tiny = p.withSlcCacheBytes(0);
		SimulatedTarget target = SimulatedDrives.open(tiny);
		WorkloadSpec.Builder spec = WorkloadSpec.builder().readPercent(0).queueDepth(32).duration(Duration.ofSeconds(20));
		// without an SLC cache the flash takes 130 MB/s of 4 KiB units, whatever the host wrote
		double small = run(target, spec.blockSize(512).alignment(4096)).iops();
		double full = run(target, spec.blockSize(4096)).iops();
		double expected = tiny.tlcWriteMegabytesPerSecond() * 1e6 / 4096;
		assertEquals(expected, full, expected * 0.02);
		assertEquals(expected, small, expected * 0.02);
	}
}
