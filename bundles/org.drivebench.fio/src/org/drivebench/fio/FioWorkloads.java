package org.drivebench.fio;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.drivebench.engine.Backend;
import org.drivebench.engine.InvalidWorkloadException;
import org.drivebench.engine.SizeDistribution;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.nativeio.BufferMemory;
import org.drivebench.engine.run.DefaultIoEngine;

/**
 * A workload as the fio job that does the same I/O, the same way: the engine's io_uring backend is
 * fio's io_uring engine with the same queue depth, completion batch and registered buffers and files;
 * its worker threads are fio's psync threads, one per outstanding I/O; both with direct I/O, random
 * offsets drawn with repeats ({@code norandommap}), every worker a section with its own region and
 * seed, and fio's total latency ({@code lat}, from the I/O's preparation to its reaping: the engine's
 * latency) in percentiles and json+ histogram bins. What fio cannot do exactly as the engine does is
 * refused, naming the field and why, never approximated.
 */
public final class FioWorkloads {
	/** The most fio threads one job may have here (fio set up fewer than asked when given a thousand). */
	public static final int MAX_SECTIONS = 256;
	/** fio's bssplit holds at most this many sizes (BSSPLIT_MAX). */
	static final int MAX_SPLITS = 64;
	private static final long GOLDEN = 0x9E3779B97F4A7C15L;

	private FioWorkloads() {
	}

	/**
	 * The engine backend {@code spec} runs on as a fio job: what it asks for, and for {@code auto} what
	 * the engine chooses on a target that has io_uring (io_uring above queue depth 1, threads at 1).
	 */
	public static Backend backendFor(WorkloadSpec spec) {
		return switch (spec.backend()) {
		case AUTO -> spec.queueDepth() > 1 ? Backend.IO_URING : Backend.THREADS;
		case IO_URING, THREADS -> spec.backend();
		case VIRTUAL_CLOCK, FIO -> throw new InvalidWorkloadException("backend", "= " + spec.backend().label()
				+ ": a fio job runs on io_uring or psync threads; use auto, io_uring or threads");
		};
	}

	/**
	 * The fio job of {@code spec} on {@code filename}.
	 *
	 * @param filename   the file or device on the machine fio runs on
	 * @param targetSize its size in bytes; 0 when unknown (then only a workload on one region to the end
	 *                   of the target can be expressed: fio takes the size itself)
	 * @param options    the engine's io_uring options the job copies
	 * @throws InvalidWorkloadException naming the field fio cannot express and why
	 */
	public static FioJob job(WorkloadSpec spec, String filename, long targetSize, DefaultIoEngine.Options options) {
		refuseWhatFioCannotDo(spec);
		Backend backend = backendFor(spec);
		Map<String, String> global = new LinkedHashMap<>();
		if (!filename.isEmpty()) {
			global.put("filename", filename.replace(":", "\\:"));
		}
		global.put("direct", "1");
		global.put("thread", "1");
		int lanes = 1;
		if (backend == Backend.IO_URING) {
			global.put("ioengine", "io_uring");
			global.put("iodepth", Integer.toString(spec.queueDepth()));
			global.put("iodepth_batch_submit", Integer.toString(options.completionBatch()));
			global.put("iodepth_batch_complete_min", Integer.toString(options.completionBatch()));
			if (options.registerBuffers()) {
				global.put("fixedbufs", "1");
			}
			if (options.registerFiles()) {
				global.put("registerfiles", "1");
			}
		} else {
			if (spec.queueDepth() > 1 && spec.randomPercent() < 100) {
				throw new InvalidWorkloadException("queueDepth", "= " + spec.queueDepth() + " on worker threads with "
						+ (100 - spec.randomPercent()) + " % sequential I/O: the engine's threads share one sequential "
						+ "stream, fio's psync threads would each run their own; use the io_uring backend (auto)");
			}
			global.put("ioengine", "psync");
			global.put("iodepth", "1");
			lanes = spec.queueDepth();
		}
		pattern(spec, global);
		sizes(spec, global);
		bounds(spec, global);
		data(spec, global);
		global.put("lat_percentiles", "1");
		global.put("clat_percentiles", "0");
		return new FioJob(global, sections(spec, targetSize, lanes));
	}

	/**
	 * fio's {@code iomem} for buffers like those the engine gives {@code spec} on this machine:
	 * {@code shmhuge} when the engine's lie on huge pages (buffers larger than a page, with transparent
	 * huge pages offered: {@link BufferMemory}), else empty (fio's default, malloc, as the engine's small
	 * buffers). Not part of {@link #job}: fio's huge pages are hugetlb pages, which must be reserved
	 * ({@code vm.nr_hugepages}) on the machine fio runs on, or fio fails; a caller that reserved them
	 * adds it (EngineBench's {@code --print_fio} does, for engine-vs-fio.sh, which reserves them).
	 */
	public static Optional<String> hugePageIomem(WorkloadSpec spec) {
		return BufferMemory.onHugePages(spec.sizes().maxSize()) ? Optional.of("shmhuge") : Optional.empty();
	}

	/**
	 * Checks that {@code spec} can run as a fio job, without building it.
	 *
	 * @throws InvalidWorkloadException naming the field fio cannot express
	 */
	public static void check(WorkloadSpec spec, long targetSize) {
		job(spec, "", targetSize, DefaultIoEngine.Options.DEFAULT);
	}

	private static void refuseWhatFioCannotDo(WorkloadSpec spec) {
		if (spec.trace() != null) {
			throw new InvalidWorkloadException("trace", "is a recorded trace DriveBench's engine replays I/O by I/O; a job "
					+ "section cannot say it, so trace replays run on this machine's targets only");
		}
		if (spec.verify()) {
			throw new InvalidWorkloadException("verify", "is on: DriveBench's verify signatures are its own (fio's verify writes "
					+ "another format), so verified workloads run on this machine's targets only");
		}
		if (spec.positionBuckets() > 0) {
			throw new InvalidWorkloadException("positionBuckets", "= " + spec.positionBuckets() + ": fio reports no transfer rate "
					+ "against position, so a surface scan runs on this machine's targets only");
		}
		if (spec.scatterSamples() > 0) {
			throw new InvalidWorkloadException("scatterSamples", "= " + spec.scatterSamples() + ": fio's json+ output has no "
					+ "latency against position, so an access-time scatter runs on this machine's targets only");
		}
	}

	private static void pattern(WorkloadSpec spec, Map<String, String> global) {
		boolean random = spec.randomPercent() > 0;
		String rw = spec.readPercent() == 100 ? "read" : spec.readPercent() == 0 ? "write" : "rw";
		global.put("rw", random ? "rand" + rw : rw);
		if (rw.equals("rw")) {
			global.put("rwmixread", Integer.toString(spec.readPercent()));
		}
		if (random && spec.randomPercent() < 100) {
			global.put("percentage_random", Integer.toString(spec.randomPercent()));
		}
		if (random) {
			global.put("norandommap", "1");
		}
	}

	private static void sizes(WorkloadSpec spec, Map<String, String> global) {
		SizeDistribution sizes = spec.sizes();
		boolean random = spec.randomPercent() > 0;
		if (sizes.isFixed()) {
			global.put("bs", Integer.toString(sizes.maxSize()));
			if (random && spec.alignment() != 0) {
				global.put("blockalign", Integer.toString(spec.alignment()));
			}
			return;
		}
		if (random && spec.alignment() == 0) {
			throw new InvalidWorkloadException("alignment", "= 0 (each I/O on a multiple of its own size) with sizes "
					+ sizes + ": fio aligns I/Os of mixed sizes to one boundary (blockalign); give an alignment");
		}
		int min = sizes.minSize();
		int max = sizes.maxSize();
		if (isUniformFromSmallest(sizes)) {
			// fio's bsrange draws min + k * min, k uniform, when min is a power of 2: every size equally often
			global.put("bsrange", min + "-" + max);
		} else {
			global.put("bssplit", split(sizes));
		}
		if (random) {
			global.put("blockalign", Integer.toString(spec.alignment()));
		}
	}

	/** Every multiple of the smallest size up to the largest, with equal weights, the smallest a power of 2. */
	private static boolean isUniformFromSmallest(SizeDistribution sizes) {
		int min = sizes.minSize();
		if (Integer.bitCount(min) != 1 || sizes.maxSize() % min != 0) {
			return false;
		}
		List<SizeDistribution.Entry> entries = sizes.entries();
		if (entries.size() != sizes.maxSize() / min) {
			return false;
		}
		int weight = entries.get(0).weight();
		for (int i = 0; i < entries.size(); i++) {
			if (entries.get(i).sizeBytes() != min * (i + 1) || entries.get(i).weight() != weight) {
				return false;
			}
		}
		return true;
	}

	/** fio's bssplit: each size with its whole percentage; refused when a weight is no whole percentage. */
	private static String split(SizeDistribution sizes) {
		List<SizeDistribution.Entry> entries = sizes.entries();
		if (entries.size() > MAX_SPLITS) {
			throw new InvalidWorkloadException("sizes", "has " + entries.size() + " sizes: fio's bssplit takes at most " + MAX_SPLITS
					+ " (and bsrange only every multiple of the smallest, equally often)");
		}
		long total = entries.stream().mapToLong(SizeDistribution.Entry::weight).sum();
		StringBuilder sb = new StringBuilder();
		for (SizeDistribution.Entry e : entries) {
			if (e.weight() * 100L % total != 0) {
				throw new InvalidWorkloadException("sizes", sizes + ": " + e.sizeBytes() + " B has a share of " + e.weight()
						+ "/" + total + ", not a whole percentage, and fio's bssplit takes whole percentages");
			}
			sb.append(sb.isEmpty() ? "" : ":").append(e.sizeBytes()).append('/').append(e.weight() * 100L / total);
		}
		return sb.toString();
	}

	private static void bounds(WorkloadSpec spec, Map<String, String> global) {
		boolean countOrAmount = spec.amountBytes() > 0 || spec.ioLimit() > 0;
		if (!spec.duration().isZero()) {
			if (!countOrAmount) {
				global.put("time_based", "1");
			}
			global.put("runtime", millis(spec.duration()));
		}
		if (!spec.rampTime().isZero()) {
			global.put("ramp_time", millis(spec.rampTime()));
		}
		if (!spec.burstTime().isZero()) {
			// fio 3.28: I/O for thinktime_iotime, then idle for thinktime, over and over
			global.put("thinktime", spec.restTime().toNanos() / 1000 + "us");
			global.put("thinktime_iotime", millis(spec.burstTime()));
		}
	}

	/**
	 * What fio writes, as the engine writes it ({@link org.drivebench.engine.data.WriteData}). Random:
	 * buffers filled with random data once, then every 512-byte sector of each write marked with its
	 * offset and a per-write value (the engine's stamp; fio's scramble_buffers, its default, spelled
	 * out). Not refill_buffers: regenerating every byte of every write cost fio 200 µs of CPU per 1 MiB
	 * write that the engine does not spend, which kept fio's CPU from idling and so changed the timing
	 * of the very waits being compared. Compressible: refilled, as only a refill keeps the zero share of
	 * each chunk zero (fio's scramble would write into it).
	 */
	private static void data(WorkloadSpec spec, Map<String, String> global) {
		if (!spec.writes()) {
			return;
		}
		switch (spec.dataPattern()) {
		case RANDOM -> global.put("scramble_buffers", "1");
		case ZEROS -> global.put("zero_buffers", "1");
		case COMPRESSIBLE -> {
			global.put("refill_buffers", "1");
			global.put("buffer_compress_percentage", Integer.toString(spec.compressiblePercent()));
		}
		}
	}

	private static List<FioJob.Section> sections(WorkloadSpec spec, long targetSize, int lanes) {
		int workers = spec.workers();
		int count = workers * lanes;
		if (count > MAX_SECTIONS) {
			throw new InvalidWorkloadException("queueDepth", "= " + spec.queueDepth() + " with " + workers + " workers on "
					+ "threads: " + count + " fio threads; a fio job here runs at most " + MAX_SECTIONS + " (use the io_uring backend)");
		}
		boolean sharedToEnd = spec.workerRegions().isEmpty() && spec.regionLength() == 0
				&& (workers == 1 || spec.regionSplit() == WorkloadSpec.RegionSplit.SHARED);
		if (targetSize <= 0 && !sharedToEnd) {
			throw new InvalidWorkloadException("regionLength", "needs the target's size to cut the region per worker");
		}
		List<FioJob.Section> sections = new ArrayList<>();
		int index = 0;
		for (int w = 0; w < workers; w++) {
			WorkloadSpec.Region region = targetSize > 0 ? spec.regionOf(w, targetSize)
					: new WorkloadSpec.Region(spec.regionOffset(), 0);
			for (int lane = 0; lane < lanes; lane++) {
				Map<String, String> o = new LinkedHashMap<>();
				if (region.offset() != 0) {
					o.put("offset", Long.toString(region.offset()));
				}
				if (region.length() != 0) {
					o.put("size", Long.toString(region.length()));
				}
				// fio reads its seed as a signed 64-bit number: the seed's lower 63 bits
				o.put("randseed", Long.toString(spec.seed() + GOLDEN * index & Long.MAX_VALUE));
				if (spec.amountBytes() > 0) {
					o.put("io_size", Long.toString(share(spec.amountBytes() / 512, count, index) * 512));
				}
				if (spec.ioLimit() > 0) {
					o.put("number_ios", Long.toString(share(spec.ioLimit(), count, index)));
				}
				if (spec.rateLimitIops() > 0) {
					long rate = share(spec.rateLimitIops(), count, index);
					if (rate == 0) {
						throw new InvalidWorkloadException("rateLimitIops", "= " + spec.rateLimitIops() + " over " + count
								+ " fio threads: each needs at least 1 I/O per second");
					}
					o.put("rate_iops", Long.toString(rate));
				}
				String name = lanes == 1 ? "w" + (w + 1) : "w" + (w + 1) + "l" + (lane + 1);
				sections.add(new FioJob.Section(name, w, region.offset(), region.length(), o));
				index++;
			}
		}
		if (spec.amountBytes() > 0 && spec.amountBytes() / 512 < count) {
			throw new InvalidWorkloadException("amountBytes", "= " + spec.amountBytes() + ": too little for " + count + " fio threads");
		}
		if (spec.ioLimit() > 0 && spec.ioLimit() < count) {
			throw new InvalidWorkloadException("ioLimit", "= " + spec.ioLimit() + ": fewer I/Os than the " + count + " fio threads");
		}
		return sections;
	}

	/** Section {@code index}'s share of {@code total} over {@code count} sections, the remainder to the first ones. */
	static long share(long total, int count, int index) {
		return total / count + (index < total % count ? 1 : 0);
	}

	private static String millis(Duration d) {
		return d.toMillis() + "ms";
	}
}
