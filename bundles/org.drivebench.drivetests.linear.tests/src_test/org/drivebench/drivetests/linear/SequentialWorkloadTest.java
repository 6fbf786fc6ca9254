package org.drivebench.drivetests.linear;

import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.sim.HddParameters;
import org.drivebench.engine.sim.SsdParameters;
import org.drivebench.model.TestResult;
import org.drivebench.model.WorkerResult;
import org.junit.jupiter.api.Test;

class SequentialWorkloadTest {
	@Test
	void seq1mQ8OnTheDiskStreamsAtTheOuterRate() {
		TestResult r = completed(new SequentialWorkload(), "hdd-7200");
		HddParameters hdd = HddParameters.desktop7200();
		assertEquals(hdd.outerMegabytesPerSecond(), value(r, "read.mbps"), hdd.outerMegabytesPerSecond() * 0.03);
		assertEquals(value(r, "read.mbps") * 1e6 / (1 << 20), value(r, "read.iops"), value(r, "read.iops") * 1e-6);
		// eight 1 MiB requests queued at 150 MB/s: each waits for the seven before it
		double queuedMs = 8 * (1 << 20) / (hdd.outerMegabytesPerSecond() * 1e3);
		assertEquals(queuedMs, value(r, "read.latency.mean"), queuedMs * 0.1);
		assertTrue(value(r, "read.latency.p99") >= value(r, "read.latency.mean"));
		assertEquals(5, r.getIntervals().get(0).getStartSeconds().toArray().length, "one interval per second of 5 s");
		assertEquals("read.latency", r.getHistograms().get(0).getKey());
		assertTrue(r.getWorkers().isEmpty(), "one thread: no per-thread figures");
		assertEquals("virtual-clock", r.getEngineBackend());
	}

	@Test
	void theSsdReadsAtTheLinkRate() {
		TestResult r = completed(new SequentialWorkload(), "ssd-slc");
		SsdParameters ssd = SsdParameters.slcSata();
		assertEquals(ssd.interfaceMegabytesPerSecond(), value(r, "read.mbps"), ssd.interfaceMegabytesPerSecond() * 0.05);
	}

	@Test
	void threadsStreamThroughTheirOwnSlicesAndReportEach() {
		TestResult r = completed(new SequentialWorkload(), "ssd-slc", "threads=4", "direction=write");
		assertEquals(4, r.getWorkers().size());
		long slice = (1L << 30) / 4;
		for (WorkerResult w : r.getWorkers()) {
			assertEquals(w.getIndex() * slice, w.getRegionOffset());
			assertEquals(slice, w.getRegionLength());
		}
		double sum = r.getWorkers().stream().mapToDouble(WorkerResult::getMegabytesPerSecond).sum();
		assertEquals(value(r, "write.mbps"), sum, sum * 1e-6);
	}
}
