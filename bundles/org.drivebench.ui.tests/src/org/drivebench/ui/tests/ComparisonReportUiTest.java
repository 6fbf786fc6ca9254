package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.drivebench.report.export.ReportExport;
import org.drivebench.library.drives.Drives;
import org.drivebench.library.ResultLibrary;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.report.NumberPolicy;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.DriveSelection;
import org.drivebench.model.Normalisation;
import org.drivebench.model.Run;
import org.drivebench.model.TableLayout;
import org.drivebench.model.TestResult;
import org.drivebench.report.chart.kinds.ChartKind;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.ui.editor.ResultEditorPart;
import org.drivebench.ui.explorer.ResultsExplorerPart;
import org.drivebench.ui.report.ComparisonEditorPart;
import org.drivebench.ui.report.ReportEditors;
import org.drivebench.ui.report.export.ReportExportDialog;
import org.drivebench.engine.testing.LoopDevice;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
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
 * A library of runs measured on three simulated drives (the desktop HDD twice): opens a result, builds a
 * comparison of the three drives through the editor's widgets, saves and reopens it, and exports its
 * table as Markdown and its charts as PNG through the export dialog, then reads the files.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ComparisonReportUiTest {
	private static final String HDD = "sim:hdd-7200", SAS = "sim:sas-15k", SSD = "sim:ssd-slc";

	@TempDir
	static Path libraryFolder;
	@TempDir
	static Path exports;
	private static WorkbenchFixture workbench;
	private static ResultLibrary library;
	private static final Map<String, String> keys = new HashMap<>();
	private static ComparisonEditorPart editor;

	@BeforeAll
	static void startOnThreeSimulatedDrives() throws Exception {
		library = UiTestSupport.openLibrary(libraryFolder);
		TestRegistry registry = SimulatedRuns.registry();
		for (String drive : List.of(HDD, HDD, SAS, SSD)) {
			Run run = SimulatedRuns.review(registry, drive);
			library.save(run);
			keys.put(drive, Drives.keyOf(run));
		}
		workbench = WorkbenchFixture.start();
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
	}

	private static Run newest(String drive) {
		List<Run> runs = library.runsOf(keys.get(drive));
		return runs.get(runs.size() - 1);
	}

	private static int column(Table table, String drive) {
		String name = ReportNames.of(newest(drive));
		for (int c = 0; c < table.getColumnCount(); c++) {
			if (table.getColumn(c).getText().startsWith(name)) {
				return c;
			}
		}
		throw new AssertionError("no column for " + name);
	}

	@Test
	@Order(1)
	void aSimulatedRunOpensInTheResultEditorWithItsCharts() throws Exception {
		Run summary = newest(HDD);
		TestResult sweep = summary.getResults().stream().filter(r -> "random.bs-sweep".equals(r.getTestId())).findFirst().orElseThrow();
		workbench.doubleClick(UiTestSupport.explorer(workbench).viewer(), sweep);
		ResultEditorPart result = UiTestSupport.activeEditor(workbench);
		assertTrue(workbench.waitUntil(() -> !result.charts().isEmpty() && result.charts().stream().allMatch(c -> c.shown() != null), 20_000));
		ChartViewer chart = workbench.ui(() -> result.charts().get(0));
		assertEquals(ChartKind.SERIES, chart.input().kind());
		assertEquals(List.of(4096.0, 65536.0, 1048576.0),
				Arrays.stream(chart.model().series().get(0).x()).boxed().toList(), "the sweep's block sizes as measured");
		TestResult whole = library.fullRun(summary.getId()).getResults().get(summary.getResults().indexOf(sweep));
		assertEquals(whole.getSeries().get(0).getYValues().get(2), chart.model().series().get(0).y()[2], 1e-9,
				"the chart shows the run's own figures");
		UiTestSupport.closeEditors(workbench);
	}

	@Test
	@Order(2)
	void aComparisonOfThreeDrivesShowsTheReviewTableAndAChartPerTestWithAColourPerDrive() throws Exception {
		UiTestSupport.chooseMenu(workbench, "File", "New Comparison");
		editor = UiTestSupport.activePart(workbench, ComparisonEditorPart.class);
		waitShown();
		ComparisonReport report = workbench.ui(editor::report);
		assertEquals(Set.of(keys.get(HDD), keys.get(SAS), keys.get(SSD)),
				Set.copyOf(report.getDrives().stream().map(DriveSelection::getDriveKey).toList()));
		Table table = workbench.ui(editor::reviewTable);
		assertEquals(5, (int) workbench.ui(table::getColumnCount), "test, metric and one column per drive");

		// every chart shows every drive (a line or a bar each), a drive has one colour in all charts and no two drives share one
		List<ChartViewer> charts = workbench.ui(editor::charts);
		assertFalse(charts.isEmpty());
		Map<String, String> colours = new HashMap<>();
		Map<String, String> keyOfName = new HashMap<>();
		workbench.ui(() -> editor.data().table()).drives().forEach(d -> keyOfName.put(d.label(), d.key()));
		for (ChartViewer chart : charts) {
			ChartModel model = workbench.ui(chart::model);
			if (chart.input().kind() == ChartKind.SUMMARY_TILE) {
				// a panel per drive, its read and its write column each a series (SummaryTileUiTest checks the panels)
				assertEquals(2 * 3, model.series().size(), "a read and a write column per drive in " + model.title());
				continue;
			}
			if (chart.input().kind() == ChartKind.RANKED_BARS) {
				SeriesSpec bars = model.series().get(0);
				assertEquals(3, bars.size(), model.title());
				for (int i = 0; i < bars.size(); i++) {
					String key = keyOfName.get(model.x().categories().get(i).replace(" (baseline)", ""));
					String colour = bars.bars().color(i, "");
					assertEquals(colours.computeIfAbsent(key, k -> colour), colour, "the colour of " + key + " in " + model.title());
				}
				continue;
			}
			assertEquals(3, model.series().size(), model.title());
			for (SeriesSpec s : model.series()) {
				assertEquals(colours.computeIfAbsent(s.id(), k -> s.color()), s.color(), "the colour of " + s.id() + " in " + model.title());
			}
		}
		assertEquals(3, new HashSet<>(colours.values()).size(), colours.toString());

		// the best value of a row is bold: 1 MiB sequential reads are fastest on the SSD
		int ssdColumn = workbench.ui(() -> column(table, SSD));
		TableItem row = workbench.ui(() -> Widgets.rowOf(table, "Sequential read by block size", "Read 1 MiB"));
		assertEquals(List.of(ssdColumn), workbench.ui(() -> row.getData("org.drivebench.ui.report.best")));
		assertTrue(workbench.ui(() -> (row.getFont(ssdColumn).getFontData()[0].getStyle() & SWT.BOLD) != 0), "the best cell is bold");
		// the HDD ran twice: its cells give n
		int hddColumn = workbench.ui(() -> column(table, HDD));
		assertTrue(workbench.ui(() -> row.getText(hddColumn)).contains("n = 2"), workbench.ui(() -> row.getText(hddColumn)));

		// the HDD as baseline: the others' figures compared with it, then as a percentage of it
		workbench.ui(() -> {
			Combo baseline = Widgets.withData(editor.setupArea(), Combo.class, "report.baseline");
			Widgets.select(baseline, ReportNames.of(newest(HDD)));
			return null;
		});
		waitShown();
		assertTrue(workbench.ui(() -> table.getColumn(column(table, HDD)).getText()).endsWith("(baseline)"));
		TableItem rated = workbench.ui(() -> Widgets.rowOf(table, "Sequential read by block size", "Read 1 MiB"));
		assertTrue(workbench.ui(() -> rated.getText(column(table, SSD))).matches(".*\\(\\+\\d+\\.\\d %\\)"),
				workbench.ui(() -> rated.getText(column(table, SSD))));
		workbench.ui(() -> {
			Widgets.select(Widgets.withData(editor.setupArea(), Combo.class, "report.figures"), 1);
			return null;
		});
		waitShown();
		assertEquals(Normalisation.RELATIVE_TO_BASELINE, workbench.ui(() -> editor.report().getNormalisation()));
		TableItem relative = workbench.ui(() -> Widgets.rowOf(table, "Sequential read by block size", "Read 1 MiB"));
		// the baseline is 100 % of itself by definition: no interval (RatioInterval)
		assertEquals("100.0 % (n = 2)", workbench.ui(() -> relative.getText(column(table, HDD))));

		// one test less: its rows and charts go
		int chartsBefore = charts.size();
		workbench.ui(() -> {
			TableItem surface = Arrays.stream(editor.testList().getTable().getItems()).filter(i -> i.getText().startsWith("Surface read"))
					.findFirst().orElseThrow();
			Widgets.check(surface, false);
			return null;
		});
		waitShown();
		assertFalse(workbench.ui(() -> Arrays.stream(table.getItems()).anyMatch(i -> i.getText(0).equals("Surface read"))));
		assertTrue(workbench.ui(editor::charts).size() < chartsBefore, "the surface chart is gone");

		// drives as rows
		workbench.ui(() -> {
			Widgets.select(Widgets.withData(editor.setupArea(), Combo.class, "report.layout"), 1);
			return null;
		});
		waitShown();
		assertEquals(3, (int) workbench.ui(table::getItemCount), "a row per drive");
	}

	@Test
	@Order(3)
	void theComparisonIsSavedInTheLibraryListedInTheExplorerAndReopensAsItWasSaved() throws Exception {
		String title = "Three simulated drives";
		workbench.ui(() -> {
			Widgets.withData(editor.setupArea(), Text.class, "report.title").setText(title);
			Widgets.withData(editor.control(), Button.class, ComparisonEditorPart.SAVE_KEY).notifyListeners(SWT.Selection,
					new org.eclipse.swt.widgets.Event());
			return null;
		});
		assertTrue(workbench.waitUntil(() -> !editor.isModified(), 10_000), "the report was not saved");
		ComparisonReport saved = library.reports().get(0);
		assertTrue(Files.exists(libraryFolder.resolve("reports").resolve(saved.getId() + ".xmi")));
		assertEquals(title, saved.getTitle());
		assertEquals(keys.get(HDD), saved.getBaselineDriveKey());
		assertEquals(TableLayout.DRIVES_AS_ROWS, saved.getLayout());
		assertFalse(saved.getTestIds().contains("linear.surface"));

		ResultsExplorerPart explorer = UiTestSupport.explorer(workbench);
		assertTrue(workbench.waitUntil(() -> Arrays.stream(explorer.viewer().getTree().getItems()).map(TreeItem::getText)
				.anyMatch(t -> t.equals("Comparison reports (1)")), 10_000), "the explorer does not list the report");
		workbench.ui(() -> {
			explorer.viewer().expandAll();
			return null;
		});
		UiTestSupport.closeParts(workbench, ReportEditors.DESCRIPTOR_ID);
		workbench.doubleClick(explorer.viewer(), saved);
		ComparisonEditorPart reopened = UiTestSupport.activePart(workbench, ComparisonEditorPart.class);
		assertNotEquals(editor, reopened);
		editor = reopened;
		waitShown();
		assertEquals(title, workbench.ui(() -> Widgets.withData(editor.setupArea(), Text.class, "report.title").getText()));
		assertEquals(3, (int) workbench.ui(() -> editor.reviewTable().getItemCount()), "drives as rows, as saved");
		assertEquals(1, (int) workbench.ui(() -> Widgets.withData(editor.setupArea(), Combo.class, "report.figures").getSelectionIndex()));
		assertFalse(workbench.ui(editor::isModified));
	}

	/**
	 * The export dialog judges where it writes by the rule every file DriveBench writes follows: a device
	 * node (a loop device of the test's own, as root) is refused with the reason, Export stays disabled,
	 * and what the user typed stays as typed; nothing is written over the device.
	 */
	@Test
	@Order(4)
	void theExportDialogRefusesADeviceNodeAndKeepsWhatWasTyped() throws Exception {
		LoopDevice loop = LoopDevice.unavailableReason() == null ? LoopDevice.create(exports, 8 << 20, 512, null) : null;
		String node = loop != null ? loop.device().toString() : "/dev/null";
		try {
			workbench.async(() -> Widgets.withData(editor.control(), Button.class, ComparisonEditorPart.EXPORT_KEY)
					.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event()));
			Shell dialog = workbench.waitForShell("Export comparison", 10_000);
			workbench.ui(() -> {
				Widgets.select(Widgets.withData(dialog, Combo.class, ReportExportDialog.KIND_KEY), 0);
				Widgets.select(Widgets.withData(dialog, Combo.class, ReportExportDialog.FORMAT_KEY), "Markdown");
				Widgets.withData(dialog, Text.class, ReportExportDialog.TARGET_KEY).setText(node);
				return null;
			});
			Thread.sleep(300);
			Screenshots.take("export-dialog-refuses-device-node");
			workbench.ui(() -> {
				String shown = String.join(" | ", Widgets.all(dialog, org.eclipse.swt.widgets.Control.class, c -> true).stream()
						.map(ComparisonReportUiTest::textOf).filter(t -> !t.isEmpty()).toList());
				assertTrue(shown.contains(node + " is under /dev (device nodes): DriveBench writes its files only where regular files "
						+ "are kept"), shown);
				assertFalse(Widgets.one(dialog, Button.class, b -> b.getText().replace("&", "").equals("Export")).getEnabled(),
						"Export is disabled");
				assertEquals(node, Widgets.withData(dialog, Text.class, ReportExportDialog.TARGET_KEY).getText(), "kept as typed");
				Widgets.press(dialog, "Cancel");
				return null;
			});
			if (loop != null) {
				assertEquals(0060000, ((Integer) Files.getAttribute(loop.device(), "unix:mode")) & 0170000, "still the device");
			}
		} finally {
			if (loop != null) {
				loop.close();
			}
		}
	}

	private static String textOf(org.eclipse.swt.widgets.Control control) {
		if (control instanceof Text t) {
			return t.getText();
		}
		if (control instanceof org.eclipse.swt.widgets.Label l) {
			return l.getText();
		}
		if (control instanceof org.eclipse.swt.custom.CLabel l) {
			return l.getText() == null ? "" : l.getText();
		}
		return "";
	}

	@Test
	@Order(5)
	void theExportDialogWritesTheTableAsMarkdownAndTheChartsAsPngOfTheChosenSize() throws Exception {
		workbench.ui(() -> {
			Widgets.select(Widgets.withData(editor.setupArea(), Combo.class, "report.layout"), 0);
			Widgets.select(Widgets.withData(editor.setupArea(), Combo.class, "report.figures"), 0);
			return null;
		});
		waitShown();
		Path markdown = exports.resolve("review.md");
		export(0, "Markdown", markdown.toString(), 0, 0);
		assertTrue(workbench.waitUntil(() -> Files.exists(markdown), 20_000), "no Markdown file");
		List<String> lines = Files.readAllLines(markdown);
		assertEquals("## Three simulated drives", lines.get(0));
		String header = lines.get(2);
		assertTrue(header.startsWith("| Test | Metric | "), header);
		for (String drive : List.of(HDD, SAS, SSD)) {
			assertTrue(header.contains(ReportNames.of(newest(drive))), drive + " in " + header);
		}
		assertTrue(header.contains("(baseline)"), header);
		String sweepRow = lines.stream().filter(l -> l.contains("Read 1 MiB")).findFirst().orElseThrow();
		assertTrue(sweepRow.contains("**"), "the best value is bold: " + sweepRow);
		assertTrue(sweepRow.contains("n = 2"), sweepRow);
		assertTrue(lines.stream().noneMatch(l -> l.startsWith("| Surface read")), "the unchecked test is not exported");

		Path pngs = Files.createDirectory(exports.resolve("charts"));
		int charts = workbench.ui(() -> ReportExport.chartCount(editor.data(), NumberPolicy.standard()));
		export(1, "PNG", pngs.toString(), 800, 450);
		assertTrue(workbench.waitUntil(() -> {
			try (Stream<Path> files = Files.list(pngs)) {
				return files.filter(f -> f.toString().endsWith(".png")).count() == charts;
			}
		}, 30_000), "not every chart was written");
		List<Path> files;
		try (Stream<Path> listed = Files.list(pngs)) {
			files = listed.sorted().toList();
		}
		List<String> colours = workbench.ui(() -> editor.data().table().drives().stream().map(d -> d.color()).toList());
		for (Path file : files) {
			ImageData image = new ImageLoader().load(file.toString())[0];
			assertEquals(800, image.width, file.toString());
			assertEquals(450, image.height, file.toString());
		}
		ImageData first = new ImageLoader().load(files.get(0).toString())[0];
		for (String colour : colours) {
			assertTrue(pixels(first, colour) > 30, "the line of the drive coloured " + colour + " is drawn in " + files.get(0));
		}
	}

	@Test
	@Order(6)
	void aChangedComparisonAsksBeforeItClosesAndSavesOnlyWhenTold() throws Exception {
		assertTrue(workbench.ui(editor::isModified), "the previous test changed the layout and the figures");
		MPart part = workbench.ui(() -> UiTestSupport.partOf(workbench, editor));
		assertTrue(workbench.ui(part::isDirty), "the workbench knows (MDirtyable)");
		String id = workbench.ui(() -> editor.report().getId());

		closeAnswering(part, "Cancel");
		assertTrue(workbench.ui(() -> part.isToBeRendered() && part.isDirty()), "Cancel keeps it open, changed");

		closeAnswering(part, "Don't Save");
		assertTrue(workbench.waitUntil(() -> !part.isToBeRendered(), 10_000), "Don't Save closes it");
		ResultLibrary reread = ResultLibrary.open(libraryFolder);
		assertEquals(TableLayout.DRIVES_AS_ROWS, reread.report(id).orElseThrow().getLayout(), "the changes were not saved");

		ResultsExplorerPart explorer = UiTestSupport.explorer(workbench);
		workbench.doubleClick(explorer.viewer(), library.report(id).orElseThrow());
		editor = UiTestSupport.activePart(workbench, ComparisonEditorPart.class);
		waitShown();
		workbench.ui(() -> {
			Widgets.select(Widgets.withData(editor.setupArea(), Combo.class, "report.layout"), 0);
			return null;
		});
		MPart reopened = workbench.ui(() -> UiTestSupport.partOf(workbench, editor));
		closeAnswering(reopened, "Save");
		assertTrue(workbench.waitUntil(() -> !reopened.isToBeRendered(), 10_000), "Save closes it once saved");
		assertEquals(TableLayout.DRIVES_AS_COLUMNS, ResultLibrary.open(libraryFolder).report(id).orElseThrow().getLayout(),
				"the change was saved before it closed");
	}

	/**
	 * A saved comparison is what was saved: a run of one of its drives made afterwards does not change
	 * its table when it is opened again; the editor offers the run, and Update takes it in (the comparison
	 * is then changed, not saved, until the user saves it).
	 */
	@Test
	@Order(6)
	void aSavedComparisonShowsItsSavedTableAfterANewRunAndOffersTheRun() throws Exception {
		ResultsExplorerPart explorer = UiTestSupport.explorer(workbench);
		ComparisonReport saved = library.reports().get(0);
		workbench.doubleClick(explorer.viewer(), saved);
		editor = UiTestSupport.activePart(workbench, ComparisonEditorPart.class);
		waitShown();
		String before = tableText();
		assertEquals("", workbench.ui(editor::newerRuns), "nothing newer yet");
		UiTestSupport.closeParts(workbench, ReportEditors.DESCRIPTOR_ID);

		Run later = SimulatedRuns.review(SimulatedRuns.registry(), SSD);
		library.save(later);
		workbench.doubleClick(explorer.viewer(), library.report(saved.getId()).orElseThrow());
		editor = UiTestSupport.activePart(workbench, ComparisonEditorPart.class);
		waitShown();
		assertEquals(before, tableText(), "the saved table, not one with the later run");
		assertFalse(workbench.ui(editor::isModified));
		String offer = workbench.ui(editor::newerRuns);
		assertTrue(offer.startsWith("1 newer run of " + ReportNames.of(later)), offer);

		workbench.ui(() -> {
			editor.takeNewerRuns();
			return null;
		});
		waitShown();
		assertNotEquals(before, tableText(), "Update takes the later run in");
		assertEquals("", workbench.ui(editor::newerRuns));
		assertTrue(workbench.ui(editor::isModified), "an updated comparison is changed until saved");
		assertTrue(ResultLibrary.open(libraryFolder).report(saved.getId()).orElseThrow().getDrives().stream()
				.noneMatch(d -> d.getRunIds().contains(later.getId())), "the saved file is as saved");
	}

	/** The review table as the editor shows it, cell by cell. */
	private static String tableText() throws Exception {
		return workbench.ui(() -> {
			Table table = editor.reviewTable();
			StringBuilder sb = new StringBuilder();
			for (TableItem item : table.getItems()) {
				for (int c = 0; c < table.getColumnCount(); c++) {
					sb.append(item.getText(c)).append('|');
				}
				sb.append('\n');
			}
			return sb.toString();
		});
	}

	/** Closes {@code part} as its tab's close button does (save first, asking), and answers the question with {@code answer}. */
	private static void closeAnswering(MPart part, String answer) throws Exception {
		workbench.async(() -> {
			EPartService parts = workbench.application().getChildren().get(0).getContext().get(EPartService.class);
			if (parts.savePart(part, true)) {
				parts.hidePart(part);
			}
		});
		Shell question = workbench.waitForShell("Save Changes", 10_000);
		workbench.ui(() -> {
			Widgets.press(question, answer);
			return null;
		});
		Thread.sleep(200);
	}

	private static void export(int kind, String format, String target, int width, int height) throws Exception {
		workbench.async(() -> Widgets.withData(editor.control(), Button.class, ComparisonEditorPart.EXPORT_KEY)
				.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event()));
		Shell dialog = workbench.waitForShell("Export comparison", 10_000);
		workbench.ui(() -> {
			Widgets.select(Widgets.withData(dialog, Combo.class, ReportExportDialog.KIND_KEY), kind);
			Widgets.select(Widgets.withData(dialog, Combo.class, ReportExportDialog.FORMAT_KEY), format);
			if (width > 0) {
				Widgets.withData(dialog, Spinner.class, ReportExportDialog.WIDTH_KEY).setSelection(width);
				Widgets.withData(dialog, Spinner.class, ReportExportDialog.HEIGHT_KEY).setSelection(height);
			}
			Widgets.withData(dialog, Text.class, ReportExportDialog.TARGET_KEY).setText(target);
			Widgets.press(dialog, "Export");
			return null;
		});
	}

	private static int pixels(ImageData image, String hex) {
		int rgb = Integer.parseInt(hex.substring(1), 16);
		RGB wanted = new RGB((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff);
		int count = 0;
		for (int y = 0; y < image.height; y++) {
			for (int x = 0; x < image.width; x++) {
				RGB p = image.palette.getRGB(image.getPixel(x, y));
				if (Math.abs(p.red - wanted.red) <= 6 && Math.abs(p.green - wanted.green) <= 6 && Math.abs(p.blue - wanted.blue) <= 6) {
					count++;
				}
			}
		}
		return count;
	}

	private static void waitShown() throws Exception {
		assertTrue(workbench.waitUntil(() -> editor.isShowingLatest(), 30_000), "the comparison was not shown");
	}
}
