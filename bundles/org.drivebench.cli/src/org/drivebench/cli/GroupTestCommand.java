package org.drivebench.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.engine.device.OutputFileGuard;
import org.drivebench.engine.device.OutputRefusedException;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.core.runner.RunCheck;
import org.drivebench.group.EntryPlans;
import org.drivebench.group.EntryTargets;
import org.drivebench.group.InProcessEntryRunner;
import org.drivebench.library.drives.DrivePalette;
import org.drivebench.group.GroupComparison;
import org.drivebench.group.GroupRunner;
import org.drivebench.group.NextDrive;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.GroupTest;
import org.eclipse.jdt.annotation.Nullable;

/**
 * {@code drivebench group-test create|add|status|run|resume}: several drives run unattended, one entry
 * after another (entries on different rigs at once), ending in one saved comparison. The group test
 * lives in the library; this command only collects input and prints.
 */
final class GroupTestCommand implements Command {
	private static final Options RUN = Options.of(Set.of("library", "export"), Set.of());
	private static final Actions ACTIONS = Actions.of(
			Map.entry("create", Options.of(Set.of("library", "title"), Set.of())),
			Map.entry("add", new Options(Set.of("library", "target", "suite", "label", "rig", "file-size", "confirm-device", "wait"),
					Set.of("next-drive"),
					Set.of("param", "confirm-serial"))),
			Map.entry("status", Options.of(Set.of("library"), Set.of())),
			Map.entry("run", RUN),
			Map.entry("resume", RUN),
			Map.entry("delete", Options.of(Set.of("library"), Set.of())));
	private final TestRegistry registry;
	private final Libraries libraries;
	private final RunExecutor executor;
	private final RigAccess rigs;

	GroupTestCommand(TestRegistry registry, Libraries libraries, RunExecutor executor, RigAccess rigs) {
		this.registry = registry;
		this.libraries = libraries;
		this.executor = executor;
		this.rigs = rigs;
	}

	@Override
	public String name() {
		return "group-test";
	}

	@Override
	public String summary() {
		return "several drives run unattended, one comparison at the end: create, add, status, run, resume, delete";
	}

	@Override
	public String usage() {
		return """
				usage: drivebench group-test create <name> [--title <text>] [--library <dir>]
				       drivebench group-test add <name> --target <target> --suite <id> [--label <drive name>]
				                                 [--rig <rig>] [--param key=value ...] [--file-size <size>]
				                                 [--confirm-serial <serial> ...] [--confirm-device <path>@<rig>]
				       drivebench group-test add <name> --next-drive [--wait <time>] --suite <id> [--label <drive name>]
				                                 [--param key=value ...] [--confirm-serial <serial>]
				       drivebench group-test status [<name>] [--library <dir>]
				       drivebench group-test run <name> [--export <file.html>] [--library <dir>]
				       drivebench group-test resume <name> [--export <file.html>] [--library <dir>]
				       drivebench group-test delete <name> [--library <dir>]

				A group test is several drives, each with its suite, run unattended one after another
				and compared at the end. It is kept in the library with each entry's state (pending,
				running, done, failed and why, cancelled) and the runs it made, saved before and after
				each entry, so a kill, a crash or a reboot loses at most the test under way.

				  create <name>       a new, empty group test (name: letters, digits, '.', '_' and '-')
				  add <name>          an entry, checked as drivebench run checks it (run --help): its
				                      --target (a device, a test file, a simulated drive, or with --rig a
				                      path on that rig), its --suite and --param, --label (its name in the
				                      comparison), --file-size of a new test file, and the confirmation a
				                      write needs (--confirm-serial here, --confirm-device on a rig)
				    --next-drive      the entry's drive is the next one plugged in (target plugged:next):
				                      as the entry runs, DriveBench notes the drives present, waits
				                      --wait (90s, 10m, 2h; default 30m) for a new one, shows its model,
				                      serial, size and safety findings, and asks its serial on the
				                      terminal before writing. Without a terminal only --confirm-serial
				                      given here confirms it. A timeout or Ctrl+C leaves the entry
				                      cancelled: resume waits again (or continues on the drive its
				                      earlier run measured, when it is still plugged in)
				  status [<name>]     the group tests, or one's entries with their state, runs and why
				  run <name>          runs the entries not started yet, in order; entries on different
				                      rigs at the same time, one at a time per rig (this machine's targets,
				                      simulated drives too, are one rig). An entry that fails is marked
				                      with why and the next one starts. When none is left, one comparison
				                      of every entry is saved in the library, pinned to their runs
				  resume <name>       after a kill or Ctrl+C: continues the entry cut short with its first
				                      unfinished test (its completed tests are kept), then the rest
				    --export <file>   at the end, also write the comparison's review page (HTML) there
				  delete <name>       moves the group test to the library's trash folder; the runs it made
				                      and its comparison stay in the library. Refused while it runs

				Exit codes: 0 every entry done, 1 an entry failed, 2 bad command line or input, 3 cancelled
				(resume continues), 4 writing to a device was refused.""";
	}

	@Override
	public Map<String, Options> actions() {
		return ACTIONS.byWord();
	}

	@Override
	public int run(List<String> args, Console console) throws Exception {
		Actions.Chosen chosen = ACTIONS.chosen(args);
		String action = chosen.word();
		Arguments a = Arguments.parse(name() + " " + action, args.subList(1, args.size()), chosen.options());
		if (action.equals("status")) {
			return status(a, console);
		}
		if (a.positionals().size() != 1) {
			throw new UsageException(action + " takes the group test's name" + (a.positionals().size() > 1 ? ", once (got: "
					+ String.join(" ", a.positionals()) + ")" : ""));
		}
		String group = a.positionals().get(0);
		return switch (action) {
		case "create" -> create(group, a, console);
		case "add" -> add(group, a, console);
		case "delete" -> delete(group, a, console);
		default -> run(group, action.equals("resume"), a, console);
		};
	}

	private int create(String id, Arguments a, Console console) throws Exception {
		libraries.checkPlace(a.value("library"));
		ResultLibrary library = libraries.open(a.value("library"));
		try {
			library.groupTests().checkId(id);
		} catch (IllegalArgumentException e) {
			throw new UsageException("the name " + e.getMessage().replaceFirst("^GroupTest id ", ""));
		}
		if (library.groupTests().find(id).isPresent()) {
			throw new UsageException("the library holds a group test '" + id + "' already (drivebench group-test status " + id + ")");
		}
		GroupTest group = DriveBenchFactory.eINSTANCE.createGroupTest();
		group.setId(id);
		group.setTitle(a.value("title"));
		library.groupTests().save(group);
		console.out().println("Created group test " + id + " in " + library.folder() + ". Add its drives with: drivebench group-test add "
				+ id + " --target <target> --suite <id>");
		return ExitCode.OK;
	}

	private int add(String id, Arguments a, Console console) throws Exception {
		boolean next = a.has("next-drive");
		if (next && a.value("target") != null) {
			throw new UsageException("--next-drive is the entry's target: give it or --target, not both");
		}
		if (next && a.value("rig") != null) {
			throw new UsageException("--next-drive waits for a drive plugged into this machine; it cannot be on --rig " + a.value("rig"));
		}
		if (!next && a.value("wait") != null) {
			throw new UsageException("--wait is how long --next-drive waits for its drive (with --target, spell it "
					+ NextDrive.TARGET + ":10m)");
		}
		if (next && a.value("suite") == null) {
			throw new UsageException("an entry needs --suite <id> (drivebench list-suites)");
		}
		if (!next && (a.value("target") == null || a.value("suite") == null)) {
			throw new UsageException("an entry needs --target <target> and --suite <id> (drivebench list-targets, list-suites)");
		}
		ResultLibrary library = libraries.open(a.value("library"));
		GroupTest group = find(library, id);
		checkNotRunning(group);
		GroupEntry entry = DriveBenchFactory.eINSTANCE.createGroupEntry();
		try {
			entry.setTarget(next ? NextDrive.target(a.value("wait")) : a.require("target").strip());
			if (NextDrive.is(entry.getTarget())) {
				NextDrive.waitOf(entry.getTarget());
			}
		} catch (IllegalArgumentException e) {
			throw new UsageException((next ? "--wait: " : "--target: ") + e.getMessage());
		}
		entry.setSuiteId(a.require("suite").strip());
		entry.setLabel(a.value("label") == null ? null : a.require("label").strip());
		entry.setRig(a.value("rig") == null ? null : a.require("rig").strip());
		entry.getParameters().addAll(a.values("param"));
		entry.setFileSizeBytes(RunCommand.fileSize(a.value("file-size")));
		entry.setState(GroupEntryState.PENDING);
		if (entry.getRig() == null) {
			if (a.value("confirm-device") != null) {
				throw new UsageException("--confirm-device confirms a write on a rig (with --rig); a device here is confirmed with "
						+ "--confirm-serial");
			}
			entry.getConfirmations().addAll(a.values("confirm-serial"));
		} else {
			if (!a.values("confirm-serial").isEmpty()) {
				throw new UsageException("--confirm-serial is for this machine's devices; on a rig, confirm a write with "
						+ "--confirm-device <path>@<rig>");
			}
			if (a.value("confirm-device") != null) {
				entry.getConfirmations().add(a.require("confirm-device"));
			}
		}
		String label = entry.getLabel();
		if (label != null && group.getEntries().stream().anyMatch(e -> label.equalsIgnoreCase(e.getLabel()))) {
			throw new UsageException("--label " + label + ": the group test has an entry of that name already");
		}
		RunPlan plan;
		try {
			plan = EntryPlans.plan(entry, registry, library);
		} catch (IllegalArgumentException e) {
			throw new UsageException(e.getMessage());
		}
		try {
			if (NextDrive.is(entry.getTarget())) {
				checkNextDrive(entry);
			} else {
				judge(entry, plan, console); // judged as run judges it, nothing written
			}
		} catch (WriteRefusedException e) {
			console.err().println("drivebench group-test add: " + e.getMessage());
			return ExitCode.REFUSED;
		}
		group.getEntries().add(entry);
		library.groupTests().save(group);
		console.out().println("Added entry " + group.getEntries().size() + " to group test " + id + ": " + GroupTestText.name(entry)
				+ ", " + plan.tests().size() + " test" + (plan.tests().size() == 1 ? "" : "s") + " of " + entry.getSuiteId() + " on "
				+ GroupTestText.where(entry));
		return ExitCode.OK;
	}

	private int delete(String id, Arguments a, Console console) throws Exception {
		libraries.checkPlace(a.value("library"));
		if (libraries.readIfExists(a.value("library")).isEmpty()) {
			throw new UsageException("there is no library in " + libraries.folder(a.value("library")) + ", so no group test '" + id + "'");
		}
		ResultLibrary library = libraries.open(a.value("library"));
		GroupTest group = find(library, id);
		try {
			library.groupTests().delete(group.getId());
		} catch (IllegalStateException e) {
			throw new UsageException(e.getMessage());
		}
		long runs = group.getEntries().stream().flatMap(e -> e.getRunIds().stream()).distinct().filter(r -> library.run(r).isPresent())
				.count();
		String saved = group.getReportId();
		String report = saved == null || saved.isBlank() || library.report(saved).isEmpty() ? null : saved;
		console.out().println("Deleted the group test " + group.getId() + " (its file is in the library's trash folder). "
				+ (runs == 0 && report == null ? "It had made no runs."
						: "The " + (runs == 1 ? "run" : runs + " runs") + " it made" + (report == null ? "" : " and its comparison " + report)
								+ " stay in the library."));
		return ExitCode.OK;
	}

	private int status(Arguments a, Console console) throws Exception {
		if (a.positionals().size() > 1) {
			throw new UsageException("status takes one group test's name at most, got: " + String.join(" ", a.positionals()));
		}
		ResultLibrary library = libraries.read(a.value("library"));
		if (a.positionals().size() == 1) {
			GroupTestText.print(find(library, a.positionals().get(0)), console.out());
			return ExitCode.OK;
		}
		List<GroupTest> all = library.groupTests().all();
		if (all.isEmpty()) {
			console.out().println("The library " + library.folder() + " holds no group test (drivebench group-test create <name>).");
			return ExitCode.OK;
		}
		TextTable table = new TextTable("Group test", "Entries", "Done", "Failed", "Left", "Comparison").alignRight(1).alignRight(2)
				.alignRight(3).alignRight(4);
		for (GroupTest g : all) {
			long done = count(g, GroupEntryState.DONE);
			long failed = count(g, GroupEntryState.FAILED);
			table.row(g.getId(), String.valueOf(g.getEntries().size()), String.valueOf(done), String.valueOf(failed),
					String.valueOf(g.getEntries().size() - done - failed), g.getReportId() == null ? "" : g.getReportId());
		}
		table.print(console.out());
		return ExitCode.OK;
	}

	private static long count(GroupTest group, GroupEntryState state) {
		return group.getEntries().stream().filter(e -> e.getState() == state).count();
	}

	private int run(String id, boolean resume, Arguments a, Console console) throws Exception {
		Path export = a.value("export") == null ? null : Path.of(a.require("export"));
		if (export != null) {
			try {
				OutputFileGuard.system().checkFile(export); // judged before anything runs
			} catch (OutputRefusedException e) {
				throw new OutputRefusedException(e.path(), e.reason(), "--export: " + e.getMessage());
			}
		}
		libraries.checkPlace(a.value("library"));
		if (libraries.readIfExists(a.value("library")).isEmpty()) {
			throw new UsageException("there is no library in " + libraries.folder(a.value("library"))
					+ ", so no group test '" + id + "' (drivebench group-test create " + id + ")");
		}
		ResultLibrary library = libraries.open(a.value("library"));
		GroupTest group = find(library, id);
		List<GroupEntry> entries;
		try {
			entries = GroupRunner.toRun(group, resume);
		} catch (IllegalStateException e) {
			throw new UsageException(e.getMessage());
		}
		boolean severalRigs = entries.stream().map(e -> e.getRig() == null ? "" : e.getRig().strip()).distinct().count() > 1;
		console.err().println((resume ? "Resuming" : "Running") + " group test " + group.getId() + ": " + entries.size() + " of "
				+ group.getEntries().size() + (group.getEntries().size() == 1 ? " entry" : " entries")
				+ (severalRigs ? ", the rigs at the same time" : ""));
		CancelSignal cancel = new CancelSignal();
		cancel.install();
		GroupRunner.Outcome outcome;
		try {
			InProcessEntryRunner runner = new InProcessEntryRunner(executor.engine(), executor.version(), library, rigs.forEntries(),
					DrivePalette.DEFAULT, executor.unsavedPlaces(), () -> false, cancel::requested,
					new GroupEntryProgress(console, library, cancel, severalRigs), NextDrive.system(), new NextDrivePrompt(console));
			outcome = new GroupRunner(library, group, registry, runner, new Progress(console), cancel::requested).run(resume);
		} finally {
			cancel.finished();
		}
		GroupTestText.print(group, console.out());
		if (outcome.report() != null) {
			console.err().println("Saved the comparison of " + GroupComparison.runs(library, group).size() + " runs as report "
					+ group.getReportId() + " (drivebench report --report " + group.getReportId() + " --format md)");
			if (export != null) {
				int code = new ReportCommand(libraries).run(List.of("--library", library.folder().toString(), "--report",
						group.getReportId(), "--format", "html", "--output", export.toString()), console);
				if (code != ExitCode.OK) {
					return code;
				}
			}
		} else if (outcome.cancelled()) {
			console.err().println("Cancelled; continue with: drivebench group-test resume " + group.getId() + " --library "
					+ RunExecutor.shellWord(library.folder().toString()));
		}
		if (outcome.cancelled()) {
			return ExitCode.CANCELLED;
		}
		return group.getEntries().stream().allMatch(e -> e.getState() == GroupEntryState.DONE) ? ExitCode.OK : ExitCode.FAILED;
	}

	/**
	 * Judges the entry's target for {@code plan} as {@code drivebench run} does, on this machine or on its
	 * rig, before anything is written: the group bundle's {@link EntryTargets}, as the runner judges it.
	 *
	 * @throws UsageException naming what is wrong with the target, its rig or a confirmation
	 * @throws WriteRefusedException when writing is not confirmed
	 */
	private void judge(GroupEntry entry, RunPlan plan, Console console) throws Exception {
		String rigName = entry.getRig() == null ? "" : entry.getRig().strip();
		if (!rigName.isEmpty()) {
			try {
				rigs.book().require(rigName);
			} catch (IllegalArgumentException e) {
				throw new UsageException("--rig: " + e.getMessage());
			}
		}
		RunCheck.Verdict verdict;
		try {
			verdict = EntryTargets.judge(entry, plan, rigs.forEntries(), RunExecutor.fill(console, entry.getTarget()));
		} catch (IllegalArgumentException e) {
			throw new UsageException("--target: " + e.getMessage());
		}
		RunExecutor.accepted(verdict);
	}

	/** What can be judged of an entry of the next drive plugged in before the drive is: where it is, what it is given. */
	private static void checkNextDrive(GroupEntry entry) throws UsageException {
		if (entry.getRig() != null) {
			throw new UsageException("--target " + entry.getTarget() + " waits for a drive plugged into this machine; it cannot be on --rig "
					+ entry.getRig());
		}
		if (entry.getFileSizeBytes() > 0) {
			throw new UsageException("--file-size applies to test files only: the next drive plugged in is a block device");
		}
		if (entry.getConfirmations().size() > 1) {
			throw new UsageException("--confirm-serial: the next drive plugged in is one drive, confirmed with one serial");
		}
	}

	private static GroupTest find(ResultLibrary library, String id) throws UsageException {
		List<String> names = new ArrayList<>();
		library.groupTests().all().forEach(g -> names.add(g.getId()));
		return library.groupTests().find(id).orElseThrow(() -> new UsageException("the library " + library.folder()
				+ " holds no group test '" + id + "'; group tests: " + (names.isEmpty() ? "none" : String.join(", ", names))));
	}

	private static void checkNotRunning(GroupTest group) throws UsageException {
		try {
			GroupRunner.checkNotRunning(group);
		} catch (IllegalStateException e) {
			throw new UsageException(e.getMessage());
		}
	}

	/** One line per entry that starts or ends. */
	private static final class Progress implements GroupRunner.Listener {
		private final Console console;
		private final Map<GroupEntry, GroupEntryState> said = new HashMap<>();

		Progress(Console console) {
			this.console = console;
		}

		@Override
		public synchronized void entryChanged(GroupTest group, GroupEntry entry) {
			if (said.put(entry, entry.getState()) == entry.getState()) {
				return; // a run id recorded: nothing new to say
			}
			int number = group.getEntries().indexOf(entry) + 1;
			@Nullable String reason = entry.getReason();
			console.err().println("Entry " + number + "/" + group.getEntries().size() + " " + GroupTestText.name(entry) + ": "
					+ GroupTestText.state(entry) + (reason == null ? "" : " (" + reason + ")"));
		}

		@Override
		public void saveFailed(GroupTest group, Exception failure) {
			console.err().println("drivebench group-test: could not save the group test " + group.getId() + ": "
					+ org.drivebench.core.io.Failures.describe(failure) + " (its runs are saved; tried again at the next entry)");
		}
	}
}
