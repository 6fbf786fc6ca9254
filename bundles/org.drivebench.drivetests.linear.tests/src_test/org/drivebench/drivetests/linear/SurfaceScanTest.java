package org.drivebench.drivetests.linear;

import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.series;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.sim.HddParameters;
import org.drivebench.engine.sim.SsdParameters;
import org.drivebench.model.AxisScale;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Series;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

class SurfaceScanTest {
	private static final HddParameters HDD = HddParameters.desktop7200();
	private static final SsdParameters SSD = SsdParameters.slcSata();

	@Test
	void outerTracksAreFasterThanInnerWithTheModelsRatesAtBothEnds() {
		TestResult r = completed(new SurfaceScan(), "hdd-7200");
		double start = value(r, "read.mbps.start");
		double end = value(r, "read.mbps.end");
		assertEquals(HDD.outerMegabytesPerSecond(), start, HDD.outerMegabytesPerSecond() * 0.02,
				"the lead-in keeps the seek out of the outermost sample's rate");
		assertEquals(HDD.innerMegabytesPerSecond(), end, HDD.innerMegabytesPerSecond() * 0.02);
		double drop = 1 - end / start;
		assertTrue(drop > 0.30 && drop < 0.60, "a desktop disk loses 30-60 % from outer to inner tracks, not " + drop);
		assertEquals(100 * end / start, value(r, "read.end-to-start"), 1e-9);
		assertTrue(value(r, "read.mbps.min") <= value(r, "read.mbps.mean")
				&& value(r, "read.mbps.mean") <= value(r, "read.mbps.max"));
		assertEquals(BetterDirection.NONE, SimulatedTestRuns.metric(r, "read.end-to-start").getDirection());

		Series profile = series(r, "read.mbps");
		double[] gb = profile.getXValues().toArray();
		double[] mbps = profile.getYValues().toArray();
		assertEquals(500, gb.length);
		assertEquals("GB", profile.getXUnit());
		assertTrue(gb[0] < 0.01 && gb[499] > 0.99 * HDD.capacityBytes() / 1e9, "the samples span the whole surface");
		for (int i = 1; i < mbps.length; i++) {
			assertTrue(mbps[i] <= mbps[i - 1] * 1.001, "zones get slower inwards, at sample " + i);
		}
	}

	@Test
	void writeSamplesMeasureTheMediumOnceTheCacheIsFullAndTheCacheWithoutTheFill() {
		TestResult filled = completed(new SurfaceScan(), "hdd-7200", "direction=write", "samples=50");
		assertEquals(HDD.outerMegabytesPerSecond(), value(filled, "write.mbps.start"), HDD.outerMegabytesPerSecond() * 0.02);
		assertEquals(HDD.innerMegabytesPerSecond(), value(filled, "write.mbps.end"), HDD.innerMegabytesPerSecond() * 0.02);
		TestResult unfilled = completed(new SurfaceScan(), "hdd-7200", "direction=write", "samples=50", "cacheFill=0");
		// without the fill the first 16 MiB sample vanishes into the empty 64 MiB cache at link speed;
		// the samples after it meet the cache the ones before them filled (the drive's state carries
		// over), so by the end the rate is the medium's, plus what the drive destaged in the host's
		// turnaround between samples (at most 100 ms at the inner rate, against a 16 MiB sample)
		assertTrue(value(unfilled, "write.mbps.start") > 2 * HDD.outerMegabytesPerSecond(),
				"the first sample vanishes into the cache: " + value(unfilled, "write.mbps.start"));
		double inner = HDD.innerMegabytesPerSecond();
		double turnaroundShare = inner * 0.1 / (16 * 1.048576);
		assertEquals(inner * (1 + turnaroundShare / 2), value(unfilled, "write.mbps.end"), inner * turnaroundShare / 2 + inner * 0.02,
				"the last sample meets a full cache");
	}

	@Test
	void aStripedSetWritesAtItsMembersMediumRateAcrossTheSurfaceNotAtCacheSpeed() {
		// each member of a 2-drive set gets half of the lead-in: it must still fill its cache
		TestResult read = completed(new SurfaceScan(), "raid0:hdd-7200x2:64k", "samples=50");
		TestResult write = completed(new SurfaceScan(), "raid0:hdd-7200x2:64k", "direction=write", "samples=50");
		double readMean = value(read, "read.mbps.mean");
		assertEquals(readMean, value(write, "write.mbps.mean"), readMean * 0.03,
				"writes and reads of a set of identical disks share the medium's zone curve");
		assertEquals(2 * HDD.innerMegabytesPerSecond(), value(write, "write.mbps.end"), 2 * HDD.innerMegabytesPerSecond() * 0.03);
	}

	@Test
	void aFullPassAgreesWithTheSamples() {
		TestResult full = completed(new SurfaceScan(), "hdd-7200", "coverage=full", "blockSize=1M", "samples=200");
		assertEquals(200, series(full, "read.mbps").getXValues().toArray().length);
		assertEquals(HDD.outerMegabytesPerSecond(), value(full, "read.mbps.start"), HDD.outerMegabytesPerSecond() * 0.02);
		assertEquals(HDD.innerMegabytesPerSecond(), value(full, "read.mbps.end"), HDD.innerMegabytesPerSecond() * 0.02);
		TestResult sampled = completed(new SurfaceScan(), "hdd-7200", "blockSize=1M", "samples=200");
		assertEquals(value(sampled, "read.mbps.mean"), value(full, "read.mbps.mean"), value(sampled, "read.mbps.mean") * 0.02);
	}

	@Test
	void theSsdWritesAtItsSlcRateUntilTheCacheIsFullThenAtItsTlcRate() {
		TestResult r = completed(new SurfaceScan(), "ssd-slc", "direction=write", "coverage=full", "blockSize=2M",
				"samples=1000");
		assertEquals(SSD.slcWriteMegabytesPerSecond(), value(r, "write.mbps.start"), SSD.slcWriteMegabytesPerSecond() * 0.03);
		assertEquals(SSD.tlcWriteMegabytesPerSecond(), value(r, "write.mbps.end"), SSD.tlcWriteMegabytesPerSecond() * 0.03);
		Series profile = series(r, "write.mbps");
		double[] gb = profile.getXValues().toArray();
		double[] mbps = profile.getYValues().toArray();
		int firstSlow = 0;
		while (mbps[firstSlow] > (SSD.slcWriteMegabytesPerSecond() + SSD.tlcWriteMegabytesPerSecond()) / 2) {
			firstSlow++;
		}
		assertEquals(SSD.slcCacheBytes() / 1e9, gb[firstSlow], 1.1, "the rate falls where the SLC cache is full");
		assertEquals(AxisScale.LINEAR, profile.getXScale());
	}

	@Test
	void aCancelledScanKeepsTheSamplesItMeasuredButClaimsNoEnd() {
		TestResult r = SimulatedTestRuns.cancelledAfterSteps(new SurfaceScan(), "hdd-7200", 100);
		assertEquals(ResultStatus.CANCELLED, r.getStatus());
		int points = series(r, "read.mbps").getXValues().toArray().length;
		assertTrue(points >= 100 && points < 500, points + " samples");
		assertTrue(r.getMetrics().stream().noneMatch(m -> m.getKey().equals("read.mbps.end")));
		assertEquals(HDD.outerMegabytesPerSecond(), value(r, "read.mbps.start"), HDD.outerMegabytesPerSecond() * 0.02);
	}

	@Test
	void outOfRangeParametersAreRejectedNamingThem() {
		SurfaceScan test = new SurfaceScan();
		for (Map.Entry<String, String> bad : List.of(Map.entry("samples", "1"), Map.entry("sampleSize", "4k"),
				Map.entry("blockSize", "256"), Map.entry("queueDepth", "0"), Map.entry("coverage", "half"),
				Map.entry("cacheFill", "8G"))) {
			InvalidParameterException e = assertThrows(InvalidParameterException.class,
					() -> ParameterValues.resolve(test.descriptor().id(), test.parameters(), Map.ofEntries(bad)));
			assertEquals(bad.getKey(), e.key());
			assertTrue(e.getMessage().startsWith("linear.surface: " + bad.getKey() + " = \"" + bad.getValue() + "\": "),
					e.getMessage());
		}
		assertFalse(test.writes(ParameterValues.resolve(test.descriptor().id(), test.parameters(), Map.of())));
		assertTrue(test.writes(ParameterValues.resolve(test.descriptor().id(), test.parameters(), Map.of("direction", "write"))));
		TestResult tooLarge = SimulatedTestRuns.run(test, "hdd-7200", "blockSize=1M", "sampleSize=1M");
		assertEquals(ResultStatus.FAILED, tooLarge.getStatus());
		assertEquals("sampleSize = 1MiB: must hold at least 8 x 1 MiB (8 MiB) with blocks of 1 MiB",
				tooLarge.getMessages().get(0).getText());
	}
}
