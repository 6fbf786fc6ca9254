package org.drivebench.engine.sim;

/**
 * Seek time against distance in cylinders. A short seek accelerates the arm for half the way and
 * brakes for the rest, so its time grows with the square root of the distance; a long one reaches
 * the arm's top speed and coasts, so it grows linearly. With {@code x = (d - 1) / (C - 2)}, the
 * fraction of the stroke beyond one cylinder:
 *
 * <pre>
 *   seek(0) = 0
 *   seek(x) = t2t + A sqrt(x)                 for x &lt;= k
 *   seek(x) = t2t + A sqrt(k) + B (x - k)     for x &gt;  k,   B = A / (2 sqrt(k))
 * </pre>
 *
 * The slope is continuous at the knee {@code k}; {@code seek(1)} is the full stroke. {@code A} and
 * {@code k} are solved so that the mean over uniformly random pairs of cylinders (distance density
 * {@code 2 (1 - x)}) is the datasheet's average seek.
 */
final class SeekCurve {
	private static final int INTEGRATION_STEPS = 20_000;

	private final long cylinders;
	private final double perCylinder;
	private final double trackToTrack;
	private final double sqrtCoefficient;
	private final double knee;
	private final double sqrtKnee;
	private final double slope;

	/**
	 * @throws IllegalArgumentException when no curve of this shape has that average (it must lie between
	 *                                  a straight line's and a pure square root's)
	 */
	SeekCurve(long cylinders, double trackToTrackNanos, double averageNanos, double fullStrokeNanos) {
		if (cylinders < 3) {
			throw new IllegalArgumentException("cylinders = " + cylinders + ": a seek curve needs at least 3");
		}
		this.cylinders = cylinders;
		this.perCylinder = 1.0 / (cylinders - 2);
		this.trackToTrack = trackToTrackNanos;
		double span = fullStrokeNanos - trackToTrackNanos;
		double linearMean = trackToTrackNanos + span / 3;
		double sqrtMean = trackToTrackNanos + span * 8 / 15;
		if (averageNanos <= linearMean || averageNanos >= sqrtMean) {
			throw new IllegalArgumentException(String.format(
					"averageSeekNanos = %.0f: with track-to-track %.0f and full stroke %.0f ns it must lie between %.0f and %.0f",
					averageNanos, trackToTrackNanos, fullStrokeNanos, linearMean, sqrtMean));
		}
		double lo = 1e-9;
		double hi = 1;
		for (int i = 0; i < 60; i++) {
			double mid = (lo + hi) / 2;
			if (meanForKnee(mid, span) < averageNanos - trackToTrackNanos) {
				lo = mid;
			} else {
				hi = mid;
			}
		}
		knee = (lo + hi) / 2;
		sqrtKnee = Math.sqrt(knee);
		sqrtCoefficient = coefficient(knee, span);
		slope = sqrtCoefficient / (2 * sqrtKnee);
	}

	/** A from full stroke and slope continuity: A sqrt(k) + A (1 - k) / (2 sqrt(k)) = span. */
	private static double coefficient(double k, double span) {
		return 2 * span * Math.sqrt(k) / (1 + k);
	}

	/** Mean of seek - t2t over random cylinder pairs for a knee at {@code k} (Simpson's rule). */
	private static double meanForKnee(double k, double span) {
		double a = coefficient(k, span);
		double b = a / (2 * Math.sqrt(k));
		double h = 1.0 / INTEGRATION_STEPS;
		double sum = 0;
		for (int i = 0; i <= INTEGRATION_STEPS; i++) {
			double x = i * h;
			double f = (x <= k ? a * Math.sqrt(x) : a * Math.sqrt(k) + b * (x - k)) * 2 * (1 - x);
			sum += f * (i == 0 || i == INTEGRATION_STEPS ? 1 : (i % 2 == 1 ? 4 : 2));
		}
		return sum * h / 3;
	}

	/** Seek time for a distance of {@code distance} cylinders (0 for none). */
	double seekNanos(long distance) {
		if (distance == 0) {
			return 0;
		}
		double x = (distance - 1) * perCylinder;
		if (x <= knee) {
			return trackToTrack + sqrtCoefficient * Math.sqrt(x);
		}
		return trackToTrack + sqrtCoefficient * sqrtKnee + slope * (x - knee);
	}

	/** The knee as a fraction of the stroke: shorter seeks follow the square root. */
	double knee() {
		return knee;
	}

	long cylinders() {
		return cylinders;
	}
}
