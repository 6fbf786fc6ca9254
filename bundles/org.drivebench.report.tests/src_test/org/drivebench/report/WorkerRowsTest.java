package org.drivebench.report;

import static org.drivebench.core.testing.Fixtures.mbps;
import static org.drivebench.core.testing.Fixtures.report;
import static org.drivebench.core.testing.Fixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.TestResult;
import org.drivebench.model.WorkerResult;
import org.junit.jupiter.api.Test;
import org.drivebench.core.testing.Fixtures;

/**
 * Per-worker figures in the review table (issue 11: "per-stream figures of multi-worker runs appear
 * only in the XMI"): a row per stream for workers in regions of their own, as seed 001 publishes its
 * four 64 KiB streams; the slowest and fastest worker for threads sharing one region.
 */
class WorkerRowsTest {
	private static TestResult withWorkers(TestResult r, long[] offsets, double... mbps) {
		for (int i = 0; i < mbps.length; i++) {
			WorkerResult w = DriveBenchFactory.eINSTANCE.createWorkerResult();
			w.setIndex(i);
			w.setRegionOffset(offsets[i]);
			w.setRegionLength(100_000_000_000L);
			w.setMegabytesPerSecond(mbps[i]);
			r.getWorkers().add(w);
		}
		return r;
	}

	private static ReviewRow row(ReviewTable table, String key) {
		return table.rows().stream().filter(r -> r.metricKey().equals(key)).findFirst()
				.orElseThrow(() -> new AssertionError("no row " + key + " in " + table.rows().stream().map(ReviewRow::metricKey).toList()));
	}

	@Test
	void streamsInRegionsOfTheirOwnGetARowEach() {
		Fixtures f = new Fixtures();
		long[] regions = { 0, 100_000_000_000L, 200_000_000_000L, 300_000_000_000L };
		f.run("wd", "WD", 1, withWorkers(result("multi", "Four streams", mbps(120)), regions, 40, 30, 30, 20));
		f.run("wd", "WD", 2, withWorkers(result("multi", "Four streams", mbps(118)), regions, 38, 30, 30, 20));
		f.run("sg", "Seagate", 1, withWorkers(result("multi", "Four streams", mbps(100)), regions, 25, 25, 25, 25));
		ReviewTable table = new ReportBuilder().build(report("Streams", "wd", "sg"), f.runs());
		assertEquals(List.of("read.mbps", "worker.1.mbps", "worker.2.mbps", "worker.3.mbps", "worker.4.mbps"),
				table.rows().stream().map(ReviewRow::metricKey).toList());
		ReviewRow first = row(table, "worker.1.mbps");
		assertEquals("Stream 1", first.metricLabel());
		assertEquals("MB/s", first.unit());
		assertEquals(39, first.cells().get(0).summary().mean(), 1e-9, "the mean of the drive's two runs");
		assertEquals(2, first.cells().get(0).summary().n());
		assertTrue(first.cells().get(0).best());
		assertEquals(25, first.cells().get(1).summary().mean(), 1e-9);
	}

	@Test
	void threadsSharingARegionShowTheirSlowestAndFastest() {
		Fixtures f = new Fixtures();
		long[] shared = new long[16];
		double[] rates = new double[16];
		for (int i = 0; i < 16; i++) {
			rates[i] = 10 + i;
		}
		f.run("ssd", "SSD", 1, withWorkers(result("random.random", "RND4K Q32T16", mbps(400)), shared, rates));
		ReviewTable table = new ReportBuilder().build(report("Threads", "ssd"), f.runs());
		assertEquals(10, row(table, "workers.slowest.mbps").cells().get(0).summary().mean(), 1e-9);
		assertEquals(25, row(table, "workers.fastest.mbps").cells().get(0).summary().mean(), 1e-9);
		assertEquals("Slowest of 16 workers", row(table, "workers.slowest.mbps").metricLabel());
		assertEquals(3, table.rows().size(), "one workload: its figures and the spread of its threads");
	}

	@Test
	void oneWorkerAddsNoRow() {
		Fixtures f = new Fixtures();
		f.run("a", "A", 1, withWorkers(result("t", "T", mbps(100)), new long[] { 0 }, 100));
		assertEquals(1, new ReportBuilder().build(report("One", "a"), f.runs()).rows().size());
	}
}
