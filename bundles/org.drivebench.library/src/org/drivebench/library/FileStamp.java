package org.drivebench.library;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.concurrent.TimeUnit;

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
}
