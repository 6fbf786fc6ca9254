package org.drivebench.rig;

import java.io.IOException;

/** A rig that could not be used: the message names the rig and the cause (down, no fio server, fio refused a job). */
public class RigException extends IOException {
	private static final long serialVersionUID = 1L;

	public RigException(String message) {
		super(message);
	}

	public RigException(String message, Throwable cause) {
		super(message, cause);
	}
}
