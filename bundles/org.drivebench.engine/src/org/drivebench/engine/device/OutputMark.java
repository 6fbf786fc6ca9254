package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.UserDefinedFileAttributeView;
import java.util.concurrent.TimeUnit;

/**
 * What DriveBench leaves on each file of its own it writes (a library file, a report): the extended
 * attribute {@code user.drivebench.written} holding the file's inode and modification time as written.
 * A file whose attribute still matches is exactly as DriveBench left it: no program wrote it since,
 * none made a volume, a swap area or an image of it. Replacing it again needs no search of every
 * process's open files ({@link OutputFileGuard}), which would cost each of the library's saves tens of
 * milliseconds; only whether a loop device reads it is asked again.
 */
final class OutputMark {
	private static final String ATTRIBUTE = "drivebench.written";

	private OutputMark() {
	}

	/** Marks {@code file} (just written, not yet renamed into place) with its identity; false where a file system keeps no user attributes. */
	static boolean mark(Path file) {
		UserDefinedFileAttributeView view = Files.getFileAttributeView(file, UserDefinedFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
		if (view == null) {
			return false;
		}
		try {
			view.write(ATTRIBUTE, StandardCharsets.UTF_8.encode(identity(file)));
			return true;
		} catch (IOException | UnsupportedOperationException | SecurityException e) {
			return false;
		}
	}

	/** Whether {@code file} is exactly as DriveBench wrote it: its mark names its inode and modification time now. */
	static boolean intact(Path file) {
		UserDefinedFileAttributeView view = Files.getFileAttributeView(file, UserDefinedFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
		if (view == null) {
			return false;
		}
		try {
			int size = view.size(ATTRIBUTE);
			if (size <= 0 || size > 256) {
				return false;
			}
			ByteBuffer bytes = ByteBuffer.allocate(size);
			view.read(ATTRIBUTE, bytes);
			bytes.flip();
			return StandardCharsets.UTF_8.decode(bytes).toString().equals(identity(file));
		} catch (IOException | UnsupportedOperationException | SecurityException e) {
			return false;
		}
	}

	private static String identity(Path file) throws IOException {
		return "inode=" + Files.getAttribute(file, "unix:ino", LinkOption.NOFOLLOW_LINKS) + " mtime-ns="
				+ Files.getLastModifiedTime(file, LinkOption.NOFOLLOW_LINKS).to(TimeUnit.NANOSECONDS);
	}
}
