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

	/**
	 * The ramp runs the workload before measuring and is not counted (fio's ramp_time). On the SSD a
	 * ramp long enough to fill the SLC cache (its size over the SLC write rate, plus a fifth) leaves
	 * the measured seconds at the TLC rate, the drive's sustained write rate; without a ramp (the
	 * default, as CrystalDiskMark runs) the same 2 s are written into the SLC cache.
	 */
	@Test
	void aRampIsRunButNotCountedAndDefaultsToNone() {
		SsdParameters ssd = SsdParameters.slcSata();
		double fillSeconds = ssd.slcCacheBytes() / (ssd.slcWriteMegabytesPerSecond() * 1e6);
		String ramp = "rampTime=" + Math.ceil(fillSeconds * 1.2) + "s";
		TestResult ramped = completed(new SequentialWorkload(), "ssd-slc", "direction=write", "duration=2s", ramp);
		assertEquals(ssd.tlcWriteMegabytesPerSecond(), value(ramped, "write.mbps"), ssd.tlcWriteMegabytesPerSecond() * 0.02);
		assertEquals(2, ramped.getIntervals().get(0).getStartSeconds().toArray().length, "only the measured 2 s");
		TestResult cold = completed(new SequentialWorkload(), "ssd-slc", "direction=write", "duration=2s");
		assertEquals(ssd.slcWriteMegabytesPerSecond(), value(cold, "write.mbps"), ssd.slcWriteMegabytesPerSecond() * 0.05);
		assertEquals("0", new SequentialWorkload().parameters().stream().filter(p -> p.key().equals("rampTime")).findFirst()
				.orElseThrow().defaultText());
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
