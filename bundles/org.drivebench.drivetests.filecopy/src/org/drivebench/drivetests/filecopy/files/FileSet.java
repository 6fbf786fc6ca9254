package org.drivebench.drivetests.filecopy.files;

import java.util.List;

/**
 * A generated file set: its folders (parents before children) and its files, in the order they are
 * written. The same kind, size and seed give the same set, byte for byte.
 *
 * @param directories relative paths of the folders inside the set's folder, parents first
 * @param files       the files, in the order they are written
 */
public record FileSet(FileSetKind kind, long seed, List<String> directories, List<FileEntry> files) {
	public FileSet {
		directories = List.copyOf(directories);
		files = List.copyOf(files);
	}

	/** Bytes of file data. */
	public long totalBytes() {
		long sum = 0;
		for (FileEntry f : files) {
			sum += f.size();
		}
		return sum;
	}

	public int fileCount() {
		return files.size();
	}
}
