package org.drivebench.core.api;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.engine.Sizes;
import org.drivebench.engine.Target;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.model.Severity;

/**
 * The parameters most tests take, with one key, label, unit, range and help text in every plugin, so
 * that {@code --param direction=write} or {@code queueDepth=32} means the same everywhere and suites
 * can override them across tests. Each method returns a builder: the test sets its default (and may
 * replace the help) before {@code build()}.
 */
public final class StandardParameters {
	public static final String DIRECTION = "direction";
	public static final String READ = "read";
	public static final String WRITE = "write";
	/** Key of {@link #blockSize()}. */
	public static final String BLOCK_SIZE = "blockSize";
	/** Key of {@link #blockSizes()}. */
	public static final String BLOCK_SIZES = "blockSizes";
	/** Key of {@link #queueDepth()}. */
	public static final String QUEUE_DEPTH = "queueDepth";
	/** Key of {@link #queueDepths()}. */
	public static final String QUEUE_DEPTHS = "queueDepths";
	/** Key of {@link #threads()}. */
	public static final String THREADS = "threads";
	/** Key of {@link #regionLength()}. */
	public static final String REGION_LENGTH = "regionLength";
	/** Key of {@link #alignment()}. */
	public static final String ALIGNMENT = "alignment";
	/** Key of {@link #measuredTime()}: how long one workload is measured. */
	public static final String DURATION = "duration";
	/** The reviews' block-size sweep: powers of two from 512 B to 2 MiB, as parameter text. */
	public static final String BLOCK_SIZES_512_TO_2M = "512, 1k, 2k, 4k, 8k, 16k, 32k, 64k, 128k, 256k, 512k, 1M, 2M";
	/** The reviews' queue-depth sweep: powers of two from 1 to 256, as parameter text. */
	public static final String QUEUE_DEPTHS_1_TO_256 = "1, 2, 4, 8, 16, 32, 64, 128, 256";

	/** The smallest and largest transfer the engine takes. */
	private static final double MIN_BLOCK = 512;
	private static final double MAX_BLOCK = 64 << 20;
	/** Longest single measurement a parameter may ask for: a day. */
	private static final double MAX_SECONDS = 24 * 3600;

	private StandardParameters() {
	}

	/** {@code direction}: read (default) or write. */
	public static ParameterSpec.Builder direction() {
		return ParameterSpec.choice(DIRECTION, "Direction", READ, WRITE).defaultValue(READ)
				.help("read, or write: writing destroys the data where the test writes");
	}

	/** {@code blockSize}: one transfer size, 512 B to 64 MiB. */
	public static ParameterSpec.Builder blockSize() {
		return ParameterSpec.size(BLOCK_SIZE, "Block size").range(MIN_BLOCK, MAX_BLOCK)
				.help("bytes per I/O, 512 B to 64 MiB, a multiple of the target's logical block");
	}

	/** {@code blockSizes}: several transfer sizes, each 512 B to 64 MiB. */
	public static ParameterSpec.Builder blockSizes() {
		return ParameterSpec.sizes(BLOCK_SIZES, "Block sizes").range(MIN_BLOCK, MAX_BLOCK)
				.help("the block sizes to measure, in order; sizes smaller than the target's logical block are skipped");
	}

	/** {@code queueDepth}: outstanding I/Os per worker, 1 to 1024. */
	public static ParameterSpec.Builder queueDepth() {
		return ParameterSpec.integer(QUEUE_DEPTH, "Queue depth").range(1, WorkloadSpec.MAX_QUEUE_DEPTH)
				.help("outstanding I/Os per worker, 1 to " + WorkloadSpec.MAX_QUEUE_DEPTH);
	}

	/** {@code queueDepths}: several queue depths, each 1 to 1024. */
	public static ParameterSpec.Builder queueDepths() {
		return ParameterSpec.integers(QUEUE_DEPTHS, "Queue depths").range(1, WorkloadSpec.MAX_QUEUE_DEPTH)
				.help("the queue depths to measure, in order, each 1 to " + WorkloadSpec.MAX_QUEUE_DEPTH);
	}

	/** {@code threads}: workers issuing I/O at once, 1 to 64. */
	public static ParameterSpec.Builder threads() {
		return ParameterSpec.integer(THREADS, "Threads").range(1, WorkloadSpec.MAX_WORKERS)
				.help("workers issuing I/O at once, each with its own queue, 1 to " + WorkloadSpec.MAX_WORKERS);
	}

	/** {@code regionLength}: the span at the start of the target the workload addresses; 0 for all of it. */
	public static ParameterSpec.Builder regionLength() {
		return ParameterSpec.size(REGION_LENGTH, "Region").min(0)
				.help("bytes at the start of the target the test addresses (CrystalDiskMark's test size); 0 for the whole target");
	}

	/** {@code alignment}: random offsets are multiples of it; 0 for the I/O's own size. */
	public static ParameterSpec.Builder alignment() {
		return ParameterSpec.size(ALIGNMENT, "Alignment").range(0, MAX_BLOCK)
				.help("random offsets are multiples of this: 4k keeps I/Os on 4 KiB sectors, 512 misaligns them "
						+ "(the Advanced Format penalty), 0 aligns each I/O to its own size");
	}

	/** A duration parameter from 0.1 s to a day; the caller names it, e.g. {@code timePerSize}. */
	public static ParameterSpec.Builder duration(String key, String label) {
		return ParameterSpec.duration(key, label).range(0.1, MAX_SECONDS);
	}

	/** {@code duration}: the measured time of a test that runs one workload, 0.1 s to a day. */
	public static ParameterSpec.Builder measuredTime() {
		return duration(DURATION, "Duration").help("measured time");
	}

	/** Key of {@link #rampTime()}. */
	public static final String RAMP_TIME = "rampTime";

	/** The keys of the standard parameters: every test that takes one of them means the same by it. */
	public static List<String> keys() {
		return List.of(DIRECTION, BLOCK_SIZE, BLOCK_SIZES, QUEUE_DEPTH, QUEUE_DEPTHS, THREADS, REGION_LENGTH, ALIGNMENT, DURATION,
				RAMP_TIME);
	}

	/**
	 * The time each step of a workload test runs before it is measured; what it did then is not counted
	 * (fio's ramp_time, Iometer's Ramp Up Time), and {@link WorkloadSteps} applies it to every step. It
	 * defaults to 0 s, as the methodologies the standard tests reproduce run: CrystalDiskMark has
	 * DiskSpd measure from the start ({@code -W0}), Iometer's Ramp Up Time is 0 s unless set and the
	 * reviews set none, DevTest and HD Tune have none.
	 */
	public static ParameterSpec.Builder rampTime() {
		return ParameterSpec.duration(RAMP_TIME, "Ramp time").defaultValue("0").range(0, 3600)
				.help("how long each step runs before it is measured (not counted, as fio's ramp_time), 0 to 1 h; "
						+ "0 as CrystalDiskMark, Iometer and HD Tune run");
	}

	/** Whether {@link #direction()} says write. */
	public static boolean writes(ParameterValues values) {
		return WRITE.equals(values.text(DIRECTION));
	}

	/** The read share of a workload in {@link #direction()}: 100 or 0. */
	public static int readPercent(ParameterValues values) {
		return writes(values) ? 0 : 100;
	}

	/** "Read" or "Write", for labels. */
	public static String directionLabel(ParameterValues values) {
		return writes(values) ? "Write" : "Read";
	}

	/**
	 * The block sizes of list parameter {@code key} that {@code target} can transfer (multiples of its
	 * logical block); each one dropped is named in a warning, so a suite written for 512-byte drives
	 * still runs its other sizes on a 4Kn drive.
	 *
	 * @throws InvalidParameterException when the target can transfer none of them
	 */
	public static List<Long> blockSizesFor(ParameterValues values, String key, Target target, ResultWriter results) {
		List<Long> usable = new ArrayList<>();
		List<String> dropped = new ArrayList<>();
		for (long size : values.list(key)) {
			if (size % target.logicalBlockSize() == 0) {
				usable.add(size);
			} else {
				dropped.add(Sizes.format(size));
			}
		}
		if (usable.isEmpty()) {
			throw new InvalidParameterException(key, key + " = " + values.format(key) + ": " + target.name()
					+ " transfers multiples of its " + target.logicalBlockSize() + "-byte logical block only, so none of "
					+ "these sizes can be measured");
		}
		if (!dropped.isEmpty()) {
			results.message(Severity.WARNING, key + ": " + String.join(", ", dropped) + " skipped: " + target.name()
					+ " transfers multiples of its " + target.logicalBlockSize() + "-byte logical block only");
		}
		return usable;
	}

	/**
	 * The {@link #blockSize()} parameter, checked against {@code target}.
	 *
	 * @throws InvalidParameterException when the target cannot transfer it (not a multiple of its logical block)
	 */
	public static int blockSizeFor(ParameterValues values, Target target) {
		long size = values.size(BLOCK_SIZE);
		if (size % target.logicalBlockSize() != 0) {
			throw new InvalidParameterException(BLOCK_SIZE, BLOCK_SIZE + " = " + values.format(BLOCK_SIZE) + ": " + target.name()
					+ " transfers multiples of its " + target.logicalBlockSize() + "-byte logical block only");
		}
		return Math.toIntExact(size);
	}

	/**
	 * The size parameter {@code name}, which must fit on {@code target}.
	 *
	 * @throws InvalidParameterException when it is larger than the target
	 */
	public static long sizeWithin(ParameterValues values, String name, Target target) {
		long size = values.size(name);
		if (size > target.sizeBytes()) {
			throw new InvalidParameterException(name, name + " = " + values.format(name) + ": larger than " + target.name() + " ("
					+ Sizes.format(target.sizeBytes()) + ")");
		}
		return size;
	}

	/**
	 * The region length of {@link #regionLength()} on {@code target}: 0 becomes the whole target.
	 *
	 * @throws InvalidParameterException when the region is larger than the target or not a whole number of logical blocks
	 */
	public static long regionLengthFor(ParameterValues values, Target target) {
		long length = values.size(REGION_LENGTH);
		if (length == 0) {
			return target.sizeBytes();
		}
		if (length > target.sizeBytes()) {
			throw new InvalidParameterException(REGION_LENGTH, REGION_LENGTH + " = " + values.format(REGION_LENGTH) + ": larger than "
					+ target.name() + " (" + Sizes.format(target.sizeBytes()) + "); give 0 for the whole target or less");
		}
		if (length % target.logicalBlockSize() != 0) {
			throw new InvalidParameterException(REGION_LENGTH, REGION_LENGTH + " = " + values.format(REGION_LENGTH)
					+ ": must be a multiple of " + target.name() + "'s " + target.logicalBlockSize() + "-byte logical block");
		}
		return length;
	}
}
