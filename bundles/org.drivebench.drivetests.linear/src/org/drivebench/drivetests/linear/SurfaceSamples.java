package org.drivebench.drivetests.linear;

import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.drivetests.linear.api.LinearTests;
import org.drivebench.engine.Measurement.PositionProfile;
import org.drivebench.engine.Sizes;
import org.drivebench.engine.Target;

/**
 * What each sample of a sampled surface scan transfers: a lead-in, then the measured bytes, all cut
 * into equal parts that are whole blocks on 4 KiB (or logical block) boundaries. One engine run
 * covers lead-in and sample with a position bucket per part, so its position profile tells them apart.
 *
 * @param part        bytes of one part
 * @param leadInParts parts before the measured ones
 * @param sampleParts measured parts
 */
record SurfaceSamples(long part, int leadInParts, int sampleParts) {
	/** A sample is measured in this many parts. */
	static final int PARTS_PER_SAMPLE = 8;

	/**
	 * Reads lead in with one part, which absorbs the seek to the sample. Writes lead in with
	 * {@code cacheFill} bytes (at least one part): a write-back cache swallows the first tens of
	 * megabytes at link speed, and the medium's rate shows only once the cache is full.
	 *
	 * @throws InvalidParameterException naming sampleSize or cacheFill when a sample does not fit
	 */
	static SurfaceSamples of(ParameterValues v, Target target) {
		long blockSize = v.size(StandardParameters.BLOCK_SIZE);
		long unit = lcm(blockSize, Math.max(4096, target.logicalBlockSize()));
		long part = v.size(LinearTests.SAMPLE_SIZE) / PARTS_PER_SAMPLE / unit * unit;
		if (part == 0) {
			throw new InvalidParameterException(LinearTests.SAMPLE_SIZE, "sampleSize = " + v.format(LinearTests.SAMPLE_SIZE) + ": must hold at least "
					+ PARTS_PER_SAMPLE + " x " + Sizes.format(unit) + " (" + Sizes.format(PARTS_PER_SAMPLE * unit)
					+ ") with blocks of " + Sizes.format(blockSize));
		}
		long fill = StandardParameters.writes(v) ? v.size(LinearTests.CACHE_FILL) : 0;
		SurfaceSamples samples = new SurfaceSamples(part, (int) Math.max(1, Math.ceilDiv(fill, part)), PARTS_PER_SAMPLE);
		if (samples.runBytes() > target.sizeBytes()) {
			String key = fill > part ? LinearTests.CACHE_FILL : LinearTests.SAMPLE_SIZE;
			throw new InvalidParameterException(key, key + " = " + v.format(key) + ": a sample with its lead-in ("
					+ Sizes.format(samples.runBytes()) + ") is larger than " + target.name() + " ("
					+ Sizes.format(target.sizeBytes()) + ")");
		}
		return samples;
	}

	long leadIn() {
		return leadInParts * part;
	}

	long sampleBytes() {
		return sampleParts * part;
	}

	/** Bytes one sample's run transfers: lead-in and sample. */
	long runBytes() {
		return leadIn() + sampleBytes();
	}

	/** Position buckets of one run: one per part. */
	int parts() {
		return leadInParts + sampleParts;
	}

	/**
	 * Where the measured bytes of each of {@code count} samples start: evenly spaced from the first
	 * place a lead-in fits before them to the last place they fit, on part boundaries.
	 */
	long[] starts(Target target, int count) {
		long first = leadIn();
		long last = (target.sizeBytes() - sampleBytes()) / part * part;
		long[] starts = new long[count];
		for (int i = 0; i < count; i++) {
			starts[i] = first + (long) ((double) (last - first) * i / (count - 1)) / part * part;
		}
		return starts;
	}

	/** The rate of the measured parts of one run: equal byte counts, so the harmonic mean of their rates. */
	double rateAfterLeadIn(PositionProfile profile) {
		double seconds = 0;
		int n = 0;
		double[] rates = profile.megabytesPerSecond();
		for (int k = leadInParts; k < rates.length; k++) {
			if (rates[k] > 0 && Double.isFinite(rates[k])) {
				seconds += 1 / rates[k];
				n++;
			}
		}
		return n == 0 ? Double.NaN : n / seconds;
	}

	private static long lcm(long a, long b) {
		long x = a;
		long y = b;
		while (y != 0) {
			long t = x % y;
			x = y;
			y = t;
		}
		return a / x * b;
	}
}
