package org.drivebench.engine;

import java.util.Arrays;

/**
 * An explicit sequence of I/Os, run in order instead of drawing them from a pattern: what a model of
 * a file system makes of a file copy (each file's reads and writes, the journal's writes, and the
 * flushes of a sync). A {@link #flush()} waits until every earlier I/O has completed and the drive has
 * written its write cache to the medium, as a cache-flush command does. Immutable once built.
 */
public final class IoTrace {
	private static final byte READ = 0;
	private static final byte WRITE = 1;
	private static final byte FLUSH = 2;

	private final long[] offsets;
	private final int[] lengths;
	private final byte[] kinds;
	private final long bytes;
	private final int ios;

	private IoTrace(Builder b) {
		offsets = Arrays.copyOf(b.offsets, b.size);
		lengths = Arrays.copyOf(b.lengths, b.size);
		kinds = Arrays.copyOf(b.kinds, b.size);
		long sum = 0;
		int count = 0;
		for (int i = 0; i < b.size; i++) {
			if (kinds[i] != FLUSH) {
				sum += lengths[i];
				count++;
			}
		}
		bytes = sum;
		ios = count;
	}

	public static Builder builder() {
		return new Builder();
	}

	/** Entries, flushes included. */
	public int size() {
		return kinds.length;
	}

	public long offset(int i) {
		return offsets[i];
	}

	public int length(int i) {
		return lengths[i];
	}

	public boolean write(int i) {
		return kinds[i] == WRITE;
	}

	public boolean flush(int i) {
		return kinds[i] == FLUSH;
	}

	/** Bytes read and written. */
	public long bytes() {
		return bytes;
	}

	/** Reads and writes (flushes not counted). */
	public int ios() {
		return ios;
	}

	/** Whether any entry writes. */
	public boolean writes() {
		for (byte k : kinds) {
			if (k == WRITE) {
				return true;
			}
		}
		return false;
	}

	/** The last byte any I/O touches, plus one. */
	public long end() {
		long end = 0;
		for (int i = 0; i < kinds.length; i++) {
			end = Math.max(end, offsets[i] + lengths[i]);
		}
		return end;
	}

	/** Throws naming the first entry that is not a whole number of {@code unit}-byte blocks on a {@code unit} boundary. */
	void requireAligned(int unit, String target) {
		for (int i = 0; i < kinds.length; i++) {
			if (kinds[i] != FLUSH && (offsets[i] % unit != 0 || lengths[i] % unit != 0 || lengths[i] <= 0)) {
				throw new InvalidWorkloadException("trace", "entry " + i + " (" + lengths[i] + " bytes at " + offsets[i]
						+ ") is not whole " + unit + "-byte blocks of " + target);
			}
		}
	}

	public static final class Builder {
		private long[] offsets = new long[1024];
		private int[] lengths = new int[1024];
		private byte[] kinds = new byte[1024];
		private int size;

		public Builder read(long offset, int length) {
			return add(offset, length, READ);
		}

		public Builder write(long offset, int length) {
			return add(offset, length, WRITE);
		}

		/** Waits for every earlier I/O and for the drive's write cache to reach the medium. */
		public Builder flush() {
			return add(0, 0, FLUSH);
		}

		/** Entries so far. */
		public int size() {
			return size;
		}

		private Builder add(long offset, int length, byte kind) {
			if (size == kinds.length) {
				offsets = Arrays.copyOf(offsets, size * 2);
				lengths = Arrays.copyOf(lengths, size * 2);
				kinds = Arrays.copyOf(kinds, size * 2);
			}
			offsets[size] = offset;
			lengths[size] = length;
			kinds[size++] = kind;
			return this;
		}

		public IoTrace build() {
			return new IoTrace(this);
		}
	}
}
