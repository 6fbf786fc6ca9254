package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.drivebench.library.ResultLibrary;
import org.drivebench.library.drives.Drives;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.report.chart.image.ChartImages;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.ui.editor.ResultEditorPart;
import org.drivebench.ui.explorer.ResultsExplorerPart;
import org.drivebench.ui.report.ComparisonEditorPart;
import org.drivebench.ui.report.ReportEditors;
import org.drivebench.ui.workbench.WelcomePart;
import org.eclipse.e4.core.contexts.ContextInjectionFactory;
import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A new user's first steps and a window that holds its layout: Help > Welcome and its first step (the
 * launcher on a simulated drive), Window > Show View and Reset Layout, the toolbar of the main commands
 * following the active editor, and a result's charts and a comparison's setup whole at the default
 * window size and at 1024x700 (the charts scroll rather than shrink until their titles are cut).
 */
class FirstStepsUiTest {
	private static final String MONITOR = "org.drivebench.ui.part.monitor";
	private static final String NAVIGATION_STACK = "org.drivebench.ui.partstack.navigation";
	@TempDir
	static Path libraryFolder;
	private static WorkbenchFixture workbench;
	private static Run hdd;
	private static Run ssd;

	@BeforeAll
	static void start() throws Exception {
		ResultLibrary library = UiTestSupport.openLibrary(libraryFolder);
		library.save(SyntheticRuns.desktopHdd("hdd-run", 20_000));
		library.save(SyntheticRuns.quickSsd("ssd-run"));
		hdd = library.fullRun("hdd-run");
		ssd = library.fullRun("ssd-run");
		workbench = WorkbenchFixture.start();
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
	}

	private static Shell window() throws Exception {
		return workbench.ui(() -> (Shell) workbench.application().getChildren().get(0).getWidget());
	}

	private static void resize(int width, int height) throws Exception {
		workbench.ui(() -> {
			Shell shell = window();
			shell.setBounds(0, 0, width, height);
			shell.layout(true, true);
			return null;
		});
		// let the resize reach the scrolled areas and the charts rethin for their new size
		Thread.sleep(600);
		workbench.waitUntil(() -> true, 100);
	}

	private static ToolItem tool(String text) throws Exception {
		return workbench.ui(() -> {
			for (ToolBar bar : Widgets.all(window(), ToolBar.class, b -> true)) {
				for (ToolItem item : bar.getItems()) {
					if (text.equals(item.getText())) {
						return item;
					}
				}
			}
			throw new AssertionError("the window has no tool button " + text);
		});
	}

	@Test
	void helpWelcomeOpensTheWelcomePageWhoseFirstStepOpensTheLauncherOnASimulatedDrive() throws Exception {
		UiTestSupport.chooseMenu(workbench, "Help", "Welcome");
		WelcomePart welcome = UiTestSupport.activePart(workbench, WelcomePart.class);
		assertNotNull(welcome);
		MPart part = workbench.ui(() -> UiTestSupport.partOf(workbench, welcome));
		Control page = workbench.ui(() -> (Control) part.getWidget());
		Button run = workbench.ui(() -> Widgets.withData(page, Button.class, WelcomePart.RUN_KEY));
		assertNotNull(workbench.ui(() -> Widgets.withData(page, Button.class, WelcomePart.LIBRARY_KEY)));
		assertNotNull(workbench.ui(() -> Widgets.withData(page, Button.class, WelcomePart.COMPARE_KEY)));
		Screenshots.take("welcome");
		workbench.async(() -> run.notifyListeners(SWT.Selection, new Event()));
		Shell dialog = workbench.waitForShell("New Run", 10_000);
		workbench.ui(() -> {
			assertEquals("sim:ssd-nvme", Widgets.withData(dialog, Combo.class, "run.target.simulated").getText());
			assertTrue(Widgets.withData(dialog, Combo.class, "run.plan.suites").getText().startsWith("Quick"),
					Widgets.withData(dialog, Combo.class, "run.plan.suites").getText());
			Widgets.press(dialog, "Cancel");
			return null;
		});
		// the welcome page's library step brings the Results view to front
		Button library = workbench.ui(() -> Widgets.withData(page, Button.class, WelcomePart.LIBRARY_KEY));
		workbench.ui(() -> {
			library.notifyListeners(SWT.Selection, new Event());
			return null;
		});
		assertTrue(workbench.waitUntil(() -> UiTestSupport.explorer(workbench) != null
				&& workbench.application().getChildren().get(0).getContext().get(org.eclipse.e4.ui.workbench.modeling.EPartService.class)
						.getActivePart() == workbench.part(UiTestSupport.EXPLORER), 5_000), "the Results view is active");
		UiTestSupport.closeParts(workbench, "org.drivebench.ui.partdescriptor.welcome");
	}

	@Test
	void showViewBringsBackAViewPutAwayAndResetLayoutGivesTheFirstProportionsBack() throws Exception {
		MPart monitor = workbench.part(MONITOR);
		MUIElement navigation = workbench.ui(() -> workbench.application().getContext().get(EModelService.class)
				.find(NAVIGATION_STACK, workbench.application()));
		String first = workbench.ui(navigation::getContainerData);
		workbench.ui(() -> {
			monitor.setToBeRendered(false);
			navigation.setContainerData("60");
			return null;
		});
		assertFalse(workbench.ui(monitor::isToBeRendered));
		UiTestSupport.chooseMenu(workbench, "Window", "Show View", "Run Monitor");
		assertTrue(workbench.waitUntil(() -> monitor.isToBeRendered() && monitor.getWidget() != null, 5_000), "the monitor is shown again");
		UiTestSupport.chooseMenu(workbench, "Window", "Reset Layout");
		assertTrue(workbench.waitUntil(() -> first.equals(navigation.getContainerData()), 5_000),
				"the Results view's area is back to " + first + ": " + workbench.ui(navigation::getContainerData));
	}

	@Test
	void refreshingTheLibrarySaysWhatTheFolderHoldsInTheStatusLine() throws Exception {
		UiTestSupport.chooseMenu(workbench, "File", "Refresh Library");
		org.eclipse.swt.widgets.Label status = workbench.ui(() -> Widgets.withData(window(), org.eclipse.swt.widgets.Label.class,
				org.drivebench.ui.run.RunStatusControl.TEXT_KEY));
		assertTrue(workbench.waitUntil(() -> status.getText().startsWith("Library read again: 2 runs"), 10_000),
				"the status line after F5: " + workbench.ui(status::getText));
	}

	/**
	 * The workbench starts without a CSS engine: the looks a style sheet gave are set without one, the
	 * window's tab folders without the most-recently-used order, the empty explorer's page light grey.
	 */
	@Test
	void theWindowKeepsItsLooksWithoutACssEngine() throws Exception {
		List<CTabFolder> folders = workbench.ui(() -> Widgets.all(window(), CTabFolder.class, f -> true));
		assertTrue(folders.size() >= 3, "the window's part stacks: " + folders.size());
		for (CTabFolder folder : folders) {
			assertFalse(workbench.ui(folder::getMRUVisible), "a part stack's tabs in the order they were opened");
		}
		Composite empty = workbench.ui(() -> Widgets.withData(window(), Composite.class, ResultsExplorerPart.EMPTY_STATE_ID));
		assertEquals(new RGB(0xfa, 0xfa, 0xfa), workbench.ui(() -> empty.getBackground().getRGB()), "the empty explorer's page");
	}

	@Test
	void theToolbarOffersTheMainCommandsAndSaveAndExportFollowTheActiveEditor() throws Exception {
		for (String text : List.of("New Run", "New Comparison", "Save", "Export", "Refresh")) {
			assertNotNull(tool(text));
		}
		UiTestSupport.closeParts(workbench, ReportEditors.DESCRIPTOR_ID);
		ToolItem export = tool("Export");
		assertTrue(workbench.waitUntil(() -> !export.isEnabled(), 3_000), "no comparison open: nothing to export");
		ToolItem save = tool("Save");
		assertTrue(workbench.waitUntil(() -> !save.isEnabled(), 3_000), "nothing to save");
		workbench.ui(() -> ContextInjectionFactory.make(ReportEditors.class, workbench.application().getChildren().get(0).getContext())
				.openNew(List.of(Drives.keyOf(hdd), Drives.keyOf(ssd))));
		ComparisonEditorPart editor = UiTestSupport.activePart(workbench, ComparisonEditorPart.class);
		exportFollows(editor, export);
		Screenshots.take("toolbar-and-comparison");
		// the toolbar's Export asks what to export of the active comparison, as its own Export… does
		workbench.async(() -> export.notifyListeners(SWT.Selection, new Event()));
		Shell dialog = workbench.waitForShell("Export comparison", 10_000);
		workbench.ui(() -> {
			Widgets.press(dialog, "Cancel");
			return null;
		});
		UiTestSupport.closeParts(workbench, ReportEditors.DESCRIPTOR_ID);
		assertTrue(workbench.waitUntil(() -> !export.isEnabled(), 3_000), "the comparison closed: nothing to export");
	}

	/**
	 * Once {@code editor}'s figures are ready (its own Export… enabled), the toolbar's Export is enabled
	 * too. The e4 toolbar applies an enablement update in a later turn of the UI thread (it batches
	 * them), so "at once" is within a few turns, not the same one; 10 s leaves room for a machine
	 * busy with other builds (2 s was missed once at load 10).
	 */
	private static void exportFollows(ComparisonEditorPart editor, ToolItem export) throws Exception {
		assertTrue(workbench.waitUntil(editor::canExport, 60_000), "the comparison's figures were not ready");
		// what the handler saw, said when it fails: the wait has been missed under heavy load, never reproduced
		assertTrue(workbench.waitUntil(export::isEnabled, 10_000), () -> "a comparison shown and active: the toolbar's Export is enabled with its own; "
				+ UiTestSupport.describeActivePart(workbench) + ", the editor's own Export… " + ownExport(editor));
		assertTrue(workbench.waitUntil(editor::isShowingLatest, 60_000), "the comparison was not shown");
		assertTrue(workbench.ui(export::isEnabled), "a comparison shown and active: the toolbar's Export stays enabled");
	}

	private static String ownExport(ComparisonEditorPart editor) {
		try {
			return workbench.ui(editor::canExport) ? "enabled" : "disabled";
		} catch (Exception e) {
			return "not known: " + e;
		}
	}

	@Test
	void atTheDefaultSizeAndAt1024x700EveryChartOfAResultShowsItsTitlesAndLegendWhole() throws Exception {
		TestResult result = hdd.getResults().stream().filter(r -> "random.sustained".equals(r.getTestId())).findFirst().orElseThrow();
		workbench.doubleClick(UiTestSupport.explorer(workbench).viewer(), result);
		ResultEditorPart editor = UiTestSupport.activeEditor(workbench);
		assertTrue(workbench.waitUntil(() -> editor.charts().size() > 1 && editor.charts().stream().allMatch(c -> c.shown() != null), 20_000));
		try {
			for (int[] size : List.of(new int[] { 1280, 860 }, new int[] { 1024, 700 })) {
				resize(size[0], size[1]);
				for (ChartViewer chart : workbench.ui(editor::charts)) {
					workbench.ui(() -> {
						int w = chart.chart().getSize().x;
						int h = chart.chart().getSize().y;
						assertTrue(h >= 260, chart.input().kind() + " is " + h + " px high at " + Arrays.toString(size));
						String svg = ChartImages.svg(chart.shown(), w, h);
						assertFalse(svg.contains("\u2026"), chart.input().kind() + " at " + w + "x" + h + " cuts a text: "
								+ svg.lines().filter(l -> l.contains("\u2026")).toList());
						return null;
					});
				}
				Screenshots.take("result-editor-" + size[0] + "x" + size[1]);
			}
			ScrolledComposite area = workbench.ui(editor::chartArea);
			assertTrue(workbench.ui(() -> area.getContent().getSize().y >= 2 * 260), "the charts keep their height and scroll");
		} finally {
			resize(1280, 860);
			UiTestSupport.closeEditors(workbench);
		}
	}

	@Test
	void at1024x700TheComparisonsSetupScrollsInsteadOfCuttingItsFields() throws Exception {
		UiTestSupport.closeParts(workbench, ReportEditors.DESCRIPTOR_ID);
		workbench.ui(() -> ContextInjectionFactory.make(ReportEditors.class, workbench.application().getChildren().get(0).getContext())
				.openNew(List.of(Drives.keyOf(hdd), Drives.keyOf(ssd))));
		ComparisonEditorPart editor = UiTestSupport.activePart(workbench, ComparisonEditorPart.class);
		assertTrue(workbench.waitUntil(editor::isShowingLatest, 60_000), "the comparison was not shown");
		try {
			resize(1024, 700);
			workbench.ui(() -> {
				ScrolledComposite scroller = (ScrolledComposite) editor.setupArea().getParent();
				assertTrue(scroller.getSize().x >= 240, "the setup keeps the width of its fields: " + scroller.getSize().x);
				int needed = editor.setupArea().computeSize(scroller.getClientArea().width, SWT.DEFAULT).y;
				assertTrue(editor.setupArea().getSize().y >= needed, "the setup has the height it needs: " + editor.setupArea().getSize().y
						+ " of " + needed);
				assertEquals(needed > scroller.getClientArea().height, scroller.getVerticalBar().getVisible(),
						"it scrolls exactly when it is taller than its panel");
				return null;
			});
			workbench.ui(() -> {
				// the title whole, not squeezed by the summary line; both drives' figures in view beside the setup
				org.eclipse.swt.widgets.Label heading = Widgets.withData(editor.control(), org.eclipse.swt.widgets.Label.class,
						ComparisonEditorPart.HEADING_KEY);
				assertTrue(heading.getSize().x >= heading.computeSize(SWT.DEFAULT, SWT.DEFAULT).x,
						"the title '" + heading.getText() + "' is cut: " + heading.getSize().x + " px");
				org.eclipse.swt.widgets.Table table = editor.reviewTable();
				int right = 0;
				for (org.eclipse.swt.widgets.TableColumn column : table.getColumns()) {
					right += column.getWidth();
				}
				assertEquals(4, table.getColumnCount(), "test, metric and two drives");
				assertTrue(right <= table.getClientArea().width, "the second drive's column ends at " + right + " px in a table "
						+ table.getClientArea().width + " px wide");
				return null;
			});
			Screenshots.take("comparison-1024x700");
		} finally {
			resize(1280, 860);
			UiTestSupport.closeParts(workbench, ReportEditors.DESCRIPTOR_ID);
		}
	}
}
