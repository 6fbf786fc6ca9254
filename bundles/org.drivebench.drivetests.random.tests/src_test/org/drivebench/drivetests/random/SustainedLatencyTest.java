package org.drivebench.drivetests.random;

import static org.drivebench.core.testing.ParameterRejections.rejection;
import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.drivebench.engine.sim.HddParameters;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

class SustainedLatencyTest {
	@Test
	void tenMinutesOf512ByteReadsSettleAtTheAccessTime() {
		HddParameters hdd = HddParameters.desktop7200();
		TestResult r = completed(new SustainedLatency(), "hdd-7200");
		double model = AccessTimeTest.modelAccessMillis(hdd);
		assertTrue(value(r, "read.latency.mean") > 0.9 * model && value(r, "read.latency.mean") < 1.03 * model);
		assertEquals(600, r.getIntervals().get(0).getStartSeconds().toArray().length, "a figure per second for ten minutes");
		assertEquals(value(r, "read.iops") * 600, r.getHistograms().get(0).getCount(), value(r, "read.iops"));
	}

	@Test
	void writesOfPartSectorsAreSlowerThanReadsOnly4kSectorDisks() {
		// hdd-7200 has 4 KiB physical sectors: every 512 B write is a read-modify-write, one revolution more
		TestResult hddRead = completed(new SustainedLatency(), "hdd-7200");
		TestResult hddWrite = completed(new SustainedLatency(), "hdd-7200", "direction=write");
		assertTrue(value(hddWrite, "write.latency.mean") > value(hddRead, "read.latency.mean"));
		// sas-15k has 512 B sectors: its write cache reorders the writes and beats the reads
		TestResult sasRead = completed(new SustainedLatency(), "sas-15k");
		TestResult sasWrite = completed(new SustainedLatency(), "sas-15k", "direction=write");
		assertTrue(value(sasWrite, "write.latency.mean") < 0.5 * value(sasRead, "read.latency.mean"));
	}

	@Test
	void outOfRangeParametersAreRejectedNamingThem() {
		rejection(new SustainedLatency(), "duration", "25h");
		rejection(new SustainedLatency(), "duration", "2d");
		rejection(new SustainedLatency(), "queueDepth", "1025");
	}
}
