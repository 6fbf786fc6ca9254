package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.file.Path;

/**
 * DriveBench refused to write one of its own files (a report, a chart, an export, a library or settings
 * file) where the user asked: the message names the path and why ({@link OutputFileGuard}).
 */
public final class OutputRefusedException extends IOException {
	/** Why the path was refused. */
	public enum Reason {
		/**
		 * The path is no place for a file: its folder is missing, it is a folder, a device node, a pipe, a
		 * socket or a symbolic link, or it lies among the kernel's files (/dev, /proc, /sys). Bad input.
		 */
		NOT_A_FILE_PLACE,
		/** The file there is in use or holds a volume: a loop device's image, a mounted image, a swap file, open for writing elsewhere, a signature. */
		IN_USE
	}

	private static final long serialVersionUID = 1L;
	private final transient Path path;
	private final Reason reason;

	public OutputRefusedException(Path path, Reason reason, String message) {
		super(message);
		this.path = path;
		this.reason = reason;
	}

	/** The path refused. */
	public Path path() {
		return path;
	}

	public Reason reason() {
		return reason;
	}
}
