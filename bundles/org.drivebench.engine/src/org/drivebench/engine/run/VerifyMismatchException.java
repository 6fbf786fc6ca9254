package org.drivebench.engine.run;

import java.io.IOException;

/**
 * Data read back in verify mode is not what was written: the message names the target, the block's
 * offset, and what was expected and found.
 */
public class VerifyMismatchException extends IOException {
	private static final long serialVersionUID = 1L;
	private final long offset;

	public VerifyMismatchException(String target, long offset, String detail) {
		super("verify failed on " + target + ": " + detail);
		this.offset = offset;
	}

	/** Offset of the first bad block on the target. */
	public long offset() {
		return offset;
	}
}
