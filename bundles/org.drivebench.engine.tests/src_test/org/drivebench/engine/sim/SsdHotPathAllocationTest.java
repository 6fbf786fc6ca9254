package org.drivebench.engine.sim;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;

import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A simulated SSD allocates nothing per I/O: with its tables made (at its first write), a run of many more
 * I/Os, garbage collection and throttle steps included, allocates (almost) no more heap than a short one.
 */
class SsdHotPathAllocationTest {
	private static long allocated() {
		return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean()).getTotalThreadAllocatedBytes();
	}

	@ParameterizedTest
	@ValueSource(ints = { 0, 70, 100 })
	void aSteadyStateRunAllocatesNothingPerIo(int readPercent) {
		SimulatedTarget t = SimulatedDrives.open(SsdModels.nvmeTlc().withCapacityBytes(16_000_000_000L));
		SsdSteadyStateTest.precondition(t);
		WorkloadSpec.Builder spec = WorkloadSpec.builder().blockSize(4096).readPercent(readPercent).queueDepth(32);
		t.run(spec.ioLimit(400_000).build(), RunObserver.NONE); // steady state, and the JIT warm
		long before = allocated();
		t.run(spec.ioLimit(1_000).build(), RunObserver.NONE);
		long small = allocated() - before;
		SsdStatus from = t.ssdStatus();
		before = allocated();
		Measurement m = t.run(spec.ioLimit(401_000).build(), RunObserver.NONE);
		long large = allocated() - before;
		SsdStatus to = t.ssdStatus();
		long host = to.hostBytesWritten() - from.hostBytesWritten();
		assertTrue(readPercent > 0 || to.flashBytesWritten() - from.flashBytesWritten() > 3 * host,
				"writes only: garbage collection at work: " + from + " -> " + to);
		assertTrue(large - small < 64_000, readPercent + " % reads: " + (large - small) + " more bytes for 400,000 more I/Os ("
				+ (double) (large - small) / 400_000 + " per I/O) over " + m.elapsedNanos() / 1e9 + " s");
	}
}
