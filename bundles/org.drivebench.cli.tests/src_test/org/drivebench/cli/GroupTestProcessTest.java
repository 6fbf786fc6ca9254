package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.RunProcess;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.group.GroupComparison;
import org.drivebench.library.ResultLibrary;
import org.drivebench.library.drives.Drives;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.GroupTest;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.ReportDrive;
import org.drivebench.report.ReportPins;
import org.drivebench.report.ReviewCell;
import org.drivebench.report.ReviewRow;
import org.drivebench.report.ReviewTable;
import org.drivebench.rig.RigBook;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The test of an unattended group test, end to end through the command line as a process of its
 * own: four simulated drives and two test files, killed with SIGKILL during the third test of the first
 * test file (the third entry), after the two simulated drives before it ended. The killed entry stays
 * marked running with its run listed, {@code run} refuses to start over it, and {@code resume} continues
 * it with its third test and runs the three entries after it. At the end: one comparison, pinned to every
 * entry's runs; the run the kill cut short reads as interrupted and its test under way counts nowhere;
 * no test measured before the kill was measured again.
 */
class GroupTestProcessTest {
	@TempDir
	Path folder;
	private Process child;

	@AfterEach
	void stopTheChild() throws InterruptedException {
		if (child != null && child.isAlive()) {
			child.destroyForcibly().waitFor();
		}
	}

	private Path library() {
		return folder.resolve("library");
	}

	private final CliFixture cli = new CliFixture();
	private final TestRegistry registry = CliWorkload.registry();

	private int group(String... args) {
		Libraries libraries = new Libraries(() -> {
			throw new AssertionError("named");
		});
		RigAccess rigs = new RigAccess(new RigBook(folder.resolve("rigs.json")), () -> {
			throw new AssertionError("no rig is reached");
		});
		List<String> all = new ArrayList<>(List.of("group-test"));
		all.addAll(List.of(args));
		all.addAll(List.of("--library", library().toString()));
		return cli.run(new GroupTestCommand(registry, libraries, new RunExecutor(new DefaultIoEngine(), "test"), rigs),
				all.toArray(String[]::new));
	}

	private Process start(String... args) throws IOException {
		String java = ProcessHandle.current().info().command().orElse("java");
		String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
		List<String> command = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED", "-cp", classPath,
				CliProcessMain.class.getName(), "group-test"));
		command.addAll(List.of(args));
		command.addAll(List.of("--library", library().toString()));
		return new ProcessBuilder(command).directory(folder.toFile()).redirectOutput(folder.resolve("out.txt").toFile())
				.redirectError(folder.resolve("err.txt").toFile()).start();
	}

	private String read(String name) {
		try {
			return Files.readString(folder.resolve(name));
		} catch (IOException e) {
			return "(" + e.getMessage() + ")";
		}
	}

	/** Waits until entry {@code index}'s run, as saved, has its third test under way. */
	private void waitForThirdTest(int index) throws Exception {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
		while (System.nanoTime() < deadline) {
			assertTrue(child.isAlive(), () -> "the group test ended early: " + read("err.txt"));
			ResultLibrary library = ResultLibrary.read(library());
			Optional<GroupTest> group = library.groupTests().find("g");
			if (group.isPresent() && !group.get().getEntries().get(index).getRunIds().isEmpty()) {
				Optional<Run> run = library.run(group.get().getEntries().get(index).getRunIds().get(0));
				if (run.isPresent() && run.get().getResults().size() == 3
						&& run.get().getResults().get(2).getStatus() == ResultStatus.RUNNING) {
					return;
				}
			}
			Thread.sleep(50);
		}
		throw new AssertionError("the third test never started: " + read("err.txt"));
	}

	private void addSimulated(String drive, String label) {
		assertEquals(ExitCode.OK, group("add", "g", "--target", "sim:" + drive, "--suite", "quick", "--label", label, "--param",
				"duration=1s"), cli.err());
	}

	private void addTestFile(String file, String label) {
		assertEquals(ExitCode.OK, group("add", "g", "--target", folder.resolve(file).toString(), "--suite", "quick", "--label", label,
				"--file-size", "32M", "--param", "regionLength=16M", "--param", "duration=1s"), cli.err());
	}

	/** Each test a run completed, with its figures: what a second measurement would change. */
	private static List<String> measured(Run run) {
		return run.getResults().stream().filter(r -> r.getStatus() == ResultStatus.COMPLETED)
				.map(r -> r.getCaseName() + " " + r.getMetrics().stream().map(m -> m.getKey() + "=" + m.getValue()).toList()).toList();
	}

	@Test
	void fourSimulatedDrivesAndTwoTestFilesKilledMidEntryResumeWithTheFirstUnfinishedTestAndEndInOneComparison() throws Exception {
		assertEquals(ExitCode.OK, group("create", "g"), cli.err());
		addSimulated("hdd-7200", "HDD 7200");
		addSimulated("ssd-slc", "SLC SSD");
		addTestFile("a.dat", "File A");
		addSimulated("ide-7200", "IDE 7200");
		addTestFile("b.dat", "File B");
		addSimulated("ssd-nvme", "NVMe SSD");
		child = start("run", "g");
		waitForThirdTest(2);
		child.destroyForcibly(); // kill -9: no shutdown hook, nothing saved after this
		assertTrue(child.waitFor(30, TimeUnit.SECONDS));

		ResultLibrary atKill = ResultLibrary.read(library());
		GroupTest killed = atKill.groupTests().find("g").orElseThrow();
		List<GroupEntryState> states = killed.getEntries().stream().map(GroupEntry::getState).toList();
		assertEquals(List.of(GroupEntryState.DONE, GroupEntryState.DONE, GroupEntryState.RUNNING, GroupEntryState.PENDING,
				GroupEntryState.PENDING, GroupEntryState.PENDING), states, "the entry under way is marked running");
		Map<String, List<String>> before = new LinkedHashMap<>();
		for (GroupEntry e : killed.getEntries().subList(0, 3)) {
			assertEquals(1, e.getRunIds().size(), e.getLabel());
			String id = e.getRunIds().get(0);
			before.put(id, measured(atKill.run(id).orElseThrow()));
		}
		String killedRun = killed.getEntries().get(2).getRunIds().get(0);
		assertEquals(2, before.get(killedRun).size(), "File A completed two tests before the kill");

		assertEquals(ExitCode.USAGE, group("run", "g"), "run does not start over an interrupted entry");
		assertTrue(cli.err().contains("entry 'File A' of the group test 'g' was interrupted: resume continues it"), cli.err());

		assertEquals(ExitCode.OK, group("resume", "g"), cli.err());
		ResultLibrary library = ResultLibrary.read(library());
		GroupTest resumed = library.groupTests().find("g").orElseThrow();
		for (GroupEntry e : resumed.getEntries()) {
			assertEquals(GroupEntryState.DONE, e.getState(), e.getLabel() + ": " + e.getReason());
		}
		// nothing measured before the kill is measured again: the runs made before it are as they were,
		// and over all runs of each entry every test of the suite completed exactly once
		before.forEach((id, tests) -> assertEquals(tests, measured(library.run(id).orElseThrow()), "run " + id + " is kept as it was"));
		assertEquals(List.of(1, 1, 2, 1, 1, 1), resumed.getEntries().stream().map(e -> e.getRunIds().size()).toList(),
				"a second run only for the entry the kill cut short");
		assertEquals(killedRun, resumed.getEntries().get(2).getRunIds().get(0));
		List<String> suite = library.run(resumed.getEntries().get(0).getRunIds().get(0)).orElseThrow().getResults().stream()
				.map(TestResult::getCaseName).toList();
		assertEquals(8, suite.size());
		for (GroupEntry e : resumed.getEntries()) {
			List<String> completed = e.getRunIds().stream().map(id -> library.run(id).orElseThrow()).flatMap(r -> r.getResults().stream())
					.filter(r -> r.getStatus() == ResultStatus.COMPLETED).map(TestResult::getCaseName).toList();
			assertEquals(suite, completed, e.getLabel() + ": each test completed once, in the suite's order");
		}
		Run cut = library.run(killedRun).orElseThrow();
		Run continued = library.run(resumed.getEntries().get(2).getRunIds().get(1)).orElseThrow();
		assertEquals(suite.subList(2, 8), continued.getResults().stream().map(TestResult::getCaseName).toList(),
				"continued with the third test, the first unfinished one");
		assertEquals(7, library.runs().size(), "no other run was made");

		// the killed test's partial run is marked interrupted, and not counted
		assertEquals(List.of(ResultStatus.COMPLETED, ResultStatus.COMPLETED, ResultStatus.RUNNING),
				cut.getResults().stream().map(TestResult::getStatus).toList(), "the killed run is kept as it was saved");
		assertTrue(RunProcess.interrupted(cut), "its process died: " + RunProcess.describe(cut));
		assertEquals("interrupted", RunProcess.statusText(cut.getResults().get(2)));
		assertTrue(RunProcess.describe(cut).startsWith("interrupted during "), RunProcess.describe(cut));

		assertEquals(1, library.reports().size(), "exactly one saved comparison");
		ComparisonReport report = library.reports().get(0);
		assertEquals(resumed.getReportId(), report.getId());
		assertTrue(ReportPins.isPinned(report));
		Set<String> pinned = new HashSet<>(report.getDrives().stream().flatMap(d -> d.getRunIds().stream()).toList());
		assertEquals(new HashSet<>(resumed.getEntries().stream().flatMap(e -> e.getRunIds().stream()).toList()), pinned,
				"pinned to all six entries' runs, both runs of the resumed entry included");
		ReviewTable table = new ReportBuilder().build(report, GroupComparison.runs(library, resumed));
		assertTrue(table.notes().stream().anyMatch(n -> n.startsWith("Run " + killedRun + " of ") && n.contains(" is interrupted during ")
				&& n.endsWith("only its completed tests are included.")), table.notes().toString());
		// the two test files are on one disk, one column: two results in each of its figures, never a third
		String files = Drives.keyOf(cut);
		assertEquals(5, table.drives().size(), "four simulated drives and the test files' disk");
		int filesColumn = table.drives().stream().map(ReportDrive::key).toList().indexOf(files);
		assertTrue(filesColumn >= 0, files);
		assertEquals("File A + File B", table.drives().get(filesColumn).label(), "the shared column is named by both entries");
		assertTrue(table.notes().stream().anyMatch(n -> n.startsWith("Run " + killedRun + " of 'File A + File B' is interrupted")),
				table.notes().toString());
		assertTrue(table.rows().stream().anyMatch(r -> r.testName().contains(cut.getResults().get(2).getCaseName())
				&& !r.cells().get(filesColumn).isEmpty()), "the killed test's row has the test files' figures");
		for (ReviewRow row : table.rows()) {
			for (int i = 0; i < table.drives().size(); i++) {
				ReviewCell cell = row.cells().get(i);
				int expected = i == filesColumn ? 2 : 1;
				assertTrue(cell.isEmpty() || cell.requireSummary().n() == expected, row.testName() + " " + row.metricLabel() + " of "
						+ table.drives().get(i).label() + ": " + (cell.isEmpty() ? "empty" : cell.requireSummary().n() + " results"));
			}
		}
	}
}
