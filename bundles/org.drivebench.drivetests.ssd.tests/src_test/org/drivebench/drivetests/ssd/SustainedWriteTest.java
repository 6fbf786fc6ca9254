package org.drivebench.drivetests.ssd;

import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.series;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.sim.SsdModels;
import org.drivebench.engine.sim.SsdParameters;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Series;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SustainedWriteTest {
	@Test
	void onTheSimulatedNvmeDriveTheCacheFoundIsTheModelsSlcCache() {
		SsdParameters nvme = SsdModels.nvmeTlc();
		// a fresh drive: the static cache and as much dynamic cache as a third of the free capacity makes
		double expected = 6e9 + Math.min(36e9, nvme.capacityBytes() / 3.0);
		TestResult r = completed(new SustainedWrite(), "ssd-nvme", "fillSize=60G", "sampleBytes=256M");
		assertEquals(expected / 1e9, value(r, "write.cache.size"), expected / 1e9 * 0.02);
		// the dies program 32 x 2 planes x 16 KiB in 160 us in SLC, 616.8 us in TLC, behind a 3,300 MB/s write path
		double slc = Math.min(3300, 32 * 2 * 16384 / 160e-6 / 1e6);
		double tlc = Math.min(3300, 32 * 2 * 16384 / 616.809e-6 / 1e6);
		assertEquals(slc, value(r, "write.mbps.cache"), slc * 0.03);
		assertEquals(tlc, value(r, "write.mbps.after-cache"), tlc * 0.03);
		assertEquals(expected / 1e6 / slc, value(r, "write.cache.seconds"), expected / 1e6 / slc * 0.03);
		double allSeconds = expected / 1e6 / slc + (60 * (1L << 30) - expected) / 1e6 / tlc;
		assertEquals(60 * (1L << 30) / 1e6 / allSeconds, value(r, "write.mbps.mean"), 60 * (1L << 30) / 1e6 / allSeconds * 0.03);
		Series curve = series(r, "write.mbps");
		double[] gb = curve.getXValues().toArray();
		assertEquals(240, gb.length);
		assertEquals(60 * 1.073741824, gb[gb.length - 1], 1e-6, "the last point is the end of the write");
		assertEquals("GB", curve.getXUnit());
	}

	@Test
	void aWriteShorterThanTheCacheSaysTheCacheOutlastedIt() {
		TestResult r = completed(new SustainedWrite(), "ssd-nvme", "fillSize=8G", "sampleBytes=512M");
		assertTrue(r.getMetrics().stream().noneMatch(m -> m.getKey().equals("write.cache.size")));
		assertTrue(SimulatedTestRuns.messages(r).stream().anyMatch(t -> t.contains("the cache (if any) is larger than that")),
				SimulatedTestRuns.messages(r).toString());
	}

	@Test
	void onATestFileEverySampleIsMeasuredAndTheAverageIsTheWholeWrite(@TempDir Path dir) throws IOException {
		TestResult r = TestFileRuns.completedOnTestFile(new SustainedWrite(), dir, Map.of("sampleBytes", "4M", "queueDepth", "8"));
		double[] gb = series(r, "write.mbps").getXValues().toArray();
		double[] mbps = series(r, "write.mbps").getYValues().toArray();
		assertEquals(16, gb.length);
		assertEquals(64 * 1.048576e-3, gb[15], 1e-9);
		for (double rate : mbps) {
			assertTrue(rate > 0 && Double.isFinite(rate), "every sample has a rate: " + rate);
		}
		assertEquals(64 * 1.048576 / value(r, "write.seconds"), value(r, "write.mbps.mean"), value(r, "write.mbps.mean") * 1e-6);
	}

	@Test
	void badParametersAreRejectedNamingThem() {
		SustainedWrite test = new SustainedWrite();
		for (Map.Entry<String, String> bad : List.of(Map.entry("cacheDrop", "0"), Map.entry("sampleBytes", "1k"),
				Map.entry("queueDepth", "0"))) {
			InvalidParameterException e = assertThrows(InvalidParameterException.class,
					() -> ParameterValues.resolve(test.descriptor().id(), test.parameters(), Map.ofEntries(bad)));
			assertEquals(bad.getKey(), e.key());
		}
		TestResult oneSample = SimulatedTestRuns.run(test, "ssd-nvme", "fillSize=1G", "sampleBytes=1G");
		assertEquals(ResultStatus.FAILED, oneSample.getStatus());
		assertEquals("sampleBytes = 1GiB: makes 1 samples of 1 GiB; give 2 to 1000000", oneSample.getMessages().get(0).getText());
		assertEquals(ResultStatus.FAILED, SimulatedTestRuns.run(test, "ssd-nvme", "fillSize=2T").getStatus());
	}
}
