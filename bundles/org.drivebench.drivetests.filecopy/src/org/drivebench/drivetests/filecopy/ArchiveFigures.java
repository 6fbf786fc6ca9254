package org.drivebench.drivetests.filecopy;

/**
 * Packing the system set into an archive and unpacking it again.
 *
 * @param dataBytes    the set's file data
 * @param archiveBytes the archive's size
 * @param packNanos    wall time from the first read until the archive was synced
 * @param packCpuNanos CPU time of the packing thread meanwhile
 */
public record ArchiveFigures(long dataBytes, int files, long archiveBytes, long packNanos, long packCpuNanos,
		long unpackNanos, long unpackCpuNanos) {
	/** Archive size as a share of the data, %. */
	public double ratioPercent() {
		return 100.0 * archiveBytes / dataBytes;
	}

	public double packMegabytesPerSecond() {
		return dataBytes / 1e6 / (packNanos / 1e9);
	}

	public double unpackMegabytesPerSecond() {
		return dataBytes / 1e6 / (unpackNanos / 1e9);
	}
}
