package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.engine.DeviceIdentity;
import org.drivebench.library.ResultLibrary;
import org.drivebench.library.drives.Drives;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Parameter;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.Suite;
import org.drivebench.model.TestResult;
import org.drivebench.model.SuiteEntry;
import org.drivebench.report.ReportDrive;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.ui.editor.ResultEditorPart;
import org.drivebench.ui.explorer.ResultsExplorerPart;
import org.drivebench.ui.report.ComparisonEditorPart;
import org.drivebench.ui.report.ReportEditors;
import org.eclipse.e4.core.contexts.ContextInjectionFactory;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.TreeItem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the workbench says of runs and drives: a simulated drive's ten-minute test took ten minutes in the
 * run summary (the drive's clock, not the model's 0.3 s); a cancelled run says so in the explorer and its
 * summary; three loop devices of one size go by three names in a comparison's table and legends.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RunStatesAndNamesUiTest {
	private static final List<String> BACKING = List.of("/srv/bench/a.img", "/srv/bench/b.img", "/srv/bench/c.img");

	@TempDir
	static Path libraryFolder;
	private static WorkbenchFixture workbench;
	private static ResultLibrary library;
	private static Run tenMinutes;
	private static Run cancelled;
	private static final List<String> loopKeys = new ArrayList<>();

	@BeforeAll
	static void start() throws Exception {
		library = UiTestSupport.openLibrary(libraryFolder);
		TestRegistry registry = SimulatedRuns.registry();
		Suite suite = DriveBenchFactory.eINSTANCE.createSuite();
		suite.setId("ui-clock");
		suite.setName("ui-clock");
		entry(suite, "linear.sequential", "SEQ1M Q8T1 read", "duration=1s", "regionLength=256M");
		entry(suite, "random.sustained", "Random 512 B, QD1, ten minutes", "duration=10m");
		entry(suite, "random.random", "RND4K Q32T1 read", "duration=1s", "regionLength=256M");
		tenMinutes = SimulatedRuns.run(registry, suite, "sim:hdd-7200", Map.of());
		library.save(tenMinutes);

		cancelled = EcoreUtil.copy(tenMinutes); // as Cancel leaves a run: the test under way cancelled, the rest not run
		cancelled.setId(UUID.randomUUID().toString());
		// an hour apart on the same day (earlier late in the evening): two runs of one drive on one day
		long hour = java.time.LocalTime.now().getHour() >= 22 ? -3_600_000 : 3_600_000;
		cancelled.setStartedAt(new java.util.Date(tenMinutes.getStartedAt().getTime() + hour));
		cancelled.setFinishedAt(new java.util.Date(tenMinutes.getFinishedAt().getTime() + hour));
		cancelled.getResults().get(1).setStatus(ResultStatus.CANCELLED);
		TestResult notRun = cancelled.getResults().get(2);
		notRun.setStatus(ResultStatus.SKIPPED);
		notRun.getMetrics().clear();
		notRun.getSteps().clear();
		library.save(cancelled);

		for (int i = 0; i < BACKING.size(); i++) {
			Run loop = EcoreUtil.copy(tenMinutes);
			loop.setId(UUID.randomUUID().toString());
			DeviceIdentity id = new DeviceIdentity("", "Loop device", BACKING.get(i) + ",inode=" + (20 + i), "", 2_147_483_648L, 512, 512,
					false, 0, "loop");
			loop.getDrive().setSimulated(false);
			loop.getDrive().setKey(id.key());
			loop.getDrive().setVendor("");
			loop.getDrive().setModel(id.model());
			loop.getDrive().setSerial(id.serial());
			loop.getDrive().setCapacityBytes(id.capacityBytes());
			loop.getDrive().setLabel(null);
			loop.getDrive().setColor(null);
			loop.getTarget().setPath("/dev/loop" + (3 + i));
			loop.getResults().forEach(r -> r.getMetrics().forEach(m -> m.setValue(m.getValue() * (1 + 0.1 * loopKeys.size()))));
			library.save(loop);
			loopKeys.add(Drives.keyOf(loop));
		}
		workbench = WorkbenchFixture.start();
	}

	private static void entry(Suite suite, String testId, String label, String... parameters) {
		SuiteEntry entry = DriveBenchFactory.eINSTANCE.createSuiteEntry();
		entry.setTestId(testId);
		entry.setLabel(label);
		for (String p : parameters) {
			Parameter parameter = DriveBenchFactory.eINSTANCE.createParameter();
			parameter.setKey(p.substring(0, p.indexOf('=')));
			parameter.setValue(p.substring(p.indexOf('=') + 1));
			entry.getParameters().add(parameter);
		}
		suite.getEntries().add(entry);
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
	}

	private static List<String> explorerRows() throws Exception {
		ResultsExplorerPart explorer = UiTestSupport.explorer(workbench);
		return workbench.ui(() -> {
			explorer.viewer().expandAll();
			List<String> rows = new ArrayList<>();
			collect(explorer.viewer().getTree().getItems(), rows);
			return rows;
		});
	}

	private static void collect(TreeItem[] items, List<String> rows) {
		for (TreeItem item : items) {
			rows.add(item.getText());
			collect(item.getItems(), rows);
		}
	}

	private static ResultEditorPart openSummary(Run run) throws Exception {
		ResultsExplorerPart explorer = UiTestSupport.explorer(workbench);
		workbench.doubleClick(explorer.viewer(), library.run(run.getId()).orElseThrow());
		ResultEditorPart editor = UiTestSupport.activeEditor(workbench);
		assertTrue(workbench.waitUntil(editor::showsRunSummary, 20_000), "the run summary did not open");
		return editor;
	}

	/**
	 * Pictures of the window as it is and at 1024 x 700 (a small laptop screen), for people to look at;
	 * the window gets its size back after.
	 */
	private static void screenshots(String name) throws Exception {
		Rectangle now = workbench.ui(() -> ((Shell) workbench.application().getChildren().get(0).getWidget()).getBounds());
		Screenshots.ofWindow(workbench, name, new int[] { now.width, now.height }, new int[] { 1024, 700 });
	}

	@Test
	@Order(1)
	void theRunSummaryGivesATestsDurationOnTheSimulatedDrivesClock() throws Exception {
		ResultEditorPart editor = openSummary(tenMinutes);
		Table results = workbench.ui(() -> Widgets.table(editor.control(), "results"));
		workbench.ui(() -> { // the results in sight, for the picture
			for (Control c = results; c != null; c = c.getParent()) {
				if (c instanceof ScrolledComposite scrolled) {
					scrolled.showControl(results);
				}
			}
			return null;
		});
		String[] sustained = workbench.ui(() -> Widgets.row(results, 1));
		assertEquals("Random 512 B, QD1, ten minutes", sustained[0]);
		assertEquals("10 min 0 s", sustained[3], "the ten-minute test took ten minutes on the drive's clock");
		List<String> fields = workbench.ui(() -> Widgets.all(editor.control(), Text.class, t -> true).stream().map(Text::getText).toList());
		assertTrue(fields.stream().anyMatch(f -> f.startsWith("10 min ")), "the run's duration: " + fields);
		screenshots("run-summary-duration-on-the-drive-clock");
	}

	@Test
	@Order(2)
	void aCancelledRunSaysSoInTheExplorerAndItsSummary() throws Exception {
		String state = "cancelled during Random 512 B, QD1, ten minutes (test 2 of 3); 1 test not run";
		List<String> rows = explorerRows();
		assertTrue(rows.stream().anyMatch(r -> r.endsWith("(" + state + ")")), "the explorer's run row: " + rows);
		ResultEditorPart first = openSummary(tenMinutes);
		ResultEditorPart editor = openSummary(cancelled);
		List<String> fields = workbench.ui(() -> Widgets.all(editor.control(), Text.class, t -> true).stream().map(Text::getText).toList());
		assertTrue(fields.contains(state), "the run summary's State: " + fields);
		// two runs of one drive on one day: their tabs say when each started
		String firstTab = workbench.ui(() -> UiTestSupport.partOf(workbench, first).getLabel());
		String cancelledTab = workbench.ui(() -> UiTestSupport.partOf(workbench, editor).getLabel());
		assertNotEquals(firstTab, cancelledTab, "two runs of one day, one tab title");
		String time = java.text.DateFormat.getTimeInstance(java.text.DateFormat.SHORT).format(cancelled.getStartedAt());
		assertTrue(cancelledTab.endsWith(time), cancelledTab + " does not say " + time);
		screenshots("run-summary-cancelled-run");
	}

	@Test
	@Order(3)
	void threeLoopDevicesOfOneSizeGoByThreeNamesInTheTableAndTheLegends() throws Exception {
		List<String> names = BACKING.stream().map(b -> "Loop device 2.15 GB (" + b + ")").toList();
		assertTrue(explorerRows().containsAll(names.stream().map(n -> n + "  (1 run)").toList()), "the explorer: " + explorerRows());
		UiTestSupport.closeEditors(workbench);
		workbench.ui(() -> ContextInjectionFactory.make(ReportEditors.class, workbench.application().getChildren().get(0).getContext())
				.openNew(loopKeys));
		ComparisonEditorPart editor = UiTestSupport.activePart(workbench, ComparisonEditorPart.class);
		assertTrue(workbench.waitUntil(editor::isShowingLatest, 60_000), "the comparison was not shown");
		assertEquals(names, workbench.ui(() -> editor.data().table().drives().stream().map(ReportDrive::label).toList()));
		assertEquals(names.get(0) + ", " + names.get(1) + " and " + names.get(2), workbench.ui(() -> editor.report().getTitle()),
				"the title names them as the table does");
		assertTrue(workbench.waitUntil(() -> !editor.charts().isEmpty() && editor.charts().stream().allMatch(c -> c.shown() != null),
				60_000), "the charts were not drawn");
		for (ChartViewer chart : workbench.ui(editor::charts)) {
			List<String> legend = workbench.ui(() -> chart.shown().series().stream().map(s -> s.label()).toList());
			if (legend.size() == names.size()) {
				assertEquals(names.size(), new LinkedHashSet<>(legend).size(), chart.shown().title() + ": " + legend);
			}
		}
		screenshots("comparison-three-loop-devices-named-apart");
	}

	@Test
	@Order(4)
	void aComparisonOfFourDrivesSaysSoOnceInItsTabsTooltip() throws Exception {
		UiTestSupport.closeParts(workbench, ReportEditors.DESCRIPTOR_ID);
		List<String> four = new ArrayList<>(loopKeys);
		four.add(Drives.keyOf(tenMinutes));
		workbench.ui(() -> ContextInjectionFactory.make(ReportEditors.class, workbench.application().getChildren().get(0).getContext())
				.openNew(four));
		ComparisonEditorPart editor = UiTestSupport.activePart(workbench, ComparisonEditorPart.class);
		assertTrue(workbench.waitUntil(editor::isShowingLatest, 60_000), "the comparison was not shown");
		String title = workbench.ui(() -> editor.report().getTitle());
		assertEquals("Comparison of 4 drives", title);
		assertEquals(title, workbench.ui(() -> UiTestSupport.partOf(workbench, editor).getTooltip()), "the count once");
		UiTestSupport.closeParts(workbench, ReportEditors.DESCRIPTOR_ID);
	}
}
