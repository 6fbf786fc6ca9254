package org.drivebench.engine.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ZonedLayoutTest {
	private final HddParameters p = HddParameters.desktop7200();
	private final ZonedLayout layout = new ZonedLayout(p);
	private final ZoneOracle oracle = new ZoneOracle(p);

	@Test
	void outerTracksAre150AndInnerTracks70MegabytesPerSecond() {
		assertEquals(150, layout.megabytesPerSecondAt(0), 1e-9);
		assertEquals(70, layout.megabytesPerSecondAt(p.capacityBytes() - 1), 1e-9);
	}

	@Test
	void zonesMatchTheDocumentedCurve() {
		for (int z = 0; z < layout.zones(); z++) {
			assertEquals(oracle.zoneStart[z], layout.zoneStart(z), 4096, "start of zone " + z);
			assertEquals(oracle.megabytesPerSecond[z], layout.rate(z) * 1e3, 1e-9, "rate of zone " + z);
		}
	}

	@Test
	void transferTakesBytesOverRateAcrossZones() {
		assertEquals(1e9, layout.transferNanos(0, 150_000_000), 1);
		long boundary = layout.zoneStart(3);
		double expected = oracle.seconds(boundary - 50_000_000, boundary + 50_000_000) * 1e9;
		assertEquals(expected, layout.transferNanos(boundary - 50_000_000, boundary + 50_000_000), expected * 1e-6);
		long from = boundary - 1_000_000;
		long to = layout.positionAfter(from, layout.transferNanos(from, boundary + 7_000_000));
		assertEquals(boundary + 7_000_000, to, 1);
	}

	@Test
	void cylindersRunOutwardToInwardWithEqualCountsPerZone() {
		assertEquals(0, layout.cylinderOf(0));
		assertEquals(layout.cylinders() - 1, layout.cylinderOf(p.capacityBytes() - 1));
		long perZone = layout.cylinderOf(layout.zoneStart(1));
		for (int z = 1; z < layout.zones(); z++) {
			assertEquals(z * perZone, layout.cylinderOf(layout.zoneStart(z)), z + 1, "first cylinder of zone " + z);
		}
		// one cylinder holds one track per head
		double trackBytes = 150e6 * p.revolutionNanos() / 1e9;
		assertEquals(1, layout.cylinderOf((long) (p.heads() * trackBytes * 1.5)));
	}

	@Test
	void aByteOneTrackFurtherLiesAtTheSameAngle() {
		double trackBytes = 150e6 * p.revolutionNanos() / 1e9;
		long a = 123_456_789;
		assertEquals(layout.angleOf(a), layout.angleOf(a + (long) trackBytes), 1e-6);
		double half = layout.angleOf(a + (long) (trackBytes / 2)) - layout.angleOf(a);
		assertEquals(0.5, half < 0 ? half + 1 : half, 1e-6);
		assertTrue(layout.angleOf(a) >= 0 && layout.angleOf(a) < 1);
	}
}
