package org.drivebench.tracereplay;

import java.io.IOException;

/** A trace that cannot be read: the message names the file and the line or byte offset. */
public final class TraceFormatException extends IOException {
	private static final long serialVersionUID = 1L;

	TraceFormatException(String message) {
		super(message);
	}
}
