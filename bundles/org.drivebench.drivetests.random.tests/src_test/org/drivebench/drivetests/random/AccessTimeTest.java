package org.drivebench.drivetests.random;

import static org.drivebench.core.testing.ParameterRejections.rejection;
import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.series;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.drivebench.engine.sim.HddParameters;
import org.drivebench.engine.sim.SsdParameters;
import org.drivebench.engine.sim.Variation;
import org.drivebench.model.SeriesKind;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

class AccessTimeTest {
	/**
	 * What a random access costs on average: the datasheet's average seek, half a revolution, the host's
	 * time and the command overhead (the transfer of 4 KiB is a few microseconds; the jitter is centred).
	 */
	static double modelAccessMillis(HddParameters hdd) {
		return (hdd.averageSeekNanos() + hdd.revolutionNanos() / 2 + hdd.hostOverheadNanos() + hdd.commandOverheadNanos())
				/ 1e6;
	}

	/**
	 * The slowest access: a full stroke at its longest jitter, a whole revolution, the host and the
	 * command at its longest, and one of the drive's own pauses (calibration) that it may have to wait out.
	 */
	static double worstAccessMillis(HddParameters hdd) {
		Variation v = hdd.variation();
		return (hdd.fullStrokeSeekNanos() * (1 + v.mediaJitter()) + hdd.revolutionNanos() + hdd.hostOverheadNanos()
				+ hdd.commandOverheadNanos() * (1 + v.commandJitter()) + v.pauseNanos()) / 1e6;
	}

	/** An SSD's 4 KiB read: host, command, a page read and 4 KiB over the link. */
	static double ssdAccessMillis(SsdParameters ssd) {
		return (ssd.hostOverheadNanos() + ssd.commandOverheadNanos() + ssd.pageReadNanos()
				+ 4096 / (ssd.interfaceMegabytesPerSecond() * 1e-3)) / 1e6;
	}

	@Test
	void theAccessTimeIsASeekAndHalfARevolution() {
		for (HddParameters hdd : new HddParameters[] { HddParameters.desktop7200(), HddParameters.sas15k() }) {
			TestResult r = completed(new AccessTime(), hdd.name());
			double mean = value(r, "read.access-time.mean");
			double model = modelAccessMillis(hdd);
			// random LBAs crowd the outer cylinders, which hold more bytes: seeks a little shorter than the
			// datasheet's average over random cylinders
			assertTrue(mean > 0.9 * model && mean < 1.03 * model, hdd.name() + ": " + mean + " ms against " + model);
			assertTrue(value(r, "read.access-time.max") <= worstAccessMillis(hdd) * 1.01, hdd.name());
			assertEquals(1000 / mean, value(r, "read.iops"), 1000 / mean * 0.01, "at queue depth 1 IOPS are 1 / access time");
		}
	}

	@Test
	void everyAccessIsAPointOfTheScatterOverTheWholeSurface() {
		HddParameters hdd = HddParameters.desktop7200();
		TestResult r = completed(new AccessTime(), "hdd-7200");
		var scatter = series(r, "read.access-time");
		assertEquals(SeriesKind.SCATTER, scatter.getKind());
		double[] gb = scatter.getXValues().toArray();
		double[] ms = scatter.getYValues().toArray();
		assertEquals(2000, gb.length);
		assertTrue(Arrays.stream(gb).min().orElseThrow() < 0.05 * hdd.capacityBytes() / 1e9);
		assertTrue(Arrays.stream(gb).max().orElseThrow() > 0.95 * hdd.capacityBytes() / 1e9);
		assertEquals(value(r, "read.access-time.mean"), Arrays.stream(ms).average().orElseThrow(), 0.01);
		assertEquals(2000, r.getHistograms().get(0).getCount());
	}

	@Test
	void theSsdAnswersInAHundredMicroseconds() {
		// host, command, a page read and 4 KiB over the link: about 100 us (the class's datasheets: 10,000
		// IOPS at QD1), against 12 ms for a desktop disk
		double expected = ssdAccessMillis(SsdParameters.slcSata());
		TestResult r = completed(new AccessTime(), "ssd-slc");
		assertEquals(expected, value(r, "read.access-time.mean"), expected * 0.02);
	}

	@Test
	void aRampRunsUncountedAccessesFirstAndTheCountedOnesAreStillTheModelsAccessTime() {
		// 1 s of ramp is about 10,000 accesses of ~100 us on this SSD: none of them may reach a figure
		double expected = ssdAccessMillis(SsdParameters.slcSata());
		TestResult r = completed(new AccessTime(), "ssd-slc", "rampTime=1s");
		long counted = r.getHistograms().get(0).getCount();
		// the access in flight when the ramp ends completes in the measured time and counts, as in fio
		assertTrue(counted >= 2000 && counted <= 2001, counted + " accesses counted, 2000 asked");
		assertEquals(expected, value(r, "read.access-time.mean"), expected * 0.02);
		// the measured time starts at the ramp's end: IOPS stay 1 / access time, not 2000 / (1 s + 0.2 s)
		assertEquals(1000 / expected, value(r, "read.iops"), 1000 / expected * 0.02);
		assertEquals(counted, series(r, "read.access-time").getXValues().size(), "one scatter point per counted access");
	}

	@Test
	void outOfRangeParametersAreRejectedNamingThem() {
		rejection(new AccessTime(), "ios", "5");
		rejection(new AccessTime(), "blockSize", "100M");
		rejection(new AccessTime(), "direction", "both");
		rejection(new AccessTime(), "rampTime", "2h");
	}
}
