package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.drivebench.library.ResultLibrary;
import org.drivebench.model.Metric;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.report.chart.kinds.ChartKind;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.ui.editor.ResultEditorPart;
import org.drivebench.ui.explorer.ResultsExplorerPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.drivebench.report.chart.AxisSpec;
import org.drivebench.report.chart.image.ChartImages;
import org.drivebench.library.drives.Drives;
import org.drivebench.ui.charts.render.ChartControl;
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
			// what the chart widget draws: the thinned model, at the widget's size
			ChartControl widget = chart.chart();
			ChartModel shown = widget.shown();
			assertEquals(1, shown.series().size(), "one series drawn");
			int plotWidth = (int) ChartImages.plotArea(shown, widget.getSize().x, widget.getSize().y)[2];
			int drawn = shown.series().get(0).size();
			assertTrue(drawn <= 4 * (plotWidth + 2) + 16, drawn + " points drawn for a plot " + plotWidth + " px wide: not thinned");
			assertTrue(drawn >= plotWidth, drawn + " points drawn for a plot " + plotWidth + " px wide: thinned too far");
			double[] y = shown.series().get(0).y();
			double shownMax = java.util.Arrays.stream(y).max().orElseThrow();
			double shownMin = java.util.Arrays.stream(y).min().orElseThrow();
			assertEquals(surface.getSeries().get(0).getYValues().max(), shownMax, 1e-9, "the envelope keeps the highest point");
			assertEquals(surface.getSeries().get(0).getYValues().min(), shownMin, 1e-9, "the envelope keeps the lowest point (a dip)");
			assertEquals("Position (GB)", shown.x().title());
			assertEquals("Rate (MB/s)", shown.y().get(0).title());
			assertTrue(shown.y().get(0).upper() >= shownMax * 1.05 && shown.y().get(0).upper() <= shownMax / 0.9,
					"5-10 % free above the highest point: " + shown.y().get(0).upper() + " for " + shownMax);
			assertTrue(shown.subtitle().startsWith(Drives.label(hdd.getDrive())), "the chart names its drive: " + shown.subtitle());
			return null;
		});

		Metric min = surface.getMetrics().get(0);
		String[] row = workbench.ui(() -> Widgets.row(Widgets.table(editor.control(), "metrics"), 0));
		assertArrayEquals(new String[] { "Minimum rate", String.format(java.util.Locale.ROOT, "%.1f", min.getValue()), "MB/s", "higher \u2191" },
				row, "MB/s with one decimal, as the review tables and exports round it");
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
			ChartModel shown = chart.chart().shown();
			AxisSpec x = shown.x();
			assertTrue(x.isLog());
			assertEquals(2.0, x.base());
			assertEquals(512.0, x.lower());
			assertEquals(2 * 1024 * 1024.0, x.upper());
			assertEquals("4 KiB", x.tickLabel(4096.0));
			assertEquals("512 B", x.tickLabel(512.0));
			assertEquals("1 MiB", x.tickLabel(1048576.0));
			// every label, or every other one: an even thinning, never 1 MiB and 2 MiB after a gap
			double[] ticks = x.tickValues((int) ChartImages.plotArea(shown, chart.chart().getSize().x, chart.chart().getSize().y)[2], true);
			for (int i = 2; i < ticks.length; i++) {
				assertEquals(ticks[1] / ticks[0], ticks[i] / ticks[i - 1], 1e-9, "evenly thinned block sizes: " + java.util.Arrays.toString(ticks));
			}
			assertEquals(2, shown.series().size(), "rate and IOPS");
			assertEquals(2, shown.y().size(), "IOPS on a second axis");
			assertEquals(13, shown.series().get(0).x().length);
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
			return Widgets.showTabIfThere(editor.control(), "Steps and kernel counts") && Widgets.all(editor.control(), org.eclipse.swt.widgets.Table.class,
					t -> "steps".equals(t.getData("org.drivebench.ui.table")) && t.getItemCount() > 0).size() == 1;
		}, 20_000), "the steps table was not filled");
		String[] row = workbench.ui(() -> Widgets.row(Widgets.table(editor.control(), "steps"), 0));
		assertArrayEquals(new String[] { "Read 4 KiB QD32 T1", "5.0", "912", "3.6 MiB", "919", "3.6 MiB", "sdb", "3.6 MiB" },
				row);
	}
}
