package org.drivebench.engine.data;

/**
 * The blocks a verify run has written: one bit per block, in pages allocated when first touched, so
 * memory follows what was written rather than the size of the target. Not thread-safe.
 */
public final class WrittenBlocks {
	private static final int PAGE_BITS = 22; // 4 Mi blocks, 512 KiB of bits per page
	private static final long PAGE_MASK = (1L << PAGE_BITS) - 1;

	private final int blockSize;
	private final long[][] pages;

	/**
	 * @param blockSize  bytes per block
	 * @param targetSize bytes of the target (blocks beyond it cannot be marked)
	 */
	public WrittenBlocks(int blockSize, long targetSize) {
		this.blockSize = blockSize;
		long blocks = Math.ceilDiv(targetSize, blockSize);
		pages = new long[(int) Math.ceilDiv(blocks, 1L << PAGE_BITS)][];
	}

	public int blockSize() {
		return blockSize;
	}

	/** Marks every block of {@code size} bytes at {@code offset}. */
	public void mark(long offset, int size) {
		for (long block = offset / blockSize, end = (offset + size - 1) / blockSize; block <= end; block++) {
			long[] page = pages[(int) (block >>> PAGE_BITS)];
			if (page == null) {
				page = pages[(int) (block >>> PAGE_BITS)] = new long[1 << (PAGE_BITS - 6)];
			}
			int bit = (int) (block & PAGE_MASK);
			page[bit >>> 6] |= 1L << bit;
		}
	}

	/** Whether the block holding byte {@code offset} was marked. */
	public boolean contains(long offset) {
		long block = offset / blockSize;
		int p = (int) (block >>> PAGE_BITS);
		if (p >= pages.length || pages[p] == null) {
			return false;
		}
		int bit = (int) (block & PAGE_MASK);
		return (pages[p][bit >>> 6] & (1L << bit)) != 0;
	}

	/** The offset of the first marked block at or after {@code offset}, or -1. */
	public long nextMarked(long offset) {
		long block = Math.ceilDiv(offset, blockSize);
		for (int p = (int) (block >>> PAGE_BITS); p < pages.length; p++, block = (long) p << PAGE_BITS) {
			long[] page = pages[p];
			if (page == null) {
				continue;
			}
			int bit = (int) (block & PAGE_MASK);
			for (int w = bit >>> 6; w < page.length; w++) {
				long word = page[w] & (w == bit >>> 6 ? -1L << bit : -1L);
				if (word != 0) {
					return (((long) p << PAGE_BITS) + ((long) w << 6) + Long.numberOfTrailingZeros(word)) * blockSize;
				}
			}
		}
		return -1;
	}

	/** The offset just past the run of marked blocks that starts at marked {@code offset}, at most {@code limit}. */
	public long runEnd(long offset, long limit) {
		long o = offset;
		while (o < limit && contains(o)) {
			o += blockSize;
		}
		return o;
	}

	/** Marks everything {@code other} marked (same block size). */
	public void addAll(WrittenBlocks other) {
		for (int p = 0; p < Math.min(pages.length, other.pages.length); p++) {
			long[] src = other.pages[p];
			if (src == null) {
				continue;
			}
			if (pages[p] == null) {
				pages[p] = src.clone();
			} else {
				for (int w = 0; w < src.length; w++) {
					pages[p][w] |= src[w];
				}
			}
		}
	}
}
