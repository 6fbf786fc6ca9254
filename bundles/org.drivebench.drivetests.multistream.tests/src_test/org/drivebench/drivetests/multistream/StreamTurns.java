package org.drivebench.drivetests.multistream;

import org.drivebench.engine.sim.HddParameters;

/**
 * What several sequential streams at queue depth 1 give on a simulated HDD, worked out from the model's
 * parameters as SIMULATION.md states them, independently of the simulator's code:
 *
 * <ul>
 * <li>Turns: a stream that follows on from its cached data has the head read its request plus the
 * sequential prefetch ({@code sequentialPrefetchBytes}); then the oldest waiting command, the next
 * stream's, goes first. So the streams take turns round-robin, each turn reading request + prefetch and
 * costing a seek to the next stream's region, on average half a revolution, and the transfer at the
 * zone's rate.</li>
 * <li>Zones: {@code zones} zones of equal cylinder count, zone z at {@code outer - (outer - inner) z /
 * (zones - 1)} MB/s, holding bytes in proportion to its rate; a cylinder of zone z holds
 * {@code heads x rate x revolution} bytes.</li>
 * <li>Seeks: {@code t2t + A sqrt(x)} up to the knee k, linear beyond, x the fraction of the stroke; A and
 * k from the full stroke and from the average over random pairs of cylinders, which this class solves in
 * closed form (the simulator integrates numerically).</li>
 * </ul>
 */
final class StreamTurns {
	private final HddParameters p;
	private final double[] rates;
	private final double[] zoneBytes;
	private final double[] cylinderBytes;
	private final double cylinders;
	private final double knee;
	private final double coefficient;

	StreamTurns(HddParameters p) {
		this.p = p;
		int zones = p.zones();
		rates = new double[zones];
		zoneBytes = new double[zones];
		cylinderBytes = new double[zones];
		double sum = 0;
		for (int z = 0; z < zones; z++) {
			rates[z] = p.outerMegabytesPerSecond() - (p.outerMegabytesPerSecond() - p.innerMegabytesPerSecond()) * z / (zones - 1);
			sum += rates[z];
		}
		double total = 0;
		for (int z = 0; z < zones; z++) {
			zoneBytes[z] = p.capacityBytes() * rates[z] / sum;
			cylinderBytes[z] = p.heads() * rates[z] * 1e6 * p.revolutionNanos() / 1e9;
			total += zoneBytes[z] / cylinderBytes[z];
		}
		cylinders = total;
		double span = (p.fullStrokeSeekNanos() - p.trackToTrackSeekNanos()) / 1e6;
		double target = (p.averageSeekNanos() - p.trackToTrackSeekNanos()) / 1e6;
		double lo = 1e-9;
		double hi = 1;
		for (int i = 0; i < 100; i++) {
			double mid = (lo + hi) / 2;
			if (meanSeekAboveTrackToTrack(mid, span) < target) {
				lo = mid;
			} else {
				hi = mid;
			}
		}
		knee = (lo + hi) / 2;
		coefficient = 2 * span * Math.sqrt(knee) / (1 + knee);
	}

	/**
	 * The mean of seek - t2t over random cylinder pairs (density 2 (1 - x)) for a knee at k, A from the
	 * full stroke and a continuous slope (A = 2 span sqrt(k) / (1 + k), B = A / (2 sqrt(k))):
	 * 2A (2/3 k^1.5 - 2/5 k^2.5) + A sqrt(k) (1 - k)^2 + B (1 - k)^3 / 3.
	 */
	private static double meanSeekAboveTrackToTrack(double k, double span) {
		double a = 2 * span * Math.sqrt(k) / (1 + k);
		double b = a / (2 * Math.sqrt(k));
		double l = 1 - k;
		return 2 * a * (2.0 / 3 * Math.pow(k, 1.5) - 2.0 / 5 * Math.pow(k, 2.5)) + a * Math.sqrt(k) * l * l + b * l * l * l / 3;
	}

	/** The cylinder of byte {@code offset}. */
	double cylinder(double offset) {
		double c = 0;
		for (int z = 0; z < rates.length; z++) {
			if (offset <= zoneBytes[z]) {
				return c + offset / cylinderBytes[z];
			}
			offset -= zoneBytes[z];
			c += zoneBytes[z] / cylinderBytes[z];
		}
		return c;
	}

	/** The media rate at byte {@code offset}, MB/s. */
	double rate(double offset) {
		for (int z = 0; z < rates.length; z++) {
			if (offset <= zoneBytes[z]) {
				return rates[z];
			}
			offset -= zoneBytes[z];
		}
		return rates[rates.length - 1];
	}

	/** The seek over {@code distance} cylinders, ms. */
	double seekMillis(double distance) {
		double x = (distance - 1) / (cylinders - 2);
		double t2t = p.trackToTrackSeekNanos() / 1e6;
		if (x <= knee) {
			return t2t + coefficient * Math.sqrt(x);
		}
		return t2t + coefficient * Math.sqrt(knee) + coefficient / (2 * Math.sqrt(knee)) * (x - knee);
	}

	/**
	 * The total MB/s of {@code streams} streams of {@code block} bytes at queue depth 1 in adjacent regions
	 * of {@code region} bytes each, near their starts: one round of turns reads request + prefetch per
	 * stream and costs, per stream, the seek to the next one's region (the last back to the first), half a
	 * revolution and the transfer at its zone's rate.
	 */
	double totalMegabytesPerSecond(int streams, long block, long region) {
		double turn = block + p.sequentialPrefetchBytes();
		double millis = 0;
		for (int i = 0; i < streams; i++) {
			double here = (double) i * region;
			double next = (double) ((i + 1) % streams) * region;
			millis += seekMillis(Math.abs(cylinder(next) - cylinder(here))) + p.revolutionNanos() / 2e6
					+ turn / (rate(here) * 1e6) * 1e3;
		}
		return streams * turn / millis / 1e3;
	}
}
