package org.drivebench.drivetests.ssd;

import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.series;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.drivetests.ssd.LatencyUnderLoad.Point;
import org.drivebench.engine.sim.SsdModels;
import org.drivebench.engine.sim.SsdParameters;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LatencyUnderLoadTest {
	private static final SsdParameters NVME = SsdModels.nvmeTlc();
	/** A 4 KiB read alone on the drive: the host, the controller's command, one page read, 4 KiB over the link. */
	private static final double SERVICE_NANOS = NVME.hostOverheadNanos() + NVME.commandOverheadNanos() + NVME.pageReadNanos()
			+ 4096 / (NVME.interfaceMegabytesPerSecond() * 1e-3);
	/** The longest such read: the command and the page read varied by their jitter's full share. */
	private static final double LONGEST_SERVICE_NANOS = NVME.hostOverheadNanos()
			+ NVME.commandOverheadNanos() * (1 + NVME.variation().commandJitter())
			+ NVME.pageReadNanos() * (1 + NVME.variation().mediaJitter()) + 4096 / (NVME.interfaceMegabytesPerSecond() * 1e-3);

	/** The latency histogram's resolution: 3 significant digits. */
	private static final double PRECISION = 1.001;

	@Test
	void onTheSimulatedNvmeDriveTheFiguresAreTheModelsServiceTimesAndItsControllersRate() {
		TestResult r = completed(new LatencyUnderLoad(), "ssd-nvme", "readShares=100", "queueDepth=1024", "loadLevels=1, 50, 100",
				"maxTime=0.2s", "timePerRate=0.2s", "latencyTarget=" + LONGEST_SERVICE_NANOS * PRECISION / 1e6 + "ms");
		// the controller takes one command every commandOverhead: that limits once the queue is deep enough.
		// The link carries the data in command order, so a read waiting for a busy unit holds up the reads
		// behind it: at queue depth 512 that still cost 4 %, at the drive's own 1024 it no longer does
		double controllerIops = 1e9 / NVME.commandOverheadNanos();
		assertEquals(controllerIops, value(r, "read.iops.max"), controllerIops * 0.03);
		double max = value(r, "read.iops.max");
		// at 1 %, one read every 1/(0.01 max) = 160 us: each is done before the next, so its latency is the service time
		assertEquals(Math.round(max * 0.01), value(r, "read.load1.iops"), max * 0.01 * 0.01);
		assertEquals(SERVICE_NANOS / 1e6, value(r, "read.load1.latency.mean"), SERVICE_NANOS / 1e6 * 0.02);
		assertTrue(value(r, "read.load1.latency.p99.99") <= LONGEST_SERVICE_NANOS / 1e6 * PRECISION,
				"no read waits for another: " + value(r, "read.load1.latency.p99.99"));
		assertEquals(max * 0.5, value(r, "read.load50.iops"), max * 0.5 * 0.01);
		// at 50 % about half the reads find their flash unit busy with another's page: they wait
		assertTrue(value(r, "read.load50.latency.p99.99") > LONGEST_SERVICE_NANOS / 1e6);
		assertTrue(value(r, "read.load100.latency.p99.99") > value(r, "read.load50.latency.p99.99"));
		// the target is the longest service time (within the histogram's precision): only the rate at which no read waits keeps within it
		assertEquals(value(r, "read.load1.iops"), value(r, "read.iops.within-target"));
		double[] iops = series(r, "read.latency.p99.99").getXValues().toArray();
		assertArrayEquals(new double[] { value(r, "read.load1.iops"), value(r, "read.load50.iops"), value(r, "read.load100.iops") },
				iops);
		assertEquals("ms", series(r, "read.latency.mean").getYUnit());
	}

	@Test
	void latencyCountsFromEachReadsScheduledTimeNotFromWhenItCouldBeIssued() {
		// at queue depth 1 and the full rate each read may start only when the one before is done, and the
		// reads' service times vary: the schedule runs ahead of the drive. Counted from the issue, no read
		// would take longer than the longest service time; counted from its scheduled time, reads do
		TestResult r = completed(new LatencyUnderLoad(), "ssd-nvme", "readShares=100", "queueDepth=1", "loadLevels=1, 100",
				"maxTime=0.2s", "timePerRate=0.2s");
		assertEquals(1e9 / SERVICE_NANOS, value(r, "read.iops.max"), 1e9 / SERVICE_NANOS * 0.02);
		assertTrue(value(r, "read.load100.latency.p99") > LONGEST_SERVICE_NANOS / 1e6 * 1.1,
				"p99 at the full rate " + value(r, "read.load100.latency.p99") + " ms");
		assertTrue(value(r, "read.load1.latency.p99.99") <= LONGEST_SERVICE_NANOS / 1e6 * PRECISION);
	}

	@Test
	void theMixRunsItsOwnCurveAndATargetNoRateMeetsIsSaid() {
		TestResult r = completed(new LatencyUnderLoad(), "ssd-nvme", "readShares=100, 70", "loadLevels=10, 100", "maxTime=0.1s",
				"timePerRate=0.1s", "latencyTarget=0.01ms");
		for (String key : List.of("read", "mix70")) {
			assertTrue(value(r, key + ".iops.max") > 0);
			assertEquals(2, series(r, key + ".latency.p99").getXValues().size());
			assertTrue(r.getMetrics().stream().noneMatch(m -> m.getKey().equals(key + ".iops.within-target")));
		}
		assertTrue(SimulatedTestRuns.messages(r).stream()
				.anyMatch(t -> t.startsWith("Random 70/30 read/write 4 KiB QD32: no rate measured kept the 99.99th percentile latency within 0.010 ms")),
				SimulatedTestRuns.messages(r).toString());
	}

	@Test
	void theRuleTakesTheMostIopsWithinTheTarget() {
		List<Point> points = List.of(new Point(10, 100, 99, 0.1, 0.2, 0.5), new Point(50, 500, 498, 0.2, 0.5, 0.9),
				new Point(90, 900, 880, 0.5, 0.9, 1.5), new Point(100, 1000, 950, 2, 4, 8));
		assertEquals(Optional.of(points.get(1)), LatencyUnderLoad.highestWithin(points, 1.0));
		assertEquals(Optional.of(points.get(1)), LatencyUnderLoad.highestWithin(points, 0.9));
		assertEquals(Optional.empty(), LatencyUnderLoad.highestWithin(points, 0.4));
	}

	@Test
	void onATestFileEveryRateIsMeasuredAndNoneRunsFasterThanAsked(@TempDir Path dir) throws IOException {
		TestResult r = TestFileRuns.completedOnTestFile(new LatencyUnderLoad(), dir, Map.of("readShares", "100, 70", "queueDepth", "8",
				"loadLevels", "25, 50", "maxTime", "0.5s", "timePerRate", "0.5s"));
		for (String key : List.of("read", "mix70")) {
			double max = value(r, key + ".iops.max");
			for (int level : new int[] { 25, 50 }) {
				String at = key + ".load" + level;
				// the schedule gives every I/O a start; none is issued before it
				assertTrue(value(r, at + ".iops") <= Math.round(max * level / 100.0) * 1.02,
						at + ": " + value(r, at + ".iops") + " IOPS at a rate of " + Math.round(max * level / 100.0));
				assertTrue(value(r, at + ".latency.mean") > 0);
				assertTrue(value(r, at + ".latency.p99") <= value(r, at + ".latency.p99.99"));
			}
			assertEquals(2, series(r, key + ".latency.mean").getXValues().size());
		}
	}

	@Test
	void writesOnlyWithAMixAndRejectsBadParametersNamingThem() {
		LatencyUnderLoad test = new LatencyUnderLoad();
		assertFalse(test.writes(ParameterValues.resolve(test.descriptor().id(), test.parameters(), Map.of("readShares", "100"))));
		assertTrue(test.writes(ParameterValues.resolve(test.descriptor().id(), test.parameters(), Map.of())));
		for (Map.Entry<String, String> bad : List.of(Map.entry("readShares", "101"), Map.entry("loadLevels", "0, 50"),
				Map.entry("loadLevels", "120"), Map.entry("latencyTarget", "0"), Map.entry("timePerRate", "0"))) {
			InvalidParameterException e = assertThrows(InvalidParameterException.class,
					() -> ParameterValues.resolve(test.descriptor().id(), test.parameters(), Map.ofEntries(bad)));
			assertEquals(bad.getKey(), e.key());
		}
		TestResult backwards = SimulatedTestRuns.run(test, "ssd-nvme", "loadLevels=50, 25", "maxTime=0.1s", "timePerRate=0.1s");
		assertEquals(ResultStatus.FAILED, backwards.getStatus());
		assertEquals("loadLevels = 50, 25: give the levels in increasing order", backwards.getMessages().get(0).getText());
	}
}
