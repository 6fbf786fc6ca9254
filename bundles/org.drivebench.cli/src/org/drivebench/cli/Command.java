package org.drivebench.cli;

import java.util.List;

/** One sub-command of {@code drivebench}. */
interface Command {
	/** The word that selects it, e.g. "list-tests". */
	String name();

	/** One line for the help listing. */
	String summary();

	/** Its own help: usage and options. */
	String usage();

	/**
	 * Runs with the arguments after the command word.
	 *
	 * @return the process exit code (see {@link ExitCode})
	 * @throws UsageException when the arguments are wrong; the message names the bad one
	 */
	int run(List<String> args, Console console) throws Exception;
}
