package org.drivebench.engine;

import java.util.Arrays;

/**
 * A recorded sequence of I/Os to replay in order: each with its byte offset on the target, its size,
 * its direction and, for a timed replay, the time it is to be issued (nanoseconds from the start of the
 * replay). A workload built on a trace ({@link WorkloadSpec.Builder#trace(IoTrace)}) issues exactly
 * these I/Os, one worker, at most {@code queueDepth} at a time: at their times when the trace is timed
 * (an I/O that finds every slot busy is issued late, when one frees), else each as soon as a slot is
 * free. Immutable; built with {@link #builder()}.
 */
public final class IoTrace {
	private final long[] offsets;
	private final int[] sizes;
	private final boolean[] writes;
	private final long[] issueNanos;
	private final boolean timed;
	private final long totalBytes;
	private final int maxSize;
	private final int writeCount;

	private IoTrace(long[] offsets, int[] sizes, boolean[] writes, long[] issueNanos, boolean timed) {
		this.offsets = offsets;
		this.sizes = sizes;
		this.writes = writes;
		this.issueNanos = issueNanos;
		this.timed = timed;
		long bytes = 0;
		int max = 0;
		int w = 0;
		for (int i = 0; i < sizes.length; i++) {
			bytes += sizes[i];
			max = Math.max(max, sizes[i]);
			w += writes[i] ? 1 : 0;
		}
		this.totalBytes = bytes;
		this.maxSize = max;
		this.writeCount = w;
	}

	public static Builder builder() {
		return new Builder();
	}

	/** Number of I/Os. */
	public int count() {
		return sizes.length;
	}

	public long offset(int index) {
		return offsets[index];
	}

	public int size(int index) {
		return sizes[index];
	}

	public boolean write(int index) {
		return writes[index];
	}

	/** Whether the I/Os carry issue times; else they are issued as fast as the queue depth allows. */
	public boolean timed() {
		return timed;
	}

	/** When I/O {@code index} is to be issued, nanoseconds from the start of the replay (0 when untimed). */
	public long issueNanos(int index) {
		return timed ? issueNanos[index] : 0;
	}

	public long totalBytes() {
		return totalBytes;
	}

	public int maxSize() {
		return maxSize;
	}

	public int writeCount() {
		return writeCount;
	}

	public int readCount() {
		return sizes.length - writeCount;
	}

	/** Collects I/Os in issue order; {@link #build()} checks them. */
	public static final class Builder {
		private long[] offsets = new long[64];
		private int[] sizes = new int[64];
		private boolean[] writes = new boolean[64];
		private long[] issueNanos = new long[64];
		private int count;
		private boolean timed = true;

		/** Adds an I/O issued at {@code issueNanos} from the start (ignored when the trace is untimed). */
		public Builder add(long offset, int size, boolean write, long issueNanos) {
			if (count == sizes.length) {
				int n = 2 * count;
				offsets = Arrays.copyOf(offsets, n);
				sizes = Arrays.copyOf(sizes, n);
				writes = Arrays.copyOf(writes, n);
				this.issueNanos = Arrays.copyOf(this.issueNanos, n);
			}
			offsets[count] = offset;
			sizes[count] = size;
			writes[count] = write;
			this.issueNanos[count] = issueNanos;
			count++;
			return this;
		}

		/** Whether the issue times count (default) or every I/O goes as soon as a slot is free. */
		public Builder timed(boolean on) {
			timed = on;
			return this;
		}

		/**
		 * @throws InvalidWorkloadException when the trace is empty, an I/O has a negative offset or a size
		 *                                  that is not positive, or the issue times go backwards (the
		 *                                  message names the I/O by its index from 0)
		 */
		public IoTrace build() {
			if (count == 0) {
				throw new InvalidWorkloadException("trace", "holds no I/O: nothing to replay");
			}
			for (int i = 0; i < count; i++) {
				if (offsets[i] < 0) {
					throw new InvalidWorkloadException("trace", "I/O " + i + " has offset " + offsets[i] + ": must be 0 or more");
				}
				if (sizes[i] <= 0) {
					throw new InvalidWorkloadException("trace", "I/O " + i + " has size " + sizes[i] + ": must be positive");
				}
				if (timed && (issueNanos[i] < 0 || i > 0 && issueNanos[i] < issueNanos[i - 1])) {
					throw new InvalidWorkloadException("trace", "I/O " + i + " is issued at " + issueNanos[i]
							+ " ns, before the one ahead of it: issue times must not go backwards");
				}
			}
			return new IoTrace(Arrays.copyOf(offsets, count), Arrays.copyOf(sizes, count), Arrays.copyOf(writes, count),
					Arrays.copyOf(issueNanos, count), timed);
		}
	}
}
