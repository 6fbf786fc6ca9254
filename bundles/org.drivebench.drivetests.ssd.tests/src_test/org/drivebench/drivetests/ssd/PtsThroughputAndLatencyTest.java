package org.drivebench.drivetests.ssd;

import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.messages;
import static org.drivebench.core.testing.SimulatedTestRuns.series;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.drivebench.engine.sim.SsdModels;
import org.drivebench.engine.sim.SsdParameters;
import org.drivebench.engine.sim.Variation;
import org.drivebench.model.Metric;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

/** The PTS throughput and latency tests on the simulated NVMe drive, their figures derived from its parameters. */
class PtsThroughputAndLatencyTest {
	/** ssd-nvme at 4 GiB, without run-to-run variation. */
	private static final SsdParameters SMALL_NVME = SsdModels.nvmeTlc().withCapacityBytes(4L << 30).withVariation(Variation.NONE);

	@Test
	void sequentialOverwritesOfAPreconditionedDriveRunAtTheTlcRateEachBlockSizeItsOwnRun() {
		TestResult r = completed(new PtsThroughput(), SMALL_NVME, "purge=discard", "roundTime=1s", "maxRounds=8");
		// each overwritten block holds nothing valid when it is collected: the dies program once and erase,
		// 32 dies x 2 planes x 16 KiB in 616.809 us, 24 MiB blocks erased in 3.5 ms per die
		double programNanosPerByte = 616_809 / (32.0 * 2 * 16384);
		double eraseNanosPerByte = 3.5e6 / (32.0 * (24 << 20));
		double tlc = 1e3 / (programNanosPerByte + eraseNanosPerByte);
		for (String size : List.of("128k", "1m")) {
			assertEquals(5, value(r, size + ".steady.round"), messages(r).toString());
			assertEquals(tlc, value(r, size + ".mbps.write"), tlc * 0.03, size);
			assertEquals(value(r, size + ".mbps.write"), value(r, size + ".steady.mbps.write"), 1e-9);
			double read = value(r, size + ".mbps.read");
			assertTrue(read > 3000 && read <= 3500, size + " reads at the link's 3,500 MB/s less its commands: " + read);
			assertEquals(SeriesRole.ROUNDS, series(r, size + ".rounds.mbps.write").getRole());
			assertEquals("Round of the " + (size.equals("1m") ? "1 MiB" : "128 KiB") + " sequential run",
					series(r, size + ".rounds.window.fit").getXLabel(), "each run's convergence on a chart of its own");
		}
		assertArrayEquals(new double[] { 131072, 1 << 20 }, series(r, "mbps.write").getXValues().toArray());
		assertEquals(2, messages(r).stream().filter(m -> m.startsWith("purge: discard of the whole simulated drive")).count(),
				"each block size starts from a purged drive");
	}

	@Test
	void theLatencyTableHoldsEachCombinationsMeanMaximumAndPercentileOverTheWindow() {
		TestResult r = completed(new PtsLatency(), SMALL_NVME, "preconditionPasses=1", "roundTime=0.2s", "maxRounds=6");
		List<Metric> table = r.getMetrics().stream().filter(m -> m.getKey().matches("latency\\.\\w+\\.r\\d+\\.(mean|max|p99\\.99)")).toList();
		assertEquals(3 * 3 * 3, table.size(), "3 block sizes x 3 mixes x mean, maximum, 99.99th percentile");
		// a 4 KiB read alone on the drive: host 4 us, command 1.6 us, a page read 46 us, 4 KiB over 3,500 MB/s
		double service = (4_000 + 1_600 + 46_000 + 4096 / 3.5) / 1e6;
		assertEquals(service, value(r, "latency.4k.r100.mean"), service * 0.02);
		for (String cell : List.of("512.r100", "4k.r65", "8k.r0")) {
			assertTrue(value(r, "latency." + cell + ".mean") <= value(r, "latency." + cell + ".p99.99"), cell);
			assertTrue(value(r, "latency." + cell + ".p99.99") <= value(r, "latency." + cell + ".max") * 1.001, cell);
		}
		assertEquals("ms", series(r, "latency.r65").getYUnit());
		assertArrayEquals(new double[] { 512, 4096, 8192 }, series(r, "latency.r0").getXValues().toArray());
		assertEquals(SeriesRole.ROUNDS, series(r, "rounds.latency.4k.write.mean").getRole());
		assertTrue(value(r, "steady.latency.4k.write.mean") > 0);
	}
}
