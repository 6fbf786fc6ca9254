package org.drivebench.engine.record;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.HdrHistogram.Histogram;

/**
 * Records one worker's I/Os: every completion latency into HdrHistograms (reads and writes apart),
 * per-interval counts, per-position time spans for transfer-rate-against-position, and a uniform
 * sample of (position, latency) points. One thread per recorder; nothing allocated per I/O (the
 * interval arrays grow by doubling only when a run outlives their first size).
 *
 * <p>Under a rate limit the backends pass latencies counted from each I/O's intended start, which
 * corrects for coordinated omission exactly (HdrHistogram's expected-interval recording only
 * approximates that correction after the fact, and on top of it would count a backlog twice).
 *
 * <p>Times are nanoseconds on the backend's clock (wall or virtual); {@code measureStart} is the end of
 * the ramp, {@code measureEnd} the end of a timed run. I/Os completing before the one or at or after
 * the other are left out of every figure.
 */
public final class WorkerRecorder {
	/** Latencies up to one hour are recorded exactly to 3 significant digits. */
	static final long HIGHEST_TRACKABLE_NANOS = 3_600_000_000_000L;

	private final int index;
	private final long regionOffset;
	private final long regionLength;
	private final long measureStart;
	/** Length of the measured time ({@link Long#MAX_VALUE}: unbounded), compared unsigned: see {@link #record}. */
	private final long measuredNanos;
	private final long intervalNanos;
	private final Histogram readLatency = new Histogram(1, HIGHEST_TRACKABLE_NANOS, 3);
	private final Histogram writeLatency = new Histogram(1, HIGHEST_TRACKABLE_NANOS, 3);

	private long readIos;
	private long readBytes;
	private long writeIos;
	private long writeBytes;
	private long latencySum;
	private long latencyMax;
	private long firstStart = Long.MAX_VALUE;
	private long lastCompletion;

	private long[] intervalIos;
	private long[] intervalBytes;
	private long[] intervalLatencySum;
	private long[] intervalLatencyMax;
	private int intervalsUsed;

	private final long bucketStart;
	private final long bucketSpan;
	private final long[] bucketBytes;
	private final long[] bucketFirstStart;
	private final long[] bucketLastEnd;
	private final long[] bucketBusy;

	private final double[] scatterPosition;
	private final double[] scatterLatency;
	private final SplittableRandom scatterRandom;
	private long scatterSeen;

	/**
	 * @param index                 worker index
	 * @param regionOffset          the worker's region, for its totals
	 * @param regionLength          its length
	 * @param measureStart          clock time at which measuring starts (end of ramp)
	 * @param intervalNanos         length of an interval
	 * @param expectedIntervals     intervals to allocate up front (grows if exceeded)
	 * @param positionRegionStart   start of the span the position buckets cover
	 * @param positionRegionLength  its length
	 * @param positionBuckets       number of position buckets (0 for none)
	 * @param scatterCapacity       (position, latency) points to keep (0 for none)
	 * @param seed                  seed of the scatter sampling
	 */
	public WorkerRecorder(int index, long regionOffset, long regionLength, long measureStart, long intervalNanos,
			int expectedIntervals, long positionRegionStart, long positionRegionLength, int positionBuckets,
			int scatterCapacity, long seed) {
		this(index, regionOffset, regionLength, measureStart, Long.MAX_VALUE, intervalNanos, expectedIntervals,
				positionRegionStart, positionRegionLength, positionBuckets, scatterCapacity, seed);
	}

	/**
	 * A recorder of a timed run, which leaves out I/Os completing at or after {@code measureEnd} (those
	 * drained after its end), with the other parameters as above.
	 *
	 * @param measureEnd clock time at which measuring ends ({@link Long#MAX_VALUE}: when the run ends)
	 */
	public WorkerRecorder(int index, long regionOffset, long regionLength, long measureStart, long measureEnd,
			long intervalNanos, int expectedIntervals, long positionRegionStart, long positionRegionLength,
			int positionBuckets, int scatterCapacity, long seed) {
		if (measureEnd < measureStart) {
			throw new IllegalArgumentException("measuring ends (" + measureEnd + ") before it starts (" + measureStart + ")");
		}
		this.measuredNanos = measureEnd == Long.MAX_VALUE ? Long.MAX_VALUE : measureEnd - measureStart;
		this.index = index;
		this.regionOffset = regionOffset;
		this.regionLength = regionLength;
		this.measureStart = measureStart;
		this.intervalNanos = intervalNanos;
		int n = Math.max(4, expectedIntervals);
		intervalIos = new long[n];
		intervalBytes = new long[n];
		intervalLatencySum = new long[n];
		intervalLatencyMax = new long[n];
		bucketStart = positionRegionStart;
		bucketSpan = positionBuckets == 0 ? 1 : Math.max(1, Math.ceilDiv(positionRegionLength, positionBuckets));
		bucketBytes = new long[positionBuckets];
		bucketFirstStart = new long[positionBuckets];
		bucketLastEnd = new long[positionBuckets];
		bucketBusy = new long[positionBuckets];
		Arrays.fill(bucketFirstStart, Long.MAX_VALUE);
		scatterPosition = new double[scatterCapacity];
		scatterLatency = new double[scatterCapacity];
		scatterRandom = new SplittableRandom(seed ^ 0x5CA77E5L ^ index);
	}

	/**
	 * Records one completed I/O.
	 *
	 * @param completion clock time of its completion
	 * @param latency    nanoseconds from its (intended) start to its completion
	 * @param write      whether it wrote
	 * @param bytes      its size
	 * @param offset     its offset on the target
	 */
	public void record(long completion, long latency, boolean write, int bytes, long offset) {
		// one branch for both ends of the measured time (before its start, the difference is negative:
		// unsigned, larger than any length). It is taken in every ramp, so the JIT compiles both ways; a
		// branch taken only by the few I/Os drained after the end was compiled as a trap that threw the
		// worker's compiled loop away at the end of every run, and the next run started interpreted.
		if (Long.compareUnsigned(completion - measureStart, measuredNanos) >= 0) {
			return;
		}
		long value = Math.max(1, Math.min(latency, HIGHEST_TRACKABLE_NANOS));
		Histogram h = write ? writeLatency : readLatency;
		h.recordValue(value);
		if (write) {
			writeIos++;
			writeBytes += bytes;
		} else {
			readIos++;
			readBytes += bytes;
		}
		latencySum += latency;
		// extremes by Math.max and min, which compile to branch-free moves: a branch taken only now and
		// then (the first I/Os of the measured time) is compiled as a trap, and taking it throws the
		// compiled code away just as measuring starts
		latencyMax = Math.max(latencyMax, latency);
		lastCompletion = Math.max(lastCompletion, completion);
		firstStart = Math.min(firstStart, completion - latency);

		int i = (int) ((completion - measureStart) / intervalNanos);
		if (i >= intervalIos.length) {
			growIntervals(i + 1);
		}
		intervalIos[i]++;
		intervalBytes[i] += bytes;
		intervalLatencySum[i] += latency;
		intervalLatencyMax[i] = Math.max(intervalLatencyMax[i], latency);
		intervalsUsed = Math.max(intervalsUsed, i + 1);

		if (bucketBytes.length > 0) {
			long b = (offset - bucketStart) / bucketSpan;
			if (b >= 0 && b < bucketBytes.length) {
				int k = (int) b;
				bucketBytes[k] += bytes;
				bucketFirstStart[k] = Math.min(bucketFirstStart[k], completion - latency);
				bucketLastEnd[k] = Math.max(bucketLastEnd[k], completion);
				bucketBusy[k] += latency;
			}
		}

		if (scatterPosition.length > 0) {
			// reservoir sampling: every I/O has the same chance to be kept
			long seen = scatterSeen++;
			int slot = seen < scatterPosition.length ? (int) seen : (int) scatterRandom.nextLong(seen + 1);
			if (slot < scatterPosition.length) {
				scatterPosition[slot] = offset;
				scatterLatency[slot] = latency;
			}
		}
	}

	/**
	 * Adds everything {@code other} recorded (used to merge the recorders of one worker's threads).
	 * Both must share the measure start, the interval length and the position buckets. The scatter
	 * sample stays uniform over both: each side contributes in proportion to the I/Os it saw.
	 *
	 * @throws IllegalArgumentException when the two were set up differently
	 */
	public void add(WorkerRecorder other) {
		if (other.measureStart != measureStart || other.intervalNanos != intervalNanos
				|| other.bucketBytes.length != bucketBytes.length || other.bucketStart != bucketStart
				|| other.bucketSpan != bucketSpan) {
			throw new IllegalArgumentException("recorder " + other.index + " was set up differently from recorder " + index);
		}
		readLatency.add(other.readLatency);
		writeLatency.add(other.writeLatency);
		readIos += other.readIos;
		readBytes += other.readBytes;
		writeIos += other.writeIos;
		writeBytes += other.writeBytes;
		latencySum += other.latencySum;
		latencyMax = Math.max(latencyMax, other.latencyMax);
		lastCompletion = Math.max(lastCompletion, other.lastCompletion);
		firstStart = Math.min(firstStart, other.firstStart);
		if (other.intervalsUsed > intervalIos.length) {
			growIntervals(other.intervalsUsed);
		}
		for (int i = 0; i < other.intervalsUsed; i++) {
			intervalIos[i] += other.intervalIos[i];
			intervalBytes[i] += other.intervalBytes[i];
			intervalLatencySum[i] += other.intervalLatencySum[i];
			intervalLatencyMax[i] = Math.max(intervalLatencyMax[i], other.intervalLatencyMax[i]);
		}
		intervalsUsed = Math.max(intervalsUsed, other.intervalsUsed);
		for (int k = 0; k < bucketBytes.length; k++) {
			bucketBytes[k] += other.bucketBytes[k];
			bucketFirstStart[k] = Math.min(bucketFirstStart[k], other.bucketFirstStart[k]);
			bucketLastEnd[k] = Math.max(bucketLastEnd[k], other.bucketLastEnd[k]);
			bucketBusy[k] += other.bucketBusy[k];
		}
		mergeScatter(other);
	}

	private void mergeScatter(WorkerRecorder other) {
		int mine = scatterCount();
		int theirs = other.scatterCount();
		int keep = Math.min(scatterPosition.length, mine + theirs);
		if (theirs == 0 || keep == 0) {
			scatterSeen += other.scatterSeen;
			return;
		}
		double[] position = new double[mine + theirs];
		double[] latency = new double[mine + theirs];
		System.arraycopy(scatterPosition, 0, position, 0, mine);
		System.arraycopy(scatterLatency, 0, latency, 0, mine);
		System.arraycopy(other.scatterPosition, 0, position, mine, theirs);
		System.arraycopy(other.scatterLatency, 0, latency, mine, theirs);
		// points to take from each side, in proportion to the I/Os each sampled from
		long seen = scatterSeen + other.scatterSeen;
		int fromMine = (int) Math.round((double) keep * scatterSeen / seen);
		fromMine = Math.max(keep - theirs, Math.min(mine, fromMine));
		int fromTheirs = keep - fromMine;
		int n = 0;
		n = pick(position, latency, 0, mine, fromMine, n);
		pick(position, latency, mine, theirs, fromTheirs, n);
		// a full reservoir keeps sampling: pretend it saw everything, so later records replace fairly
		scatterSeen = seen;
	}

	/** Moves {@code take} random points of {@code [from, from + count)} into the reservoir from slot {@code n}. */
	private int pick(double[] position, double[] latency, int from, int count, int take, int n) {
		for (int i = 0; i < take; i++) {
			int j = from + i + (int) scatterRandom.nextLong(count - i);
			double p = position[j];
			double l = latency[j];
			position[j] = position[from + i];
			latency[j] = latency[from + i];
			scatterPosition[n] = p;
			scatterLatency[n] = l;
			n++;
		}
		return n;
	}

	private void growIntervals(int needed) {
		int n = Math.max(needed, intervalIos.length * 2);
		intervalIos = Arrays.copyOf(intervalIos, n);
		intervalBytes = Arrays.copyOf(intervalBytes, n);
		intervalLatencySum = Arrays.copyOf(intervalLatencySum, n);
		intervalLatencyMax = Arrays.copyOf(intervalLatencyMax, n);
	}

	public int index() {
		return index;
	}

	public long regionOffset() {
		return regionOffset;
	}

	public long regionLength() {
		return regionLength;
	}

	public long ios() {
		return readIos + writeIos;
	}

	public long bytes() {
		return readBytes + writeBytes;
	}

	public long readIos() {
		return readIos;
	}

	public long readBytes() {
		return readBytes;
	}

	public long writeIos() {
		return writeIos;
	}

	public long writeBytes() {
		return writeBytes;
	}

	public long latencySum() {
		return latencySum;
	}

	public long latencyMax() {
		return latencyMax;
	}

	/**
	 * Clock time at which the earliest recorded I/O started (its intended start under a rate limit);
	 * {@link Long#MAX_VALUE} when none was recorded.
	 */
	public long firstStart() {
		return firstStart;
	}

	/** Clock time of the last recorded completion (0 when none). */
	public long lastCompletion() {
		return lastCompletion;
	}

	Histogram readLatency() {
		return readLatency;
	}

	Histogram writeLatency() {
		return writeLatency;
	}

	int intervalsUsed() {
		return intervalsUsed;
	}

	long intervalIos(int i) {
		return intervalIos[i];
	}

	long intervalBytes(int i) {
		return intervalBytes[i];
	}

	long intervalLatencySum(int i) {
		return intervalLatencySum[i];
	}

	long intervalLatencyMax(int i) {
		return intervalLatencyMax[i];
	}

	long intervalNanos() {
		return intervalNanos;
	}

	int buckets() {
		return bucketBytes.length;
	}

	long bucketStart() {
		return bucketStart;
	}

	long bucketSpan() {
		return bucketSpan;
	}

	long bucketBytes(int k) {
		return bucketBytes[k];
	}

	long bucketFirstStart(int k) {
		return bucketFirstStart[k];
	}

	long bucketLastEnd(int k) {
		return bucketLastEnd[k];
	}

	long bucketBusy(int k) {
		return bucketBusy[k];
	}

	int scatterCount() {
		return (int) Math.min(scatterSeen, scatterPosition.length);
	}

	double scatterPosition(int i) {
		return scatterPosition[i];
	}

	double scatterLatency(int i) {
		return scatterLatency[i];
	}
}
