package org.drivebench.fio;

import java.io.IOException;

/** A file that is not fio's JSON output, or that lacks what an import needs; the message says what and where. */
public class FioFormatException extends IOException {
	private static final long serialVersionUID = 1L;

	public FioFormatException(String message) {
		super(message);
	}

	public FioFormatException(String message, Throwable cause) {
		super(message, cause);
	}
}
