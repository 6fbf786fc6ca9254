package org.drivebench.drivetests.reviews;

import static org.drivebench.core.api.StandardParameters.ALIGNMENT;
import static org.drivebench.core.api.StandardParameters.BLOCK_SIZE;
import static org.drivebench.core.api.StandardParameters.BLOCK_SIZES;
import static org.drivebench.core.api.StandardParameters.BLOCK_SIZES_512_TO_2M;
import static org.drivebench.core.api.StandardParameters.DIRECTION;
import static org.drivebench.core.api.StandardParameters.DURATION;
import static org.drivebench.core.api.StandardParameters.QUEUE_DEPTH;
import static org.drivebench.core.api.StandardParameters.QUEUE_DEPTHS;
import static org.drivebench.core.api.StandardParameters.QUEUE_DEPTHS_1_TO_256;
import static org.drivebench.core.api.StandardParameters.READ;
import static org.drivebench.core.api.StandardParameters.REGION_LENGTH;
import static org.drivebench.core.api.StandardParameters.THREADS;
import static org.drivebench.core.api.StandardParameters.WRITE;

import java.util.List;

import org.drivebench.core.api.SuiteBuilder;
import org.drivebench.core.api.SuiteProvider;
import org.drivebench.drivetests.filecopy.api.FileCopyTests;
import org.drivebench.drivetests.linear.api.LinearTests;
import org.drivebench.drivetests.multistream.api.MultistreamTests;
import org.drivebench.drivetests.random.api.RandomTests;
import org.drivebench.model.Suite;
import org.osgi.service.component.annotations.Component;

/**
 * The methodologies of the classic reviews, with their parameters, as shipped suites across the test
 * families. A suite whose tests are not installed is listed but refuses to run, naming what is
 * missing. Ranked first, so the quick check is what the launcher offers first.
 */
@Component(service = SuiteProvider.class, property = "service.ranking:Integer=100")
public class ReviewSuites implements SuiteProvider {
	public static final String QUICK = "quick";
	public static final String DESKTOP_HDD = "desktop-hdd";
	public static final String ENTERPRISE_HDD = "enterprise-hdd";
	public static final String CLASSIC_IDE = "classic-ide";
	public static final String ANVIL = "anvil";

	@Override
	public List<Suite> suites() {
		return List.of(quick(), desktopHdd(), enterpriseHdd(), classicIde(), anvil());
	}

	/** The four CrystalDiskMark figures, read and write, over a 1 GiB span, 5 s each. */
	static Suite quick() {
		SuiteBuilder b = new SuiteBuilder(QUICK, "Quick check",
				"The four CrystalDiskMark-style figures, read and write: SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, "
						+ "RND4K Q1T1, over a 1 GiB span at the start of the target, 5 s each.");
		for (String direction : List.of(READ, WRITE)) {
			workload(b, LinearTests.SEQUENTIAL, "SEQ1M Q8T1 ", direction, "1M", 8, 1, "1G");
			workload(b, LinearTests.SEQUENTIAL, "SEQ128K Q32T1 ", direction, "128k", 32, 1, "1G");
			workload(b, RandomTests.RANDOM, "RND4K Q32T16 ", direction, "4k", 32, 16, "1G");
			workload(b, RandomTests.RANDOM, "RND4K Q1T1 ", direction, "4k", 1, 1, "1G");
		}
		return b.build();
	}

	/**
	 * The desktop HDD group test (HD Tune, Iometer, file copy, WinRAR): surface, access time, block-size
	 * sweeps, 512 B for ten minutes, the file sets copied within and across two partitions, the system set
	 * packed and unpacked.
	 */
	static Suite desktopHdd() {
		SuiteBuilder b = new SuiteBuilder(DESKTOP_HDD, "Desktop HDD review",
				"Linear read and write over the whole surface; 4 KiB random read and write access time over the whole "
						+ "surface; sequential "
						+ "and random (4 KiB-aligned) read and write with block sizes 512 B to 2 MiB at queue depth 4, "
						+ "one minute per size; random 512 B reads at queue depth 1 for ten minutes; 1 to 4 sequential streams "
						+ "of 64 KiB at queue depth 1 in adjacent 100 GB regions, read and write, one minute per count; the "
						+ "archive, music and system file sets copied within a partition and across to the next one, and the "
						+ "system set packed into an archive and unpacked (on a device: two partitions made on it; on a test "
						+ "file: in its folder and across to the other folder; on a simulated drive: through its model).");
		b.entry(LinearTests.SURFACE, "Linear read, whole surface").with(DIRECTION, READ);
		b.entry(LinearTests.SURFACE, "Linear write, whole surface").with(DIRECTION, WRITE);
		b.entry(RandomTests.ACCESS_TIME, "Random access time, 4 KiB read").with(DIRECTION, READ).with(BLOCK_SIZE, "4k");
		// HD Tune's write access time is where the review saw the Advanced Format drives' penalty
		b.entry(RandomTests.ACCESS_TIME, "Random access time, 4 KiB write").with(DIRECTION, WRITE).with(BLOCK_SIZE, "4k");
		b.entry(LinearTests.BLOCK_SIZE_SWEEP, "Sequential read by block size, QD4").with(DIRECTION, READ)
				.with(BLOCK_SIZES, BLOCK_SIZES_512_TO_2M).with(QUEUE_DEPTH, 4).with(LinearTests.TIME_PER_SIZE, "1m");
		b.entry(LinearTests.BLOCK_SIZE_SWEEP, "Sequential write by block size, QD4").with(DIRECTION, WRITE)
				.with(BLOCK_SIZES, BLOCK_SIZES_512_TO_2M).with(QUEUE_DEPTH, 4).with(LinearTests.TIME_PER_SIZE, "1m");
		b.entry(RandomTests.BLOCK_SIZE_SWEEP, "Random read by block size, QD4").with(DIRECTION, READ)
				.with(BLOCK_SIZES, BLOCK_SIZES_512_TO_2M).with(QUEUE_DEPTH, 4).with(RandomTests.TIME_PER_SIZE, "1m")
				.with(ALIGNMENT, "4k");
		b.entry(RandomTests.BLOCK_SIZE_SWEEP, "Random write by block size, QD4").with(DIRECTION, WRITE)
				.with(BLOCK_SIZES, BLOCK_SIZES_512_TO_2M).with(QUEUE_DEPTH, 4).with(RandomTests.TIME_PER_SIZE, "1m")
				.with(ALIGNMENT, "4k");
		b.entry(RandomTests.SUSTAINED, "Random 512 B, QD1, ten minutes").with(DIRECTION, READ).with(BLOCK_SIZE, "512")
				.with(QUEUE_DEPTH, 1).with(DURATION, "10m");
		for (String direction : List.of(READ, WRITE)) {
			multistream(b, "Multistream " + direction + ", 1-4 streams", direction, "1, 2, 3, 4");
		}
		b.entry(FileCopyTests.COPY, FileCopyTests.COPY_LABEL);
		b.entry(FileCopyTests.ARCHIVE, FileCopyTests.ARCHIVE_LABEL);
		return b.build();
	}

	/** The SAS 10K/15K group test (Iometer at queue depth 256). */
	static Suite enterpriseHdd() {
		SuiteBuilder b = new SuiteBuilder(ENTERPRISE_HDD, "Enterprise HDD review",
				"Sequential 128 KiB at queue depth 256; random 512 B to 2 MiB at queue depth 256; mixed 128 KiB with "
						+ "the read share from 0 to 100 % in steps of 10; 4 KiB reads at queue depths 1 to 256; random "
						+ "512 B reads and writes at queue depth 1 for ten minutes each; 4 KiB random reads and writes at "
						+ "queue depth 256 with per-second mean and maximum latency; the Database, File server, "
						+ "Workstation and Web server patterns at queue depths 1 to 256; four sequential streams of 64 KiB at "
						+ "queue depth 1 in adjacent 100 GB regions, read and write, the total and each stream.");
		b.entry(LinearTests.SEQUENTIAL, "Sequential read 128 KiB, QD256").with(DIRECTION, READ).with(BLOCK_SIZE, "128k")
				.with(QUEUE_DEPTH, 256).with(DURATION, "1m").with(REGION_LENGTH, "0");
		b.entry(LinearTests.SEQUENTIAL, "Sequential write 128 KiB, QD256").with(DIRECTION, WRITE).with(BLOCK_SIZE, "128k")
				.with(QUEUE_DEPTH, 256).with(DURATION, "1m").with(REGION_LENGTH, "0");
		b.entry(RandomTests.BLOCK_SIZE_SWEEP, "Random read by block size, QD256").with(DIRECTION, READ)
				.with(BLOCK_SIZES, BLOCK_SIZES_512_TO_2M).with(QUEUE_DEPTH, 256).with(RandomTests.TIME_PER_SIZE, "1m");
		b.entry(RandomTests.BLOCK_SIZE_SWEEP, "Random write by block size, QD256").with(DIRECTION, WRITE)
				.with(BLOCK_SIZES, BLOCK_SIZES_512_TO_2M).with(QUEUE_DEPTH, 256).with(RandomTests.TIME_PER_SIZE, "1m");
		b.entry(RandomTests.MIXED, "Mixed 128 KiB by read share, QD256").with(BLOCK_SIZE, "128k").with(QUEUE_DEPTH, 256)
				.with(RandomTests.READ_SHARES, "0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100").with(RandomTests.TIME_PER_STEP, "1m");
		b.entry(RandomTests.QUEUE_DEPTH_SCALING, "4 KiB reads by queue depth").with(DIRECTION, READ).with(BLOCK_SIZE, "4k")
				.with(QUEUE_DEPTHS, QUEUE_DEPTHS_1_TO_256).with(RandomTests.TIME_PER_DEPTH, "1m");
		// seed 001 runs both halves of its response-time tests: "random read/write ... for 10 minutes"
		b.entry(RandomTests.SUSTAINED, "Random 512 B, QD1, ten minutes").with(DIRECTION, READ).with(BLOCK_SIZE, "512")
				.with(QUEUE_DEPTH, 1).with(DURATION, "10m");
		b.entry(RandomTests.SUSTAINED, "Random 512 B, QD1, ten minutes, write").with(DIRECTION, WRITE).with(BLOCK_SIZE, "512")
				.with(QUEUE_DEPTH, 1).with(DURATION, "10m");
		b.entry(RandomTests.LATENCY_CONSISTENCY, "4 KiB random QD256, latency per second").with(DIRECTION, READ)
				.with(BLOCK_SIZE, "4k").with(QUEUE_DEPTH, 256).with(DURATION, "10m");
		b.entry(RandomTests.LATENCY_CONSISTENCY, "4 KiB random QD256, latency per second, write").with(DIRECTION, WRITE)
				.with(BLOCK_SIZE, "4k").with(QUEUE_DEPTH, 256).with(DURATION, "10m");
		for (String pattern : List.of(RandomTests.DATABASE, RandomTests.FILE_SERVER, RandomTests.WORKSTATION,
				RandomTests.WEB_SERVER)) {
			b.entry(RandomTests.SERVER, "Server pattern: " + pattern).with(RandomTests.PATTERN, pattern)
					.with(QUEUE_DEPTHS, QUEUE_DEPTHS_1_TO_256).with(RandomTests.TIME_PER_DEPTH, "1m");
		}
		for (String direction : List.of(READ, WRITE)) {
			multistream(b, "Multistream " + direction + ", 4 streams", direction, "4");
		}
		return b.build();
	}

	/** The 2004 IDE drive test (DevTest): start and end of the disk, random access, random sizes mixed. */
	static Suite classicIde() {
		SuiteBuilder b = new SuiteBuilder(CLASSIC_IDE, "Classic IDE review",
				"Sequential read and write at the start and the end of the disk with 512 B, 16 KiB and 64 KiB blocks; "
						+ "random read and write of 512 B, 16 KiB and 64 KiB blocks one at a time over the whole disk; "
						+ "random access time; random reads and writes of random sizes from 512 B to 64 KiB at read:write "
						+ "50:50, 90:10 and 10:90.");
		b.entry(LinearTests.START_END, "Start and end, read").with(DIRECTION, READ).with(BLOCK_SIZES, "512, 16k, 64k");
		b.entry(LinearTests.START_END, "Start and end, write").with(DIRECTION, WRITE).with(BLOCK_SIZES, "512, 16k, 64k");
		// DevTest's "Random Read" and "Random Write" rows: per-size rates at queue depth 1, sector-aligned
		b.entry(RandomTests.BLOCK_SIZE_SWEEP, "Random read").with(DIRECTION, READ).with(BLOCK_SIZES, "512, 16k, 64k")
				.with(QUEUE_DEPTH, 1).with(RandomTests.TIME_PER_SIZE, "10s").with(ALIGNMENT, "512");
		b.entry(RandomTests.BLOCK_SIZE_SWEEP, "Random write").with(DIRECTION, WRITE).with(BLOCK_SIZES, "512, 16k, 64k")
				.with(QUEUE_DEPTH, 1).with(RandomTests.TIME_PER_SIZE, "10s").with(ALIGNMENT, "512");
		b.entry(RandomTests.ACCESS_TIME, "Random access time").with(DIRECTION, READ).with(BLOCK_SIZE, "512");
		b.entry(RandomTests.MIXED_SIZES, "Random sizes 512 B-64 KiB, mixed").with(RandomTests.READ_SHARES, "50, 90, 10");
		return b.build();
	}

	/**
	 * The test list of Anvil's Storage Benchmark 1.1: reads, then writes, of Seq 4MB, 4K, 4K QD4, 4K QD16,
	 * 32K and 128K, each reported in MB/s, IOPS and response time. Anvil computes read, write and total
	 * scores from them by a formula it does not publish, so this suite reports no score.
	 */
	static Suite anvil() {
		SuiteBuilder b = new SuiteBuilder(ANVIL, "Anvil's Storage Benchmark",
				"The tests of Anvil's Storage Benchmark 1.1, read and then write: Seq 4MB (sequential 4 MiB at queue "
						+ "depth 1), 4K, 4K QD4, 4K QD16 (random 4 KiB from 1, 4 and 16 threads at once, as Anvil's "
						+ "threaded queue depth), 32K and 128K (random at queue depth 1), over a 1 GiB span, 5 s each; each "
						+ "in MB/s, IOPS and response time (mean latency). Anvil's scores come from a formula it does not "
						+ "publish, so no score is given.");
		for (String direction : List.of(READ, WRITE)) {
			workload(b, LinearTests.SEQUENTIAL, "Seq 4MB ", direction, "4M", 1, 1, "1G");
			workload(b, RandomTests.RANDOM, "4K ", direction, "4k", 1, 1, "1G");
			workload(b, RandomTests.RANDOM, "4K QD4 ", direction, "4k", 1, 4, "1G");
			workload(b, RandomTests.RANDOM, "4K QD16 ", direction, "4k", 1, 16, "1G");
			workload(b, RandomTests.RANDOM, "32K ", direction, "32k", 1, 1, "1G");
			workload(b, RandomTests.RANDOM, "128K ", direction, "128k", 1, 1, "1G");
		}
		return b.build();
	}

	/** A 5-second workload of {@code test} named {@code name} and the direction (CrystalDiskMark's, Anvil's). */
	private static void workload(SuiteBuilder b, String test, String name, String direction, String blockSize, int queueDepth,
			int threads, String region) {
		b.entry(test, name + direction).with(DIRECTION, direction).with(BLOCK_SIZE, blockSize).with(QUEUE_DEPTH, queueDepth)
				.with(THREADS, threads).with(DURATION, "5s").with(REGION_LENGTH, region);
	}

	/** Sequential streams of 64 KiB at queue depth 1, each in a 100 GB region, one minute per count. */
	private static void multistream(SuiteBuilder b, String label, String direction, String streams) {
		b.entry(MultistreamTests.SEQUENTIAL, label).with(DIRECTION, direction).with(MultistreamTests.STREAMS, streams)
				.with(BLOCK_SIZE, "64k").with(QUEUE_DEPTH, 1).with(REGION_LENGTH, "100G").with(MultistreamTests.TIME_PER_STEP, "1m");
	}
}
