package org.drivebench.engine.sim;

/**
 * The zone curve as the model's documentation states it, derived from the parameters alone (not from
 * {@link ZonedLayout}): zone z of Z transfers at outer - (outer - inner) z / (Z - 1) MB/s, and the
 * zones span equal cylinder counts, so each holds bytes in proportion to its rate.
 */
final class ZoneOracle {
	final double[] megabytesPerSecond;
	final double[] zoneStart;

	ZoneOracle(HddParameters p) {
		int zones = p.zones();
		megabytesPerSecond = new double[zones];
		zoneStart = new double[zones + 1];
		double sum = 0;
		for (int z = 0; z < zones; z++) {
			megabytesPerSecond[z] = p.outerMegabytesPerSecond()
					- (p.outerMegabytesPerSecond() - p.innerMegabytesPerSecond()) * z / (zones - 1);
			sum += megabytesPerSecond[z];
		}
		double cumulative = 0;
		for (int z = 0; z < zones; z++) {
			zoneStart[z] = p.capacityBytes() * cumulative / sum;
			cumulative += megabytesPerSecond[z];
		}
		zoneStart[zones] = p.capacityBytes();
	}

	/** Seconds the bytes from {@code from} to {@code to} take to pass under the head. */
	double seconds(double from, double to) {
		double s = 0;
		for (int z = 0; z < megabytesPerSecond.length; z++) {
			double a = Math.max(from, zoneStart[z]);
			double b = Math.min(to, zoneStart[z + 1]);
			if (b > a) {
				s += (b - a) / (megabytesPerSecond[z] * 1e6);
			}
		}
		return s;
	}

	double megabytesPerSecondAt(double offset) {
		for (int z = megabytesPerSecond.length - 1; z >= 0; z--) {
			if (offset >= zoneStart[z]) {
				return megabytesPerSecond[z];
			}
		}
		return megabytesPerSecond[0];
	}
}
