package org.drivebench.engine;

import java.io.InterruptedIOException;

/**
 * Preparing a target was cancelled (Ctrl+C, a signal, the workbench's Cancel) before it was ready, e.g.
 * while a test file was being filled: nothing was measured, and a file the preparation had created is
 * removed.
 */
public final class PreparationCancelledException extends InterruptedIOException {
	private static final long serialVersionUID = 1L;

	public PreparationCancelledException(String message) {
		super(message);
	}
}
