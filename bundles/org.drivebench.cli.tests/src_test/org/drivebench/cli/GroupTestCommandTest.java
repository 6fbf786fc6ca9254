package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;
import java.util.List;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.DriveSelection;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.GroupTest;
import org.drivebench.report.ReportPins;
import org.drivebench.rig.RigBook;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code drivebench group-test}: four simulated drives and two test files run unattended and end in one
 * pinned comparison and its review page; an entry whose target went away fails with why and the next
 * one runs; every bad command line exits 2 naming what is wrong.
 */
class GroupTestCommandTest {
	@TempDir
	Path folder;

	private final CliFixture cli = new CliFixture();
	private final TestRegistry registry = CliWorkload.registry();

	private GroupTestCommand command() {
		Libraries libraries = new Libraries(() -> {
			throw new AssertionError("the tests name their library");
		});
		RigAccess rigs = new RigAccess(new RigBook(folder.resolve("rigs.json")), () -> {
			throw new AssertionError("no rig is reached");
		});
		return new GroupTestCommand(registry, libraries, new RunExecutor(new DefaultIoEngine(), "test"), rigs);
	}

	private String library() {
		return folder.resolve("library").toString();
	}

	private int group(String... args) {
		List<String> all = new ArrayList<>(List.of("group-test"));
		all.addAll(List.of(args));
		if (!all.contains("--library")) {
			all.addAll(List.of("--library", library()));
		}
		return cli.run(command(), all.toArray(String[]::new));
	}

	private GroupTest saved(String id) throws Exception {
		return ResultLibrary.read(Path.of(library())).groupTests().find(id).orElseThrow();
	}

	private void addSimulated(String group, String drive) {
		assertEquals(ExitCode.OK, group("add", group, "--target", "sim:" + drive, "--suite", "quick", "--label", "Drive " + drive,
				"--param", "duration=1s"),
				cli.err());
	}

	private void addTestFile(String group, Path file, String label) {
		assertEquals(ExitCode.OK, group("add", group, "--target", file.toString(), "--suite", "quick", "--label", label,
				"--file-size", "32M", "--param", "duration=1s", "--param", "regionLength=16M"), cli.err());
	}

	@Test
	void fourSimulatedDrivesAndTwoTestFilesRunUnattendedAndEndInOnePinnedComparison() throws Exception {
		assertEquals(ExitCode.OK, group("create", "desktop", "--title", "Desktop drives"), cli.err());
		for (String drive : List.of("hdd-7200", "ide-7200", "ssd-slc", "ssd-nvme")) {
			addSimulated("desktop", drive);
		}
		addTestFile("desktop", folder.resolve("a.dat"), "File A");
		addTestFile("desktop", folder.resolve("b.dat"), "File B");
		assertTrue(cli.out().contains("Added entry 6 to group test desktop: File B, 8 tests of quick"), cli.out());
		assertTrue(saved("desktop").getEntries().stream().allMatch(e -> e.getState() == GroupEntryState.PENDING));

		Path page = folder.resolve("desktop.html");
		assertEquals(ExitCode.OK, group("run", "desktop", "--export", page.toString()), cli.err());
		GroupTest group = saved("desktop");
		for (GroupEntry e : group.getEntries()) {
			assertEquals(GroupEntryState.DONE, e.getState(), e.getTarget() + ": " + e.getReason());
			assertEquals(1, e.getRunIds().size(), e.getTarget());
			assertNotNull(e.getFinishedAt());
		}
		assertEquals(null, group.getProcess(), "no process holds it once it ended");
		assertFalse(Files.exists(folder.resolve("a.dat")), "the test files are removed as a run removes them");

		ResultLibrary library = ResultLibrary.read(Path.of(library()));
		assertEquals(6, library.runs().size());
		assertEquals(1, library.reports().size(), "one comparison");
		ComparisonReport report = library.reports().get(0);
		assertEquals(group.getReportId(), report.getId());
		assertEquals("Desktop drives", report.getTitle());
		assertTrue(ReportPins.isPinned(report));
		// the two test files live on one disk here: one drive, one column with both runs
		assertEquals(library.runs().stream().map(r -> r.getDrive().getKey()).distinct().count(), report.getDrives().size());
		assertTrue(report.getDrives().size() >= 5, "four simulated drives and the test files' disk");
		Set<String> pinned = new HashSet<>(report.getDrives().stream().flatMap(d -> d.getRunIds().stream()).toList());
		assertEquals(new HashSet<>(group.getEntries().stream().flatMap(e -> e.getRunIds().stream()).toList()), pinned,
				"pinned to the entries' runs");
		assertTrue(report.getDrives().stream().map(DriveSelection::getLabel).toList().contains("Drive ssd-nvme"), "named as its entry");
		String html = Files.readString(page);
		assertTrue(html.contains("<html") && html.contains("File A") && html.contains("SEQ1M Q8T1 read"), "the review page");
		assertTrue(cli.out().contains("Comparison: " + report.getId()), cli.out());

		assertEquals(ExitCode.USAGE, group("run", "desktop"), "nothing left to run");
		assertTrue(cli.err().contains("the group test 'desktop' has no entry left to run (every entry ended: done or failed)"),
				cli.err());
		assertEquals(ExitCode.OK, group("status"), cli.err());
		assertTrue(cli.out().contains("desktop") && cli.out().contains(report.getId()), cli.out());
	}

	@Test
	void anEntryWhoseTargetWentAwayFailsWithWhyAndTheNextOneRuns() throws Exception {
		Path gone = folder.resolve("gone");
		Files.createDirectory(gone);
		assertEquals(ExitCode.OK, group("create", "g"), cli.err());
		addTestFile("g", gone.resolve("t.dat"), "Gone");
		addSimulated("g", "hdd-7200");
		Files.delete(gone);

		assertEquals(ExitCode.FAILED, group("run", "g"), cli.err());
		GroupTest group = saved("g");
		assertEquals(GroupEntryState.FAILED, group.getEntries().get(0).getState());
		assertTrue(group.getEntries().get(0).getReason().contains(gone.toString()), group.getEntries().get(0).getReason());
		assertEquals(GroupEntryState.DONE, group.getEntries().get(1).getState());
		assertTrue(cli.err().contains("Entry 1/2 Gone: failed ("), cli.err());
		assertNotNull(group.getReportId(), "the comparison of what ran is saved all the same");
		assertEquals(ExitCode.USAGE, group("resume", "g"), "a failed entry is not run again by resume");
	}

	@Test
	void deleteMovesTheGroupTestToTheTrashKeepsItsRunsAndComparisonAndIsRefusedWhileItRuns() throws Exception {
		assertEquals(ExitCode.OK, group("create", "g"), cli.err());
		addSimulated("g", "hdd-7200");
		assertEquals(ExitCode.OK, group("run", "g"), cli.err());
		GroupTest ran = saved("g");
		String run = ran.getEntries().get(0).getRunIds().get(0);

		// marked as run by a process that lives (this one), as group-test run marks it
		ResultLibrary library = ResultLibrary.open(Path.of(library()));
		GroupTest running = library.groupTests().find("g").orElseThrow();
		running.setProcess(org.drivebench.engine.device.ProcessStamp.current().text());
		library.groupTests().save(running);
		assertEquals(ExitCode.USAGE, group("delete", "g"));
		assertTrue(cli.err().contains("the group test 'g' is being run by process " + ProcessHandle.current().pid()
				+ " on this machine; pause it or wait until it ends, then delete it"), cli.err());
		assertTrue(Files.exists(folder.resolve("library/groups/g.xmi")), "kept while it runs");
		running.setProcess(null);
		library.groupTests().save(running);

		assertEquals(ExitCode.OK, group("delete", "G"), cli.err());
		assertTrue(cli.out().contains("Deleted the group test g (its file is in the library's trash folder). The run it made and its "
				+ "comparison " + ran.getReportId() + " stay in the library."), cli.out());
		ResultLibrary after = ResultLibrary.read(Path.of(library()));
		assertTrue(after.groupTests().find("g").isEmpty());
		assertTrue(after.run(run).isPresent(), "its run stays");
		assertTrue(after.report(ran.getReportId()).isPresent(), "its comparison stays");
		assertEquals(ExitCode.USAGE, group("delete", "g"));
		assertTrue(cli.err().contains("holds no group test 'g'; group tests: none"), cli.err());
		assertEquals(ExitCode.USAGE, group("delete"));
		assertTrue(cli.err().contains("delete takes the group test's name"), cli.err());
	}

	@Test
	void badCommandLinesExitTwoNamingWhatIsWrong() throws Exception {
		assertEquals(ExitCode.USAGE, cli.run(command(), "group-test"));
		assertTrue(cli.err().contains("say what to do: create, add, status, run, resume or delete"), cli.err());
		assertEquals(ExitCode.USAGE, group());
		assertTrue(cli.err().contains("say what to do first: create, add, status, run, resume or delete (got '--library')"), cli.err());
		assertEquals(ExitCode.USAGE, group("start", "g"));
		assertTrue(cli.err().contains("unknown action 'start'"), cli.err());
		assertEquals(ExitCode.USAGE, group("create"));
		assertTrue(cli.err().contains("create takes the group test's name"), cli.err());
		assertEquals(ExitCode.USAGE, group("create", "two words"));
		assertTrue(cli.err().contains("'two words' must start with a letter or digit"), cli.err());
		assertEquals(ExitCode.USAGE, group("run", "nothing"));
		assertEquals(ExitCode.OK, group("create", "g"), cli.err());
		assertEquals(ExitCode.USAGE, group("create", "g"));
		assertTrue(cli.err().contains("holds a group test 'g' already"), cli.err());
		assertEquals(ExitCode.USAGE, group("run", "g"));
		assertTrue(cli.err().contains("has no entry left to run (it has no entries: add some)"), cli.err());

		assertEquals(ExitCode.USAGE, group("add", "h", "--target", "sim:hdd-7200", "--suite", "quick"));
		assertTrue(cli.err().contains("holds no group test 'h'; group tests: g"), cli.err());
		assertEquals(ExitCode.USAGE, group("add", "g", "--target", "sim:hdd-7200"));
		assertTrue(cli.err().contains("an entry needs --target <target> and --suite <id>"), cli.err());
		assertEquals(ExitCode.USAGE, group("add", "g", "--target", "sim:hdd-7200", "--suite", "nope"));
		assertTrue(cli.err().contains("no suite 'nope'"), cli.err());
		assertEquals(ExitCode.USAGE, group("add", "g", "--target", "sim:floppy", "--suite", "quick"));
		assertTrue(cli.err().contains("--target: simulated drive 'floppy' is unknown"), cli.err());
		assertEquals(ExitCode.USAGE, group("add", "g", "--target", "sim:hdd-7200", "--suite", "quick", "--param", "duration=soon"));
		assertTrue(cli.err().contains("soon"), cli.err());
		assertEquals(ExitCode.USAGE, group("add", "g", "--target", "sim:hdd-7200", "--suite", "quick", "--param", "duration"));
		assertTrue(cli.err().contains("'duration' is not key=value"), cli.err());
		assertEquals(ExitCode.USAGE, group("add", "g", "--target", "sim:hdd-7200", "--suite", "quick", "--file-size", "1k"));
		assertTrue(cli.err().contains("--file-size 1k"), cli.err());
		assertEquals(ExitCode.USAGE, group("add", "g", "--target", "sim:hdd-7200", "--suite", "quick", "--rig", "lab9"));
		assertTrue(cli.err().contains("lab9"), cli.err());
		assertEquals(ExitCode.USAGE, group("add", "g", "--target", "sim:hdd-7200", "--suite", "quick", "--confirm-device", "/dev/sdb@lab"));
		assertTrue(cli.err().contains("--confirm-device confirms a write on a rig"), cli.err());
		assertEquals(ExitCode.OK, group("add", "g", "--target", "sim:hdd-7200", "--suite", "quick", "--label", "One"), cli.err());
		assertEquals(ExitCode.USAGE, group("add", "g", "--target", "sim:ssd-slc", "--suite", "quick", "--label", "one"));
		assertTrue(cli.err().contains("--label one: the group test has an entry of that name already"), cli.err());
		assertEquals(ExitCode.USAGE, group("status", "g", "h"));
		assertEquals(ExitCode.USAGE, group("run", "g", "--export", "/proc/page.html"));
		assertTrue(cli.err().contains("--export"), cli.err());
		assertEquals(1, saved("g").getEntries().size(), "nothing bad was added");
		assertEquals(GroupEntryState.PENDING, saved("g").getEntries().get(0).getState(), "nothing ran");
	}
}
