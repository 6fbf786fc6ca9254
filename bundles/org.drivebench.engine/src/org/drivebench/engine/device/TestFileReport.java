package org.drivebench.engine.device;

import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

import org.drivebench.engine.Sizes;
import org.eclipse.jdt.annotation.Nullable;

/**
 * A test file's path as the {@link TestFileInspector} found it: whether it exists, whose it is, and
 * every reason why writing it would destroy something.
 *
 * @param path       the path, absolute and normalised (symbolic links are followed for the checks)
 * @param exists     whether a file is there
 * @param sizeBytes  its size, 0 when it does not exist
 * @param modified   when it was last modified, null when it does not exist
 * @param marked     it carries DriveBench's {@link TestFileMark}: DriveBench created it
 * @param fileSystem the type of the file system it is (or would be) on, e.g. "ext4", "tmpfs"
 * @param findings   why it must never be written (backs a loop device, mounted image, swap file, open
 *                   for writing elsewhere, an on-disk signature); empty when none
 */
public record TestFileReport(Path path, boolean exists, long sizeBytes, @Nullable FileTime modified, boolean marked,
		String fileSystem, List<SafetyFinding> findings) {
	private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);

	public TestFileReport {
		findings = List.copyOf(findings);
	}

	/** Whether an existing file is the user's: it exists and DriveBench did not create it. */
	public boolean isUsersFile() {
		return exists && !marked;
	}

	/** Whether the file lives in memory (tmpfs, ramfs): measuring it measures RAM, not a drive. */
	public boolean inMemory() {
		return fileSystem.equals("tmpfs") || fileSystem.equals("ramfs");
	}

	/** Size and date for messages, e.g. "64.0 MiB, last modified 2025-05-06 10:12". */
	public String describe() {
		return Sizes.format(sizeBytes) + (modified == null ? ""
				: ", last modified " + WHEN.format(modified.toInstant().atZone(ZoneId.systemDefault())));
	}
}
