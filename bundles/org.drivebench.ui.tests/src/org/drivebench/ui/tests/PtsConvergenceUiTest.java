package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunOptions;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.core.suite.SuitePlanner;
import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.sim.SimulatedDrives;
import org.drivebench.engine.sim.SimulatedTarget;
import org.drivebench.engine.sim.SsdModels;
import org.drivebench.engine.sim.Variation;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.ui.editor.ResultEditorPart;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SNIA PTS's convergence chart in the result editor, from the IOPS test run on a small simulated NVMe SSD
 * with short rounds: the tracking figure per round, the window's mean, its band and the fitted line,
 * each line named once, the title saying what is tracked, the unit said once.
 */
class PtsConvergenceUiTest {
	@TempDir
	static Path libraryFolder;
	private static WorkbenchFixture workbench;
	private static TestResult pts;

	@BeforeAll
	static void runThePtsIopsTestOnASmallSimulatedSsd() throws Exception {
		ResultLibrary library = UiTestSupport.openLibrary(libraryFolder);
		TestRegistry registry = SimulatedRuns.registry();
		long end = System.currentTimeMillis() + 20_000;
		while (registry.find("ssd.pts-iops").isEmpty() && System.currentTimeMillis() < end) {
			Thread.sleep(50);
		}
		var plan = new SuitePlanner(registry).planTest("ssd.pts-iops", Map.of("purge", "discard", "blockSizes", "4k, 64k",
				"readShares", "100, 0", "roundTime", "0.5s", "maxRounds", "12")).with(RunOptions.DEFAULT.withSeed(7));
		try (SimulatedTarget drive = SimulatedDrives.open(SsdModels.nvmeTlc().withCapacityBytes(4L << 30).withVariation(Variation.NONE))) {
			Run run = new SuiteRunner(SimulatedTestRuns.ENGINE, "ui-test").run(plan, drive, RunListener.NONE, r -> {
			});
			library.save(run);
			pts = library.fullRun(run.getId()).getResults().get(0);
		}
		assertEquals(ResultStatus.COMPLETED, pts.getStatus(), SimulatedTestRuns.messages(pts).toString());
		workbench = WorkbenchFixture.start();
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
	}

	@Test
	void theConvergenceChartShowsTheRoundsTheWindowItsBandAndFittedLineEachNamedOnce() throws Exception {
		ResultEditorPart editor = UiTestSupport.openFromExplorer(workbench, pts, ResultEditorPart.class);
		List<ChartViewer> charts = UiTestSupport.drawnCharts(workbench, editor::charts, 30_000);
		ChartViewer rounds = charts.stream().filter(c -> c.shown() != null && c.shown().series().stream()
				.anyMatch(s -> s.id().equals("rounds.window.fit"))).findFirst()
				.orElseThrow(() -> new AssertionError("no convergence chart: " + charts.stream().map(c -> c.input().title()).toList()));
		ChartModel model = workbench.ui(rounds::shown);
		assertTrue(model.title().startsWith("Steady state: "), model.title());
		List<String> labels = model.series().stream().map(SeriesSpec::label).toList();
		assertEquals(labels.size(), new HashSet<>(labels).size(), "every line named once: " + labels);
		assertTrue(labels.size() >= 5, "the rounds, the window's mean, its band's two edges and the fitted line: " + labels);
		String title = model.title();
		assertTrue(title.contains("IOPS") && title.contains("round"), "the title says what is tracked: " + title);
		assertTrue(model.x().title().startsWith("Round"), model.x().title());
		String y = model.y().get(0).title();
		assertEquals("IOPS", y, "the unit once, on the axis; the title names the figure");
		// the title whole at the editor's size: the painter would cut it with an ellipsis
		workbench.ui(() -> {
			String svg = org.drivebench.report.chart.image.ChartImages.svg(model, rounds.chart().getSize().x, rounds.chart().getSize().y);
			assertFalse(svg.contains("\u2026"), "a text cut at " + rounds.chart().getSize() + " in " + model.title());
			return null;
		});
		workbench.ui(() -> {
			rounds.chart().getParent().getParent().layout(true, true);
			return null;
		});
		Screenshots.ofWindow(workbench, "ssd-pts-convergence", new int[] { 1280, 860 });
	}
}
