package org.drivebench.engine;

import java.util.Arrays;

import org.eclipse.jdt.annotation.Nullable;

/**
 * An explicit sequence of I/Os, run in order instead of drawing them from a pattern. Two kinds of
 * trace use it:
 * <ul>
 * <li>what a model of a file system makes of a file copy (each file's reads and writes, the journal's
 * writes, and the flushes of a sync). A {@link #flush(int)} entry waits until every earlier I/O has
 * completed and the drive has written its write cache to the medium, as a cache-flush command does;
 * a trace with flushes runs on simulated drives.</li>
 * <li>a recording of an application's I/O replayed (trace replay): each I/O with the time it is to be
 * issued, nanoseconds from the start ({@link #timed()}). At most {@code queueDepth} are outstanding;
 * one due while every slot is busy goes when a slot frees. An untimed trace issues each entry as soon
 * as a slot is free.</li>
 * </ul>
 * A trace workload has one worker; its measurement carries each entry's issue and completion times
 * ({@link Measurement#ioTimes()}, by entry index). Immutable once built.
 */
public final class IoTrace {
	private static final byte READ = 0;
	private static final byte WRITE = 1;
	private static final byte FLUSH = 2;

	private final long[] offsets;
	private final int[] lengths;
	private final byte[] kinds;
	private final long[] issueNanos;
	private final boolean timed;
	private final long bytes;
	private final int ios;
	private final int writeCount;
	private final int maxLength;

	private IoTrace(Builder b) {
		offsets = Arrays.copyOf(b.offsets, b.size);
		lengths = Arrays.copyOf(b.lengths, b.size);
		kinds = Arrays.copyOf(b.kinds, b.size);
		issueNanos = Arrays.copyOf(b.times, b.size);
		timed = b.timed;
		long sum = 0;
		int count = 0;
		int written = 0;
		int max = 0;
		for (int i = 0; i < b.size; i++) {
			if (kinds[i] != FLUSH) {
				sum += lengths[i];
				count++;
				max = Math.max(max, lengths[i]);
				written += kinds[i] == WRITE ? 1 : 0;
			}
		}
		bytes = sum;
		ios = count;
		writeCount = written;
		maxLength = max;
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

	/** Whether the entries carry issue times (a replayed recording); else each goes as soon as a slot is free. */
	public boolean timed() {
		return timed;
	}

	/** When entry {@code i} is to be issued, nanoseconds from the start of the run (0 when untimed). */
	public long issueNanos(int i) {
		return timed ? issueNanos[i] : 0;
	}

	/** Bytes read and written. */
	public long bytes() {
		return bytes;
	}

	/** Reads and writes (flushes not counted). */
	public int ios() {
		return ios;
	}

	/** Writes among the {@link #ios()}. */
	public int writeCount() {
		return writeCount;
	}

	/** Reads among the {@link #ios()}. */
	public int readCount() {
		return ios - writeCount;
	}

	/** The largest read or write, bytes (0 for a trace of flushes alone). */
	public int maxLength() {
		return maxLength;
	}

	/** Whether any entry writes. */
	public boolean writes() {
		return writeCount > 0;
	}

	/** Whether any entry is a flush. */
	public boolean flushes() {
		return ios < kinds.length;
	}

	/** The last byte any I/O touches, plus one. */
	public long end() {
		long end = 0;
		for (int i = 0; i < kinds.length; i++) {
			end = Math.max(end, offsets[i] + lengths[i]);
		}
		return end;
	}

	/**
	 * Throws naming the first entry that is not a whole number of {@code unit}-byte blocks on a
	 * {@code unit} boundary, or that ends beyond {@code targetBytes}.
	 */
	void requireInside(int unit, long targetBytes, String target) {
		for (int i = 0; i < kinds.length; i++) {
			if (kinds[i] == FLUSH) {
				continue;
			}
			if (offsets[i] % unit != 0 || lengths[i] % unit != 0 || lengths[i] <= 0) {
				throw new InvalidWorkloadException("trace", "entry " + i + " (" + lengths[i] + " bytes at " + offsets[i]
						+ ") is not whole " + unit + "-byte blocks of " + target);
			}
			if (offsets[i] + lengths[i] > targetBytes) {
				throw new InvalidWorkloadException("trace", "entry " + i + " (" + lengths[i] + " bytes at " + offsets[i]
						+ ") ends beyond " + target + " (" + targetBytes + " bytes)");
			}
		}
	}

	public static final class Builder {
		private long[] offsets = new long[1024];
		private int[] lengths = new int[1024];
		private byte[] kinds = new byte[1024];
		private long[] times = new long[1024];
		private int size;
		/** Recorded I/Os were added (with issue times). */
		private boolean recorded;
		/** What {@link #timed(boolean)} said, if anything. */
		private @Nullable Boolean timedChoice;
		private boolean timed;

		public Builder read(long offset, int length) {
			return add(offset, length, READ, 0);
		}

		public Builder write(long offset, int length) {
			return add(offset, length, WRITE, 0);
		}

		/** Waits for every earlier I/O and for the drive's write cache to reach the medium. */
		public Builder flush() {
			return add(0, 0, FLUSH, 0);
		}

		/**
		 * A recorded I/O, to be issued {@code issueNanos} after the start: makes the trace {@link #timed()}
		 * (unless {@link #timed(boolean)} says otherwise).
		 */
		public Builder add(long offset, int length, boolean write, long issueNanos) {
			recorded = true;
			return add(offset, length, write ? WRITE : READ, issueNanos);
		}

		/** Whether the issue times count, or every I/O goes as soon as a slot is free. */
		public Builder timed(boolean on) {
			timedChoice = on;
			return this;
		}

		/** Entries so far. */
		public int size() {
			return size;
		}

		private Builder add(long offset, int length, byte kind, long issueNanos) {
			if (size == kinds.length) {
				offsets = Arrays.copyOf(offsets, size * 2);
				lengths = Arrays.copyOf(lengths, size * 2);
				kinds = Arrays.copyOf(kinds, size * 2);
				times = Arrays.copyOf(times, size * 2);
			}
			offsets[size] = offset;
			lengths[size] = length;
			times[size] = issueNanos;
			kinds[size++] = kind;
			return this;
		}

		/**
		 * @throws InvalidWorkloadException when an I/O has a negative offset or a length that is not
		 *                                  positive, a timed trace's issue times go backwards, or a timed
		 *                                  trace holds a flush (the message names the entry by its index
		 *                                  from 0)
		 */
		public IoTrace build() {
			Boolean choice = timedChoice;
			timed = choice != null ? choice : recorded;
			for (int i = 0; i < size; i++) {
				if (kinds[i] == FLUSH) {
					if (timed) {
						throw new InvalidWorkloadException("trace", "entry " + i + " is a flush: a timed trace holds reads and"
								+ " writes only");
					}
					continue;
				}
				if (offsets[i] < 0) {
					throw new InvalidWorkloadException("trace", "entry " + i + " has offset " + offsets[i] + ": must be 0 or more");
				}
				if (lengths[i] <= 0) {
					throw new InvalidWorkloadException("trace", "entry " + i + " has length " + lengths[i] + ": must be positive");
				}
				if (timed && (times[i] < 0 || i > 0 && times[i] < times[i - 1])) {
					throw new InvalidWorkloadException("trace", "entry " + i + " is issued at " + times[i]
							+ " ns, before the one ahead of it: issue times must not go backwards");
				}
			}
			return new IoTrace(this);
		}
	}
}
