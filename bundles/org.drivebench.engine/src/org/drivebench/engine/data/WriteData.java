package org.drivebench.engine.data;

import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.MemorySegment;
import java.util.SplittableRandom;

import org.drivebench.engine.DataPattern;

/**
 * Prepares write buffers for a data pattern. A buffer is filled once ({@link #initialize}); before
 * every write {@link #stamp} overwrites the first 16 bytes of each 512-byte sector with a value unique
 * to the sector's offset and a per-writer counter, so no two written sectors are alike, at the
 * smallest block any test transfers (nothing for a drive deduplicating 512-byte or larger blocks to
 * find), while the rest stays random (nothing for a compressing drive to gain). Stamping costs two
 * stores per 512 bytes instead of a copy or a refill of the whole buffer.
 *
 * <p>{@link DataPattern#COMPRESSIBLE}: in every 4 KiB chunk the last {@code compressiblePercent} % of
 * the bytes are zeros. {@link DataPattern#ZEROS}: all zeros, never stamped.
 *
 * <p>One instance per writing thread; not thread-safe.
 */
public final class WriteData {
	/** Chunk that carries one compressible share. */
	public static final int CHUNK = 4096;
	/** Every sector of this size carries a stamp: the smallest block the engine transfers. */
	public static final int STAMPED_SECTOR = 512;
	private static final int STAMP_BYTES = 16;
	private static final long STAMP_CHECK = 0xBF58476D1CE4E5B9L;
	private static final long SECTOR_STEP = 0x9E3779B97F4A7C15L;

	private final DataPattern pattern;
	private final int randomBytesPerChunk;
	private final SplittableRandom random;
	private final long key;
	private long counter;

	/**
	 * @param pattern             what to write
	 * @param compressiblePercent zero share of each chunk for {@link DataPattern#COMPRESSIBLE}
	 * @param seed                the workload's seed
	 * @param writer              distinguishes writers of one run (worker and lane)
	 */
	public WriteData(DataPattern pattern, int compressiblePercent, long seed, int writer) {
		this.pattern = pattern;
		int zeroPercent = pattern == DataPattern.COMPRESSIBLE ? compressiblePercent : pattern == DataPattern.ZEROS ? 100 : 0;
		this.randomBytesPerChunk = (int) (CHUNK - (long) CHUNK * zeroPercent / 100) & ~7;
		this.random = new SplittableRandom(mix(seed) ^ writer * 0x9E3779B97F4A7C15L);
		this.key = mix(seed ^ 0xDA7AL) + writer;
	}

	/** Fills {@code length} bytes at {@code position} of {@code buffer} with the pattern's base content. */
	public void initialize(MemorySegment buffer, long position, long length) {
		for (long chunk = 0; chunk < length; chunk += CHUNK) {
			long end = Math.min(length, chunk + CHUNK);
			long randomEnd = Math.min(end, chunk + randomBytesPerChunk);
			long p = chunk;
			for (; p + 8 <= randomEnd; p += 8) {
				buffer.set(JAVA_LONG, position + p, random.nextLong());
			}
			buffer.asSlice(position + p, end - p).fill((byte) 0);
		}
	}

	/** Whether {@link #stamp} does anything for this pattern. */
	public boolean stamps() {
		return randomBytesPerChunk >= STAMP_BYTES;
	}

	/**
	 * Makes the next write of {@code size} bytes at target {@code offset} unique: stamps every 512-byte
	 * sector of the buffer at {@code position} that lies in the random part of its chunk (the zero share
	 * of compressible data stays zeros). No allocation.
	 */
	public void stamp(MemorySegment buffer, long position, long offset, int size) {
		if (randomBytesPerChunk < STAMP_BYTES) {
			return;
		}
		// one mix per write; per sector two odd multiplications, which are bijective: the stamp of a
		// sector differs from every other sector of this write (its offset) and from every earlier
		// write of this writer (the counter) and of another (the key), and still looks random
		long write = mix(key ^ ++counter);
		// the sectors of each chunk that start in its random part (all eight for incompressible data)
		int stampedInChunk = Math.min(CHUNK, randomBytesPerChunk - STAMP_BYTES + STAMPED_SECTOR) & -STAMPED_SECTOR;
		for (long chunk = 0; chunk < size; chunk += CHUNK) {
			long end = Math.min(size, chunk + stampedInChunk);
			for (long b = chunk; b < end; b += STAMPED_SECTOR) {
				long stamp = write + (offset + b) * SECTOR_STEP;
				buffer.set(JAVA_LONG, position + b, stamp);
				buffer.set(JAVA_LONG, position + b + 8, stamp * STAMP_CHECK);
			}
		}
	}

	/**
	 * The stamp of the 512-byte sector at {@code position}, or 0 when it carries none: a sector
	 * {@link #stamp} wrote starts with a non-zero value followed by that value times a fixed odd
	 * constant, which other data matches by chance once in 2^64 (and zeros never, a zero stamp counting
	 * as none). Equal stamps in two sectors mean repeated data.
	 */
	public static long stampOf(MemorySegment buffer, long position) {
		long stamp = buffer.get(JAVA_LONG, position);
		return stamp != 0 && buffer.get(JAVA_LONG, position + 8) == stamp * STAMP_CHECK ? stamp : 0;
	}

	/**
	 * Which write stamped a sector: the {@code stamp} of the sector {@link #stamp} put at target
	 * {@code offset}, less its offset's share. Sectors written by one write (one call of
	 * {@link #stamp}) give the same value; a sector moved to another offset gives another.
	 */
	public static long writeOf(long stamp, long offset) {
		return stamp - offset * SECTOR_STEP;
	}

	public DataPattern pattern() {
		return pattern;
	}

	/** SplitMix64's finaliser: a fast bijective mix of 64 bits. */
	static long mix(long z) {
		z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
		z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
		return z ^ (z >>> 31);
	}
}
