package org.drivebench.engine.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SeekCurveTest {
	private static final long C = 272_782;
	private final SeekCurve curve = new SeekCurve(C, 1_000_000, 8_500_000, 17_000_000);

	@Test
	void endsAreTrackToTrackAndFullStroke() {
		assertEquals(0, curve.seekNanos(0));
		assertEquals(1_000_000, curve.seekNanos(1), 1e-6);
		assertEquals(17_000_000, curve.seekNanos(C - 1), 1e-3);
	}

	@Test
	void meanOverRandomCylinderPairsIsTheAverageSeek() {
		// exact discrete mean: two uniform cylinders are d apart with probability 2 (C - d) / C^2
		double mean = 0;
		for (long d = 1; d < C; d++) {
			mean += 2.0 * (C - d) / ((double) C * C) * curve.seekNanos(d);
		}
		assertEquals(8_500_000, mean, 8_500_000 * 0.002);
	}

	@Test
	void growsWithDistanceLikeASquareRootThenLinearly() {
		double previous = 0;
		for (long d = 1; d < C; d += 997) {
			double t = curve.seekNanos(d);
			assertTrue(t > previous, "seek must grow with distance at " + d);
			previous = t;
		}
		// short seeks: four times the distance, twice the time beyond track-to-track
		long d = 1000;
		double ratio = (curve.seekNanos(4 * d + 1) - 1_000_000) / (curve.seekNanos(d + 1) - 1_000_000);
		assertEquals(2.0, ratio, 1e-9);
		// long seeks: equal steps, equal increments
		long k = (long) (curve.knee() * C) + 10;
		double step1 = curve.seekNanos(k + 10_000) - curve.seekNanos(k);
		double step2 = curve.seekNanos(k + 20_000) - curve.seekNanos(k + 10_000);
		assertEquals(step1, step2, step1 * 1e-9);
	}

	@Test
	void anAverageNoCurveOfThisShapeHasIsRefused() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> new SeekCurve(C, 1_000_000, 12_000_000, 17_000_000));
		assertTrue(e.getMessage().startsWith("averageSeekNanos = 12000000"), e.getMessage());
	}
}
