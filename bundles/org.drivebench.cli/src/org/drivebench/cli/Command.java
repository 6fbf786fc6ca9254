package org.drivebench.cli;

import java.util.List;
import java.util.Map;

/** One sub-command of {@code drivebench}. */
interface Command {
	/** The word that selects it, e.g. "list-tests". */
	String name();

	/** One line for the help listing. */
	String summary();

	/** Its own help: usage and options. */
	String usage();

	/** The options it takes (none unless it says so); a command of actions gives each action's instead. */
	default Options options() {
		return Options.NONE;
	}

	/**
	 * For a command of actions ({@code rigs add}, {@code plugins install}): each action's word and its
	 * options; empty for a command without actions.
	 */
	default Map<String, Options> actions() {
		return Map.of();
	}

	/**
	 * Runs with the arguments after the command word.
	 *
	 * @return the process exit code (see {@link ExitCode})
	 * @throws UsageException when the arguments are wrong; the message names the bad one
	 */
	int run(List<String> args, Console console) throws Exception;
}
