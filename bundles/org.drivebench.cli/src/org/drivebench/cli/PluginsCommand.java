package org.drivebench.cli;

import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

import org.drivebench.plugins.InstallOutcome;
import org.drivebench.plugins.PluginException;
import org.drivebench.plugins.PluginFeature;
import org.drivebench.plugins.PluginInstallation;
import org.drivebench.plugins.RepositoryLocation;
import org.drivebench.plugins.TrustPrompt;
import org.eclipse.core.runtime.NullProgressMonitor;

/**
 * {@code drivebench plugins list | available <repository> | install <repository> <id>... | uninstall
 * <id>...}: the installation's test plugins, through the same {@link PluginInstallation} as the
 * workbench's Install Test Plugins dialog.
 */
final class PluginsCommand implements Command {
	private static final Actions ACTIONS = Actions.of(Map.entry("list", Options.NONE), Map.entry("available", Options.NONE),
			Map.entry("install", Options.of(Set.of(), Set.of("accept-unsigned"))), Map.entry("uninstall", Options.NONE));
	private final Supplier<PluginInstallation> installation;

	PluginsCommand(Supplier<PluginInstallation> installation) {
		this.installation = installation;
	}

	@Override
	public String name() {
		return "plugins";
	}

	@Override
	public String summary() {
		return "list, install and remove test plugins (p2 repositories)";
	}

	@Override
	public String usage() {
		return """
				usage: drivebench plugins list
				       drivebench plugins available <repository>
				       drivebench plugins install <repository> <id>... [--accept-unsigned]
				       drivebench plugins uninstall <id>...

				list       the features installed: test plugins installed since, and those that came with
				           DriveBench (which are not removed on their own)
				available  the features a p2 repository offers, with versions, descriptions and whether each
				           is installed
				install    installs features (their ids, with or without .feature.group) or single plugins
				           (bundle ids) from a repository; p2 first checks that they fit this DriveBench,
				           and refuses, explaining why, when they do not. Content that is not signed by a
				           trusted signer is installed only when you say so: answer the question on a
				           terminal, or give --accept-unsigned
				uninstall  removes features or plugins installed since

				<repository> is a folder holding a p2 repository, a .zip file of one, or a URL
				(https://..., file:/...).

				Plugins go into DriveBench's own folder (its plugins/ and features/, its configuration and
				its p2 profile), so installing needs write access to it; every user of that DriveBench gets
				them. DriveBench uses the change from its next start: the next drivebench command, or the
				workbench after a restart. drivebench list-tests then lists the new tests.

				Exit codes: 0 done, 1 failed or does not fit, 2 bad command line, 4 refused (untrusted content).""";
	}

	@Override
	public Map<String, Options> actions() {
		return ACTIONS.byWord();
	}

	@Override
	public int run(List<String> args, Console console) throws Exception {
		Actions.Chosen chosen = ACTIONS.chosen(args);
		String action = chosen.word();
		Arguments a = Arguments.parse("plugins " + action, args.subList(1, args.size()), chosen.options());
		List<String> rest = a.positionals();
		PluginInstallation here = installation.get();
		try {
			return switch (action) {
			case "list" -> {
				expect(rest, 0, "plugins list takes no arguments");
				yield list(here.installed(), "No features are installed in this DriveBench.", console);
			}
			case "available" -> {
				expect(rest, 1, "plugins available takes one repository: a folder, a .zip file or a URL");
				URI repository = repository(rest.get(0));
				yield list(here.available(repository, new NullProgressMonitor()), "The repository offers no features.", console);
			}
			case "install" -> {
				if (rest.size() < 2) {
					throw new UsageException("plugins install takes a repository and at least one feature or plugin id");
				}
				URI repository = repository(rest.get(0));
				List<String> ids = rest.subList(1, rest.size());
				console.err().println("drivebench: installing " + String.join(", ", ids) + " from " + repository + " ...");
				yield outcome(here.install(repository, ids, trust(a.has("accept-unsigned"), console), new NullProgressMonitor()),
						console);
			}
			case "uninstall" -> {
				if (rest.isEmpty()) {
					throw new UsageException("plugins uninstall takes at least one feature or plugin id");
				}
				yield outcome(here.uninstall(rest, new NullProgressMonitor()), console);
			}
			default -> throw new UsageException("unknown action '" + action + "': list, available, install or uninstall");
			};
		} catch (PluginException e) {
			console.err().println("drivebench plugins " + action + ": " + e.getMessage());
			return ExitCode.FAILED;
		}
	}

	/** A repository argument that names no folder, zip or URL is the command line's fault: exit 2, as elsewhere. */
	private static URI repository(String given) throws UsageException {
		try {
			return RepositoryLocation.parse(given);
		} catch (PluginException e) {
			throw new UsageException(e.getMessage());
		}
	}

	private static void expect(List<String> rest, int count, String message) throws UsageException {
		if (rest.size() != count) {
			throw new UsageException(message);
		}
	}

	private static int list(List<PluginFeature> features, String none, Console console) {
		if (features.isEmpty()) {
			console.out().println(none);
			return ExitCode.OK;
		}
		TextTable table = new TextTable("ID", "VERSION", "NAME", "STATE", "DESCRIPTION");
		for (PluginFeature f : features) {
			String state = f.category() == null ? f.state().label() : f.state().label() + " (" + f.category() + ")";
			table.row(f.id(), f.version(), f.name(), state, f.description());
		}
		table.print(console.out());
		return ExitCode.OK;
	}

	/** On a terminal the user is asked; otherwise untrusted content goes in only with --accept-unsigned. */
	private static TrustPrompt trust(boolean accept, Console console) {
		if (accept) {
			return items -> {
				console.err().println("drivebench: installing content DriveBench cannot verify, as --accept-unsigned says:");
				items.forEach(i -> console.err().println("  " + i));
				return true;
			};
		}
		java.io.Console terminal = System.console();
		if (!console.interactive() || terminal == null) {
			return TrustPrompt.REFUSE;
		}
		return items -> {
			console.err().println("This content is not signed by a signer trusted here, so DriveBench cannot tell who made it");
			console.err().println("or whether it was changed on the way:");
			items.forEach(i -> console.err().println("  " + i));
			String answer = terminal.readLine("Install it anyway? [y/N] ");
			return answer != null && (answer.strip().equalsIgnoreCase("y") || answer.strip().equalsIgnoreCase("yes"));
		};
	}

	private static int outcome(InstallOutcome outcome, Console console) {
		if (outcome.done()) {
			console.out().println(outcome.message()); // what was accepted untrusted was listed when it was asked
		} else {
			console.err().println(outcome.message());
			outcome.details().forEach(line -> console.err().println("  " + line));
		}
		return switch (outcome.result()) {
		case DONE -> ExitCode.OK;
		case UNTRUSTED -> {
			console.err().println("Install it only if you trust where it comes from: drivebench plugins install ... --accept-unsigned");
			yield ExitCode.REFUSED;
		}
		case CANCELLED -> ExitCode.CANCELLED;
		case INCOMPATIBLE, FAILED -> ExitCode.FAILED;
		};
	}
}
