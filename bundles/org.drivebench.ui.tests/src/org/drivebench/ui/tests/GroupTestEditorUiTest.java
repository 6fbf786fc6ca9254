package org.drivebench.ui.tests;

import static org.drivebench.ui.tests.GroupEditorWidgets.addEntry;
import static org.drivebench.ui.tests.GroupEditorWidgets.control;
import static org.drivebench.ui.tests.GroupEditorWidgets.enabled;
import static org.drivebench.ui.tests.GroupEditorWidgets.open;
import static org.drivebench.ui.tests.GroupEditorWidgets.press;
import static org.drivebench.ui.tests.GroupEditorWidgets.pressAdd;
import static org.drivebench.ui.tests.GroupEditorWidgets.rows;
import static org.drivebench.ui.tests.GroupEditorWidgets.states;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.group.EntryTargets;
import org.drivebench.group.GroupRunner;
import org.drivebench.group.InProcessEntryRunner;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.GroupTest;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.ui.explorer.GroupTestsNode;
import org.drivebench.ui.explorer.ResultsExplorerPart;
import org.drivebench.ui.group.GroupTestEditorPart;
import org.drivebench.ui.group.GroupTestEditors;
import org.drivebench.ui.library.ImportResultsDialog;
import org.drivebench.ui.report.ComparisonEditorPart;
import org.drivebench.ui.run.GroupEntryDialog;
import org.drivebench.ui.run.RunSessions;
import org.drivebench.ui.widgets.LeastSize;
import org.eclipse.core.runtime.jobs.IJobManager;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TabFolder;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Group Test editor driven through its widgets: File > New Group Test, two simulated drives added
 * through the entry dialog (the launcher's target and suite sections) with a short quick suite, Start,
 * every entry done and one saved comparison opened from the editor; a pause before anything ran and a
 * resume of an entry stopped after its first test; the explorer's group tests row; a group test another
 * process changes; File > Import Results with a good and a bad file.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class GroupTestEditorUiTest extends LibraryWorkbench {
	@TempDir
	static Path files;

	/** Adds an entry through the editor's Add Entry dialog: a simulated drive, the quick suite at a second a test. */
	private static void addSimulated(Composite editor, String drive, String label) throws Exception {
		int before = rows(workbench, editor).size();
		Shell dialog = addEntry(workbench, editor);
		workbench.ui(() -> {
			TabFolder tabs = Widgets.withData(dialog, TabFolder.class, "run.target.tabs");
			tabs.setSelection(0);
			tabs.notifyListeners(SWT.Selection, new Event());
			Combo simulated = Widgets.withData(dialog, Combo.class, "run.target.simulated");
			simulated.setText(drive);
			simulated.notifyListeners(SWT.Modify, new Event());
			Widgets.select(Widgets.withData(dialog, Combo.class, "run.plan.suites"), "Quick check");
			Widgets.withData(dialog, Text.class, GroupEntryDialog.LABEL_KEY).setText(label);
			return null;
		});
		UiTestSupport.typeParameter(workbench, dialog, "duration", "1s");
		Screenshots.take("group-test-add-entry");
		if (before == 0) {
			inAShortWindowTheChoicesScrollAndTheParametersKeepTheirRows(dialog);
		}
		pressAdd(workbench, dialog, drive);
		assertTrue(workbench.waitUntil(() -> {
			Table table = Widgets.withData(editor, Table.class, GroupTestEditorPart.ENTRIES_KEY);
			return table.getItemCount() == before + 1;
		}, 10_000), "the entry is saved and shown");
	}

	/**
	 * The dialog as tall as a 1024x700 screen allows: the target and the plan scroll, the parameters'
	 * table keeps the height GTK draws it at (its header and a scrollbar), and the name stays in view.
	 */
	private static void inAShortWindowTheChoicesScrollAndTheParametersKeepTheirRows(Shell dialog) throws Exception {
		workbench.ui(() -> {
			dialog.setSize(1000, 640);
			dialog.layout(true, true);
			return null;
		});
		workbench.ui(() -> {
			Table parameters = Widgets.withData(dialog, Table.class, "run.parameters");
			assertTrue(parameters.getSize().y >= LeastSize.height(parameters),
					"the parameters' table is " + parameters.getSize().y + " px high, below its least " + LeastSize.height(parameters));
			ScrolledComposite scroller = (ScrolledComposite) Widgets.one(dialog, ScrolledComposite.class, c -> true);
			assertTrue(scroller.getMinHeight() > scroller.getClientArea().height,
					"the choices need " + scroller.getMinHeight() + " px and scroll in " + scroller.getClientArea().height);
			Text label = Widgets.withData(dialog, Text.class, GroupEntryDialog.LABEL_KEY);
			org.eclipse.swt.graphics.Rectangle shown = dialog.getDisplay().map(label.getParent(), dialog, label.getBounds());
			assertTrue(dialog.getClientArea().contains(shown.x, shown.y + shown.height - 1), "the name is in view: " + shown);
			return null;
		});
		Screenshots.take("group-test-add-entry-short");
	}

	/** The window at 1280x1024 and at 1024x700. */
	private static void screenshots(String name) throws Exception {
		Screenshots.ofWindow(workbench, name, new int[] { 1280, 1024 }, new int[] { 1024, 700 });
	}

	@Test
	@Order(1)
	void aGroupTestOfTwoSimulatedDrivesStartedFromTheEditorRunsToTheEndAndOpensOneSavedComparison() throws Exception {
		UiTestSupport.chooseMenu(workbench, "File", "New Group Test");
		Shell ask = workbench.waitForShell("New Group Test", 10_000);
		workbench.ui(() -> {
			Widgets.one(ask, Text.class, t -> true).setText("roundup");
			Widgets.press(ask, "OK");
			return null;
		});
		GroupTestEditorPart editor = UiTestSupport.activePart(workbench, GroupTestEditorPart.class);
		Composite control = control(workbench, editor);
		assertTrue(library.groupTests().find("roundup").isPresent(), "saved in the library at once");
		assertFalse(enabled(workbench, control, "Start"), "nothing to start yet");

		addSimulated(control, "sim:hdd-7200", "Desktop HDD");
		addSimulated(control, "sim:ssd-nvme", "NVMe SSD");
		List<String[]> pending = rows(workbench, control);
		assertEquals("Desktop HDD", pending.get(0)[1]);
		assertEquals("sim:hdd-7200", pending.get(0)[2]);
		assertEquals("quick", pending.get(0)[3]);
		assertEquals("pending", pending.get(0)[5]);
		GroupTest saved = ResultLibrary.read(libraryFolder).groupTests().find("roundup").orElseThrow();
		assertEquals(List.of("sim:hdd-7200", "sim:ssd-nvme"), saved.getEntries().stream().map(GroupEntry::getTarget).toList(),
				"the entries as another process reads them");
		assertEquals(List.of("duration=1s"), saved.getEntries().get(0).getParameters());

		// reorder: the SSD first, then back
		workbench.ui(() -> {
			Widgets.withData(control, Table.class, GroupTestEditorPart.ENTRIES_KEY).setSelection(1);
			Widgets.withData(control, Table.class, GroupTestEditorPart.ENTRIES_KEY).notifyListeners(SWT.Selection, new Event());
			return null;
		});
		press(workbench, control, "Move Up");
		assertTrue(workbench.waitUntil(() -> "NVMe SSD".equals(Widgets.row(Widgets.withData(control, Table.class,
				GroupTestEditorPart.ENTRIES_KEY), 0)[1]), 10_000), "moved up");
		assertEquals("NVMe SSD", library.groupTests().find("roundup").orElseThrow().getEntries().get(0).getLabel());
		screenshots("group-test-editor-pending");

		press(workbench, control, "Start");
		assertTrue(workbench.waitUntil(() -> editor.session() != null && editor.session().over(), 240_000),
				"the group test ran to its end: " + workbench.ui(() -> editor.session() == null ? "" : editor.session().status()));
		assertTrue(workbench.waitUntil(() -> rows(workbench, control).stream().allMatch(r -> r[5].equals("done")), 10_000),
				"every entry done: " + states(workbench, control));
		GroupTest ended = library.groupTests().find("roundup").orElseThrow();
		assertNotNull(ended.getReportId(), "the comparison is recorded in the group test");
		List<ComparisonReport> reports = library.reports();
		assertEquals(1, reports.size(), "one saved comparison");
		assertEquals(2, reports.get(0).getDrives().size());
		assertTrue(workbench.waitUntil(() -> enabled(workbench, control, "Open Comparison"), 10_000));
		assertFalse(enabled(workbench, control, "Start"));
		assertFalse(enabled(workbench, control, "Resume"));
		screenshots("group-test-editor-done");

		press(workbench, control, "Open Comparison");
		ComparisonEditorPart comparison = UiTestSupport.activePart(workbench, ComparisonEditorPart.class);
		assertNotNull(comparison);
		UiTestSupport.closeParts(workbench, "org.drivebench.ui.partdescriptor.report");

		// reopened from the explorer: the same entries and states
		UiTestSupport.closeParts(workbench, GroupTestEditors.DESCRIPTOR_ID);
		ResultsExplorerPart explorer = UiTestSupport.explorer(workbench);
		GroupTestsNode node = workbench.ui(() -> java.util.Arrays.stream(explorer.viewer().getTree().getItems()).map(i -> i.getData())
				.filter(GroupTestsNode.class::isInstance).map(GroupTestsNode.class::cast).findFirst().orElseThrow());
		workbench.ui(() -> {
			explorer.viewer().setExpandedState(node, true);
			return null;
		});
		workbench.doubleClick(explorer.viewer(), node.groups().get(0));
		GroupTestEditorPart reopened = UiTestSupport.activePart(workbench, GroupTestEditorPart.class);
		List<String[]> again = rows(workbench, control(workbench, reopened));
		assertEquals(List.of("NVMe SSD", "Desktop HDD"), again.stream().map(r -> r[1]).toList());
		assertTrue(again.stream().allMatch(r -> r[5].equals("done") && r[6].equals("1")), "states and runs as saved");
	}

	@Test
	@Order(2)
	void aPauseBeforeAnythingRanLeavesEveryEntryPendingAndStartRunsThemAfter() throws Exception {
		GroupTest group = group("paused", "sim:hdd-7200", "sim:ssd-slc");
		library.groupTests().save(group);
		GroupTestEditorPart editor = open(workbench, group);
		Composite control = control(workbench, editor);
		// Pause pressed before the group's job may begin: it waits for the measuring rule this thread holds
		// (on an idle machine it began between the two presses once and ran its first entry)
		IJobManager jobs = Job.getJobManager();
		jobs.beginRule(RunSessions.measuring(), null);
		try {
			workbench.ui(() -> { // the runner asks before each entry, and stops before the first
				Widgets.press(control, "Start");
				Widgets.press(control, "Pause");
				return null;
			});
		} finally {
			jobs.endRule(RunSessions.measuring());
		}
		assertTrue(workbench.waitUntil(() -> editor.session() != null && editor.session().over(), 60_000));
		assertTrue(workbench.waitUntil(() -> enabled(workbench, control, "Start"), 10_000), "Start again: nothing was cut short");
		assertFalse(enabled(workbench, control, "Resume"));
		assertTrue(rows(workbench, control).stream().allMatch(r -> r[5].equals("pending")));
		assertTrue(workbench.ui(() -> Widgets.withData(control, Label.class, GroupTestEditorPart.STATUS_KEY).getText()).startsWith("Paused"));
		assertTrue(library.groupTests().find("paused").orElseThrow().getReportId() == null, "no comparison while entries are left");
	}

	@Test
	@Order(3)
	void resumeContinuesAnEntryStoppedAfterItsFirstTestWithItsSecondAndEndsInOneComparison() throws Exception {
		GroupTest group = group("resumed", "sim:hdd-7200", "sim:ssd-slc");
		library.groupTests().save(group);
		// stopped after its first test, as Pause does, through the group bundle's in-process runner
		AtomicBoolean paused = new AtomicBoolean();
		InProcessEntryRunner entries = new InProcessEntryRunner(new DefaultIoEngine(), "0.1.0", library, EntryTargets.Rigs.user(), List.of(),
				List.of(files), paused::get, () -> false, new InProcessEntryRunner.Progress() {
					@Override
					public void testStarted(GroupEntry entry, int index, int count, org.drivebench.core.runner.PlannedTest test) {
						paused.set(true);
					}
				});
		GroupRunner.Outcome outcome = new GroupRunner(library, group, registry, entries, (g, e) -> {
		}, paused::get).run(false);
		assertTrue(outcome.cancelled());
		GroupTest stopped = library.groupTests().find("resumed").orElseThrow();
		assertEquals(GroupEntryState.CANCELLED, stopped.getEntries().get(0).getState());
		assertEquals(GroupEntryState.PENDING, stopped.getEntries().get(1).getState());

		GroupTestEditorPart editor = open(workbench, stopped);
		Composite control = control(workbench, editor);
		assertTrue(workbench.waitUntil(() -> enabled(workbench, control, "Resume"), 10_000));
		assertFalse(enabled(workbench, control, "Start"), "an entry waits for resume");
		assertEquals("stopped", rows(workbench, control).get(0)[5]);
		assertTrue(rows(workbench, control).get(0)[7].startsWith("paused before "), rows(workbench, control).get(0)[7]);
		screenshots("group-test-editor-stopped");
		press(workbench, control, "Resume");
		assertTrue(workbench.waitUntil(() -> editor.session() != null && editor.session().over(), 240_000));
		assertTrue(workbench.waitUntil(() -> rows(workbench, control).stream().allMatch(r -> r[5].equals("done")), 10_000),
				states(workbench, control));
		GroupTest done = library.groupTests().find("resumed").orElseThrow();
		GroupEntry first = done.getEntries().get(0);
		assertEquals(2, first.getRunIds().size(), "the stopped run and the resumed one");
		List<String> completed = new ArrayList<>();
		for (String id : first.getRunIds()) {
			Run run = library.fullRun(id);
			run.getResults().stream().filter(r -> r.getStatus() == ResultStatus.COMPLETED).map(TestResult::getCaseName).forEach(completed::add);
		}
		assertEquals(completed.stream().distinct().count(), completed.size(), "no test ran twice: " + completed);
		int planned = org.drivebench.group.EntryPlans.plan(first, registry, library).tests().size();
		assertEquals(planned, completed.size(), "every test of the quick suite, over the two runs: " + completed);
		assertNotNull(library.report(done.getReportId()).orElse(null), "one comparison at the end");
	}

	@Test
	@Order(4)
	void aGroupTestAnotherProcessChangesShowsInTheExplorerAndTheOpenEditor() throws Exception {
		GroupTest group = group("shared", "sim:hdd-7200");
		library.groupTests().save(group);
		GroupTestEditorPart editor = open(workbench, group);
		Composite control = control(workbench, editor);
		// the command line's library object on the same folder, as drivebench group-test add is
		ResultLibrary cli = ResultLibrary.open(libraryFolder);
		GroupTest theirs = cli.groupTests().find("shared").orElseThrow();
		GroupEntry added = DriveBenchFactory.eINSTANCE.createGroupEntry();
		added.setTarget("sim:ssd-slc");
		added.setSuiteId("quick");
		added.setLabel("Added elsewhere");
		added.setState(GroupEntryState.PENDING);
		theirs.getEntries().add(added);
		cli.groupTests().save(theirs);
		assertTrue(workbench.waitUntil(() -> rows(workbench, control).size() == 2, 20_000), "the open editor follows the change");
		assertEquals("Added elsewhere", rows(workbench, control).get(1)[1]);
		GroupTest created = DriveBenchFactory.eINSTANCE.createGroupTest();
		created.setId("from-the-cli");
		cli.groupTests().save(created);
		ResultsExplorerPart explorer = UiTestSupport.explorer(workbench);
		assertTrue(workbench.waitUntil(() -> java.util.Arrays.stream(explorer.viewer().getTree().getItems()).map(i -> i.getData())
				.anyMatch(d -> d instanceof GroupTestsNode n && n.groups().stream().anyMatch(g -> g.getId().equals("from-the-cli"))), 20_000),
				"the explorer lists the group test the command line made");
	}

	@Test
	@Order(5)
	void importResultsReadsCrystalDiskMarkTextIntoTheLibraryAndABadFileSavesNothing() throws Exception {
		Path good = files.resolve("cdm.txt");
		Files.writeString(good, CRYSTALDISKMARK);
		Path bad = files.resolve("notes.txt");
		Files.writeString(bad, "drive notes, no benchmark output\n");
		int before = library.runs().size();
		Shell dialog = openImport();
		workbench.ui(() -> {
			org.eclipse.swt.widgets.List list = Widgets.withData(dialog, org.eclipse.swt.widgets.List.class, ImportResultsDialog.FILES_KEY);
			list.add(good.toString());
			list.add(bad.toString());
			Widgets.withData(dialog, Text.class, ImportResultsDialog.DRIVE_KEY).setText("Archive SSD");
			Widgets.press(dialog, "Import");
			return null;
		});
		String error = workbench.ui(() -> ((org.eclipse.jface.dialogs.TitleAreaDialog) dialog.getData()).getErrorMessage());
		assertNotNull(error, "a bad file is said");
		assertTrue(error.contains(bad.toString()) && error.contains("line"), error);
		Screenshots.take("import-results-bad-file");
		assertEquals(before, library.runs().size(), "nothing saved while a file is bad");
		workbench.ui(() -> {
			org.eclipse.swt.widgets.List list = Widgets.withData(dialog, org.eclipse.swt.widgets.List.class, ImportResultsDialog.FILES_KEY);
			list.remove(1);
			Widgets.press(dialog, "Import");
			return null;
		});
		assertTrue(workbench.waitUntil(dialog::isDisposed, 10_000), "the dialog closes once the files are imported");
		assertEquals(before + 1, library.runs().size());
		Run imported = library.runs().stream().filter(r -> "CrystalDiskMark".equals(r.getSoftwareName())).findFirst().orElseThrow();
		assertEquals("Archive SSD", org.drivebench.library.drives.Drives.label(imported.getDrive()));
		assertTrue(imported.getResults().stream().anyMatch(r -> r.getTestId().startsWith("linear.")),
				"SEQ1M Q8T1 read joins the quick suite's row: " + imported.getResults().stream().map(TestResult::getTestId).toList());
	}

	/** A test file chosen on the launcher's page becomes the entry {@code group-test add --target file:… --file-size} makes. */
	@Test
	@Order(6)
	void anEntryOnATestFileIsSavedAsTheCommandLineAddsIt() throws Exception {
		GroupTest group = group("files");
		library.groupTests().save(group);
		GroupTestEditorPart editor = open(workbench, group);
		Composite control = control(workbench, editor);
		Shell dialog = addEntry(workbench, control);
		workbench.ui(() -> {
			TabFolder tabs = Widgets.withData(dialog, TabFolder.class, "run.target.tabs");
			tabs.setSelection(1);
			tabs.notifyListeners(SWT.Selection, new Event());
			Widgets.withData(dialog, Text.class, "run.target.folder").setText(files.toString());
			Widgets.withData(dialog, Text.class, "run.target.size").setText("64M");
			Widgets.select(Widgets.withData(dialog, Combo.class, "run.plan.suites"), "Quick check");
			return null;
		});
		UiTestSupport.typeParameter(workbench, dialog, "regionLength", "32M");
		UiTestSupport.typeParameter(workbench, dialog, "duration", "1s");
		pressAdd(workbench, dialog, "the test file");
		assertTrue(workbench.waitUntil(() -> rows(workbench, control).size() == 1, 10_000));
		GroupEntry entry = library.groupTests().find("files").orElseThrow().getEntries().get(0);
		assertEquals("file:" + files.resolve("drivebench-test-file.bin"), entry.getTarget());
		assertEquals(64L << 20, entry.getFileSizeBytes());
		assertTrue(entry.getParameters().containsAll(List.of("regionLength=32M", "duration=1s")), entry.getParameters().toString());
		assertTrue(rows(workbench, control).get(0)[2].endsWith("(64 MiB)"), rows(workbench, control).get(0)[2]);
	}

	private static Shell openImport() throws Exception {
		UiTestSupport.chooseMenu(workbench, "File", "Import Results");
		return workbench.waitForShell("Import Results", 10_000);
	}

	private static GroupTest group(String id, String... targets) {
		GroupTest group = DriveBenchFactory.eINSTANCE.createGroupTest();
		group.setId(id);
		for (String target : targets) {
			GroupEntry e = DriveBenchFactory.eINSTANCE.createGroupEntry();
			e.setTarget(target);
			e.setSuiteId("quick");
			e.getParameters().add("duration=1s");
			e.setState(GroupEntryState.PENDING);
			group.getEntries().add(e);
		}
		return group;
	}

	/** CrystalDiskMark 8.0.4's Save text: the import bundle's sample (samples/README.md there says where it came from). */
	private static final String CRYSTALDISKMARK = """
			------------------------------------------------------------------------------
			CrystalDiskMark 8.0.4 x64 (C) 2007-2021 hiyohiyo
			                                  Crystal Dew World: https://crystalmark.info/
			------------------------------------------------------------------------------
			* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s]
			* KB = 1000 bytes, KiB = 1024 bytes

			[Read]
			  SEQ    1MiB (Q=  8, T= 1):  3521.235 MB/s [   3358.1 IOPS] <  2380.50 us>
			  SEQ  128KiB (Q= 32, T= 1):  3408.772 MB/s [  26006.9 IOPS] <  1229.70 us>
			  RND    4KiB (Q= 32, T=16):  1892.604 MB/s [ 462061.5 IOPS] <  1107.68 us>
			  RND    4KiB (Q=  1, T= 1):    71.455 MB/s [  17445.1 IOPS] <    57.22 us>

			[Write]
			  SEQ    1MiB (Q=  8, T= 1):  3321.905 MB/s [   3168.0 IOPS] <  2522.06 us>
			  SEQ  128KiB (Q= 32, T= 1):  3302.317 MB/s [  25194.6 IOPS] <  1269.42 us>
			  RND    4KiB (Q= 32, T=16):  1503.117 MB/s [ 366972.0 IOPS] <  1393.66 us>
			  RND    4KiB (Q=  1, T= 1):   198.338 MB/s [  48422.4 IOPS] <    20.55 us>

			Profile: Default
			   Test: 1 GiB (x5) [D: 0% (0/932GiB)]
			   Mode: [Admin]
			   Time: Measure 5 sec / Interval 5 sec
			   Date: 2023/03/18 16:42:07
			     OS: Windows 11 Professional [10.0 Build 22621] (x64)
			Comment: Samsung SSD 980 PRO 1TB
			""";
}
