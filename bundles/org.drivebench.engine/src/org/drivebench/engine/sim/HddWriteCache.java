package org.drivebench.engine.sim;

/**
 * An HDD's write-back cache: dirty extents waiting to be written to the platter (destaged), and the
 * host writes waiting for room, in arrival order. A write that follows on from the newest dirty extent
 * merges into it, so a sequential stream of small writes destages as one extent (and an Advanced
 * Format drive writes whole physical sectors without reading them first). Capacity counts bytes and
 * extents. Arrays only; nothing allocated per write.
 */
final class HddWriteCache {
	private final ZonedLayout layout;
	private final int physicalSector;
	private final long capacityBytes;
	private final int maxExtents;

	private final long[] start;
	private final long[] end;
	private final long[] dirtySince;
	private final long[] cylinder;
	private final double[] angle;
	private final boolean[] destaging;
	private int count;
	private int newest = -1;
	private long usedBytes;

	private final int[] blockedTag;
	private final long[] blockedOffset;
	private final int[] blockedLength;
	private int blockedHead;
	private int blockedCount;

	/**
	 * @param layout         where extents lie on the platter (kept per extent for the head's choice)
	 * @param physicalSector writing starts at the physical sector holding an extent's first byte
	 * @param capacityBytes bytes the cache holds (0: write-through, nothing is cached)
	 * @param maxExtents    dirty extents it holds
	 * @param maxBlocked    host writes that can wait for room (the drive's queue depth)
	 */
	HddWriteCache(ZonedLayout layout, int physicalSector, long capacityBytes, int maxExtents, int maxBlocked) {
		this.layout = layout;
		this.physicalSector = physicalSector;
		this.capacityBytes = capacityBytes;
		this.maxExtents = maxExtents;
		start = new long[maxExtents];
		end = new long[maxExtents];
		dirtySince = new long[maxExtents];
		cylinder = new long[maxExtents];
		angle = new double[maxExtents];
		destaging = new boolean[maxExtents];
		blockedTag = new int[maxBlocked];
		blockedOffset = new long[maxBlocked];
		blockedLength = new int[maxBlocked];
	}

	boolean enabled() {
		return capacityBytes > 0;
	}

	/**
	 * Takes a write into the cache if it has room and no earlier write waits for room.
	 *
	 * @return whether the write is now cached (else the caller must {@link #block} it)
	 */
	boolean tryAdd(long offset, int length, long now) {
		if (blockedCount > 0) {
			return false;
		}
		return add(offset, length, now);
	}

	private boolean add(long offset, int length, long now) {
		// extents stay at most an equal share of the cache, so destaging frees room steadily
		boolean merges = newest >= 0 && !destaging[newest] && end[newest] == offset
				&& end[newest] - start[newest] + length <= capacityBytes / maxExtents;
		if (usedBytes + length > capacityBytes && usedBytes > 0 || !merges && count == maxExtents) {
			return false;
		}
		usedBytes += length;
		if (merges) {
			end[newest] += length;
			return true;
		}
		start[count] = offset;
		end[count] = offset + length;
		dirtySince[count] = now;
		destaging[count] = false;
		long aligned = offset / physicalSector * physicalSector;
		cylinder[count] = layout.cylinderOf(aligned);
		angle[count] = layout.angleOf(aligned);
		newest = count++;
		return true;
	}

	/** Queues a host write that found no room. */
	void block(int tag, long offset, int length) {
		int i = (blockedHead + blockedCount++) % blockedTag.length;
		blockedTag[i] = tag;
		blockedOffset[i] = offset;
		blockedLength[i] = length;
	}

	boolean hasBlocked() {
		return blockedCount > 0;
	}

	/** Tries to cache the oldest blocked write; returns its tag, or -1 when it still finds no room. */
	int admitBlocked(long now) {
		if (blockedCount == 0) {
			return -1;
		}
		int i = blockedHead;
		if (!add(blockedOffset[i], blockedLength[i], now)) {
			return -1;
		}
		blockedHead = (blockedHead + 1) % blockedTag.length;
		blockedCount--;
		return blockedTag[i];
	}

	/** Length of the blocked write {@link #admitBlocked} would take next. */
	int blockedLength() {
		return blockedLength[blockedHead];
	}

	int extents() {
		return count;
	}

	boolean destaging(int i) {
		return destaging[i];
	}

	long start(int i) {
		return start[i];
	}

	long end(int i) {
		return end[i];
	}

	long dirtySince(int i) {
		return dirtySince[i];
	}

	/** Cylinder of the physical sector where writing extent {@code i} starts. */
	long cylinder(int i) {
		return cylinder[i];
	}

	/** Angle of that sector. */
	double angle(int i) {
		return angle[i];
	}

	/** The extent the next write may merge into, or -1. */
	int newest() {
		return newest;
	}

	/** Whether some extent is dirty and not being written. */
	boolean hasDestageable() {
		for (int i = 0; i < count; i++) {
			if (!destaging[i]) {
				return true;
			}
		}
		return false;
	}

	void startDestage(int i) {
		destaging[i] = true;
		if (newest == i) {
			newest = -1; // nothing may merge into an extent on its way to the platter
		}
	}

	/** Extent {@code i} is on the platter: its room is free. */
	void finishDestage(int i) {
		usedBytes -= end[i] - start[i];
		int last = --count;
		if (i != last) {
			start[i] = start[last];
			end[i] = end[last];
			dirtySince[i] = dirtySince[last];
			cylinder[i] = cylinder[last];
			angle[i] = angle[last];
			destaging[i] = destaging[last];
			if (newest == last) {
				newest = i;
			}
		}
	}

	long usedBytes() {
		return usedBytes;
	}
}
