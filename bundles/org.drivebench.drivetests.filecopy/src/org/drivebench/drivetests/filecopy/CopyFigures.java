package org.drivebench.drivetests.filecopy;

import org.drivebench.drivetests.filecopy.files.FileSetKind;

/**
 * One timed copy: a set copied in one direction.
 *
 * @param bytes file data copied
 * @param files files copied
 * @param nanos from the first read until the copy was on the drive
 */
public record CopyFigures(FileSetKind set, CopyDirection direction, long bytes, int files, long nanos) {
	public double seconds() {
		return nanos / 1e9;
	}

	/** Decimal MB/s of file data. */
	public double megabytesPerSecond() {
		return nanos == 0 ? 0 : bytes / 1e6 / seconds();
	}

	public double filesPerSecond() {
		return nanos == 0 ? 0 : files / seconds();
	}
}
