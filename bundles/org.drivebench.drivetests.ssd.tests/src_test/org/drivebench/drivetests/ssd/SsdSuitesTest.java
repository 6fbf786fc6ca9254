package org.drivebench.drivetests.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.drivebench.model.Suite;
import org.junit.jupiter.api.Test;

/** The SSD family's own suite. */
class SsdSuitesTest {
	@Test
	void theReviewFillsTheWholeTargetTwiceHoldsAWriteUntilTheDriveThrottlesThenMeasuresLatencyUnderLoad() {
		List<Suite> suites = new SsdSuites().suites();
		assertEquals(List.of("ssd-review", "ssd-pts"), suites.stream().map(Suite::getId).toList());
		assertEquals(List.of("ssd.sustained-write [blockSize=128k, queueDepth=32, recovery=5min, sampleBytes=1G]",
				"ssd.sustained-write [blockSize=1m, queueDepth=1, sampleTime=0.5s]",
				"ssd.thermal [blockSize=128k, duration=10min, queueDepth=32]",
				"ssd.latency-under-load [blockSize=4k, maxTime=10s, queueDepth=32, timePerRate=10s]"),
				suites.get(0).getEntries().stream().map(e -> e.getTestId() + " "
						+ e.getParameters().stream().map(p -> p.getKey() + "=" + p.getValue()).sorted().toList()).toList());
	}

	@Test
	void thePtsSuitePurgesWhereItCanAndOtherwiseRunsPtsOwnSettings() {
		Suite pts = new SsdSuites().suites().get(1);
		assertEquals("ssd-pts", pts.getId());
		assertEquals(List.of("ssd.pts-iops [purge=discard]", "ssd.pts-throughput [purge=discard]", "ssd.pts-latency [purge=discard]"), pts.getEntries().stream().map(e -> e.getTestId() + " "
				+ e.getParameters().stream().map(p -> p.getKey() + "=" + p.getValue()).sorted().toList()).toList());
	}
}
