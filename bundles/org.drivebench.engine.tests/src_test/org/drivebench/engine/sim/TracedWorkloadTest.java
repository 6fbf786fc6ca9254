package org.drivebench.engine.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.InvalidWorkloadException;
import org.drivebench.engine.IoTrace;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.TargetShape;
import org.drivebench.engine.WorkloadSpec;
import org.junit.jupiter.api.Test;

/** Traced workloads: the I/Os as given, in order, and a flush that waits for the write cache to reach the platter. */
class TracedWorkloadTest {
	private static final int MIB = 1 << 20;
	private static final HddParameters HDD = HddParameters.desktop7200();

	private static IoTrace writes(int mebibytes, boolean flush) {
		IoTrace.Builder b = IoTrace.builder();
		for (int i = 0; i < mebibytes; i++) {
			b.write((long) i * MIB, MIB);
		}
		if (flush) {
			b.flush();
		}
		return b.build();
	}

	private static Measurement run(String drive, IoTrace trace) {
		return SimulatedDrives.open(drive).run(WorkloadSpec.builder().trace(trace).build(), RunObserver.NONE);
	}

	@Test
	void writesThatFitTheCacheCompleteAtTheLinkRateButAFlushWaitsForThePlatter() {
		// 32 MiB fit the 64 MiB write cache: without a flush they complete as fast as the link takes them
		double platterSeconds = 32.0 * MIB / (HDD.outerMegabytesPerSecond() * 1e6);
		Measurement cached = run("hdd-7200", writes(32, false));
		assertTrue(cached.elapsedNanos() / 1e9 < platterSeconds / 2, cached.elapsedNanos() / 1e9 + " s");
		// with a flush the run ends only when the last byte is on the platter: the outer zone's rate, plus at
		// most a revolution to reach the first sector
		Measurement flushed = run("hdd-7200", writes(32, true));
		double seconds = flushed.elapsedNanos() / 1e9;
		double revolution = 60.0 / HDD.rpm();
		assertTrue(seconds > platterSeconds * 0.97 && seconds < platterSeconds + revolution + 0.005,
				seconds + " s, the platter needs " + platterSeconds);
		assertEquals(32, flushed.total().ios(), "a flush is no I/O");
		assertEquals(32L * MIB, flushed.write().bytes());
	}

	@Test
	void theSsdsFlashKeepsWrittenDataSoAFlushCostsNothing() {
		assertEquals(run("ssd-slc", writes(8, false)).elapsedNanos(), run("ssd-slc", writes(8, true)).elapsedNanos());
	}

	@Test
	void readsComeInTheirOrderAndFarApartCostSeeks() {
		// alternating between the first and the last GB (64 MiB apart on each side, beyond any read-ahead)
		// seeks across the platter every time
		IoTrace.Builder far = IoTrace.builder();
		IoTrace.Builder near = IoTrace.builder();
		long end = HDD.capacityBytes() - MIB;
		for (int i = 0; i < 50; i++) {
			far.read(i % 2 == 0 ? i * 64L * MIB : end - i * 64L * MIB, 4096);
			near.read(i * 4096L, 4096);
		}
		double farMs = run("hdd-7200", far.build()).elapsedNanos() / 1e6 / 50;
		double nearMs = run("hdd-7200", near.build()).elapsedNanos() / 1e6 / 50;
		assertTrue(farMs > HDD.fullStrokeSeekNanos() / 1e6 * 0.9, "a full stroke per read: " + farMs + " ms");
		assertTrue(nearMs < 1, "sequential 4 KiB reads come from the read-ahead: " + nearMs + " ms");
	}

	@Test
	void aTraceRunsOnSimulatedDrivesOnlyAndWithinThem() {
		TargetShape file = new TargetShape("/data/t.dat", TargetType.FILE, 1L << 30, 512, 4096, false,
				new DeviceIdentity("", "t", "", "", 1L << 30, 512, 4096, false, 0, ""), true);
		WorkloadSpec spec = WorkloadSpec.builder().trace(writes(1, true)).build();
		InvalidWorkloadException e = assertThrows(InvalidWorkloadException.class, () -> spec.validateFor(file));
		assertTrue(e.getMessage().contains("trace") && e.getMessage().contains("simulated"), e.getMessage());
		IoTrace outside = IoTrace.builder().read(HDD.capacityBytes(), 4096).build();
		assertThrows(InvalidWorkloadException.class, () -> run("hdd-7200", outside));
		IoTrace misaligned = IoTrace.builder().read(100, 4096).build();
		assertTrue(assertThrows(InvalidWorkloadException.class, () -> run("hdd-7200", misaligned)).getMessage()
				.contains("entry 0"));
	}
}
