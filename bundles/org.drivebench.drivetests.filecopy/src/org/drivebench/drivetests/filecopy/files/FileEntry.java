package org.drivebench.drivetests.filecopy.files;

/**
 * One file of a file set.
 *
 * @param path relative path inside the set's folder, '/'-separated
 * @param size bytes
 * @param seed where its bytes come from ({@link FileContent})
 */
public record FileEntry(String path, long size, long seed) {
}
