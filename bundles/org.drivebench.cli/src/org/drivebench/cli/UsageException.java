package org.drivebench.cli;

/** A command line that cannot be run; the message says what is wrong and is shown with the command's usage. */
class UsageException extends Exception {
	private static final long serialVersionUID = 1L;

	UsageException(String message) {
		super(message);
	}
}
