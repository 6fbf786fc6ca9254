package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.library.ResultLibrary;
import org.drivebench.library.drives.Drives;
import org.drivebench.model.Metric;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.report.OverallFigures;
import org.drivebench.report.ReviewRow;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.TileGrid;
import org.drivebench.report.chart.image.ChartImages;
import org.drivebench.report.chart.kinds.ChartKind;
import org.drivebench.report.chart.kinds.ComparisonCharts;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.ui.editor.ResultEditorPart;
import org.drivebench.ui.report.ComparisonEditorPart;
import org.drivebench.ui.report.ReportEditors;
import org.eclipse.e4.core.contexts.ContextInjectionFactory;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.SWT;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The quick suite's summary tile as a reviewer screenshots it: on the run's summary in MB/s and IOPS
 * with the run's own figures, whole at the default size and at 1024x700; first among a comparison's
 * charts, a panel per drive named by the drive; and the comparison's overall figure, asked for in its
 * setup, as a row of its table.
 */
class SummaryTileUiTest {
	private static final List<String> DRIVES = List.of("sim:hdd-7200", "sim:ssd-slc", "sim:ssd-nvme");

	@TempDir
	static Path libraryFolder;
	private static WorkbenchFixture workbench;
	private static final List<Run> runs = new ArrayList<>();

	@BeforeAll
	static void measureThreeDrivesWithTheQuickSuite() throws Exception {
		ResultLibrary library = UiTestSupport.openLibrary(libraryFolder);
		TestRegistry registry = SimulatedRuns.registry();
		for (String drive : DRIVES) {
			Run run = SimulatedRuns.run(registry, SimulatedRuns.suite(registry, "quick"), drive, Map.of("duration", "1s"));
			library.save(run);
			runs.add(run);
		}
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
		Thread.sleep(600); // the charts rethin for their new size
		workbench.waitUntil(() -> true, 100);
	}

	private static double metric(Run run, String caseName, String unit) {
		TestResult result = run.getResults().stream().filter(r -> caseName.equals(r.getCaseName())).findFirst().orElseThrow();
		return result.getMetrics().stream().filter(m -> unit.equals(m.getUnit())).mapToDouble(Metric::getValue).findFirst().orElseThrow();
	}

	@Test
	void aQuickRunsSummaryShowsItsTilesWholeAtTheDefaultSizeAndAt1024x700() throws Exception {
		Run ssd = runs.get(2);
		workbench.doubleClick(UiTestSupport.explorer(workbench).viewer(), ssd);
		ResultEditorPart editor = UiTestSupport.activeEditor(workbench);
		assertTrue(workbench.waitUntil(() -> editor.showsRunSummary() && editor.charts().size() == 2
				&& editor.charts().stream().allMatch(c -> c.shown() != null), 30_000), "the run summary shows no tiles");
		List<ChartViewer> tiles = workbench.ui(editor::charts);
		assertEquals(List.of(ChartKind.SUMMARY_TILE, ChartKind.SUMMARY_TILE), tiles.stream().map(c -> c.input().kind()).toList());
		ChartModel rate = workbench.ui(() -> tiles.get(0).model());
		assertEquals("Read and write by workload (MB/s)", rate.title());
		TileGrid grid = rate.tiles();
		assertEquals(List.of("SEQ1M Q8T1", "SEQ128K Q32T1", "RND4K Q32T16", "RND4K Q1T1"), grid.rows());
		assertEquals(Drives.label(ssd.getDrive()), grid.panels().get(0).name());
		assertEquals(metric(ssd, "SEQ1M Q8T1 read", "MB/s"), grid.panels().get(0).value(0, 0), 1e-9);
		assertEquals(metric(ssd, "RND4K Q1T1 write", "MB/s"), grid.panels().get(0).value(3, 1), 1e-9);
		ChartModel iops = workbench.ui(() -> tiles.get(1).model());
		assertEquals(metric(ssd, "RND4K Q32T16 read", "IOPS"), iops.tiles().panels().get(0).value(2, 0), 1e-9);
		try {
			for (int[] size : List.of(new int[] { 1280, 860 }, new int[] { 1024, 700 })) {
				resize(size[0], size[1]);
				for (ChartViewer tile : tiles) {
					workbench.ui(() -> {
						int w = tile.chart().getSize().x;
						int h = tile.chart().getSize().y;
						assertTrue(w >= 300 && h >= 260, "a tile is " + w + "x" + h);
						// the page is laid out at the editor's width: every tile is in view without scrolling sideways
						Control chart = tile.chart();
						Composite scroller = chart.getParent();
						while (!(scroller instanceof ScrolledComposite)) {
							scroller = scroller.getParent();
						}
						Rectangle inView = chart.getDisplay().map(scroller, null, scroller.getClientArea());
						Rectangle at = chart.getDisplay().map(chart.getParent(), null, chart.getBounds());
						assertTrue(at.x + at.width <= inView.x + inView.width, "a tile ends at x=" + (at.x + at.width)
								+ " beyond the editor's right edge at " + (inView.x + inView.width) + " (" + size[0] + "x" + size[1] + ")");
						String svg = ChartImages.svg(tile.shown(), w, h);
						assertFalse(svg.contains("\u2026"), "a text is cut at " + w + "x" + h + ": "
								+ svg.lines().filter(l -> l.contains("\u2026")).toList());
						return null;
					});
				}
				Screenshots.take("summary-tile-run-" + size[0] + "x" + size[1]);
			}
		} finally {
			resize(1280, 860);
			UiTestSupport.closeEditors(workbench);
		}
	}

	@Test
	void aComparisonShowsATilePerDriveFirstAndItsOverallFigureWhenAsked() throws Exception {
		UiTestSupport.closeParts(workbench, ReportEditors.DESCRIPTOR_ID);
		List<String> keys = runs.stream().map(Drives::keyOf).toList();
		workbench.ui(() -> ContextInjectionFactory.make(ReportEditors.class, workbench.application().getChildren().get(0).getContext())
				.openNew(keys));
		ComparisonEditorPart editor = UiTestSupport.activePart(workbench, ComparisonEditorPart.class);
		assertTrue(workbench.waitUntil(editor::isShowingLatest, 60_000), "the comparison was not shown");
		try {
			List<ComparisonCharts.Section> sections = workbench.ui(editor::sections);
			assertNull(sections.get(0).test());
			assertEquals("Summary", sections.get(0).title());
			assertTrue(workbench.waitUntil(() -> editor.charts().get(0).shown() != null, 20_000));
			ChartViewer first = workbench.ui(() -> editor.charts().get(0));
			assertEquals(ChartKind.SUMMARY_TILE, first.input().kind());
			List<String> names = workbench.ui(() -> first.model().tiles().panels().stream().map(TileGrid.Panel::name).toList());
			List<String> labels = workbench.ui(() -> editor.data().table().drives().stream().map(d -> d.label()).toList());
			assertEquals(labels, names, "a panel per drive, named as the table names it");
			assertEquals(3, names.stream().distinct().count());
			workbench.ui(() -> {
				int h = first.chart().getSize().y;
				assertTrue(h >= 600, "a tile of three drives is " + h + " px high");
				return null;
			});
			workbench.ui(() -> {
				editor.reveal(first);
				return null;
			});
			Screenshots.take("summary-tile-comparison");

			// the overall figure: a baseline first (the checkbox waits for one), then asked for
			Button overall = workbench.ui(() -> Widgets.withData(editor.setupArea(), Button.class, "report.overall"));
			assertFalse(workbench.ui(overall::getEnabled), "an overall figure needs a baseline");
			workbench.ui(() -> {
				Widgets.select(Widgets.withData(editor.setupArea(), Combo.class, "report.baseline"), 1);
				overall.setSelection(true);
				overall.notifyListeners(SWT.Selection, new Event());
				return null;
			});
			assertTrue(workbench.waitUntil(() -> editor.isShowingLatest() && editor.data().table().rows().stream()
					.anyMatch(r -> r.test().testId().equals(OverallFigures.TEST_ID)), 60_000), "no overall row");
			ReviewRow row = workbench.ui(() -> editor.data().table().rows().stream()
					.filter(r -> r.test().testId().equals(OverallFigures.TEST_ID)).findFirst().orElseThrow());
			assertEquals(100, row.cells().get(0).requireSummary().mean(), 1e-9, "the baseline is 100");
			assertTrue(workbench.ui(() -> editor.report().isOverall()), "the comparison keeps the choice");
			assertTrue(workbench.ui(() -> editor.data().table().notes().stream().anyMatch(n -> n.contains("geometric mean"))));
			Screenshots.take("overall-figure-comparison");
		} finally {
			UiTestSupport.closeParts(workbench, ReportEditors.DESCRIPTOR_ID);
		}
	}
}
