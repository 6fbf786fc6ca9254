package org.drivebench.cli;

/** What {@code drivebench} returns to the shell. */
final class ExitCode {
	/** Everything asked for was done; every test completed. */
	static final int OK = 0;
	/** The command ran but something failed: a test failed, a file could not be written. */
	static final int FAILED = 1;
	/** The command line was wrong: unknown command or option, bad value. Nothing was run. */
	static final int USAGE = 2;
	/** The run was cancelled (Ctrl+C); partial results were kept. */
	static final int CANCELLED = 3;
	/** Writing to a device was refused by the safety checks (confirm with --confirm-serial). */
	static final int REFUSED = 4;

	private ExitCode() {
	}
}
