package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.drivebench.core.api.ArrayStudy;
import org.drivebench.report.export.ExportKind;
import org.drivebench.report.export.ExportRequest;
import org.drivebench.library.ResultLibrary;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.RunListener;
import org.drivebench.report.study.StripStudy;
import org.drivebench.report.study.StudyPlan;
import org.drivebench.core.suite.SuitePlanner;
import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.Target;
import org.drivebench.engine.sim.SimulatedDrives;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.model.Suite;
import org.drivebench.ui.report.StudyEditorPart;
import org.eclipse.swt.widgets.Table;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A strip-size study in the workbench: the explorer lists it as one row; opened, its view shows the
 * table with a column per strip size and the best of each row marked, every figure against the strip
 * size and the overlays, and exports the review page with every chart.
 */
class StripStudyUiTest {
	@TempDir
	static Path libraryFolder;
	@TempDir
	static Path exports;
	private static WorkbenchFixture workbench;
	private static ResultLibrary library;

	@BeforeAll
	static void startWithAStudyOfTwoDesktopDrives() throws Exception {
		library = UiTestSupport.openLibrary(libraryFolder);
		TestRegistry registry = SimulatedRuns.registry();
		long end = System.currentTimeMillis() + 20_000;
		while (registry.findStudy("raid.strip-size").isEmpty() && System.currentTimeMillis() < end) {
			Thread.sleep(50);
		}
		ArrayStudy study = registry.findStudy("raid.strip-size").orElseThrow();
		Suite suite = SimulatedRuns.review();
		suite.getEntries().removeIf(e -> !List.of("linear.bs-sweep", "random.random", "linear.sequential").contains(e.getTestId()));
		StudyPlan plan = StudyPlan.of(study, Map.of("strips", "4k, 64k, 128k"), "ui study",
				new SuitePlanner(registry).plan(suite, Map.of()));
		for (ArrayStudy.Point point : plan.points()) {
			try (Target array = SimulatedDrives.open(point.target())) {
				library.save(new SuiteRunner(SimulatedTestRuns.ENGINE, "ui-test").run(plan.planAt(point), array, RunListener.NONE, r -> {
				}));
			}
		}
		workbench = WorkbenchFixture.start();
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
	}

	@Test
	void theStudyOpensFromTheExplorerWithItsTableChartsAndExport() throws Exception {
		var explorer = UiTestSupport.explorer(workbench);
		assertTrue(workbench.waitUntil(() -> explorer.viewer().getTree().getItemCount() > 0, 10_000));
		StripStudy study = StripStudy.of(library.runs()).get(0);
		workbench.doubleClick(explorer.viewer(), study);
		StudyEditorPart view = UiTestSupport.activePart(workbench, StudyEditorPart.class);
		assertTrue(workbench.waitUntil(view::isShowingLatest, 30_000), "the study was never shown whole");
		List<String> columns = workbench.ui(() -> {
			Table table = view.reviewTable();
			List<String> names = new ArrayList<>();
			for (int c = 0; c < table.getColumnCount(); c++) {
				names.add(table.getColumn(c).getText().strip());
			}
			return names;
		});
		assertTrue(columns.containsAll(List.of("4 KiB strip", "64 KiB strip", "128 KiB strip")), columns.toString());
		int figures = view.data().figures().size();
		int overlays = view.data().comparison().charts().size();
		assertTrue(figures > 0 && overlays > 0, figures + " figures, " + overlays + " overlays");
		assertEquals(figures + overlays, workbench.ui(() -> view.charts().size()));
		// the first figure is drawn against the strip size (the core's painter draws it: its model's x axis)
		assertTrue(workbench.waitUntil(() -> view.charts().get(0).chart().shown() != null, 20_000), "the first figure was not drawn");
		String xTitle = workbench.ui(() -> view.charts().get(0).chart().shown().x().title());
		assertTrue(xTitle.startsWith("Strip size"), xTitle);
		Path page = exports.resolve("study.html");
		workbench.ui(() -> {
			view.export(new ExportRequest(ExportKind.REVIEW_PAGE, "svg", 800, 450, page));
			return null;
		});
		assertTrue(workbench.waitUntil(() -> view.lastExport().contains(page), 20_000), "the review page was not written");
		String html = Files.readString(page);
		assertTrue(html.contains("4 KiB strip") && html.contains("Strip size"), "the page holds the table and the study's charts");
		assertEquals(figures + overlays, html.split("<svg", -1).length - 1, "every chart embedded");
	}
}
