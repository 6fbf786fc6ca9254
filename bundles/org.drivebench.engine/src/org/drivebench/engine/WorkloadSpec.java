package org.drivebench.engine;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

import org.eclipse.jdt.annotation.Nullable;

/**
 * What a workload does: sizes, direction mix, access pattern, region, concurrency, bounds, data,
 * pacing and what the recorder keeps. Immutable; built with {@link #builder()}; checked by
 * {@link #validate()} and {@link #validateFor(Target)} before any I/O, with messages that name the
 * field and its allowed range.
 *
 * <p>Byte quantities are bytes, times are {@link Duration}s. A region length of 0 means "to the end
 * of the target".
 */
public final class WorkloadSpec {
	public static final int MAX_QUEUE_DEPTH = 1024;
	public static final int MAX_WORKERS = 64;

	/** How workers share the region. */
	public enum RegionSplit {
		/** Every worker addresses the whole region. */
		SHARED,
		/** The region is cut into equal consecutive slices, one per worker (multistream tests). */
		SLICED
	}

	/** A byte range of the target. */
	public record Region(long offset, long length) {
	}

	private final SizeDistribution sizes;
	private final int alignment;
	private final int readPercent;
	private final int randomPercent;
	private final long regionOffset;
	private final long regionLength;
	private final RegionSplit regionSplit;
	private final List<Region> workerRegions;
	private final int queueDepth;
	private final int workers;
	private final Duration duration;
	private final long amountBytes;
	private final long ioLimit;
	private final Duration rampTime;
	private final DataPattern dataPattern;
	private final int compressiblePercent;
	private final Duration burstTime;
	private final Duration restTime;
	private final long rateLimitIops;
	private final Duration interval;
	private final int positionBuckets;
	private final int scatterSamples;
	private final boolean verify;
	private final long seed;
	private final Backend backend;
	private final @Nullable IoTrace trace;

	private WorkloadSpec(Builder b) {
		sizes = b.sizes;
		alignment = b.alignment;
		readPercent = b.readPercent;
		randomPercent = b.randomPercent;
		regionOffset = b.regionOffset;
		regionLength = b.regionLength;
		regionSplit = b.regionSplit;
		workerRegions = List.copyOf(b.workerRegions);
		queueDepth = b.queueDepth;
		workers = b.workers;
		duration = b.duration;
		amountBytes = b.amountBytes;
		ioLimit = b.ioLimit;
		rampTime = b.rampTime;
		dataPattern = b.dataPattern;
		compressiblePercent = b.compressiblePercent;
		burstTime = b.burstTime;
		restTime = b.restTime;
		rateLimitIops = b.rateLimitIops;
		interval = b.interval;
		positionBuckets = b.positionBuckets;
		scatterSamples = b.scatterSamples;
		verify = b.verify;
		seed = b.seed;
		backend = b.backend;
		trace = b.trace;
	}

	public static Builder builder() {
		return new Builder();
	}

	/** A builder holding this spec's values, to derive a variant. */
	public Builder toBuilder() {
		Builder b = new Builder();
		b.sizes = sizes;
		b.alignment = alignment;
		b.readPercent = readPercent;
		b.randomPercent = randomPercent;
		b.regionOffset = regionOffset;
		b.regionLength = regionLength;
		b.regionSplit = regionSplit;
		b.workerRegions = workerRegions;
		b.queueDepth = queueDepth;
		b.workers = workers;
		b.duration = duration;
		b.amountBytes = amountBytes;
		b.ioLimit = ioLimit;
		b.rampTime = rampTime;
		b.dataPattern = dataPattern;
		b.compressiblePercent = compressiblePercent;
		b.burstTime = burstTime;
		b.restTime = restTime;
		b.rateLimitIops = rateLimitIops;
		b.interval = interval;
		b.positionBuckets = positionBuckets;
		b.scatterSamples = scatterSamples;
		b.verify = verify;
		b.seed = seed;
		b.backend = backend;
		b.trace = trace;
		return b;
	}

	public SizeDistribution sizes() {
		return sizes;
	}

	/**
	 * Offsets of random I/O are multiples of this; 0 means "the I/O's own size" (fio's default).
	 * Sequential I/O starts at the region's start and follows on.
	 */
	public int alignment() {
		return alignment;
	}

	/** The alignment random offsets get for an I/O of {@code size} bytes. */
	public int effectiveAlignment(int size) {
		return alignment == 0 ? size : alignment;
	}

	public int readPercent() {
		return readPercent;
	}

	public int randomPercent() {
		return randomPercent;
	}

	public long regionOffset() {
		return regionOffset;
	}

	/** 0 means to the end of the target. */
	public long regionLength() {
		return regionLength;
	}

	/** The region's length on a target of {@code targetSize} bytes. */
	public long regionLength(long targetSize) {
		return regionLength == 0 ? targetSize - regionOffset : regionLength;
	}

	public RegionSplit regionSplit() {
		return regionSplit;
	}

	/** Explicit per-worker regions; when not empty they override the region and the split. */
	public List<Region> workerRegions() {
		return workerRegions;
	}

	/** The region worker {@code worker} addresses on a target of {@code targetSize} bytes. */
	public Region regionOf(int worker, long targetSize) {
		if (!workerRegions.isEmpty()) {
			return workerRegions.get(worker);
		}
		long length = regionLength(targetSize);
		if (regionSplit == RegionSplit.SHARED || workers == 1) {
			return new Region(regionOffset, length);
		}
		// equal slices, each a whole number of the largest I/O so streams never overlap
		long unit = Math.max(sizes.maxSize(), 4096);
		long slice = length / workers / unit * unit;
		return new Region(regionOffset + worker * slice, slice);
	}

	/** Outstanding I/Os per worker. */
	public int queueDepth() {
		return queueDepth;
	}

	public int workers() {
		return workers;
	}

	/** Measured time, not counting the ramp; {@link Duration#ZERO} when bounded by amount only. */
	public Duration duration() {
		return duration;
	}

	/** Bytes to transfer in all (after the ramp); 0 when bounded by time only. */
	public long amountBytes() {
		return amountBytes;
	}

	/** Number of I/Os in all (after the ramp); 0 when not bounded by count. */
	public long ioLimit() {
		return ioLimit;
	}

	/** Time run before measuring starts; its I/O is left out of every figure. */
	public Duration rampTime() {
		return rampTime;
	}

	public DataPattern dataPattern() {
		return dataPattern;
	}

	/** Share of zero bytes in each written block when the pattern is {@link DataPattern#COMPRESSIBLE}. */
	public int compressiblePercent() {
		return compressiblePercent;
	}

	/** Load time of a burst/rest cycle; {@link Duration#ZERO} for continuous load. */
	public Duration burstTime() {
		return burstTime;
	}

	/** Idle time after each burst. */
	public Duration restTime() {
		return restTime;
	}

	/**
	 * Target I/O rate in I/Os per second for the whole workload; 0 for as fast as possible. With a
	 * rate, latency is recorded from each I/O's intended start (coordinated omission corrected).
	 */
	public long rateLimitIops() {
		return rateLimitIops;
	}

	/** Length of one interval of the per-interval figures. */
	public Duration interval() {
		return interval;
	}

	/** Number of equal position buckets over the region for transfer-rate-against-position; 0 for none. */
	public int positionBuckets() {
		return positionBuckets;
	}

	/** Number of (position, latency) points kept for an access-time scatter; 0 for none. */
	public int scatterSamples() {
		return scatterSamples;
	}

	/**
	 * Verify mode: every written block carries a signature (its offset, the seed, a generation) and
	 * data derived from it; every block read is checked against it, and after the run every block
	 * written is read back and checked. With 100 % reads it checks data an earlier run of the same
	 * seed wrote, without writing.
	 */
	public boolean verify() {
		return verify;
	}

	/** Seed of every random choice (offsets, sizes, directions, data). */
	public long seed() {
		return seed;
	}

	public Backend backend() {
		return backend;
	}

	/**
	 * The explicit I/Os this workload runs in order, instead of drawing them from its sizes, direction mix
	 * and pattern (a file copy's model, a replayed recording); null for a pattern workload. A trace bounds
	 * the workload itself (it ends with its last entry), is run by one worker, and its measurement carries
	 * each entry's times ({@link Measurement#ioTimes()}). One with flushes runs on simulated drives.
	 */
	public @Nullable IoTrace trace() {
		return trace;
	}

	/** The largest I/O of this workload, bytes: of its trace, or of its sizes. */
	public int maxIoBytes() {
		IoTrace t = trace;
		return t != null ? Math.max(t.maxLength(), 512) : sizes.maxSize();
	}

	/** Whether any I/O of this workload reads. */
	public boolean reads() {
		IoTrace t = trace;
		return t != null ? t.readCount() > 0 : readPercent > 0;
	}

	/** Whether any I/O of this workload writes (verify mode alone does not write). */
	public boolean writes() {
		IoTrace t = trace;
		return t != null ? t.writes() : readPercent < 100;
	}

	/**
	 * Checks every field on its own.
	 *
	 * @throws InvalidWorkloadException naming the first bad field, its value and the allowed range
	 */
	public WorkloadSpec validate() {
		sizes.validate();
		if (alignment != 0 && (alignment < 512 || alignment % 512 != 0)) {
			throw new InvalidWorkloadException("alignment", "= " + alignment + ": must be 0 (the I/O size) or a multiple of 512 B");
		}
		range("readPercent", readPercent, 0, 100);
		range("randomPercent", randomPercent, 0, 100);
		if (regionOffset < 0) {
			throw new InvalidWorkloadException("regionOffset", "= " + regionOffset + ": must be 0 or more");
		}
		if (regionLength < 0) {
			throw new InvalidWorkloadException("regionLength", "= " + regionLength + ": must be 0 (to the end) or more");
		}
		range("queueDepth", queueDepth, 1, MAX_QUEUE_DEPTH);
		range("workers", workers, 1, MAX_WORKERS);
		if (!workerRegions.isEmpty() && workerRegions.size() != workers) {
			throw new InvalidWorkloadException("workerRegions", "has " + workerRegions.size() + " regions for " + workers
					+ " workers: give one per worker or none");
		}
		nonNegative("duration", duration);
		nonNegative("rampTime", rampTime);
		nonNegative("burstTime", burstTime);
		nonNegative("restTime", restTime);
		if (amountBytes < 0) {
			throw new InvalidWorkloadException("amountBytes", "= " + amountBytes + ": must be 0 (no bound) or more");
		}
		if (ioLimit < 0) {
			throw new InvalidWorkloadException("ioLimit", "= " + ioLimit + ": must be 0 (no bound) or more");
		}
		if (trace != null && workers != 1) {
			throw new InvalidWorkloadException("workers", "= " + workers + ": a trace is one sequence of I/Os, run by one worker");
		}
		if (trace == null && duration.isZero() && amountBytes == 0 && ioLimit == 0) {
			throw new InvalidWorkloadException("duration", "is 0 and no amount or I/O count is set: bound the workload by time, amount or count");
		}
		if (!burstTime.isZero() && restTime.isZero()) {
			throw new InvalidWorkloadException("restTime", "is 0 with a burst time of " + burstTime.toMillis()
					+ " ms: give both for burst/rest cycles, or neither");
		}
		range("compressiblePercent", compressiblePercent, 0, 100);
		if (rateLimitIops < 0) {
			throw new InvalidWorkloadException("rateLimitIops", "= " + rateLimitIops + ": must be 0 (unlimited) or more");
		}
		if (interval.toMillis() < 10 || interval.toSeconds() > 3600) {
			throw new InvalidWorkloadException("interval", "= " + interval.toMillis() + " ms: must be 10 ms to 1 hour");
		}
		range("positionBuckets", positionBuckets, 0, 1_000_000);
		range("scatterSamples", scatterSamples, 0, 1_000_000);
		Objects.requireNonNull(dataPattern, "dataPattern");
		Objects.requireNonNull(backend, "backend");
		IoTrace replayed = trace;
		if (replayed != null) {
			validateTrace(replayed);
		}
		return this;
	}

	/** A trace is its entries, once: no other bound or pacing applies. */
	private void validateTrace(IoTrace replayed) {
		if (replayed.size() == 0) {
			// a real backend bounds a trace by its I/O count, where 0 would mean no bound
			throw new InvalidWorkloadException("trace", "holds no entry: nothing to run");
		}
		if (!duration.isZero() || !rampTime.isZero() || amountBytes != 0 || ioLimit != 0) {
			throw new InvalidWorkloadException("trace", "is bounded by its " + replayed.size()
					+ " entries: set no duration, ramp time, amount or I/O count");
		}
		if (rateLimitIops != 0 || !burstTime.isZero() || verify) {
			throw new InvalidWorkloadException("trace", "is paced by its own times: set no rate limit, bursts or verify");
		}
	}

	/**
	 * Checks the spec against a target: sizes and alignment fit its logical block size, the region
	 * and every worker's region lie inside it, writes need a writable target.
	 *
	 * @throws InvalidWorkloadException naming the bad field
	 */
	public WorkloadSpec validateFor(Target target) {
		validate();
		int lbs = target.logicalBlockSize();
		long size = target.sizeBytes();
		for (SizeDistribution.Entry e : sizes.entries()) {
			if (e.sizeBytes() % lbs != 0) {
				throw new InvalidWorkloadException("sizes", "= " + e.sizeBytes() + " bytes: " + target.name()
						+ " needs multiples of its " + lbs + "-byte logical block");
			}
		}
		if (alignment % lbs != 0) {
			throw new InvalidWorkloadException("alignment", "= " + alignment + ": " + target.name()
					+ " needs a multiple of its " + lbs + "-byte logical block");
		}
		IoTrace t = trace;
		if (t != null) {
			if (t.flushes() && target.kind() != TargetType.SIMULATED) {
				throw new InvalidWorkloadException("trace", "with flushes runs on simulated drives only; " + target.name()
						+ " is measured with real files and workloads");
			}
			t.requireInside(lbs, size, target.name());
		}
		if (regionOffset % lbs != 0) {
			throw new InvalidWorkloadException("regionOffset", "= " + regionOffset + ": must be a multiple of " + lbs);
		}
		if (regionOffset >= size || regionOffset + regionLength(size) > size) {
			throw new InvalidWorkloadException("regionLength", "region " + regionOffset + " + " + regionLength(size)
					+ " bytes: must lie inside " + target.name() + " (" + size + " bytes)");
		}
		for (int w = 0; w < workers; w++) {
			Region r = regionOf(w, size);
			if (r.offset() < 0 || r.length() < sizes.maxSize() || r.offset() + r.length() > size) {
				throw new InvalidWorkloadException("workerRegions", "worker " + (w + 1) + " region " + r.offset() + " + "
						+ r.length() + " bytes: must hold at least one " + sizes.maxSize() + "-byte I/O inside "
						+ target.name() + " (" + size + " bytes)");
			}
		}
		if (writes() && !target.writable()) {
			throw new InvalidWorkloadException("readPercent", "= " + readPercent + ": the workload writes but "
					+ target.name() + " was opened read-only");
		}
		return this;
	}

	private static void range(String field, long value, long min, long max) {
		if (value < min || value > max) {
			throw new InvalidWorkloadException(field, "= " + value + ": must be " + min + " to " + max);
		}
	}

	private static void nonNegative(String field, Duration d) {
		if (d.isNegative()) {
			throw new InvalidWorkloadException(field, "= " + d + ": must be zero or positive");
		}
	}

	@Override
	public String toString() {
		return "bs=" + sizes + " read=" + readPercent + "% random=" + randomPercent + "% qd=" + queueDepth + " workers="
				+ workers + (duration.isZero() ? "" : " time=" + duration.toMillis() + "ms")
				+ (amountBytes == 0 ? "" : " amount=" + Sizes.format(amountBytes));
	}

	/** Builds a {@link WorkloadSpec}; defaults: 4 KiB, 100 % read, 100 % random, QD1, one worker, 1 s intervals. */
	public static final class Builder {
		private SizeDistribution sizes = SizeDistribution.fixed(4096);
		private int alignment;
		private int readPercent = 100;
		private int randomPercent = 100;
		private long regionOffset;
		private long regionLength;
		private RegionSplit regionSplit = RegionSplit.SHARED;
		private List<Region> workerRegions = List.of();
		private int queueDepth = 1;
		private int workers = 1;
		private Duration duration = Duration.ZERO;
		private long amountBytes;
		private long ioLimit;
		private Duration rampTime = Duration.ZERO;
		private DataPattern dataPattern = DataPattern.RANDOM;
		private int compressiblePercent;
		private Duration burstTime = Duration.ZERO;
		private Duration restTime = Duration.ZERO;
		private long rateLimitIops;
		private Duration interval = Duration.ofSeconds(1);
		private int positionBuckets;
		private int scatterSamples;
		private boolean verify;
		private long seed = 0x5EED_D81BL;
		private Backend backend = Backend.AUTO;
		private @Nullable IoTrace trace;

		/**
		 * Runs {@code ios} in order instead of a pattern (see {@link WorkloadSpec#trace()}); the pattern's
		 * sizes, direction mix and region are not used. Queue depth, data pattern, intervals, backend and
		 * the recorder's options still apply.
		 */
		public Builder trace(IoTrace ios) {
			this.trace = ios;
			return this;
		}

		public Builder blockSize(int bytes) {
			sizes = SizeDistribution.fixed(bytes);
			return this;
		}

		public Builder sizes(SizeDistribution distribution) {
			sizes = distribution;
			return this;
		}

		public Builder alignment(int bytes) {
			alignment = bytes;
			return this;
		}

		public Builder readPercent(int percent) {
			readPercent = percent;
			return this;
		}

		public Builder randomPercent(int percent) {
			randomPercent = percent;
			return this;
		}

		/** Sequential: 0 % random. */
		public Builder sequential() {
			randomPercent = 0;
			return this;
		}

		public Builder region(long offset, long length) {
			regionOffset = offset;
			regionLength = length;
			return this;
		}

		public Builder regionSplit(RegionSplit split) {
			regionSplit = split;
			return this;
		}

		public Builder workerRegions(List<Region> regions) {
			workerRegions = regions;
			return this;
		}

		public Builder queueDepth(int depth) {
			queueDepth = depth;
			return this;
		}

		public Builder workers(int count) {
			workers = count;
			return this;
		}

		public Builder duration(Duration time) {
			duration = time;
			return this;
		}

		public Builder amountBytes(long bytes) {
			amountBytes = bytes;
			return this;
		}

		public Builder ioLimit(long ios) {
			ioLimit = ios;
			return this;
		}

		public Builder rampTime(Duration time) {
			rampTime = time;
			return this;
		}

		public Builder dataPattern(DataPattern pattern) {
			dataPattern = pattern;
			return this;
		}

		public Builder compressiblePercent(int percent) {
			compressiblePercent = percent;
			return this;
		}

		public Builder bursts(Duration load, Duration rest) {
			burstTime = load;
			restTime = rest;
			return this;
		}

		public Builder rateLimitIops(long iops) {
			rateLimitIops = iops;
			return this;
		}

		public Builder interval(Duration length) {
			interval = length;
			return this;
		}

		public Builder positionBuckets(int buckets) {
			positionBuckets = buckets;
			return this;
		}

		public Builder scatterSamples(int points) {
			scatterSamples = points;
			return this;
		}

		public Builder verify(boolean on) {
			verify = on;
			return this;
		}

		public Builder seed(long value) {
			seed = value;
			return this;
		}

		public Builder backend(Backend choice) {
			backend = choice;
			return this;
		}

		/** The spec, checked with {@link WorkloadSpec#validate()}. */
		public WorkloadSpec build() {
			return new WorkloadSpec(this).validate();
		}
	}
}
