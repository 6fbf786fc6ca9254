package org.drivebench.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The transfer sizes of a workload: one block size, or sizes with weights (Iometer's access
 * specifications, e.g. the file-server pattern 512 B 10 %, 4 KiB 60 %, 64 KiB 10 %, ...).
 *
 * <p>Sampling is a table lookup with no allocation: {@link #pick(long)} maps a uniform random
 * number to a size.
 */
public final class SizeDistribution {
	/** One size and its weight (any positive integer; weights need not add up to 100). */
	public record Entry(int sizeBytes, int weight) {
	}

	private final List<Entry> entries;
	private final int[] sizes;
	private final long[] cumulative;
	private final long totalWeight;

	private SizeDistribution(List<Entry> entries) {
		this.entries = Collections.unmodifiableList(new ArrayList<>(entries));
		sizes = new int[entries.size()];
		cumulative = new long[entries.size()];
		long sum = 0;
		for (int i = 0; i < entries.size(); i++) {
			sizes[i] = entries.get(i).sizeBytes();
			sum += Math.max(0, entries.get(i).weight());
			cumulative[i] = sum;
		}
		totalWeight = sum;
	}

	/** Every I/O of {@code sizeBytes}. */
	public static SizeDistribution fixed(int sizeBytes) {
		return new SizeDistribution(List.of(new Entry(sizeBytes, 1)));
	}

	/** Sizes with weights. */
	public static SizeDistribution weighted(List<Entry> entries) {
		return new SizeDistribution(entries);
	}

	/** Every multiple of {@code step} from {@code min} to {@code max} with equal weight (DevTest's random sizes). */
	public static SizeDistribution uniform(int min, int max, int step) {
		if (step <= 0 || min <= 0 || max < min) {
			throw new InvalidWorkloadException("sizes", "uniform " + min + ".." + max + " step " + step
					+ ": needs 0 < min <= max and step > 0");
		}
		List<Entry> list = new ArrayList<>();
		for (long s = min; s <= max; s += step) {
			list.add(new Entry((int) s, 1));
		}
		return new SizeDistribution(list);
	}

	public List<Entry> entries() {
		return entries;
	}

	public boolean isFixed() {
		return sizes.length == 1;
	}

	public int minSize() {
		int min = Integer.MAX_VALUE;
		for (int s : sizes) {
			min = Math.min(min, s);
		}
		return min;
	}

	public int maxSize() {
		int max = 0;
		for (int s : sizes) {
			max = Math.max(max, s);
		}
		return max;
	}

	/** The mean transfer size, weighted. */
	public double meanSize() {
		double sum = 0;
		long previous = 0;
		for (int i = 0; i < sizes.length; i++) {
			sum += (double) sizes[i] * (cumulative[i] - previous);
			previous = cumulative[i];
		}
		return sum / totalWeight;
	}

	/**
	 * The size for a uniform random number (any long; its unsigned remainder by the total weight is
	 * used).
	 */
	public int pick(long random) {
		if (sizes.length == 1) {
			return sizes[0];
		}
		long r = Long.remainderUnsigned(random, totalWeight);
		int lo = 0;
		int hi = cumulative.length - 1;
		while (lo < hi) {
			int mid = (lo + hi) >>> 1;
			if (cumulative[mid] > r) {
				hi = mid;
			} else {
				lo = mid + 1;
			}
		}
		return sizes[lo];
	}

	void validate() {
		if (entries.isEmpty()) {
			throw new InvalidWorkloadException("sizes", "is empty: give a block size or at least one size with a weight");
		}
		for (Entry e : entries) {
			if (e.sizeBytes() < 512 || e.sizeBytes() > 64 * 1024 * 1024) {
				throw new InvalidWorkloadException("sizes", "= " + e.sizeBytes() + " bytes: each size must be 512 B to 64 MiB");
			}
			if (e.sizeBytes() % 512 != 0) {
				throw new InvalidWorkloadException("sizes", "= " + e.sizeBytes() + " bytes: each size must be a multiple of 512 B");
			}
			if (e.weight() <= 0) {
				throw new InvalidWorkloadException("sizes", "weight of " + e.sizeBytes() + " B = " + e.weight() + ": weights must be positive");
			}
		}
	}

	@Override
	public String toString() {
		if (isFixed()) {
			return Sizes.format(sizes[0]);
		}
		StringBuilder sb = new StringBuilder();
		for (Entry e : entries) {
			if (!sb.isEmpty()) {
				sb.append(", ");
			}
			sb.append(Sizes.format(e.sizeBytes())).append(' ').append(e.weight());
		}
		return sb.toString();
	}
}
