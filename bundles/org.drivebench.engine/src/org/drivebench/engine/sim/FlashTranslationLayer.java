package org.drivebench.engine.sim;

/**
 * An SSD's page-mapped flash translation layer with greedy garbage collection, over a sample of the
 * drive's mapping units. Host writes go to the open block; when free blocks run short, the closed block
 * with the fewest valid units is collected: its valid units are written again (at the open block, as
 * the host's are: one write frontier) and it is erased. Discarded (trimmed) units are simply unmapped.
 *
 * <p>A drive of 2^28 mapping units would need two 1 GiB tables. So the layer follows one unit of every
 * group of {@code 2^sampleShift} consecutive units (at a place in the group drawn from a hash of the
 * group, so a strided workload meets as many followed units as any other), the fewest groups that keep
 * it at most {@value #MAX_FOLLOWED_UNITS} units: a complete flash translation layer of its own, with the
 * drive's over-provisioning and blocks of up to 512 units, seeing the drive's workload thinned out evenly.
 * Writes that cover whole groups (sequential ones of 2^sampleShift units or more) are followed exactly;
 * small random writes by the sample, whose garbage collection stands for the drive's (each followed unit
 * for 2^sampleShift). A drive of at most {@value #MAX_FOLLOWED_UNITS} units is followed whole.
 *
 * <p>Tables in primitive arrays, allocated once (about 36 MB at the most); nothing is allocated per write.
 * Greedy selection in constant time: closed blocks are kept in lists by valid count.
 */
final class FlashTranslationLayer {
	/** The most mapping units the layer follows (2^22: 16 MiB of map and about as much of reverse map). */
	static final int MAX_FOLLOWED_UNITS = 1 << 22;
	/** Followed units per erase block on drives large enough. */
	static final int MAX_UNITS_PER_BLOCK = 512;
	/** Free blocks kept in reserve: one to write relocated units to while a victim is collected, one spare. */
	static final int MIN_FREE_BLOCKS = 2;

	private final int sampleShift;
	private final long logicalUnits;
	private final int followed;
	private final int blockShift;
	private final int unitsPerBlock;
	private final int blocks;

	/** followed logical unit -> physical slot + 1 (0: unmapped) */
	private final int[] map;
	/** physical slot -> the followed logical unit last written there (valid while map points back) */
	private final int[] owner;
	private final int[] valid;
	private final int[] next;
	private final int[] prev;
	/** closed blocks by valid count: bucketHead[v] is the first with v valid units, -1 none */
	private final int[] bucketHead;
	private final int[] freeBlocks;
	private int freeCount;
	private int minBucket;
	private int open;
	private int openFill;
	private boolean collecting;

	private long validUnits;
	private long hostUnits;
	private long relocatedUnits;
	private long erasedBlocks;

	/**
	 * @param logicalUnits  mapping units the host addresses
	 * @param physicalUnits mapping units the flash holds for them (over-provisioning included)
	 * @throws IllegalArgumentException when the flash leaves no reserve of free blocks ({@link #fits})
	 */
	FlashTranslationLayer(long logicalUnits, long physicalUnits) {
		this(logicalUnits, physicalUnits, MAX_FOLLOWED_UNITS);
	}

	/** A layer that follows at most {@code maxFollowed} units (tests sample small drives with it). */
	FlashTranslationLayer(long logicalUnits, long physicalUnits, int maxFollowed) {
		if (!fits(logicalUnits, physicalUnits, maxFollowed)) {
			throw new IllegalArgumentException("the flash holds " + physicalUnits + " mapping units, too few for "
					+ logicalUnits + " and a reserve of free blocks");
		}
		this.sampleShift = sampleShift(logicalUnits, maxFollowed);
		this.logicalUnits = logicalUnits;
		this.followed = (int) (logicalUnits >>> sampleShift);
		this.unitsPerBlock = unitsPerBlock(followed);
		this.blockShift = Integer.numberOfTrailingZeros(unitsPerBlock);
		this.blocks = (int) ((physicalUnits >>> sampleShift) / unitsPerBlock);
		map = new int[followed];
		owner = new int[blocks * unitsPerBlock];
		valid = new int[blocks];
		next = new int[blocks];
		prev = new int[blocks];
		bucketHead = new int[unitsPerBlock + 1];
		java.util.Arrays.fill(bucketHead, -1);
		freeBlocks = new int[blocks];
		for (int b = 0; b < blocks; b++) {
			freeBlocks[b] = blocks - 1 - b;
		}
		freeCount = blocks;
		open = freeBlocks[--freeCount];
		minBucket = unitsPerBlock + 1;
	}

	/**
	 * Whether flash of {@code physicalUnits} holds {@code logicalUnits} and a reserve of free blocks
	 * (those garbage collection keeps, the open block and two spare).
	 */
	static boolean fits(long logicalUnits, long physicalUnits) {
		return fits(logicalUnits, physicalUnits, MAX_FOLLOWED_UNITS);
	}

	private static boolean fits(long logicalUnits, long physicalUnits, int maxFollowed) {
		int shift = sampleShift(logicalUnits, maxFollowed);
		long followedUnits = logicalUnits >>> shift;
		int perBlock = unitsPerBlock(followedUnits);
		long blockCount = (physicalUnits >>> shift) / perBlock;
		return followedUnits > 0 && blockCount * perBlock >= followedUnits + (MIN_FREE_BLOCKS + 3L) * perBlock;
	}

	/** How many times to halve the drive's units to follow at most {@code maxFollowed}. */
	private static int sampleShift(long logicalUnits, int maxFollowed) {
		int shift = 0;
		while (logicalUnits >>> shift > maxFollowed) {
			shift++;
		}
		return shift;
	}

	/**
	 * Followed units per block: {@value #MAX_UNITS_PER_BLOCK}, where greedy collection's write
	 * amplification is within about 1 % of its many-units limit (the literature's formula), fewer on small
	 * drives so that they still have thousands of blocks.
	 */
	private static int unitsPerBlock(long followedUnits) {
		int perBlock = MAX_UNITS_PER_BLOCK;
		while (perBlock > 16 && followedUnits / perBlock < 2048) {
			perBlock >>= 1;
		}
		return perBlock;
	}

	/** The host writes mapping units {@code [first, first + count)}. */
	void write(long first, long count) {
		forFollowed(first, count, true);
	}

	/** The host discards (trims) mapping units {@code [first, first + count)}: their data is no longer valid. */
	void discard(long first, long count) {
		forFollowed(first, count, false);
	}

	private void forFollowed(long first, long count, boolean write) {
		long end = Math.min(first + count, logicalUnits);
		if (first >= end) {
			return;
		}
		long g0 = first >>> sampleShift;
		long g1 = Math.min((end - 1) >>> sampleShift, followed - 1L);
		for (long g = g0; g <= g1; g++) {
			if (sampleShift > 0 && (g == g0 || g == g1)) {
				long unit = (g << sampleShift) + placeInGroup(g);
				if (unit < first || unit >= end) {
					continue;
				}
			}
			if (write) {
				writeFollowed((int) g);
			} else {
				discardFollowed((int) g);
			}
		}
	}

	/** Which unit of group {@code g} is followed: a hash of the group, so strides do not line up with it. */
	private int placeInGroup(long g) {
		long z = (g + 1) * 0x9E37_79B9_7F4A_7C15L;
		z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
		z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
		z ^= z >>> 31;
		return (int) (z >>> (64 - sampleShift));
	}

	private void writeFollowed(int unit) {
		int old = map[unit];
		if (old != 0) {
			invalidate(old - 1);
			// unmapped until placed: a collection the placing starts must not move the stale copy
			map[unit] = 0;
		} else {
			validUnits++;
		}
		place(unit);
		hostUnits++;
	}

	private void discardFollowed(int unit) {
		int old = map[unit];
		if (old != 0) {
			invalidate(old - 1);
			map[unit] = 0;
			validUnits--;
		}
	}

	private void place(int unit) {
		// (a collection the next block starts may fill that block with relocated units: look again)
		while (openFill == unitsPerBlock) {
			nextOpenBlock();
		}
		int slot = (open << blockShift) + openFill++;
		map[unit] = slot + 1;
		owner[slot] = unit;
		valid[open]++;
	}

	private void invalidate(int slot) {
		int b = slot >>> blockShift;
		int v = valid[b]--;
		if (b != open) {
			unlink(b, v);
			link(b, v - 1);
		}
	}

	private void nextOpenBlock() {
		link(open, valid[open]);
		open = freeBlocks[--freeCount];
		openFill = 0;
		if (freeCount < MIN_FREE_BLOCKS && !collecting) {
			collect();
		}
	}

	/** Greedy garbage collection until the reserve of free blocks is back. */
	private void collect() {
		collecting = true;
		while (freeCount < MIN_FREE_BLOCKS) {
			while (minBucket < unitsPerBlock && bucketHead[minBucket] < 0) {
				minBucket++;
			}
			int victim = bucketHead[minBucket];
			// the constructor's reserve guarantees a victim with an invalid unit
			unlink(victim, minBucket);
			int base = victim << blockShift;
			for (int i = 0; i < unitsPerBlock && valid[victim] > 0; i++) {
				int unit = owner[base + i];
				if (map[unit] == base + i + 1) {
					valid[victim]--;
					place(unit);
					relocatedUnits++;
				}
			}
			erasedBlocks++;
			freeBlocks[freeCount++] = victim;
		}
		collecting = false;
	}

	private void link(int b, int v) {
		int head = bucketHead[v];
		next[b] = head;
		prev[b] = -1;
		if (head >= 0) {
			prev[head] = b;
		}
		bucketHead[v] = b;
		if (v < minBucket) {
			minBucket = v;
		}
	}

	private void unlink(int b, int v) {
		int n = next[b];
		int p = prev[b];
		if (p >= 0) {
			next[p] = n;
		} else {
			bucketHead[v] = n;
		}
		if (n >= 0) {
			prev[n] = p;
		}
	}

	/** Each followed unit stands for this many of the drive's. */
	long unitsPerFollowed() {
		return 1L << sampleShift;
	}

	/** Followed units per erase block. */
	int unitsPerBlock() {
		return unitsPerBlock;
	}

	/** The drive's mapping units that hold valid data (estimated from the sample when it is one). */
	long validUnits() {
		return validUnits << sampleShift;
	}

	/** Mapping units the host has written (followed ones, scaled). */
	long hostUnits() {
		return hostUnits << sampleShift;
	}

	/** Mapping units garbage collection has written again (followed ones, scaled). */
	long relocatedUnits() {
		return relocatedUnits << sampleShift;
	}

	/** Followed units written again so far (a counter the caller takes differences of). */
	long relocatedFollowed() {
		return relocatedUnits;
	}

	/** Blocks of followed units erased so far. */
	long erasedBlocks() {
		return erasedBlocks;
	}

	/** Free blocks (for tests). */
	int freeBlocks() {
		return freeCount;
	}

	/** Blocks in all (for tests). */
	int blocks() {
		return blocks;
	}
}
