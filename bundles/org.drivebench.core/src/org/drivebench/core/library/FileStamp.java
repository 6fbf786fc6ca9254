package org.drivebench.core.library;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;

/**
 * What tells one version of a library file from the next: modification time, size and file key
 * (the inode on Linux). Every save renames a new file into place, so the file key changes even
 * when two saves fall into the same clock tick and leave the same size.
 */
record FileStamp(FileTime modified, long size, Object fileKey) {
	static FileStamp of(Path file) throws IOException {
		BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
		return new FileStamp(attributes.lastModifiedTime(), attributes.size(), attributes.fileKey());
	}
}
