package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;

import org.drivebench.library.ResultLibrary;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.ui.editor.ResultEditorPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.Shell;
import org.drivebench.report.chart.image.ChartImages;
import org.drivebench.ui.charts.render.ChartControl;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Measures how a 100,000-point surface scan opens in the result editor: the time from the double-click
 * until its chart has painted the data, and the longest time the UI thread was busy meanwhile
 * ({@link UiThreadWatch}); then the UI-thread cost of the chart alone, thinned versus all 100,000
 * points handed to SWTChart. Prints medians and their ratio; asserts behaviour only (the chart drew the
 * thinned scan), not times.
 */
class LargeSeriesBenchmarkUiTest {
	private static final int POINTS = 100_000;
	private static final int OPENS = 3;
	private static final int REPEATS = 5;
	@TempDir
	static Path libraryFolder;
	private static WorkbenchFixture workbench;
	private static Run hdd;

	@BeforeAll
	static void start() throws Exception {
		ResultLibrary library = UiTestSupport.openLibrary(libraryFolder);
		library.save(SyntheticRuns.desktopHdd("hdd-run", POINTS));
		hdd = library.fullRun("hdd-run"); // whole: the tests read its series
		workbench = WorkbenchFixture.start();
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
	}

	/** Opens {@code element} (a result, a run) by double-click; returns {ms until its chart or table painted, longest UI stall ms}. */
	private static double[] open(Object element) throws Exception {
		AtomicLong painted = new AtomicLong();
		// a result: its chart painted with data; a run: a paint once its summary is whole (a disk scan's run has no tiles)
		Callable<Boolean> summaryWhole = () -> !(element instanceof TestResult) && UiTestSupport.activePart(workbench) instanceof MPart part
				&& part.getObject() instanceof ResultEditorPart editor && editor.showsRunSummary() && !editor.isOpening();
		Listener firstPaintWithData = e -> {
			try {
				if (painted.get() == 0 && (e.widget instanceof ChartControl chart && chart.shown() != null && !chart.shown().series().isEmpty()
						|| summaryWhole.call())) {
					painted.set(System.nanoTime());
				}
			} catch (Exception unexpected) {
				throw new IllegalStateException(unexpected);
			}
		};
		workbench.ui(() -> {
			workbench.display().addFilter(SWT.Paint, firstPaintWithData);
			return null;
		});
		Thread.sleep(100);
		UiThreadWatch watch = UiThreadWatch.start(workbench.display());
		long clicked = System.nanoTime();
		workbench.doubleClick(UiTestSupport.explorer(workbench).viewer(), element);
		// a summary whole with no paint after it (nothing left to draw) is timed when this sees it
		assertTrue(workbench.waitUntil(() -> painted.get() != 0 || summaryWhole.call() && painted.compareAndSet(0, System.nanoTime()), 30_000),
				"the editor never painted its chart or showed its summary whole");
		Thread.sleep(50);
		double stall = watch.stop();
		UiThreadWatch.printLongBlocks("open of " + (element instanceof TestResult result ? result.getTestId() : "the run"), watch.longBlocks());
		workbench.ui(() -> {
			workbench.display().removeFilter(SWT.Paint, firstPaintWithData);
			return null;
		});
		return new double[] { (painted.get() - clicked) / 1e6, stall };
	}

	@Test
	void aHundredThousandPointScanAppearsWithoutFreezingTheWindow() throws Exception {
		TestResult surface = hdd.getResults().get(0);
		double[] cold = open(hdd.getResults().stream().filter(r -> r.getTestId().equals("linear.bs-sweep")).findFirst().orElseThrow());
		UiTestSupport.closeEditors(workbench);
		double[] summary = open(hdd);
		UiTestSupport.closeEditors(workbench);
		double[] appear = new double[OPENS];
		double[] stall = new double[OPENS];
		for (int i = 0; i < OPENS; i++) {
			double[] figures = open(surface);
			appear[i] = figures[0];
			stall[i] = figures[1];
			if (i < OPENS - 1) {
				UiTestSupport.closeEditors(workbench);
			}
		}
		ResultEditorPart editor = UiTestSupport.activeEditor(workbench);
		assertTrue(workbench.waitUntil(() -> editor.charts().get(0).shown() != null, 10_000));
		ChartViewer chart = workbench.ui(() -> editor.charts().get(0));
		assertEquals(POINTS, chart.model().sourcePoints());
		int drawn = workbench.ui(() -> chart.chart().shown().series().get(0).size());
		int plotWidth = workbench.ui(() -> (int) ChartImages.plotArea(chart.chart().shown(), chart.chart().getSize().x,
				chart.chart().getSize().y)[2]);
		assertTrue(drawn <= 4 * (plotWidth + 2) + 16, drawn + " points drawn for " + plotWidth + " px");

		ChartModel full = chart.model();
		double[] thinned = new double[REPEATS];
		double[] direct = new double[REPEATS];
		double[] thinnedResize = new double[REPEATS];
		double[] directResize = new double[REPEATS];
		for (int i = 0; i < REPEATS; i++) {
			double[] t = workbench.ui(() -> thinnedOnTheUiThread(full));
			double[] d = workbench.ui(() -> allPointsOnTheUiThread(full));
			thinned[i] = t[0];
			thinnedResize[i] = t[1];
			direct[i] = d[0];
			directResize[i] = d[1];
		}
		System.out.printf("BENCHMARK first editor of the session (classes still loading; a 13-point sweep): chart painted %.0f ms after "
				+ "the double-click, longest UI-thread stall %.0f ms%n", cold[0], cold[1]);
		System.out.printf("BENCHMARK first run summary of the session: shown whole (every field and its results table) %.0f ms after the double-click, longest UI-thread "
				+ "stall %.0f ms%n", summary[0], summary[1]);
		System.out.printf("BENCHMARK open a 100,000-point surface scan (median of %d): chart painted %.0f ms after the double-click, "
				+ "longest UI-thread stall %.0f ms (max %.0f ms); %d points drawn for a %d px plot%n", OPENS, median(appear), median(stall),
				Arrays.stream(stall).max().orElse(0), drawn, plotWidth);
		System.out.printf("BENCHMARK UI-thread time of the chart alone (median of %d): thinned model %.1f ms, all 100,000 points %.1f ms, "
				+ "ratio %.1f%n", REPEATS, median(thinned), median(direct), median(direct) / Math.max(0.1, median(thinned)));
		System.out.printf("BENCHMARK UI-thread time per resize and repaint (median of %d): thinned model %.1f ms, all 100,000 points %.1f ms, "
				+ "ratio %.1f%n", REPEATS, median(thinnedResize), median(directResize),
				median(directResize) / Math.max(0.1, median(thinnedResize)));
	}

	private static double median(double[] values) {
		double[] sorted = values.clone();
		Arrays.sort(sorted);
		return sorted[sorted.length / 2];
	}

	/** What the UI thread does in the workbench: apply the model thinned off-thread, lay out, paint. */
	private static double[] thinnedOnTheUiThread(ChartModel full) {
		Shell shell = new Shell(workbench.display());
		try {
			shell.setLayout(new FillLayout());
			shell.setSize(1000, 500);
			ChartControl chart = new ChartControl(shell);
			shell.open();
			ChartModel thinned = full.thinnedTo(880, 400);
			long start = System.nanoTime();
			chart.show(thinned);
			chart.update();
			return new double[] { (System.nanoTime() - start) / 1e6, resizes(shell, chart) };
		} finally {
			shell.dispose();
		}
	}

	/** Mean UI-thread time of resizing the window and repainting the chart (the workbench re-thins off the UI thread). */
	private static double resizes(Shell shell, ChartControl chart) {
		int count = 4;
		long start = System.nanoTime();
		for (int i = 0; i < count; i++) {
			shell.setSize(i % 2 == 0 ? 900 : 1000, 500);
			chart.update();
		}
		return (System.nanoTime() - start) / 1e6 / count;
	}

	/** The naive way: the whole model to the widget on the UI thread, thinned while it paints, every time it paints. */
	private static double[] allPointsOnTheUiThread(ChartModel full) {
		Shell shell = new Shell(workbench.display());
		try {
			shell.setLayout(new FillLayout());
			shell.setSize(1000, 500);
			ChartControl chart = new ChartControl(shell);
			shell.open();
			long start = System.nanoTime();
			chart.show(full);
			chart.update();
			return new double[] { (System.nanoTime() - start) / 1e6, resizes(shell, chart) };
		} finally {
			shell.dispose();
		}
	}
}
