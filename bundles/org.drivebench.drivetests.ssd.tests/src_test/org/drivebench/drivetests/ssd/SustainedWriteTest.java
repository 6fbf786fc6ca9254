package org.drivebench.drivetests.ssd;

import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.series;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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
import org.drivebench.model.SeriesRole;
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
		assertTrue(SimulatedTestRuns.messages(r).stream().anyMatch(t -> t.contains("the cache (if any) is larger than that, or none was left to see")),
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
	void techPowerUpsOneMegabyteWriteAtQueueDepthOneSampledByTimeFindsTheSameCache() {
		TestResult r = completed(new SustainedWrite(), "ssd-nvme", "fillSize=60G", "blockSize=1m", "queueDepth=1", "sampleTime=0.5s");
		assertEquals(42, value(r, "write.cache.size"), 42 * 0.02);
		double[] gb = series(r, "write.mbps").getXValues().toArray();
		// each half second's bytes are its rate over the time it covers: together, the whole write
		assertEquals(60 * 1.073741824, gb[gb.length - 1], 60 * 1.073741824 * 1e-3);
		assertEquals(Math.ceil(value(r, "write.seconds") / 0.5), gb.length, 1);
	}

	@Test
	void afterIdlingTheCacheThatCameBackIsWhatTheDriveFoldedMeanwhile() {
		SsdParameters nvme = SsdModels.nvmeTlc();
		// folding reads each byte from SLC (a page per die at a time) and programs it in TLC (a page per plane of every die)
		double tlcNanosPerByte = nvme.flash().tlcProgramNanos() / ((double) nvme.parallelUnits() * nvme.flash().planes() * nvme.pageBytes());
		double readNanosPerByte = nvme.pageReadNanos() / ((double) nvme.parallelUnits() * nvme.pageBytes());
		double foldMegabytesPerSecond = 1e3 / (tlcNanosPerByte + readNanosPerByte);
		assertEquals(1479, foldMegabytesPerSecond, 1, "SIMULATION.md's fold rate");
		TestResult r = completed(new SustainedWrite(), "ssd-nvme", "fillSize=60G", "sampleBytes=256M", "recovery=20s");
		// the drive starts folding once it has had no host write for the fold delay, and folds until the next write
		double folding = 20 - nvme.slcCache().foldIdleNanos() / 1e9;
		double expected = foldMegabytesPerSecond * folding / 1e3;
		assertEquals(expected, value(r, "write.cache.recovered"), expected * 0.02);
		assertEquals("GB", series(r, "rewrite.mbps").getXUnit());
		TestResult whole = completed(new SustainedWrite(), "ssd-nvme", "fillSize=60G", "sampleBytes=256M", "recovery=5min");
		assertEquals(42, value(whole, "write.cache.recovered"), 42 * 0.02, "28 s of folding empty the whole cache");
	}

	@Test
	void thePhasesOfTheWriteAreMarkedWhereTheCacheEndedAndALaterFallIsFolding() {
		TestResult r = completed(new SustainedWrite(), "ssd-nvme", "fillSize=60G", "sampleBytes=256M");
		Series phases = series(r, "write.phases");
		assertEquals(SeriesRole.PHASES, phases.getRole());
		assertArrayEquals(new double[] { 0, value(r, "write.cache.size") }, phases.getXValues().toArray(), 1e-9);
		assertEquals(List.of(String.format(java.util.Locale.ROOT, "in cache, %.0f MB/s", value(r, "write.mbps.cache")),
				String.format(java.util.Locale.ROOT, "after cache, %.0f MB/s", value(r, "write.mbps.after-cache"))),
				phases.getCategories());
		// a whole-drive fill's last phase on a synthetic curve: 1 GB samples at 3300, 1700, then 1229 MB/s
		double[] rates = new double[40];
		double[] ends = new double[40];
		for (int k = 0; k < 40; k++) {
			rates[k] = k < 10 ? 3300 : k < 30 ? 1700 : 1229;
			ends[k] = (k + 1) * 1e9;
		}
		RateCurve curve = new RateCurve(ends, rates);
		CacheExhaustion cache = CacheExhaustion.of(ends, rates, 0.7);
		assertEquals(10e9, cache.cacheBytes(), 1e3);
		CacheExhaustion folding = SustainedWrite.laterPhase(curve, cache).orElseThrow();
		assertEquals(30e9, folding.cacheBytes(), 1e3, "where the later phase starts, from the write's start");
		assertEquals(1229, folding.afterRate(), 1e-9);
		assertEquals(1700, folding.cacheRate(), 1e-9);
		for (int k = 30; k < 40; k++) { // one slow sample in TLC is no phase
			rates[k] = k == 35 ? 1400 : 1700;
		}
		assertTrue(SustainedWrite.laterPhase(new RateCurve(ends, rates), CacheExhaustion.of(ends, rates, 0.7)).isEmpty());
	}

	@Test
	void badParametersAreRejectedNamingThem() {
		SustainedWrite test = new SustainedWrite();
		for (Map.Entry<String, String> bad : List.of(Map.entry("cacheDrop", "0"), Map.entry("sampleBytes", "1k"),
				Map.entry("queueDepth", "0"), Map.entry("sampleTime", "2h"), Map.entry("recovery", "25h"))) {
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
