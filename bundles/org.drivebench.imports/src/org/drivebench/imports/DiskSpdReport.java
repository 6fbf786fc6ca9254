package org.drivebench.imports;

import java.util.Date;
import java.util.List;
import java.util.Map;

import org.eclipse.jdt.annotation.Nullable;

/**
 * What a DiskSpd result says, read from its text output ({@link DiskSpdText}) or its {@code -Rxml}
 * output ({@link DiskSpdXml}): the command line (text) or profile (XML), and for each target of each
 * timespan its workload and what was measured.
 *
 * @param version      DiskSpd's version ("2.2.0"); empty for text output, which does not print it
 * @param commandLine  the command line as DiskSpd printed it; for XML, the profile's settings in words
 * @param computerName the machine DiskSpd ran on, or empty
 * @param startTime    when the run started (UTC), or null when the output does not say
 * @param format       "text" or "XML"
 * @param targets      each target of each timespan, in the output's order
 */
public record DiskSpdReport(String version, String commandLine, String computerName, @Nullable Date startTime, String format,
		List<DiskSpdReport.Target> targets) {

	/** The latency percentiles kept, by DiskSpd's percent (0 = min, 100 = max) and metric key suffix. */
	public static final Map<Double, String> PERCENTILES = Map.of(0.0, "min", 50.0, "p50", 90.0, "p90", 95.0, "p95", 99.0, "p99", 99.9,
			"p999", 99.99, "p9999", 100.0, "max");

	/**
	 * One direction's figures of one target.
	 *
	 * @param bytes       bytes moved
	 * @param ios         I/Os completed
	 * @param meanMs      mean latency in ms, NaN when DiskSpd measured none (no {@code -L})
	 * @param stdDevMs    standard deviation of the latency in ms, NaN when unknown
	 * @param percentiles latency in ms by DiskSpd's percent (0 = min, 100 = max), empty when unknown
	 */
	public record Direction(long bytes, long ios, double meanMs, double stdDevMs, Map<Double, Double> percentiles) {
	}

	/**
	 * One target of one timespan.
	 *
	 * @param timespan        1-based
	 * @param path            the target as DiskSpd names it (a file, {@code #2} for physical drive 2, a volume)
	 * @param line            where the output describes it (1-based)
	 * @param blockSize       bytes per I/O, -1 when the output gives it only rounded
	 * @param writePercent    share of writes, 0 to 100 ({@code -w})
	 * @param randomPercent   share of random I/Os, 0 (sequential) to 100 ({@code -r}, {@code -rs})
	 * @param outstanding     I/Os in flight per thread ({@code -o}, {@code -O})
	 * @param threads         threads on the target ({@code -t}, or the pool of {@code -F})
	 * @param fileSize        the target's size in bytes, -1 when the output gives it only rounded
	 * @param region          the bytes the workload addressed, -1 when unknown or not from offset 0
	 * @param directIo        the operating system's cache disabled ({@code -Su}, {@code -Sh}): what DriveBench's tests do
	 * @param differences     the target's settings a DriveBench test does not have (rate limits, strides, distributions...)
	 * @param settings        every setting of the target as the output states it
	 * @param seconds         measured time of the timespan
	 */
	public record Target(int timespan, String path, int line, long blockSize, int writePercent, int randomPercent, int outstanding,
			int threads, long fileSize, long region, boolean directIo, List<String> differences, List<String> settings, double seconds,
			Direction read, Direction write) {
		/** "RND4K Q32T4 read" or "SEQ1M Q8T1 70/30 read/write", like CrystalDiskMark names its tests. */
		public String shortName() {
			String size = blockSize < 0 ? "?" : blockSize % (1024 * 1024) == 0 ? blockSize / (1024 * 1024) + "M"
					: blockSize % 1024 == 0 ? blockSize / 1024 + "K" : blockSize + "B";
			String pattern = randomPercent == 100 ? "RND" : randomPercent == 0 ? "SEQ" : "MIX" + randomPercent + "%RND";
			String direction = writePercent == 0 ? "read" : writePercent == 100 ? "write" : (100 - writePercent) + "/" + writePercent + " read/write";
			return pattern + size + " Q" + outstanding + "T" + threads + " " + direction;
		}
	}
}
