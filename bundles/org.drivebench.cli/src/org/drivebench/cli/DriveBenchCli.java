package org.drivebench.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.drivebench.core.io.Failures;
import org.drivebench.engine.EngineInfo;
import org.drivebench.engine.device.OutputRefusedException;
import org.eclipse.jdt.annotation.Nullable;

/**
 * {@code drivebench <command> [options]}: dispatches to the commands, prints help and version, and
 * turns every failure into a message naming the bad input and an exit code. Free of OSGi so it can be
 * tested directly; {@link CliApplication} wires it into the running platform.
 */
public final class DriveBenchCli {
	private final Map<String, Command> commands = new LinkedHashMap<>();
	private final String version;

	DriveBenchCli(String version, List<Command> available) {
		this.version = version;
		for (Command c : available) {
			commands.put(c.name(), c);
		}
	}

	/** The command a word selects; null for none. */
	@Nullable Command command(String name) {
		return commands.get(name);
	}

	int run(List<String> args, Console console) {
		if (args.isEmpty() || args.get(0).equals("--help") || args.get(0).equals("-h") || args.get(0).equals("help")) {
			Command command = args.size() > 1 ? commands.get(args.get(1)) : null;
			if (command != null) {
				console.out().println(command.usage());
			} else {
				console.out().println(help());
			}
			return args.isEmpty() ? ExitCode.USAGE : ExitCode.OK;
		}
		if (args.get(0).equals("--version") || args.get(0).equals("-V")) {
			console.out().println(versionText(version));
			return ExitCode.OK;
		}
		Command command = commands.get(args.get(0));
		if (command == null) {
			console.err().println("drivebench: unknown command '" + args.get(0) + "'. Commands: "
					+ String.join(", ", commands.keySet()) + ". See drivebench --help.");
			return ExitCode.USAGE;
		}
		List<String> rest = new ArrayList<>(args.subList(1, args.size()));
		if (rest.contains("--help") || rest.contains("-h")) {
			console.out().println(command.usage());
			return ExitCode.OK;
		}
		try {
			return command.run(rest, console);
		} catch (UsageException e) {
			console.err().println("drivebench " + command.name() + ": " + e.getMessage());
			console.err().println("See drivebench " + command.name() + " --help.");
			return ExitCode.USAGE;
		} catch (Exception e) {
			console.err().println("drivebench " + command.name() + ": " + Failures.describe(e));
			OutputRefusedException refused = refusedOutput(e);
			if (refused != null) {
				// where to write is input: no place for a file is a bad command line, a file in use a refusal
				return refused.reason() == OutputRefusedException.Reason.IN_USE ? ExitCode.REFUSED : ExitCode.USAGE;
			}
			return ExitCode.FAILED;
		}
	}

	/** The output rule's refusal behind {@code e}, if that is what it is. */
	private static @Nullable OutputRefusedException refusedOutput(Throwable e) {
		for (Throwable t = e; t != null; t = t.getCause()) {
			if (t instanceof OutputRefusedException refused) {
				return refused;
			}
		}
		return null;
	}

	static String versionText(String version) {
		return "DriveBench " + version + " (engine " + EngineInfo.version() + ", Java " + EngineInfo.runtime() + ")";
	}

	String help() {
		StringBuilder sb = new StringBuilder();
		sb.append("DriveBench ").append(version).append(": test and review storage drives.\n\n");
		sb.append("usage: drivebench <command> [options]\n");
		sb.append("       drivebench              (no command: starts the workbench when a display exists)\n\n");
		sb.append("Commands:\n");
		int width = commands.keySet().stream().mapToInt(String::length).max().orElse(8);
		for (Command c : commands.values()) {
			sb.append("  ").append(c.name()).append(" ".repeat(width - c.name().length() + 2)).append(c.summary()).append('\n');
		}
		sb.append("\nOptions:\n");
		sb.append("  --help, -h       this help; 'drivebench <command> --help' for a command's own\n");
		sb.append("  --version, -V    version of DriveBench, its engine and the Java runtime\n\n");
		sb.append("Exit codes: 0 done, 1 failed, 2 bad command line or input, 3 cancelled, 4 write refused by safety checks.");
		return sb.toString();
	}
}
