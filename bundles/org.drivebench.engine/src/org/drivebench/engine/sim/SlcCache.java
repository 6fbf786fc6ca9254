package org.drivebench.engine.sim;

import static org.drivebench.engine.sim.DriveModel.require;

/**
 * A simulated SSD's SLC write cache: flash run one bit per cell, which takes writes faster than TLC.
 * A static part has cells of its own; a dynamic part borrows free TLC cells (an SLC byte takes
 * {@link SsdFlash#bitsPerCell()} TLC bytes of them), so it shrinks as the drive fills: its size is
 * {@code staticBytes + min(dynamicBytes, free / bitsPerCell)}, {@code free} being the capacity the host's
 * valid data leaves ({@link SsdParameters#slcCacheBytes(long)}). After {@code foldIdleNanos} without a
 * host write the drive folds the cache's data into TLC, freeing it.
 *
 * @param staticBytes   SLC cache with cells of its own
 * @param dynamicBytes  the most SLC cache made from free TLC cells (0: none)
 * @param foldIdleNanos write-idle time before folding starts
 */
public record SlcCache(long staticBytes, long dynamicBytes, long foldIdleNanos) {

	public SlcCache {
		require(staticBytes >= 0, "staticBytes", staticBytes, "must be 0 or more");
		require(dynamicBytes >= 0, "dynamicBytes", dynamicBytes, "must be 0 or more");
		require(foldIdleNanos >= 0, "foldIdleNanos", foldIdleNanos, "must be 0 or more");
	}

	/** A static cache of {@code bytes}, folded after {@code foldIdleNanos} of write idle. */
	public static SlcCache fixed(long bytes, long foldIdleNanos) {
		return new SlcCache(bytes, 0, foldIdleNanos);
	}

	/** The cache on an empty drive: static and all of the dynamic part. */
	public long emptyDriveBytes() {
		return staticBytes + dynamicBytes;
	}
}
