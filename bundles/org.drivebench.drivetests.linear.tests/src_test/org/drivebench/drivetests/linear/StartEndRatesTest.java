package org.drivebench.drivetests.linear;

import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.sim.HddParameters;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

class StartEndRatesTest {
	private static final HddParameters HDD = HddParameters.desktop7200();

	@Test
	void largeBlocksShowTheZonesSmallOnesTheCommandRate() {
		TestResult r = completed(new StartEndRates(), "hdd-7200");
		assertEquals(HDD.outerMegabytesPerSecond(), value(r, "read.start.mbps.65536"), HDD.outerMegabytesPerSecond() * 0.03);
		assertEquals(HDD.innerMegabytesPerSecond(), value(r, "read.end.mbps.65536"), HDD.innerMegabytesPerSecond() * 0.03);
		assertEquals((value(r, "read.start.mbps.16384") + value(r, "read.end.mbps.16384")) / 2,
				value(r, "read.average.mbps.16384"), 1e-9, "DevTest's Ave. is the mean of start and end");
		// DevTest's table: 512 B blocks are bound by the command rate, the same at both ends
		double start512 = value(r, "read.start.mbps.512");
		assertEquals(start512, value(r, "read.end.mbps.512"), start512 * 0.05);
		assertTrue(start512 < value(r, "read.end.mbps.16384"));
		assertEquals("Read start 64 KiB", SimulatedTestRuns.metric(r, "read.start.mbps.65536").getLabel());
	}

	@Test
	void writesToo() {
		TestResult r = completed(new StartEndRates(), "sas-15k", "direction=write", "blockSizes=64k");
		HddParameters sas = HddParameters.sas15k();
		assertEquals(sas.outerMegabytesPerSecond(), value(r, "write.start.mbps.65536"), sas.outerMegabytesPerSecond() * 0.05);
		assertEquals(sas.innerMegabytesPerSecond(), value(r, "write.end.mbps.65536"), sas.innerMegabytesPerSecond() * 0.05);
	}

	@Test
	void spansThatDoNotFitAreRejectedNamingTheSpan() {
		StartEndRates test = new StartEndRates();
		InvalidParameterException e = assertThrows(InvalidParameterException.class,
				() -> ParameterValues.resolve(test.descriptor().id(), test.parameters(), Map.of("span", "2k")));
		assertEquals("linear.start-end: span = \"2k\": must be a size (512, 4k, 64KiB, 1M) from 4 KiB to 1 TiB", e.getMessage());
		TestResult r = SimulatedTestRuns.run(test, "hdd-7200", "span=16k", "blockSizes=64k");
		assertEquals(ResultStatus.FAILED, r.getStatus());
		assertEquals("span = 16KiB: smaller than the largest block size 64 KiB", r.getMessages().get(0).getText());
		TestResult beyond = SimulatedTestRuns.run(test, "sas-15k", "span=1T");
		assertEquals(ResultStatus.FAILED, beyond.getStatus());
		assertTrue(beyond.getMessages().get(0).getText().startsWith("span = 1TiB: larger than sim:sas-15k ("),
				beyond.getMessages().get(0).getText());
	}
}
