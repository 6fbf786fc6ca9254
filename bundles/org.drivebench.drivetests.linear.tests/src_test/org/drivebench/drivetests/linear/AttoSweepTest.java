package org.drivebench.drivetests.linear;

import static org.drivebench.core.testing.ParameterRejections.rejection;
import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.series;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.model.AxisScale;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

/** ATTO's sweep on the simulated drives, against what their parameters imply (SIMULATION.md). */
class AttoSweepTest {
	private static final long MIB256 = 256L << 20;

	@Test
	void onTheSsdLargeTransfersRunAtTheLinkAndTheSlcCachesRate() {
		// ssd-slc reads 64 MiB transfers at its link's 570 MB/s (16 dies x 16 KiB per 75 us = 3.5 GB/s behind it).
		// A 256 MiB write pass starts with an empty 16 MiB write buffer (the read pass before gave it time to
		// drain at 520 MB/s): the buffer fills at 570 - 520 = 50 MB/s net, in 16,777,216 / 50e6 = 0.3355 s, while
		// the link carries 570e6 x 0.3355 = 191.3 MB; the other 77.2 MB go at the SLC rate, 520 MB/s, in 0.1485 s:
		// 268.4 MB in 0.484 s, 554.6 MB/s
		TestResult r = completed(new AttoSweep(), "ssd-slc", "blockSizes=4k, 64M");
		assertEquals(570, value(r, "read.mbps.67108864"), 570 * 0.01);
		double fill = (16 << 20) / 50e6;
		double write = MIB256 / (fill + (MIB256 - 570e6 * fill) / 520e6) / 1e6;
		assertEquals(554.6, write, 0.1, "the derivation in the comment");
		assertEquals(write, value(r, "write.mbps.67108864"), write * 0.02);
	}

	@Test
	void onTheDesktopDiskSmallTransfersAreTheControllersAndLargeOnesTheMediums() {
		// hdd-7200 at queue depth 4: a 512 B read costs the controller its 20 us command time, one command at
		// a time, so 50,000 IOPS, 25.6 MB/s; 1 MiB reads stream at the outer zone's 150 MB/s
		TestResult r = completed(new AttoSweep(), "hdd-7200", "blockSizes=512, 1M", "totalLength=64M");
		assertEquals(25.6, value(r, "read.mbps.512"), 25.6 * 0.03);
		assertEquals(50_000, value(r, "read.iops.512"), 50_000 * 0.03);
		assertEquals(150, value(r, "read.mbps.1048576"), 150 * 0.02);
		assertTrue(value(r, "write.mbps.1048576") >= 150 * 0.98, "a write is at least the medium's rate");
	}

	@Test
	void readAndWriteRatesShareOneChartAgainstTransferSize() {
		TestResult r = completed(new AttoSweep(), "ssd-nvme", "blockSizes=512, 64k, 8M", "totalLength=32M");
		for (String key : new String[] { "read.mbps", "write.mbps" }) {
			assertEquals(AxisScale.LOG2, series(r, key).getXScale());
			assertEquals("Transfer size", series(r, key).getXLabel());
			assertEquals(3, series(r, key).getXValues().toArray().length);
		}
		// besides the drive's temperature and the rate beside it (drive.*), which the runner records for every test on a drive with a sensor
		assertEquals(List.of("read.mbps", "write.mbps"), r.getSeries().stream().map(s -> s.getKey())
				.filter(k -> !k.startsWith("drive.")).sorted().toList(),
				"read and write MB/s, one chart");
	}

	@Test
	void badParametersAreRejectedNamingThem() {
		rejection(new AttoSweep(), "blockSizes", "512, 128M");
		rejection(new AttoSweep(), "totalLength", "512k");
		rejection(new AttoSweep(), "queueDepth", "0");
		TestResult small = SimulatedTestRuns.run(new AttoSweep(), "hdd-7200", "totalLength=32M");
		assertEquals(ResultStatus.FAILED, small.getStatus());
		assertEquals("totalLength = 32MiB: must hold the largest transfer, 64 MiB, and be a multiple of 512 B",
				SimulatedTestRuns.messages(small).get(0));
	}
}
