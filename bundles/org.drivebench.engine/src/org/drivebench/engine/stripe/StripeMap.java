package org.drivebench.engine.stripe;

/**
 * RAID-0 address mapping: the set's address space is cut into strips of {@code stripSize} bytes dealt
 * round-robin to the members, so strip {@code s} lives on member {@code s % members} at member offset
 * {@code (s / members) * stripSize}. Pure arithmetic, no I/O.
 */
public final class StripeMap {
	public static final int MIN_STRIP = 4096;
	public static final int MAX_STRIP = 1 << 20;

	private final int members;
	private final int stripSize;
	private final long memberSize;

	/**
	 * @param members    number of member targets, 2 or more
	 * @param stripSize  a power of two from 4 KiB to 1 MiB
	 * @param memberSize usable size of each member (the smallest member's), bytes
	 */
	public StripeMap(int members, int stripSize, long memberSize) {
		if (members < 2) {
			throw new IllegalArgumentException("members = " + members + ": a striped set needs 2 or more");
		}
		if (stripSize < MIN_STRIP || stripSize > MAX_STRIP || Integer.bitCount(stripSize) != 1) {
			throw new IllegalArgumentException("stripSize = " + stripSize + ": must be a power of two from 4 KiB to 1 MiB");
		}
		if (memberSize < stripSize) {
			throw new IllegalArgumentException("memberSize = " + memberSize + ": each member must hold at least one strip");
		}
		this.members = members;
		this.stripSize = stripSize;
		this.memberSize = memberSize;
	}

	public int members() {
		return members;
	}

	public int stripSize() {
		return stripSize;
	}

	/** Size of the set: whole strips on every member. */
	public long size() {
		return memberSize / stripSize * stripSize * members;
	}

	/** The member holding byte {@code offset} of the set. */
	public int memberOf(long offset) {
		return (int) ((offset / stripSize) % members);
	}

	/** Where byte {@code offset} of the set lies on its member. */
	public long memberOffset(long offset) {
		long strip = offset / stripSize;
		return (strip / members) * stripSize + offset % stripSize;
	}

	/** Bytes from {@code offset} to the end of its strip: the longest piece that stays on one member. */
	public int bytesLeftInStrip(long offset) {
		return (int) (stripSize - offset % stripSize);
	}

	/** Number of member I/Os a request of {@code length} bytes at {@code offset} splits into. */
	public int pieces(long offset, int length) {
		long first = offset / stripSize;
		long last = (offset + length - 1) / stripSize;
		return (int) (last - first + 1);
	}

	/** The set offset of byte {@code memberOffset} of {@code member} (the inverse mapping). */
	public long setOffset(int member, long memberOffset) {
		long row = memberOffset / stripSize;
		return (row * members + member) * stripSize + memberOffset % stripSize;
	}

	/**
	 * Splits a request of {@code length} bytes at set {@code offset} into member I/Os, in order: piece
	 * {@code k} is {@code lengths[k]} bytes at {@code memberOffsets[k]} of member {@code members[k]}
	 * and starts {@code sum(lengths[0..k-1])} bytes into the request's buffer. No allocation.
	 *
	 * @return the number of pieces written (the arrays must hold {@link #pieces(long, int)} entries)
	 */
	public int split(long offset, int length, int[] members, long[] memberOffsets, int[] lengths) {
		int n = 0;
		long o = offset;
		int left = length;
		while (left > 0) {
			int piece = Math.min(left, bytesLeftInStrip(o));
			members[n] = memberOf(o);
			memberOffsets[n] = memberOffset(o);
			lengths[n] = piece;
			n++;
			o += piece;
			left -= piece;
		}
		return n;
	}

	/** The most pieces any request of up to {@code maxLength} bytes can split into. */
	public int maxPieces(int maxLength) {
		return (maxLength + stripSize - 2) / stripSize + 1;
	}
}
