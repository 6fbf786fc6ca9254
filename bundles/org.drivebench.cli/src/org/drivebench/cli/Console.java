package org.drivebench.cli;

import java.io.PrintStream;

/**
 * Where a command writes: results to {@code out}, progress and messages to {@code err}, so that
 * {@code drivebench ... --json > file} gives clean output. Knows whether {@code err} is a terminal,
 * for progress bars.
 */
record Console(PrintStream out, PrintStream err, boolean interactive) {
	static Console system() {
		return new Console(System.out, System.err, System.console() != null && System.console().isTerminal());
	}
}
