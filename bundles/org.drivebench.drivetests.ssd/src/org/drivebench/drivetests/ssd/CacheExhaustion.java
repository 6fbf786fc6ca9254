package org.drivebench.drivetests.ssd;

import java.util.Arrays;

/**
 * Where a sequential write's rate falls off the SLC cache, read from its rate curve. The rule: the
 * starting rate is the median of the first {@value #START_SAMPLES} samples; the cache ends in the first
 * sample whose rate is below {@code dropShare} of it and stays there (the median of the next
 * {@value #START_SAMPLES} samples is below too, and so are most of the next twentieth of the curve's samples:
 * a dip the rate recovers from, a host's hiccup or a few seconds of thermal throttling, is no end of the
 * cache); the rate in the cache is the median of the samples
 * before that one (the first ones may be faster still: a controller's buffer takes them at link speed),
 * the rate after the cache the median of the samples after it. That sample is part cache, part not: its bytes at the starting rate and the
 * rest at the rate after take its measured time, which places the end inside it.
 *
 * @param found        whether the rate fell (false: the cache outlasted the write, or none was seen)
 * @param cacheBytes   bytes written before the rate fell; all bytes written when not found
 * @param cacheRate    the rate in the cache, MB/s
 * @param afterRate    the rate after the cache, MB/s (NaN when not found)
 * @param firstSlow    index of the sample the cache ends in (the number of samples when not found)
 */
record CacheExhaustion(boolean found, double cacheBytes, double cacheRate, double afterRate, int firstSlow) {
	/** Samples whose median is the starting rate. */
	static final int START_SAMPLES = 3;
	/**
	 * The rate must stay below over this share of the curve's samples after a fall (at least
	 * {@value #START_SAMPLES}): a dip shorter than a twentieth of the write is no phase's end.
	 */
	static final int STAY_DIVISOR = 20;

	/**
	 * @param ends      bytes written at the end of each sample, increasing
	 * @param rates     each sample's rate, MB/s
	 * @param dropShare the share of the starting rate, 0 to 1, below which the cache counts as full
	 */
	static CacheExhaustion of(double[] ends, double[] rates, double dropShare) {
		if (rates.length == 0 || ends.length != rates.length) {
			throw new IllegalArgumentException(rates.length + " rates for " + ends.length + " sample ends");
		}
		double start = median(rates, 0, Math.min(START_SAMPLES, rates.length));
		double threshold = dropShare * start;
		// slowBefore[k]: samples before sample k below the threshold
		int[] slowBefore = new int[rates.length + 1];
		for (int k = 0; k < rates.length; k++) {
			slowBefore[k + 1] = slowBefore[k] + (rates[k] < threshold ? 1 : 0);
		}
		int window = Math.max(START_SAMPLES, rates.length / STAY_DIVISOR);
		int i = 0;
		while (i < rates.length && (rates[i] >= threshold
				|| i + 1 < rates.length && (median(rates, i + 1, Math.min(rates.length, i + 1 + START_SAMPLES)) >= threshold
						|| !mostlySlow(slowBefore, i + 1, Math.min(rates.length, i + 1 + window))))) {
			i++;
		}
		if (i == rates.length) {
			return new CacheExhaustion(false, ends[ends.length - 1], median(rates, 0, i), Double.NaN, i);
		}
		double cache = i == 0 ? start : median(rates, 0, i);
		double after = i + 1 < rates.length ? median(rates, i + 1, rates.length) : rates[i];
		double begin = i == 0 ? 0 : ends[i - 1];
		double bytes = ends[i] - begin;
		// bytes/rate = x/cache + (bytes - x)/after, solved for x, the sample's bytes still in the cache
		double inCache = after >= cache ? 0 : bytes * (1 / rates[i] - 1 / after) / (1 / cache - 1 / after);
		return new CacheExhaustion(true, begin + Math.max(0, Math.min(bytes, inCache)), cache, after, i);
	}

	/** Whether more than half of the samples {@code [from, to)} are below the threshold {@code slowBefore} counts. */
	private static boolean mostlySlow(int[] slowBefore, int from, int to) {
		return 2 * (slowBefore[to] - slowBefore[from]) > to - from;
	}

	/** The median of {@code values[from, to)}. */
	static double median(double[] values, int from, int to) {
		double[] part = Arrays.copyOfRange(values, from, to);
		Arrays.sort(part);
		int n = part.length;
		return n % 2 == 1 ? part[n / 2] : (part[n / 2 - 1] + part[n / 2]) / 2;
	}
}
