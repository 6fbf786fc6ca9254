package org.drivebench.cli;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.jdt.annotation.Nullable;

import org.drivebench.engine.Sizes;
import org.drivebench.rig.Rig;
import org.drivebench.rig.RigCheck;
import org.drivebench.rig.RemoteSizes;

/** {@code drivebench rigs add|list|remove|check}: the rigs this machine runs tests on through fio's client/server mode. */
final class RigsCommand implements Command {
	private static final Actions ACTIONS = Actions.of(Map.entry("add", Options.of(Set.of("port"), Set.of())), Map.entry("list", Options.NONE),
			Map.entry("remove", Options.NONE), Map.entry("check", new Options(Set.of(), Set.of(), Set.of("target"))));
	private final RigAccess rigs;

	RigsCommand(RigAccess rigs) {
		this.rigs = rigs;
	}

	@Override
	public String name() {
		return "rigs";
	}

	@Override
	public String summary() {
		return "the rigs (machines running fio --server) that tests run on: add, list, remove, check";
	}

	@Override
	public String usage() {
		return """
				usage: drivebench rigs add <name> <host>[:<port>]   (or: rigs add <name> <host> --port <port>)
				       drivebench rigs list
				       drivebench rigs remove <name>
				       drivebench rigs check <name> [--target <path on the rig> ...]

				A rig is another machine that measures drives with fio's server (start it there with
				fio --server, or fio --server=,<port>; the default port is 8765). DriveBench runs tests
				on it with --rig <name> (drivebench run --help) through this machine's fio client, and
				saves the figures into the library as any other run.

				  add <name> <host>[:<port>]  remember a rig ([ipv6]:port for an IPv6 address;
				                              --port <port> says the port too)
				  list                        the rigs, and the file they are kept in
				  remove <name>               forget a rig
				  check <name>                reach the rig and report its host name, system and fio
				                              version, whether it and this machine's fio can measure
				                              together, and the block devices fio can read there with
				                              their sizes (of /dev/sd[a-p], /dev/vd[a-h], /dev/xvd[a-h],
				                              /dev/nvme[0-7]n1, /dev/hd[a-d], /dev/mmcblk[01]; those fio
				                              cannot open with why); it only reads
				    --target <path>           check these paths on the rig instead of the usual disks

				The rigs are kept in $XDG_CONFIG_HOME/drivebench/rigs.json (~/.config/drivebench/rigs.json).
				DriveBench cannot inspect devices on a rig: fio tells whether a path can be read and its
				size, nothing of its model, serial, partitions or mounts.""";
	}

	@Override
	public Map<String, Options> actions() {
		return ACTIONS.byWord();
	}

	@Override
	public int run(List<String> args, Console console) throws Exception {
		String action = ACTIONS.chosen(args).word();
		List<String> rest = args.subList(1, args.size());
		return switch (action) {
		case "add" -> add(rest, console);
		case "list" -> list(rest, console);
		case "remove" -> remove(rest, console);
		case "check" -> check(rest, console);
		default -> throw new UsageException("unknown action '" + action + "': add, list, remove or check");
		};
	}

	private int add(List<String> args, Console console) throws Exception {
		String form = "add <name> <host>[:<port>] (or add <name> <host> --port <port>)";
		Arguments a;
		try {
			a = Arguments.parse("rigs add", args, options("add"));
		} catch (UsageException e) {
			throw new UsageException(e.getMessage() + "; write: rigs " + form);
		}
		if (a.positionals().size() != 2) {
			throw new UsageException("write: rigs " + form + (a.positionals().size() > 2 ? " (too many words: "
					+ String.join(" ", a.positionals()) + ")" : ""));
		}
		Rig rig;
		try {
			rig = Rig.parse(a.positionals().get(0), address(a.positionals().get(1), a.value("port")));
			rigs.book().add(rig);
		} catch (IllegalArgumentException e) {
			throw new UsageException(e.getMessage());
		}
		console.out().println("Added " + rig.describe() + " to " + rigs.book().file()
				+ ". Check it with: drivebench rigs check " + rig.name());
		return ExitCode.OK;
	}

	/** {@code host} with the port {@code --port} gives, which must not contradict one written after the host. */
	private static String address(String host, @Nullable String port) throws UsageException {
		if (port == null) {
			return host;
		}
		if (!port.strip().matches("\\d{1,5}")) {
			throw new UsageException("--port '" + port + "' is no port number (1 to 65535; fio's default is " + Rig.DEFAULT_PORT + ")");
		}
		String h = host.strip();
		boolean hasPort = h.startsWith("[") ? h.contains("]:") : h.indexOf(':') > 0 && h.indexOf(':') == h.lastIndexOf(':');
		if (hasPort) {
			throw new UsageException("the port is given twice: in '" + host + "' and as --port " + port + "; give one");
		}
		// an IPv6 address takes brackets before a port
		return (h.contains(":") && !h.startsWith("[") ? "[" + h + "]" : h) + ":" + port.strip();
	}

	private int list(List<String> args, Console console) throws Exception {
		positionals("list", args, 0, "list");
		List<Rig> all = rigs.book().list();
		if (all.isEmpty()) {
			console.out().println("No rigs yet (" + rigs.book().file() + "). Add one with: drivebench rigs add <name> <host>[:<port>]");
			return ExitCode.OK;
		}
		TextTable table = new TextTable("RIG", "HOST", "PORT").alignRight(2);
		all.forEach(r -> table.row(r.name(), r.host(), Integer.toString(r.port())));
		table.print(console.out());
		console.out().println("(kept in " + rigs.book().file() + ")");
		return ExitCode.OK;
	}

	private int remove(List<String> args, Console console) throws Exception {
		List<String> p = positionals("remove", args, 1, "remove <name>");
		Rig removed;
		try {
			removed = rigs.book().remove(p.get(0));
		} catch (IllegalArgumentException e) {
			throw new UsageException(e.getMessage());
		}
		console.out().println("Removed " + removed.describe() + ".");
		return ExitCode.OK;
	}

	private int check(List<String> args, Console console) throws Exception {
		Arguments a = Arguments.parse("rigs check", args, options("check"));
		if (a.positionals().size() != 1) {
			throw new UsageException("write: rigs check <name> [--target <path on the rig> ...]");
		}
		Rig rig;
		try {
			rig = rigs.book().require(a.positionals().get(0));
		} catch (IllegalArgumentException e) {
			throw new UsageException(e.getMessage());
		}
		List<String> targets = a.values("target");
		console.err().println("Checking " + rig.describe() + (targets.isEmpty() ? " and the usual disk names there ("
				+ RigCheck.USUAL_DISK_NAMES + ")" : "") + "...");
		RigCheck.Report report = RigCheck.check(rigs.clients().find(), rig, targets);
		console.out().println(rig.describe() + ": reachable, answers as a fio server");
		console.out().println("  host:    " + report.probe().hostName() + " (" + report.probe().os() + ", " + report.probe().arch() + ")");
		console.out().println("  fio:     " + report.probe().version() + " there, " + report.local() + " here"
				+ report.incompatible().map(why -> ": CANNOT measure together: " + why).orElse(": they can measure together"));
		console.out().println(targets.isEmpty() ? "  block devices there, as fio found them:" : "  paths:");
		if (report.targets().isEmpty()) {
			console.out().println("    none of the usual disk names (" + RigCheck.USUAL_DISK_NAMES + "): fio found none of them"
					+ " there; name other paths with --target");
		}
		TextTable table = new TextTable("    PATH", "SIZE", "BYTES", "DIRECT I/O", "DISKS").alignRight(2);
		for (RemoteSizes.Facts f : report.targets()) {
			if (f.found()) {
				table.row("    " + f.path(), Sizes.capacity(f.sizeBytes()), Long.toString(f.sizeBytes()),
						f.directBlockBytes() == 0 ? "none" : Sizes.format(f.directBlockBytes()), String.join(",", f.disks()));
			} else {
				table.row("    " + f.path(), "-", "-", "-", f.problem());
			}
		}
		if (!report.targets().isEmpty()) {
			table.print(console.out());
		}
		console.out().println("  (fio tells whether a path can be read and its size; DriveBench cannot see a rig's models, "
				+ "serials, partitions or mounts)");
		return report.incompatible().isPresent() ? ExitCode.FAILED : ExitCode.OK;
	}

	private static List<String> positionals(String action, List<String> args, int count, String form) throws UsageException {
		Arguments a = Arguments.parse("rigs " + action, args, options(action));
		if (a.positionals().size() != count) {
			throw new UsageException("write: rigs " + form + (a.positionals().size() > count ? " (too many words: "
					+ String.join(" ", a.positionals()) + ")" : ""));
		}
		return a.positionals();
	}

	/** The options of one of {@link #ACTIONS}' actions (the callers name only those). */
	private static Options options(String action) {
		return ACTIONS.options(action);
	}
}
