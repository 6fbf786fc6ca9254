package org.drivebench.core.suite;

import java.util.List;

import org.drivebench.core.api.StandardParameters;
import org.drivebench.model.Suite;

/**
 * The methodologies of the classic reviews, with their parameters, as shipped suites. They name the
 * standard tests by id; a preset whose tests are not installed is listed but refuses to run, naming
 * what is missing.
 */
public final class SuitePresets {
	public static final String QUICK = "quick";
	public static final String DESKTOP_HDD = "desktop-hdd";
	public static final String ENTERPRISE_HDD = "enterprise-hdd";
	public static final String CLASSIC_IDE = "classic-ide";
	public static final String FILE_COPY = "file-copy";
	public static final String RAID_STUDY = "raid-study";
	public static final String ATTO = "atto";
	public static final String ANVIL = "anvil";

	private static final String FILE_COPY_TEST = "filecopy.copy";
	private static final String ARCHIVE_TEST = "filecopy.archive";
	private static final String COPY_LABEL = "File copy: archive, music, system; within and across";
	private static final String ARCHIVE_LABEL = "Archive: pack and unpack the system set";
	private static final String POWERS_512_TO_2M = StandardParameters.BLOCK_SIZES_512_TO_2M;
	private static final String DEPTHS_1_TO_256 = StandardParameters.QUEUE_DEPTHS_1_TO_256;
	/** ATTO 3.05's transfer sizes: powers of two from 512 B to 64 MiB. */
	private static final String ATTO_SIZES = "512, 1k, 2k, 4k, 8k, 16k, 32k, 64k, 128k, 256k, 512k, 1M, 2M, 4M, 8M, 16M, 32M, 64M";

	private SuitePresets() {
	}

	/** Every preset, freshly built (callers may change their copy). */
	public static List<Suite> all() {
		return List.of(quick(), desktopHdd(), enterpriseHdd(), classicIde(), fileCopy(), raidStudy(), atto(), anvil());
	}

	/** The four CrystalDiskMark figures, read and write, over a 1 GiB span, 5 s each. */
	public static Suite quick() {
		SuiteBuilder b = new SuiteBuilder(QUICK, "Quick check",
				"The four CrystalDiskMark-style figures, read and write: SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, "
						+ "RND4K Q1T1, over a 1 GiB span at the start of the target, 5 s each.");
		for (String direction : List.of("read", "write")) {
			b.entry("linear.sequential", "SEQ1M Q8T1 " + direction, "direction=" + direction, "blockSize=1M",
					"queueDepth=8", "threads=1", "duration=5s", "regionLength=1G");
			b.entry("linear.sequential", "SEQ128K Q32T1 " + direction, "direction=" + direction, "blockSize=128k",
					"queueDepth=32", "threads=1", "duration=5s", "regionLength=1G");
			b.entry("random.random", "RND4K Q32T16 " + direction, "direction=" + direction, "blockSize=4k",
					"queueDepth=32", "threads=16", "duration=5s", "regionLength=1G");
			b.entry("random.random", "RND4K Q1T1 " + direction, "direction=" + direction, "blockSize=4k",
					"queueDepth=1", "threads=1", "duration=5s", "regionLength=1G");
		}
		return b.build();
	}

	/**
	 * The desktop HDD group test (HD Tune, Iometer, file copy, WinRAR): surface, access time, block-size
	 * sweeps, 512 B for ten minutes, the file sets copied within and across two partitions, the system set
	 * packed and unpacked.
	 */
	public static Suite desktopHdd() {
		return new SuiteBuilder(DESKTOP_HDD, "Desktop HDD review",
				"Linear read and write over the whole surface; 4 KiB random read and write access time over the whole "
						+ "surface; sequential "
						+ "and random (4 KiB-aligned) read and write with block sizes 512 B to 2 MiB at queue depth 4, "
						+ "one minute per size; random 512 B reads at queue depth 1 for ten minutes; 1 to 4 sequential streams "
						+ "of 64 KiB at queue depth 1 in adjacent 100 GB regions, read and write, one minute per count; the "
						+ "archive, music and system file sets copied within a partition and across to the next one, and the "
						+ "system set packed into an archive and unpacked (on a device: two partitions made on it; on a test "
						+ "file: in its folder and across to otherFolder; on a simulated drive: through its model).")
				.entry("linear.surface", "Linear read, whole surface", "direction=read")
				.entry("linear.surface", "Linear write, whole surface", "direction=write")
				.entry("random.access-time", "Random access time, 4 KiB read", "direction=read", "blockSize=4k")
				// HD Tune's write access time is where the review saw the Advanced Format drives' penalty
				.entry("random.access-time", "Random access time, 4 KiB write", "direction=write", "blockSize=4k")
				.entry("linear.bs-sweep", "Sequential read by block size, QD4", "direction=read",
						"blockSizes=" + POWERS_512_TO_2M, "queueDepth=4", "timePerSize=1m")
				.entry("linear.bs-sweep", "Sequential write by block size, QD4", "direction=write",
						"blockSizes=" + POWERS_512_TO_2M, "queueDepth=4", "timePerSize=1m")
				.entry("random.bs-sweep", "Random read by block size, QD4", "direction=read",
						"blockSizes=" + POWERS_512_TO_2M, "queueDepth=4", "timePerSize=1m", "alignment=4k")
				.entry("random.bs-sweep", "Random write by block size, QD4", "direction=write",
						"blockSizes=" + POWERS_512_TO_2M, "queueDepth=4", "timePerSize=1m", "alignment=4k")
				.entry("random.sustained", "Random 512 B, QD1, ten minutes", "direction=read", "blockSize=512",
						"queueDepth=1", "duration=10m")
				.entry("multistream.sequential", "Multistream read, 1-4 streams", "direction=read", "streams=1, 2, 3, 4",
						"blockSize=64k", "queueDepth=1", "regionLength=100G", "timePerStep=1m")
				.entry("multistream.sequential", "Multistream write, 1-4 streams", "direction=write", "streams=1, 2, 3, 4",
						"blockSize=64k", "queueDepth=1", "regionLength=100G", "timePerStep=1m")
				.entry(FILE_COPY_TEST, COPY_LABEL)
				.entry(ARCHIVE_TEST, ARCHIVE_LABEL)
				.build();
	}

	/** Seed 000's real-file tests alone: the file sets copied within and across, the system set packed and unpacked. */
	public static Suite fileCopy() {
		return new SuiteBuilder(FILE_COPY, "File copy and archive",
				"The archive (one large file), music (10-20 MB files) and system (thousands of small files) sets, each "
						+ "copied within its partition and across to the next one; the system set packed into a zip archive "
						+ "and unpacked. On a device: DESTROYS its data (two partitions and file systems are made); on a test "
						+ "file: in its folder, and across to otherFolder; on a simulated drive: through its model.")
				.entry(FILE_COPY_TEST, COPY_LABEL)
				.entry(ARCHIVE_TEST, ARCHIVE_LABEL)
				.build();
	}

	/** The SAS 10K/15K group test (Iometer at queue depth 256). */
	public static Suite enterpriseHdd() {
		SuiteBuilder b = new SuiteBuilder(ENTERPRISE_HDD, "Enterprise HDD review",
				"Sequential 128 KiB at queue depth 256; random 512 B to 2 MiB at queue depth 256; mixed 128 KiB with "
						+ "the read share from 0 to 100 % in steps of 10; 4 KiB reads at queue depths 1 to 256; random "
						+ "512 B reads and writes at queue depth 1 for ten minutes each; 4 KiB random reads and writes at "
						+ "queue depth 256 with per-second mean and maximum latency; the Database, File server, "
						+ "Workstation and Web server patterns at queue depths 1 to 256; four sequential streams of 64 KiB at "
						+ "queue depth 1 in adjacent 100 GB regions, read and write, the total and each stream.")
				.entry("linear.sequential", "Sequential read 128 KiB, QD256", "direction=read", "blockSize=128k",
						"queueDepth=256", "duration=1m", "regionLength=0")
				.entry("linear.sequential", "Sequential write 128 KiB, QD256", "direction=write", "blockSize=128k",
						"queueDepth=256", "duration=1m", "regionLength=0")
				.entry("random.bs-sweep", "Random read by block size, QD256", "direction=read",
						"blockSizes=" + POWERS_512_TO_2M, "queueDepth=256", "timePerSize=1m")
				.entry("random.bs-sweep", "Random write by block size, QD256", "direction=write",
						"blockSizes=" + POWERS_512_TO_2M, "queueDepth=256", "timePerSize=1m")
				.entry("random.mixed", "Mixed 128 KiB by read share, QD256", "blockSize=128k", "queueDepth=256",
						"readShares=0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100", "timePerStep=1m")
				.entry("random.qd-scaling", "4 KiB reads by queue depth", "direction=read", "blockSize=4k",
						"queueDepths=" + DEPTHS_1_TO_256, "timePerDepth=1m")
				// seed 001 runs both halves of its response-time tests: "random read/write ... for 10 minutes"
				.entry("random.sustained", "Random 512 B, QD1, ten minutes", "direction=read", "blockSize=512",
						"queueDepth=1", "duration=10m")
				.entry("random.sustained", "Random 512 B, QD1, ten minutes, write", "direction=write", "blockSize=512",
						"queueDepth=1", "duration=10m")
				.entry("random.latency-consistency", "4 KiB random QD256, latency per second", "direction=read",
						"blockSize=4k", "queueDepth=256", "duration=10m")
				.entry("random.latency-consistency", "4 KiB random QD256, latency per second, write",
						"direction=write", "blockSize=4k", "queueDepth=256", "duration=10m");
		for (String pattern : List.of("database", "fileserver", "workstation", "webserver")) {
			b.entry("random.server", "Server pattern: " + pattern, "pattern=" + pattern, "queueDepths=" + DEPTHS_1_TO_256,
					"timePerDepth=1m");
		}
		for (String direction : List.of("read", "write")) {
			b.entry("multistream.sequential", "Multistream " + direction + ", 4 streams", "direction=" + direction, "streams=4",
					"blockSize=64k", "queueDepth=1", "regionLength=100G", "timePerStep=1m");
		}
		return b.build();
	}

	/** The 2004 IDE drive test (DevTest): start and end of the disk, random access, random sizes mixed. */
	public static Suite classicIde() {
		return new SuiteBuilder(CLASSIC_IDE, "Classic IDE review",
				"Sequential read and write at the start and the end of the disk with 512 B, 16 KiB and 64 KiB blocks; "
						+ "random read and write of 512 B, 16 KiB and 64 KiB blocks one at a time over the whole disk; "
						+ "random access time; random reads and writes of random sizes from 512 B to 64 KiB at read:write "
						+ "50:50, 90:10 and 10:90.")
				.entry("linear.start-end", "Start and end, read", "direction=read", "blockSizes=512, 16k, 64k")
				.entry("linear.start-end", "Start and end, write", "direction=write", "blockSizes=512, 16k, 64k")
				// DevTest's "Random Read" and "Random Write" rows: per-size rates at queue depth 1, sector-aligned
				.entry("random.bs-sweep", "Random read", "direction=read", "blockSizes=512, 16k, 64k", "queueDepth=1",
						"timePerSize=10s", "alignment=512")
				.entry("random.bs-sweep", "Random write", "direction=write", "blockSizes=512, 16k, 64k", "queueDepth=1",
						"timePerSize=10s", "alignment=512")
				.entry("random.access-time", "Random access time", "direction=read", "blockSize=512")
				.entry("random.mixed-sizes", "Random sizes 512 B-64 KiB, mixed", "readShares=50, 90, 10")
				.build();
	}

	/**
	 * Seed 003's programs besides PCMark, for the RAID-0 strip-size study: CrystalDiskMark 5.1's four figures
	 * at its 100 MB test size, ATTO's sweep with its defaults, and the random access time.
	 */
	public static Suite raidStudy() {
		SuiteBuilder b = new SuiteBuilder(RAID_STUDY, "RAID-0 strip-size study",
				"What seed 003 ran on every strip size: CrystalDiskMark 5.1's Seq Q32T1 (128 KiB at queue depth 32), 4K "
						+ "Q32T1, Seq (1 MiB at queue depth 1) and 4K (queue depth 1), read and write, over a 100 MB span, 5 s "
						+ "each; ATTO's sweep of 512 B to 64 MiB transfers over 256 MB at queue depth 4; the 4 KiB random "
						+ "read access time.");
		for (String direction : List.of("read", "write")) {
			fiveSeconds(b, "linear.sequential", "Seq Q32T1 ", direction, "128k", 32, 1, "100M");
			fiveSeconds(b, "random.random", "4K Q32T1 ", direction, "4k", 32, 1, "100M");
			fiveSeconds(b, "linear.sequential", "Seq ", direction, "1M", 1, 1, "100M");
			fiveSeconds(b, "random.random", "4K ", direction, "4k", 1, 1, "100M");
		}
		return b.entry("linear.atto", "ATTO", "blockSizes=" + ATTO_SIZES, "totalLength=256M", "queueDepth=4")
				.entry("random.access-time", "Random access time, 4 KiB read", "direction=read", "blockSize=4k").build();
	}

	/** ATTO Disk Benchmark 3.05 with its defaults. */
	public static Suite atto() {
		return new SuiteBuilder(ATTO, "ATTO Disk Benchmark",
				"ATTO Disk Benchmark 3.05's defaults: transfer sizes 512 B to 64 MiB, each written and then read "
						+ "sequentially over a total length of 256 MB at queue depth 4 with direct I/O; one chart of read and "
						+ "write MB/s against transfer size.")
				.entry("linear.atto", "ATTO", "blockSizes=" + ATTO_SIZES, "totalLength=256M", "queueDepth=4").build();
	}

	/**
	 * The test list of Anvil's Storage Benchmark 1.1: reads, then writes, of Seq 4MB, 4K, 4K QD4, 4K QD16,
	 * 32K and 128K, each reported in MB/s, IOPS and response time. Anvil computes read, write and total
	 * scores from them by a formula it does not publish, so this suite reports no score.
	 */
	public static Suite anvil() {
		SuiteBuilder b = new SuiteBuilder(ANVIL, "Anvil's Storage Benchmark",
				"The tests of Anvil's Storage Benchmark 1.1, read and then write: Seq 4MB (sequential 4 MiB at queue "
						+ "depth 1), 4K, 4K QD4, 4K QD16 (random 4 KiB from 1, 4 and 16 threads at once, as Anvil's "
						+ "threaded queue depth), 32K and 128K (random at queue depth 1), over a 1 GiB span, 5 s each; each "
						+ "in MB/s, IOPS and response time (mean latency). Anvil's scores come from a formula it does not "
						+ "publish, so no score is given.");
		for (String direction : List.of("read", "write")) {
			fiveSeconds(b, "linear.sequential", "Seq 4MB ", direction, "4M", 1, 1, "1G");
			fiveSeconds(b, "random.random", "4K ", direction, "4k", 1, 1, "1G");
			fiveSeconds(b, "random.random", "4K QD4 ", direction, "4k", 1, 4, "1G");
			fiveSeconds(b, "random.random", "4K QD16 ", direction, "4k", 1, 16, "1G");
			fiveSeconds(b, "random.random", "32K ", direction, "32k", 1, 1, "1G");
			fiveSeconds(b, "random.random", "128K ", direction, "128k", 1, 1, "1G");
		}
		return b.build();
	}

	/** Adds a 5-second workload of {@code test} named {@code name} and the direction (CrystalDiskMark's, Anvil's). */
	private static void fiveSeconds(SuiteBuilder b, String test, String name, String direction, String blockSize, int queueDepth,
			int threads, String region) {
		b.entry(test, name + direction, "direction=" + direction, "blockSize=" + blockSize, "queueDepth=" + queueDepth,
				"threads=" + threads, "duration=5s", "regionLength=" + region);
	}
}
