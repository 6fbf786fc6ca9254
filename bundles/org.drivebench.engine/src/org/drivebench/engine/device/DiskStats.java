package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The kernel's I/O counters of block devices, from {@code /proc/diskstats}: per device, the reads and
 * writes completed, those merged into others (each was an I/O of its own when it was issued) and the
 * 512-byte sectors they moved.
 */
public final class DiskStats {
	/** One device's counters at one moment. */
	public record Counters(long reads, long readsMerged, long readSectors, long writes, long writesMerged,
			long writeSectors) {
		static final Counters ZERO = new Counters(0, 0, 0, 0, 0, 0);

		Counters plus(Counters o) {
			return new Counters(reads + o.reads, readsMerged + o.readsMerged, readSectors + o.readSectors, writes + o.writes,
					writesMerged + o.writesMerged, writeSectors + o.writeSectors);
		}

		/** What happened between {@code earlier} and this. */
		public Counters since(Counters earlier) {
			return new Counters(reads - earlier.reads, readsMerged - earlier.readsMerged, readSectors - earlier.readSectors,
					writes - earlier.writes, writesMerged - earlier.writesMerged, writeSectors - earlier.writeSectors);
		}

		/** Read I/Os as they were issued: completed requests plus the ones merged into them. */
		public long readIos() {
			return reads + readsMerged;
		}

		public long readBytes() {
			return readSectors * 512;
		}

		public long writeIos() {
			return writes + writesMerged;
		}

		public long writeBytes() {
			return writeSectors * 512;
		}
	}

	private final Path file;

	public DiskStats(SystemRoots roots) {
		this.file = roots.proc().resolve("diskstats");
	}

	/**
	 * The sum of the counters of devices {@code major:minor} ({@code numbers}, pairs), or null when
	 * the file cannot be read or lacks one of them.
	 */
	public @Nullable Counters read(List<int[]> numbers) {
		Map<String, Counters> all = new HashMap<>();
		try {
			for (String line : Files.readAllLines(file)) {
				String[] f = line.strip().split("\\s+");
				if (f.length >= 10) {
					all.put(f[0] + ":" + f[1], new Counters(Long.parseLong(f[3]), Long.parseLong(f[4]), Long.parseLong(f[5]),
							Long.parseLong(f[7]), Long.parseLong(f[8]), Long.parseLong(f[9])));
				}
			}
		} catch (IOException | NumberFormatException e) {
			return null;
		}
		Counters sum = Counters.ZERO;
		for (int[] n : numbers) {
			Counters c = all.get(n[0] + ":" + n[1]);
			if (c == null) {
				return null;
			}
			sum = sum.plus(c);
		}
		return sum;
	}
}
