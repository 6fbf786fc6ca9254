package org.drivebench.drivetests.ssd;

import org.drivebench.engine.Measurement;
import org.drivebench.engine.Measurement.Intervals;
import org.drivebench.engine.Measurement.PositionProfile;

/**
 * A write's rate against the bytes written: one sample per {@code sampleBytes} of the target (the
 * engine's position buckets) or per {@code sampleTime} (its intervals). A cancelled write keeps the
 * samples it finished.
 *
 * @param ends  bytes written at the end of each sample, increasing
 * @param rates each sample's rate, MB/s
 */
record RateCurve(double[] ends, double[] rates) {
	/** The curve of a write sampled by position, {@code amount} bytes long. */
	static RateCurve ofPositions(PositionProfile profile, long amount) {
		double[] starts = profile.bucketStart();
		double[] mbps = profile.megabytesPerSecond();
		int n = measured(mbps);
		double[] ends = new double[n];
		for (int k = 0; k < n; k++) {
			ends[k] = k + 1 < starts.length ? starts[k + 1] : amount;
		}
		return new RateCurve(ends, java.util.Arrays.copyOf(mbps, n));
	}

	/** The curve of a write sampled by time: each interval's bytes are its rate over the time it covers. */
	static RateCurve ofIntervals(Measurement m) {
		Intervals in = m.intervals();
		double length = in.intervalNanos() / 1e9;
		double elapsed = m.elapsedNanos() / 1e9;
		int n = measured(in.megabytesPerSecond());
		double[] ends = new double[n];
		double written = 0;
		for (int k = 0; k < n; k++) {
			double covered = Math.min(length, elapsed - in.startSeconds()[k]);
			written += in.megabytesPerSecond()[k] * 1e6 * Math.max(0, covered);
			ends[k] = written;
		}
		return new RateCurve(ends, java.util.Arrays.copyOf(in.megabytesPerSecond(), n));
	}

	/** The samples up to the first without a rate (a cancelled write's end). */
	private static int measured(double[] rates) {
		int n = 0;
		while (n < rates.length && Double.isFinite(rates[n]) && rates[n] > 0) {
			n++;
		}
		return n;
	}

	int size() {
		return rates.length;
	}

	/** Bytes written at the end, 0 for an empty curve. */
	double written() {
		return ends.length == 0 ? 0 : ends[ends.length - 1];
	}

	/** The x values of its chart: GB written at each sample's end. */
	double[] endGigabytes() {
		double[] gb = new double[ends.length];
		for (int k = 0; k < gb.length; k++) {
			gb[k] = ends[k] / 1e9;
		}
		return gb;
	}

	/** The samples from {@code from} on, their ends still counted from the curve's start. */
	RateCurve from(int from) {
		return new RateCurve(java.util.Arrays.copyOfRange(ends, from, ends.length), java.util.Arrays.copyOfRange(rates, from, rates.length));
	}
}
