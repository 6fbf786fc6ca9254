package org.drivebench.drivetests.random;

import static org.drivebench.core.testing.ParameterRejections.rejection;
import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.series;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.model.AxisScale;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

class RandomBlockSizeSweepTest {
	private static final String[] SIZES = { "512", "1024", "2048", "4096", "8192", "16384", "32768", "65536", "131072",
			"262144", "524288", "1048576", "2097152" };

	@Test
	void largerBlocksCostFewerIopsAndBringMoreMegabytes() {
		TestResult r = completed(new RandomBlockSizeSweep(), "hdd-7200");
		for (int i = 1; i < SIZES.length; i++) {
			assertTrue(value(r, "read.iops." + SIZES[i]) <= value(r, "read.iops." + SIZES[i - 1]) * 1.01, SIZES[i]);
			assertTrue(value(r, "read.mbps." + SIZES[i]) > value(r, "read.mbps." + SIZES[i - 1]), SIZES[i]);
		}
		// a small random read is positioning time; a 2 MiB one adds its transfer at the media rate
		assertTrue(value(r, "read.iops.512") > 2 * value(r, "read.iops.2097152"));
		assertEquals(AxisScale.LOG2, series(r, "read.iops").getXScale());
		assertEquals(SIZES.length, r.getHistograms().size());
		assertTrue(value(r, "read.iops.mean") > value(r, "read.iops.2097152"));
	}

	@Test
	void unalignedWritesPayTheReadModifyWriteOfA4kSectorDisk() {
		String sizes = "blockSizes=512, 4k, 16k, 64k";
		TestResult aligned = completed(new RandomBlockSizeSweep(), "hdd-7200", "direction=write", sizes, "alignment=4k");
		TestResult unaligned = completed(new RandomBlockSizeSweep(), "hdd-7200", "direction=write", sizes, "alignment=512");
		for (String size : new String[] { "4096", "16384", "65536" }) {
			double ratio = value(aligned, "write.iops." + size) / value(unaligned, "write.iops." + size);
			assertTrue(ratio > 1.5, size + " B: aligned only " + ratio + " times the unaligned IOPS");
		}
		// a 512 B write is a part of a 4 KiB sector wherever it lands
		assertEquals(value(aligned, "write.iops.512"), value(unaligned, "write.iops.512"),
				value(aligned, "write.iops.512") * 0.03);
		assertTrue(value(aligned, "write.iops.4096") > 1.5 * value(aligned, "write.iops.512"));
	}

	@Test
	void aDiskWith512ByteSectorsDoesNotCareAboutAlignment() {
		String sizes = "blockSizes=4k, 64k";
		TestResult aligned = completed(new RandomBlockSizeSweep(), "sas-15k", "direction=write", sizes, "alignment=4k");
		TestResult unaligned = completed(new RandomBlockSizeSweep(), "sas-15k", "direction=write", sizes, "alignment=512");
		assertEquals(value(aligned, "write.iops.4096"), value(unaligned, "write.iops.4096"),
				value(aligned, "write.iops.4096") * 0.03);
	}

	@Test
	void badParametersAreRejectedNamingThem() {
		rejection(new RandomBlockSizeSweep(), "alignment", "128M");
		rejection(new RandomBlockSizeSweep(), "blockSizes", "4k, 0");
		rejection(new RandomBlockSizeSweep(), "timePerSize", "0.01");
		TestResult r = SimulatedTestRuns.run(new RandomBlockSizeSweep(), "hdd-7200", "alignment=1000");
		assertEquals(ResultStatus.FAILED, r.getStatus());
		assertEquals("alignment = 1000B: must be 0 (each I/O's own size) or a multiple of 512 B, sim:hdd-7200's logical block",
				SimulatedTestRuns.messages(r).get(0));
	}
}
