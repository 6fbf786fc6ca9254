package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.drivebench.core.library.ResultLibrary;
import org.drivebench.model.Metric;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.core.chart.kinds.ChartKind;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.core.chart.ChartModel;
import org.drivebench.ui.editor.ResultEditorPart;
import org.drivebench.ui.explorer.ResultsExplorerPart;
import org.drivebench.core.chart.DisplaySettings;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.IAxis;
import org.eclipse.swtchart.ISeries;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Opens results from the explorer by double-click and checks the charts and tables the editor shows. */
class ResultEditorUiTest {
	private static final int SURFACE_POINTS = 100_000;

	@TempDir
	static Path libraryFolder;
	private static WorkbenchFixture workbench;
	private static Run hdd;
	private static Run ssd;
	private static Run real;

	@BeforeAll
	static void startOnALibraryOfTwoDrives() throws Exception {
		ResultLibrary library = UiTestSupport.openLibrary(libraryFolder);
		library.save(SyntheticRuns.desktopHdd("hdd-run", SURFACE_POINTS));
		library.save(SyntheticRuns.quickSsd("ssd-run"));
		library.save(SyntheticRuns.realDrive("real-run"));
		hdd = library.fullRun("hdd-run"); // whole: the tests compare the charts with its series
		ssd = library.fullRun("ssd-run");
		real = library.fullRun("real-run");
		workbench = WorkbenchFixture.start();
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
	}

	private static TestResult result(Run run, String testId) {
		return run.getResults().stream().filter(r -> testId.equals(r.getTestId())).findFirst().orElseThrow();
	}

	private static ResultEditorPart open(Object element) throws Exception {
		ResultsExplorerPart explorer = UiTestSupport.explorer(workbench);
		workbench.doubleClick(explorer.viewer(), element);
		return UiTestSupport.activeEditor(workbench);
	}

	/** Waits until every chart of {@code editor} has drawn its prepared model. */
	private static List<ChartViewer> drawnCharts(ResultEditorPart editor) throws Exception {
		assertTrue(workbench.waitUntil(() -> !editor.charts().isEmpty() && editor.charts().stream().allMatch(c -> c.shown() != null), 20_000),
				"the charts were not drawn");
		return workbench.ui(editor::charts);
	}

	@Test
	void doubleClickingASurfaceScanOpensItsTransferRateChartWithMinMeanAndMaxMarked() throws Exception {
		TestResult surface = result(hdd, "linear.surface");
		ResultEditorPart editor = open(surface);
		List<ChartViewer> charts = drawnCharts(editor);
		assertEquals(1, charts.size(), "a surface scan has one chart");
		ChartViewer chart = charts.get(0);
		assertEquals(ChartKind.SURFACE, chart.input().kind());
		ChartModel full = chart.model();
		assertEquals(SURFACE_POINTS, full.sourcePoints());
		assertEquals(List.of("max", "mean", "min"), full.markers().stream().map(m -> m.label().split(" ")[0]).toList());

		workbench.ui(() -> {
			Chart widget = chart.chart();
			ISeries<?>[] series = widget.getSeriesSet().getSeries();
			assertEquals(1, series.length, "one series in the SWTChart widget");
			int plotWidth = widget.getPlotArea().getSize().x;
			int drawn = series[0].getYSeries().length;
			assertTrue(drawn <= 4 * (plotWidth + 2) + 16, drawn + " points drawn for a plot " + plotWidth + " px wide: not thinned");
			assertTrue(drawn >= plotWidth, drawn + " points drawn for a plot " + plotWidth + " px wide: thinned too far");
			double[] y = series[0].getYSeries();
			double shownMax = java.util.Arrays.stream(y).max().orElseThrow();
			double shownMin = java.util.Arrays.stream(y).min().orElseThrow();
			assertEquals(surface.getSeries().get(0).getYValues().max(), shownMax, 1e-9, "the envelope keeps the highest point");
			assertEquals(surface.getSeries().get(0).getYValues().min(), shownMin, 1e-9, "the envelope keeps the lowest point (a dip)");
			assertEquals("Position (GB)", widget.getAxisSet().getXAxis(0).getTitle().getText());
			assertEquals("Rate (MB/s)", widget.getAxisSet().getYAxis(0).getTitle().getText());
			return null;
		});

		Metric min = surface.getMetrics().get(0);
		String[] row = workbench.ui(() -> Widgets.row(Widgets.table(editor.control(), "metrics"), 0));
		assertArrayEquals(new String[] { "Minimum rate", DisplaySettings.format(min.getValue(), 1), "MB/s", "higher \u2191" }, row);
		String[] point = workbench.ui(() -> {
			Widgets.showTab(editor.control(), "Points: ");
			return Widgets.row(Widgets.table(editor.control(), "points:read.mbps"), 99_999);
		});
		assertEquals("100000", point[0], "the points table holds every point of the scan");
	}

	@Test
	void aResultOpensOnceAndIsReusedOnTheNextDoubleClick() throws Exception {
		TestResult sweep = result(hdd, "linear.bs-sweep");
		ResultEditorPart first = open(sweep);
		int editors = UiTestSupport.editors(workbench).size();
		open(result(ssd, "random.random"));
		ResultEditorPart again = open(sweep);
		assertSame(first, again, "the second double-click shows the editor already open");
		assertEquals(editors + 1, UiTestSupport.editors(workbench).size(), "only the other result opened a new editor");
		MPart part = UiTestSupport.editors(workbench).stream().filter(p -> p.getObject() == again).findFirst().orElseThrow();
		assertEquals("org.drivebench.ui.partstack.editors", workbench.ui(() -> ((MPartStack) (Object) part.getParent()).getElementId()));
		assertEquals("Sequential rate by block size", workbench.ui(part::getLabel));
	}

	@Test
	void aBlockSizeSweepIsDrawnOnALog2AxisWrittenInBinaryByteUnits() throws Exception {
		ResultEditorPart editor = open(result(hdd, "linear.bs-sweep"));
		ChartViewer chart = drawnCharts(editor).get(0);
		assertEquals(ChartKind.SERIES, chart.input().kind());
		workbench.ui(() -> {
			IAxis x = chart.chart().getAxisSet().getXAxis(0);
			assertTrue(x.isLogScaleEnabled());
			assertEquals(2.0, x.getLogScaleBase());
			assertEquals(512.0, x.getRange().lower);
			assertEquals(2 * 1024 * 1024.0, x.getRange().upper);
			assertEquals("4 KiB", x.getTick().getFormat().format(4096.0));
			assertEquals("512 B", x.getTick().getFormat().format(512.0));
			assertEquals("1 MiB", x.getTick().getFormat().format(1048576.0));
			assertEquals(2, chart.chart().getSeriesSet().getSeries().length, "rate and IOPS");
			assertEquals(2, chart.chart().getAxisSet().getYAxes().length, "IOPS on a second axis");
			assertEquals(13, chart.chart().getSeriesSet().getSeries()[0].getXSeries().length);
			return null;
		});
	}

	@Test
	void eachKindOfResultGetsTheChartsThatFitIt() throws Exception {
		assertKinds(result(hdd, "random.access-time"), ChartKind.SCATTER, ChartKind.DISTRIBUTION, ChartKind.PERCENTILES);
		assertKinds(result(hdd, "random.qd-scaling"), ChartKind.SERIES);
		assertKinds(result(hdd, "linear.sequential"), ChartKind.DISTRIBUTION, ChartKind.PERCENTILES, ChartKind.INTERVALS,
				ChartKind.WORKERS);
		assertKinds(result(hdd, "random.sustained"), ChartKind.DISTRIBUTION, ChartKind.PERCENTILES, ChartKind.INTERVALS);
	}

	private static void assertKinds(TestResult result, ChartKind... kinds) throws Exception {
		List<ChartViewer> charts = drawnCharts(open(result));
		assertEquals(List.of(kinds), charts.stream().map(c -> c.input().kind()).toList(), result.getTestId());
	}

	@Test
	void doubleClickingARunOpensItsSummaryWithEveryResult() throws Exception {
		ResultEditorPart editor = open(hdd);
		// the editor reads the whole run off the UI thread: the summary comes when it has
		assertTrue(workbench.waitUntil(editor::showsRunSummary, 20_000));
		Table results = workbench.ui(() -> Widgets.table(editor.control(), "results"));
		assertEquals(hdd.getResults().size(), (int) workbench.ui(results::getItemCount));
		assertEquals("Surface read", workbench.ui(() -> results.getItem(0).getText(0)));
		assertEquals("completed", workbench.ui(() -> results.getItem(0).getText(1)));
	}

	@Test
	void aRunSummarySaysWhereTheIdentityCameFromAndTheDrivesHealthBeforeAndAfter() throws Exception {
		ResultEditorPart editor = open(real);
		assertTrue(workbench.waitUntil(() -> Widgets.all(editor.control(), Text.class, t -> t.getText().equals("smartctl 7.3")).size() > 0,
				20_000), "the run summary did not show the identity's source");
		List<String> texts = workbench.ui(() -> Widgets.all(editor.control(), Text.class, t -> true).stream().map(Text::getText)
				.toList());
		assertTrue(texts.contains("smartctl 7.3"), texts.toString());
		assertTrue(texts.contains("34 \u00b0C, 23456 power-on hours before; 36 \u00b0C, 23456 power-on hours after (smartctl 7.3)"),
				texts.toString());
	}

	@Test
	void aResultOnARealDriveListsItsStepsBesideTheKernelsCounts() throws Exception {
		ResultEditorPart editor = open(result(real, "random.random"));
		// the editor reads the whole run off the UI thread: its tabs come when it has, and the table with its tab
		assertTrue(workbench.waitUntil(() -> {
			Widgets.showTab(editor.control(), "Steps and kernel counts");
			return Widgets.all(editor.control(), org.eclipse.swt.widgets.Table.class,
					t -> "steps".equals(t.getData("org.drivebench.ui.table")) && t.getItemCount() > 0).size() == 1;
		}, 20_000), "the steps table was not filled");
		String[] row = workbench.ui(() -> Widgets.row(Widgets.table(editor.control(), "steps"), 0));
		assertArrayEquals(new String[] { "Read 4 KiB QD32 T1", "5.0", "912", "3.6 MiB", "919", "3.6 MiB", "sdb", "3.6 MiB" },
				row);
	}
}
