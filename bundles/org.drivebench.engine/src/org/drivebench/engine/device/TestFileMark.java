package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserDefinedFileAttributeView;
import java.time.Instant;

/**
 * The mark DriveBench leaves on every test file it creates: the extended attribute
 * {@code user.drivebench.test-file}. A file carrying it may be written again (it holds nothing but
 * DriveBench's test data); any other existing file is the user's, and is written only when the user
 * names it for overwriting.
 */
public final class TestFileMark {
	/** The attribute's name without the {@code user.} namespace (Java's view adds it). */
	public static final String ATTRIBUTE = "drivebench.test-file";

	private TestFileMark() {
	}

	/**
	 * Marks {@code file} as a DriveBench test file.
	 *
	 * @return false when its file system keeps no user extended attributes (it then stays unmarked)
	 */
	public static boolean mark(Path file) {
		UserDefinedFileAttributeView view = Files.getFileAttributeView(file, UserDefinedFileAttributeView.class);
		if (view == null) {
			return false;
		}
		try {
			view.write(ATTRIBUTE, StandardCharsets.UTF_8.encode("DriveBench test file, written " + Instant.now()
					+ " by process " + ProcessHandle.current().pid()));
			return true;
		} catch (IOException | UnsupportedOperationException | SecurityException e) {
			return false;
		}
	}

	/** Whether {@code file} carries the mark. */
	public static boolean isMarked(Path file) {
		UserDefinedFileAttributeView view = Files.getFileAttributeView(file, UserDefinedFileAttributeView.class);
		if (view == null) {
			return false;
		}
		try {
			int size = view.size(ATTRIBUTE);
			return size > 0 && view.read(ATTRIBUTE, ByteBuffer.allocate(size)) > 0;
		} catch (IOException | UnsupportedOperationException | SecurityException e) {
			return false;
		}
	}
}
