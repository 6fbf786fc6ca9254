package org.drivebench.library;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.concurrent.TimeUnit;

import org.eclipse.jdt.annotation.Nullable;

/**
 * What tells one version of a library file from the next: modification time, size and file key
 * (device and inode on Linux). Every save renames a new file into place, so the file key changes
 * even when two saves fall into the same clock tick and leave the same size.
 *
 * @param modifiedNanos modification time, nanoseconds since the epoch
 * @param size          bytes
 * @param fileKey       the file system's key of the file as text ("" when it has none)
 */
record FileStamp(long modifiedNanos, long size, String fileKey) {
	static FileStamp of(Path file) throws IOException {
		return of(Files.readAttributes(file, BasicFileAttributes.class));
	}

	/** The stamp of the file whose attributes were just read. */
	static FileStamp of(BasicFileAttributes attributes) {
		Object key = attributes.fileKey();
		return new FileStamp(attributes.lastModifiedTime().to(TimeUnit.NANOSECONDS), attributes.size(),
				key == null ? "" : key.toString());
	}

	// equals and hashCode written out: a record's own are bootstrapped through method handles at their first
	// call, which in a fresh process costs an open more than comparing the stamps of all its run files

	@Override
	public boolean equals(@Nullable Object o) {
		return o instanceof FileStamp other && modifiedNanos == other.modifiedNanos && size == other.size
				&& fileKey.equals(other.fileKey);
	}

	@Override
	public int hashCode() {
		return (Long.hashCode(modifiedNanos) * 31 + Long.hashCode(size)) * 31 + fileKey.hashCode();
	}
}
