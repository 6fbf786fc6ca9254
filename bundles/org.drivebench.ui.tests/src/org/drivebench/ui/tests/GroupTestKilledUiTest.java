package org.drivebench.ui.tests;

import static org.drivebench.ui.tests.GroupEditorWidgets.button;
import static org.drivebench.ui.tests.GroupEditorWidgets.control;
import static org.drivebench.ui.tests.GroupEditorWidgets.enabled;
import static org.drivebench.ui.tests.GroupEditorWidgets.open;
import static org.drivebench.ui.tests.GroupEditorWidgets.press;
import static org.drivebench.ui.tests.GroupEditorWidgets.rows;
import static org.drivebench.ui.tests.GroupEditorWidgets.states;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.drivebench.library.ResultLibrary;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.GroupTest;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.report.ReportPins;
import org.drivebench.ui.group.GroupTestEditorPart;
import org.drivebench.ui.group.GroupTestEditors;
import org.drivebench.ui.report.ComparisonEditorPart;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The group test in the workbench: four simulated drives and two test files. Run by the product's
 * command line in a process of its own, which is killed with SIGKILL during the first test file's entry:
 * the open editor turns the entry from running to interrupted once the process is gone (where its run
 * ended, why Start is off), Resume continues it with its first unfinished test, and the group test ends
 * in one comparison pinned to every run, nothing measured twice. Then the same six entries started from
 * the editor run unattended to one comparison.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class GroupTestKilledUiTest extends LibraryWorkbench {
	@TempDir
	static Path files;
	private Process child;

	@AfterEach
	void stopTheChild() throws InterruptedException {
		if (child != null && child.isAlive()) {
			child.destroyForcibly().waitFor();
		}
	}

	/** Six entries as {@code group-test add} makes them: four simulated drives, two test files (32 MiB, short tests). */
	private static GroupTest sixEntries(String id, String fileA, String fileB) {
		GroupTest group = DriveBenchFactory.eINSTANCE.createGroupTest();
		group.setId(id);
		group.getEntries().add(entry("sim:hdd-7200", "HDD 7200", 0));
		group.getEntries().add(entry("sim:ssd-slc", "SLC SSD", 0));
		group.getEntries().add(entry(files.resolve(fileA).toString(), "File A", 32L << 20));
		group.getEntries().add(entry("sim:ide-7200", "IDE 7200", 0));
		group.getEntries().add(entry(files.resolve(fileB).toString(), "File B", 32L << 20));
		group.getEntries().add(entry("sim:ssd-nvme", "NVMe SSD", 0));
		return group;
	}

	private static GroupEntry entry(String target, String label, long fileSize) {
		GroupEntry e = DriveBenchFactory.eINSTANCE.createGroupEntry();
		e.setTarget(target);
		e.setLabel(label);
		e.setSuiteId("quick");
		if (fileSize > 0) {
			e.setFileSizeBytes(fileSize);
			e.getParameters().add("regionLength=16M");
			e.getParameters().add("duration=2s"); // the kill lands in the entry with time to spare
		} else {
			e.getParameters().add("duration=1s");
		}
		e.setState(GroupEntryState.PENDING);
		return e;
	}

	/** Each test a run completed, with its figures: what a second measurement would change. */
	private static List<String> measured(Run run) {
		return run.getResults().stream().filter(r -> r.getStatus() == ResultStatus.COMPLETED)
				.map(r -> r.getCaseName() + " " + r.getMetrics().stream().map(m -> m.getKey() + "=" + m.getValue()).toList()).toList();
	}

	/** Every entry's completed tests, over all its runs, in order. */
	private static void assertEachTestCompletedOnce(ResultLibrary library, GroupTest group) {
		List<String> suite = library.run(group.getEntries().get(0).getRunIds().get(0)).orElseThrow().getResults().stream()
				.map(TestResult::getCaseName).toList();
		assertEquals(8, suite.size(), "the quick suite's tests");
		for (GroupEntry e : group.getEntries()) {
			List<String> completed = e.getRunIds().stream().map(id -> library.run(id).orElseThrow()).flatMap(r -> r.getResults().stream())
					.filter(r -> r.getStatus() == ResultStatus.COMPLETED).map(TestResult::getCaseName).toList();
			assertEquals(suite, completed, e.getLabel() + ": each test completed once, in the suite's order");
		}
	}

	/** The one comparison the group test ended with, pinned to every entry's runs. */
	private static ComparisonReport theComparison(ResultLibrary library, GroupTest group, int reportsBefore) {
		assertEquals(reportsBefore + 1, library.reports().size(), "exactly one saved comparison");
		assertNotNull(group.getReportId(), "the comparison is recorded in the group test");
		ComparisonReport report = library.report(group.getReportId()).orElseThrow();
		assertTrue(ReportPins.isPinned(report));
		Set<String> pinned = new HashSet<>(report.getDrives().stream().flatMap(d -> d.getRunIds().stream()).toList());
		assertEquals(new HashSet<>(group.getEntries().stream().flatMap(e -> e.getRunIds().stream()).toList()), pinned,
				"pinned to all six entries' runs");
		return report;
	}

	@Test
	@Order(1)
	void aGroupTestTheCommandLineRanAndAKillCutShortShowsItsInterruptedEntryAndResumesItToOneComparison() throws Exception {
		GroupTest group = sixEntries("killed", "a.dat", "b.dat");
		library.groupTests().save(group);
		GroupTestEditorPart editor = open(workbench, group);
		Composite control = control(workbench, editor);
		child = CliProcess.start(files, "group-test", "run", "killed", "--library", libraryFolder.toString());

		// while the command line runs it: its entries' states as it saves them, nothing to start here
		boolean seenRunning = false;
		Run underWay = null;
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(240);
		while (underWay == null && System.nanoTime() < deadline) {
			assertTrue(child.isAlive(), () -> "the command line ended early: " + CliProcess.output(files));
			if (!seenRunning && rows(workbench, control).get(2)[5].equals("running")) {
				assertFalse(enabled(workbench, control, "Start"), "another process runs it");
				assertFalse(enabled(workbench, control, "Resume"), "another process runs it");
				seenRunning = true;
			}
			Optional<GroupTest> saved = ResultLibrary.read(libraryFolder).groupTests().find("killed");
			if (seenRunning && saved.isPresent() && !saved.get().getEntries().get(2).getRunIds().isEmpty()) {
				Optional<Run> run = ResultLibrary.read(libraryFolder).run(saved.get().getEntries().get(2).getRunIds().get(0));
				if (run.isPresent() && run.get().getResults().size() >= 3
						&& run.get().getResults().get(run.get().getResults().size() - 1).getStatus() == ResultStatus.RUNNING) {
					child.destroyForcibly(); // kill -9: no shutdown hook, nothing saved after this
					underWay = run.get();
				}
			}
			Thread.sleep(50);
		}
		assertNotNull(underWay, "File A's third test never ran while the editor showed it running: " + states(workbench, control) + " "
				+ CliProcess.output(files));
		assertTrue(child.waitFor(30, TimeUnit.SECONDS));

		ResultLibrary atKill = ResultLibrary.read(libraryFolder);
		GroupTest killed = atKill.groupTests().find("killed").orElseThrow();
		assertEquals(List.of(GroupEntryState.DONE, GroupEntryState.DONE, GroupEntryState.RUNNING, GroupEntryState.PENDING,
				GroupEntryState.PENDING, GroupEntryState.PENDING), killed.getEntries().stream().map(GroupEntry::getState).toList(),
				"the entry under way is left marked running");
		String killedRun = killed.getEntries().get(2).getRunIds().get(0);
		Run cut = atKill.run(killedRun).orElseThrow();
		TestResult killedTest = cut.getResults().get(cut.getResults().size() - 1);
		assertEquals(ResultStatus.RUNNING, killedTest.getStatus());
		Map<String, List<String>> before = new LinkedHashMap<>();
		for (GroupEntry e : killed.getEntries().subList(0, 3)) {
			assertEquals(1, e.getRunIds().size(), e.getLabel());
			before.put(e.getRunIds().get(0), measured(atKill.run(e.getRunIds().get(0)).orElseThrow()));
		}

		// the open editor sees the process gone: the entry is interrupted, where and why, and Start is off naming it
		assertTrue(workbench.waitUntil(() -> rows(workbench, control).get(2)[5].equals("interrupted"), 20_000),
				"the killed entry reads interrupted: " + states(workbench, control));
		String[] row = rows(workbench, control).get(2);
		assertEquals("File A", row[1]);
		String killedName = killedTest.getTestName() == null || killedTest.getTestName().isBlank() ? killedTest.getTestId()
				: killedTest.getTestName();
		assertTrue(row[7].startsWith("interrupted during " + killedName + " (test " + cut.getResults().size() + ")")
				&& row[7].contains("Resume continues it with its first unfinished test"), row[7]);
		assertEquals(List.of("done", "done", "interrupted", "pending", "pending", "pending"),
				rows(workbench, control).stream().map(r -> r[5]).toList());
		assertFalse(enabled(workbench, control, "Start"), "Start does not run past an interrupted entry");
		Button start = button(workbench, control, "Start");
		String why = workbench.ui(start::getToolTipText);
		assertEquals("The group test cannot start: entry 'File A' of the group test 'killed' was interrupted: resume continues it with its "
				+ "first unfinished test", why);
		String status = workbench.ui(() -> Widgets.withData(control, Label.class, GroupTestEditorPart.STATUS_KEY).getText());
		assertTrue(status.startsWith("File A was interrupted mid-entry"), status);
		assertTrue(enabled(workbench, control, "Resume"));
		Screenshots.ofWindow(workbench, "group-test-editor-interrupted", new int[] { 1280, 1024 }, new int[] { 1024, 700 });

		// opened afresh, as after a restart of the workbench: the same
		UiTestSupport.closeParts(workbench, GroupTestEditors.DESCRIPTOR_ID);
		GroupTestEditorPart reopened = open(workbench, library.groupTests().find("killed").orElseThrow());
		Composite again = control(workbench, reopened);
		assertEquals(row[7], rows(workbench, again).get(2)[7]);
		assertEquals("interrupted", rows(workbench, again).get(2)[5]);
		assertFalse(enabled(workbench, again, "Start"));

		press(workbench, again, "Resume");
		assertTrue(workbench.waitUntil(() -> reopened.session() != null && reopened.session().over(), 300_000),
				"the group test ran to its end: " + states(workbench, again));
		assertTrue(workbench.waitUntil(() -> rows(workbench, again).stream().allMatch(r -> r[5].equals("done")), 10_000),
				states(workbench, again));
		GroupTest resumed = library.groupTests().find("killed").orElseThrow();
		before.forEach((id, tests) -> assertEquals(tests, measured(library.run(id).orElseThrow()), "run " + id + " is kept as it was"));
		assertEquals(List.of(1, 1, 2, 1, 1, 1), resumed.getEntries().stream().map(e -> e.getRunIds().size()).toList(),
				"a second run only for the entry the kill cut short");
		Run continued = library.run(resumed.getEntries().get(2).getRunIds().get(1)).orElseThrow();
		assertEquals(killedTest.getCaseName(), continued.getResults().get(0).getCaseName(),
				"continued with the test the kill cut short, the first unfinished one");
		assertEachTestCompletedOnce(library, resumed);
		assertEquals(7, library.runs().size(), "no other run was made");
		theComparison(library, resumed, 0);

		assertTrue(workbench.waitUntil(() -> enabled(workbench, again, "Open Comparison"), 10_000));
		press(workbench, again, "Open Comparison");
		assertNotNull(UiTestSupport.activePart(workbench, ComparisonEditorPart.class), "the comparison opens");
		UiTestSupport.closeParts(workbench, "org.drivebench.ui.partdescriptor.report");
		UiTestSupport.closeParts(workbench, GroupTestEditors.DESCRIPTOR_ID);
	}

	@Test
	@Order(2)
	void theSameSixEntriesStartedFromTheEditorRunUnattendedToOneComparison() throws Exception {
		GroupTest group = sixEntries("unattended", "c.dat", "d.dat");
		library.groupTests().save(group);
		int reports = library.reports().size();
		GroupTestEditorPart editor = open(workbench, group);
		Composite control = control(workbench, editor);
		assertTrue(enabled(workbench, control, "Start"));
		press(workbench, control, "Start");
		assertTrue(workbench.waitUntil(() -> editor.session() != null && editor.session().over(), 300_000),
				"the group test ran to its end: " + states(workbench, control));
		assertTrue(workbench.waitUntil(() -> rows(workbench, control).stream().allMatch(r -> r[5].equals("done") && r[6].equals("1")),
				10_000),
				states(workbench, control));
		GroupTest ended = library.groupTests().find("unattended").orElseThrow();
		assertEachTestCompletedOnce(library, ended);
		ComparisonReport report = theComparison(library, ended, reports);
		assertEquals(5, report.getDrives().size(), "four simulated drives and the test files' disk");
		assertTrue(workbench.waitUntil(() -> enabled(workbench, control, "Open Comparison"), 10_000));
		press(workbench, control, "Open Comparison");
		assertNotNull(UiTestSupport.activePart(workbench, ComparisonEditorPart.class));
	}
}
