package org.drivebench.engine.data;

import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.MemorySegment;

/**
 * The verify pattern: every block (the target's logical block) starts with a header (magic, the
 * block's own offset, the run's seed, a generation that is unique per write) followed by data derived
 * from those three, so the block can be checked from its content alone: a block at the wrong place,
 * from another run, half written or corrupt does not pass.
 *
 * <p>Stateless and thread-safe; no allocation except for the text of a failure.
 */
public final class VerifyPattern {
	/** "DBVERIFY" in ASCII. */
	public static final long MAGIC = 0x4442564552494659L;
	static final int HEADER = 32;

	private final long seed;
	private final int blockSize;

	/**
	 * @param seed      the workload's seed; blocks of other seeds are not this run's
	 * @param blockSize the unit that carries a header, at least 64 bytes and a multiple of 8
	 */
	public VerifyPattern(long seed, int blockSize) {
		if (blockSize < 64 || blockSize % 8 != 0) {
			throw new IllegalArgumentException("blockSize = " + blockSize + ": must be a multiple of 8, at least 64");
		}
		this.seed = seed;
		this.blockSize = blockSize;
	}

	public int blockSize() {
		return blockSize;
	}

	/**
	 * Writes the pattern for {@code size} bytes at target {@code offset} (both multiples of the block
	 * size) into {@code buffer} at {@code position}.
	 */
	public void fill(MemorySegment buffer, long position, long offset, int size, long generation) {
		for (long b = 0; b < size; b += blockSize) {
			long blockOffset = offset + b;
			long p = position + b;
			buffer.set(JAVA_LONG, p, MAGIC);
			buffer.set(JAVA_LONG, p + 8, blockOffset);
			buffer.set(JAVA_LONG, p + 16, seed);
			buffer.set(JAVA_LONG, p + 24, generation);
			long s = start(blockOffset, generation);
			for (long i = HEADER; i < blockSize; i += 8) {
				s += 0x9E3779B97F4A7C15L;
				buffer.set(JAVA_LONG, p + i, WriteData.mix(s));
			}
		}
	}

	private long start(long blockOffset, long generation) {
		return WriteData.mix(seed ^ WriteData.mix(blockOffset + 0x51ED27L) ^ generation * 0xC2B2AE3D27D4EB4FL);
	}

	/** The outcome of checking one block. */
	public enum Outcome {
		/** Carries this run's signature for its offset, data intact. */
		VALID,
		/** No signature of this seed: never written by this workload (or by another seed). */
		UNSIGNED,
		/** Carries this seed's magic but is wrong: misplaced, torn or corrupt. */
		CORRUPT
	}

	/** Checks the block at {@code position} of {@code buffer} that was read from target {@code offset}. */
	public Outcome check(MemorySegment buffer, long position, long offset) {
		if (buffer.get(JAVA_LONG, position) != MAGIC || buffer.get(JAVA_LONG, position + 16) != seed) {
			return Outcome.UNSIGNED;
		}
		if (buffer.get(JAVA_LONG, position + 8) != offset) {
			return Outcome.CORRUPT;
		}
		return firstBadWord(buffer, position, offset) < 0 ? Outcome.VALID : Outcome.CORRUPT;
	}

	/** Byte index of the first payload word that differs from the pattern, or -1. */
	private long firstBadWord(MemorySegment buffer, long position, long offset) {
		long s = start(offset, buffer.get(JAVA_LONG, position + 24));
		for (long i = HEADER; i < blockSize; i += 8) {
			s += 0x9E3779B97F4A7C15L;
			if (buffer.get(JAVA_LONG, position + i) != WriteData.mix(s)) {
				return i;
			}
		}
		return -1;
	}

	/**
	 * Says what is wrong with a block that did not pass, naming what was expected and what was found
	 * (for the exception text; allocates).
	 */
	public String describe(MemorySegment buffer, long position, long offset, boolean expectedWritten) {
		long magic = buffer.get(JAVA_LONG, position);
		long foundOffset = buffer.get(JAVA_LONG, position + 8);
		long foundSeed = buffer.get(JAVA_LONG, position + 16);
		long generation = buffer.get(JAVA_LONG, position + 24);
		String where = "block at offset " + offset + " (" + blockSize + " bytes): ";
		if (magic != MAGIC) {
			return where + "expected the verify signature" + (expectedWritten ? " of a block this run wrote" : "")
					+ ", found data starting 0x" + Long.toHexString(magic);
		}
		if (foundSeed != seed) {
			return where + "expected seed 0x" + Long.toHexString(seed) + ", found a block of seed 0x"
					+ Long.toHexString(foundSeed) + " (another run's data: the write was lost)";
		}
		if (foundOffset != offset) {
			return where + "expected a block written for offset " + offset + ", found one written for offset "
					+ foundOffset + " (misdirected write)";
		}
		long bad = firstBadWord(buffer, position, offset);
		long s = start(offset, generation);
		for (long i = HEADER; i <= bad; i += 8) {
			s += 0x9E3779B97F4A7C15L;
		}
		return where + "payload byte " + bad + " of generation " + generation + ": expected 0x"
				+ Long.toHexString(WriteData.mix(s)) + ", found 0x" + Long.toHexString(buffer.get(JAVA_LONG, position + bad));
	}
}
