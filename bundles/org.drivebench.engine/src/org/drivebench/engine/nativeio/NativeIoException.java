package org.drivebench.engine.nativeio;

import java.io.IOException;

/**
 * A failed system call on a file or device. The message names the operation, the path, the offset
 * and length where they apply, and the error text, e.g.
 * {@code pread /dev/loop3 at offset 4096 (512 bytes) failed: Invalid argument (errno 22)}.
 */
public class NativeIoException extends IOException {
	private static final long serialVersionUID = 1L;
	private final String operation;
	private final String path;
	private final int errno;

	public NativeIoException(String operation, String path, long offset, long length, int errno) {
		this(operation, path, where(offset, length) + " failed: " + LibC.strerror(errno) + " (errno " + errno + ")",
				errno);
	}

	public NativeIoException(String operation, String path, String detail, int errno) {
		super(operation + " " + path + (detail.startsWith(" ") ? "" : " ") + detail);
		this.operation = operation;
		this.path = path;
		this.errno = errno;
	}

	private static String where(long offset, long length) {
		if (offset < 0) {
			return "";
		}
		return " at offset " + offset + (length > 0 ? " (" + length + " bytes)" : "");
	}

	/** The system call or step that failed, e.g. "pread". */
	public String operation() {
		return operation;
	}

	public String path() {
		return path;
	}

	/** The errno value; 0 when the failure was not an errno (a short transfer). */
	/** Whether the kernel said the file or device is busy (EBUSY): e.g. an exclusive open of a device something holds. */
	public boolean busy() {
		return errno == LibC.EBUSY;
	}

	public int errno() {
		return errno;
	}
}
