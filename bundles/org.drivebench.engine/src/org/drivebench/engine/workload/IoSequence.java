package org.drivebench.engine.workload;

import java.util.SplittableRandom;

import org.drivebench.engine.IoTrace;
import org.drivebench.engine.WorkloadSpec;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The I/Os one worker issues: offset, size and direction of each, drawn from the spec with the
 * worker's own deterministic random stream. No allocation per I/O: call {@link #next()}, then read
 * {@link #offset()}, {@link #size()} and {@link #write()}.
 *
 * <p>A trace's entries come in its order ({@link #traceIndex()} says which one, {@link #flush()}
 * whether it is a flush). Sequential I/Os follow on from the previous one and wrap to the region's
 * start at its end; random ones land on multiples of the alignment anywhere an I/O fits in the region.
 */
public final class IoSequence {
	private final WorkloadSpec spec;
	private final long regionStart;
	private final long regionLength;
	private final SplittableRandom random;
	private final boolean allRandom;
	private final boolean allSequential;
	private final boolean allRead;
	private final boolean allWrite;
	private long sequentialNext;
	private long offset;
	private int size;
	private boolean write;
	private long issued;
	private final @Nullable IoTrace trace;
	private int position;
	private boolean flush;

	/**
	 * @param spec         the workload
	 * @param worker       the worker's index (its random stream and default region depend on it)
	 * @param regionStart  first byte the worker may address
	 * @param regionLength bytes it may address
	 */
	public IoSequence(WorkloadSpec spec, int worker, long regionStart, long regionLength) {
		this.spec = spec;
		this.regionStart = regionStart;
		this.regionLength = regionLength;
		this.random = new SplittableRandom(spec.seed() * 0x9E3779B97F4A7C15L + worker);
		this.allRandom = spec.randomPercent() == 100;
		this.allSequential = spec.randomPercent() == 0;
		this.allRead = spec.readPercent() == 100;
		this.allWrite = spec.readPercent() == 0;
		this.sequentialNext = regionStart;
		this.trace = spec.trace();
	}

	/** Draws the next I/O (of a trace: its next entry, which may be a {@link #flush()}). */
	public void next() {
		IoTrace t = trace;
		if (t != null) {
			flush = t.flush(position);
			offset = t.offset(position);
			size = t.length(position);
			write = t.write(position);
			position++;
			if (!flush) {
				issued++;
			}
			return;
		}
		size = spec.sizes().pick(random.nextLong());
		boolean isRandom = allRandom || (!allSequential && random.nextInt(100) < spec.randomPercent());
		if (isRandom) {
			int align = spec.effectiveAlignment(size);
			long slots = (regionLength - size) / align + 1;
			offset = regionStart + (slots <= 1 ? 0 : random.nextLong(slots)) * align;
		} else {
			if (sequentialNext + size > regionStart + regionLength) {
				sequentialNext = regionStart;
			}
			offset = sequentialNext;
			sequentialNext += size;
		}
		write = allWrite || (!allRead && random.nextInt(100) >= spec.readPercent());
		issued++;
	}

	/** Whether the entry drawn last is a trace's flush (no I/O: wait until the drive has written its cache). */
	public boolean flush() {
		return flush;
	}

	/** Whether a trace has no entry left (never, for a pattern). */
	public boolean exhausted() {
		IoTrace t = trace;
		return t != null && position >= t.size();
	}

	public long offset() {
		return offset;
	}

	public int size() {
		return size;
	}

	public boolean write() {
		return write;
	}

	/** The index in the trace of the entry drawn last; -1 for a workload that is not a trace. */
	public int traceIndex() {
		return trace == null ? -1 : position - 1;
	}

	/** I/Os drawn so far. */
	public long issued() {
		return issued;
	}

	/** A random long from the worker's stream, for data patterns and the like. */
	public long nextRandom() {
		return random.nextLong();
	}
}
