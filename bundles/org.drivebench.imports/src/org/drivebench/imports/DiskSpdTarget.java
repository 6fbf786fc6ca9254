package org.drivebench.imports;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.drivebench.imports.DiskSpdReport.Direction;

/**
 * A target of a DiskSpd timespan as the text or XML output describes it, filled in as the parser
 * reads, then made a {@link DiskSpdReport.Target}.
 */
final class DiskSpdTarget {
	final int timespan;
	final String path;
	final int line;
	long blockSize = -1;
	int writePercent;
	int randomPercent;
	int outstanding = 2; // DiskSpd's default -o
	int threads = 1;
	long fileSize = -1;
	long baseOffset;
	long maxFileSize;
	boolean directIo;
	boolean writeThrough;
	final List<String> differences = new ArrayList<>();
	final List<String> settings = new ArrayList<>();
	final Sums read = new Sums();
	final Sums write = new Sums();

	DiskSpdTarget(int timespan, String path, int line) {
		this.timespan = timespan;
		this.path = path;
		this.line = line;
	}

	/** One direction's counts and latency, added up over the threads that ran it. */
	static final class Sums {
		long bytes;
		long ios;
		private long latencyIos;
		private double latencySum;
		private double squareSum;
		private boolean stdDevKnown = true;
		final Map<Double, Double> percentiles = new LinkedHashMap<>();

		void add(long bytes, long ios) {
			this.bytes += bytes;
			this.ios += ios;
		}

		/** A thread's mean and standard deviation (NaN: not printed) over its {@code n} I/Os. */
		void latency(long n, double meanMs, double stdDevMs) {
			if (n == 0 || Double.isNaN(meanMs)) {
				return;
			}
			latencyIos += n;
			latencySum += meanMs * n;
			if (Double.isNaN(stdDevMs)) {
				stdDevKnown = false;
			} else {
				squareSum += n * (stdDevMs * stdDevMs + meanMs * meanMs); // pooled: the union's second moment
			}
		}

		Direction direction() {
			double mean = latencyIos == 0 ? Double.NaN : latencySum / latencyIos;
			double stdDev = latencyIos == 0 || !stdDevKnown ? Double.NaN : Math.sqrt(Math.max(0, squareSum / latencyIos - mean * mean));
			return new Direction(bytes, ios, mean, stdDev, Map.copyOf(percentiles));
		}
	}

	/** The bytes the workload addressed: from offset 0 over the file or the maximum size; -1 when unknown. */
	long region() {
		if (baseOffset != 0) {
			return -1;
		}
		if (maxFileSize > 0) {
			return fileSize < 0 ? maxFileSize : Math.min(maxFileSize, fileSize);
		}
		return fileSize;
	}

	DiskSpdReport.Target build(double seconds) {
		List<String> diff = new ArrayList<>(differences);
		if (!directIo) {
			diff.add(0, "the operating system's cache on (DriveBench's tests bypass it: DiskSpd -Su or -Sh)");
		}
		if (writeThrough && writePercent > 0) {
			diff.add("writes through the drive's cache (-Sw or -Sh): DriveBench's tests use the drive's write cache");
		}
		return new DiskSpdReport.Target(timespan, path, line, blockSize, writePercent, randomPercent, outstanding, threads, fileSize,
				region(), directIo, List.copyOf(diff), List.copyOf(settings), seconds, read.direction(), write.direction());
	}
}
