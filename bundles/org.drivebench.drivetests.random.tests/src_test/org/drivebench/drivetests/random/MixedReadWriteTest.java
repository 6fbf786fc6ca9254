package org.drivebench.drivetests.random;

import static org.drivebench.core.testing.ParameterRejections.rejection;
import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.series;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.drivebench.core.api.ParameterValues;
import org.drivebench.engine.sim.SsdParameters;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

class MixedReadWriteTest {
	@Test
	void onTheSsdEveryShareOfWritesCostsThroughput() {
		SsdParameters ssd = SsdParameters.slcSata();
		TestResult r = completed(new MixedReadWrite(), "ssd-slc");
		// the first step, all writes, fills the SLC cache in its first minute: 12 GB at the SLC rate,
		// then the TLC rate for the rest (steps follow one another at once: no idle to fold in)
		double slcSeconds = ssd.slcCacheBytes() / (ssd.slcWriteMegabytesPerSecond() * 1e6);
		double r0 = (ssd.slcCacheBytes() / 1e6 + (60 - slcSeconds) * ssd.tlcWriteMegabytesPerSecond()) / 60;
		assertEquals(r0, value(r, "mixed.mbps.r0"), r0 * 0.03, "all writes, on a fresh SLC cache");
		// the steps after it meet a full SLC cache: writes at the TLC rate, and every share of reads
		// more adds throughput
		assertTrue(value(r, "mixed.mbps.r10") < value(r, "mixed.mbps.r0"), "the SLC cache the first step used is gone");
		for (int share = 20; share <= 100; share += 10) {
			assertTrue(value(r, "mixed.mbps.r" + share) >= value(r, "mixed.mbps.r" + (share - 10)) * 0.99, share + " % read");
		}
		assertEquals(ssd.interfaceMegabytesPerSecond(), value(r, "mixed.mbps.r100"), ssd.interfaceMegabytesPerSecond() * 0.02);
		assertTrue(value(r, "mixed.mbps.r0") < 0.6 * value(r, "mixed.mbps.r100"));
		assertEquals(11, series(r, "mixed.mbps").getXValues().toArray().length);
		assertEquals("%", series(r, "mixed.mbps").getXUnit());
	}

	@Test
	void onTheDiskTheWriteCacheMakesPureWritesFasterThanAMix() {
		TestResult r = completed(new MixedReadWrite(), "hdd-7200");
		// dirty data gives the drive more to reorder than its 32 queued reads
		assertTrue(value(r, "mixed.mbps.r0") > 1.05 * value(r, "mixed.mbps.r50"),
				value(r, "mixed.mbps.r0") + " against " + value(r, "mixed.mbps.r50"));
	}

	@Test
	void itWritesUnlessEveryShareIsAllReads() {
		MixedReadWrite test = new MixedReadWrite();
		assertTrue(test.writes(ParameterValues.resolve(test.descriptor().id(), test.parameters(), Map.of())));
		assertFalse(test.writes(ParameterValues.resolve(test.descriptor().id(), test.parameters(), Map.of("readShares", "100"))));
		rejection(test, "readShares", "50, 101");
		rejection(test, "randomShare", "-1");
	}
}
