package org.drivebench.engine.device;

import java.io.IOException;

/** A path that does not name a block device the kernel knows, with the reason in the message. */
public class NotABlockDeviceException extends IOException {
	private static final long serialVersionUID = 1L;
	private final String path;

	public NotABlockDeviceException(String path, String reason) {
		super(path + ": " + reason);
		this.path = path;
	}

	/** The path as the caller gave it. */
	public String path() {
		return path;
	}
}
