package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
import org.drivebench.ui.report.StudyEditors;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.image.ChartImages;
import org.drivebench.ui.charts.ChartViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
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
		// named as the launcher names it ("RAID-0 of 2 x sim:..., 2026-12-04 23:10"): a title as long as a user's
		StudyPlan plan = StudyPlan.of(study, Map.of("strips", "4k, 64k, 128k"), null,
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
		UiTestSupport.closeParts(workbench, StudyEditors.DESCRIPTOR_ID); // the other test's, if it ran first
		UiThreadWatch watch = UiThreadWatch.start(workbench.display());
		long start = System.nanoTime();
		StudyEditorPart view = UiTestSupport.openFromExplorer(workbench, StripStudy.of(library.runs()).get(0), StudyEditorPart.class);
		assertTrue(workbench.waitUntil(view::isShowingLatest, 30_000), "the study was never shown whole");
		// what the user waited for, printed for the benchmarks (docs/benchmarks.md), not asserted
		System.out.printf(Locale.ROOT, "BENCHMARK open a strip-size study: shown whole %.0f ms after the double-click, longest UI-thread stall %.0f ms%n",
				(System.nanoTime() - start) / 1e6, watch.stop());
		UiThreadWatch.printLongBlocks("open of the study", watch.longBlocks());
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

	/**
	 * The width GTK gives {@code column} packed in a table of its own beside {@code table}: its header's
	 * alone, or with {@code cells} its header's and its cells'.
	 */
	private static int packed(Table table, TableColumn column, boolean cells) {
		Table probe = new Table(table.getParent(), table.getStyle());
		try {
			probe.setFont(table.getFont());
			probe.setHeaderVisible(true);
			TableColumn copy = new TableColumn(probe, column.getStyle());
			copy.setText(column.getText());
			copy.setImage(column.getImage());
			int index = table.indexOf(column);
			if (cells) {
				for (TableItem item : table.getItems()) {
					new TableItem(probe, SWT.NONE).setText(item.getText(index));
				}
			}
			copy.pack();
			return copy.getWidth();
		} finally {
			probe.dispose();
		}
	}

	/**
	 * At the default size and at 1024x700 the study's title is whole, not squeezed by the summary line
	 * beside it; the table's columns as wide as their content, no strip's header cut; its figures name their lines at the lines' ends (no legend to match colours against), in
	 * colours no strip has, the strips keeping theirs in the overlays.
	 */
	@Test
	void theTitleStaysWholeAndTheFiguresNameTheirLines() throws Exception {
		StudyEditorPart view = UiTestSupport.openFromExplorer(workbench, StripStudy.of(library.runs()).get(0), StudyEditorPart.class);
		assertTrue(workbench.waitUntil(view::isShowingLatest, 30_000), "the study was never shown whole");
		try {
			for (int[] size : List.of(new int[] { 1280, 860 }, new int[] { 1024, 700 })) {
				UiTestSupport.resizeWindow(workbench, size[0], size[1]);
				UiTestSupport.drawnCharts(workbench, view::charts, 20_000);
				String at = size[0] + "x" + size[1];
				workbench.ui(() -> {
					Composite page = view.reviewTable().getParent();
					while (Widgets.all(page, Label.class, l -> l.getData(StudyEditorPart.HEADING_KEY) != null).isEmpty()) {
						page = page.getParent();
					}
					Label heading = Widgets.withData(page, Label.class, StudyEditorPart.HEADING_KEY);
					Label status = Widgets.withData(page, Label.class, StudyEditorPart.STATUS_KEY);
					assertTrue(heading.getSize().x >= heading.computeSize(SWT.DEFAULT, SWT.DEFAULT).x,
							"the title '" + heading.getText() + "' is cut at " + at + ": " + heading.getSize().x + " px");
					assertFalse(heading.getBounds().intersects(status.getBounds()), "the summary line over the title at " + at);
					assertTrue(status.getSize().x >= status.computeSize(SWT.DEFAULT, SWT.DEFAULT).x, "the summary line cut at " + at);
					return null;
				});
				// every strip's header whole, each column as wide as its content: the last one takes no more
				workbench.ui(() -> {
					Table table = view.reviewTable();
					for (int c = 0; c < table.getColumnCount(); c++) {
						TableColumn column = table.getColumn(c);
						int header = packed(table, column, false);
						if (column.getText().endsWith(" strip")) {
							assertTrue(column.getWidth() >= header, "the header '" + column.getText() + "' is cut at " + at + ": "
									+ column.getWidth() + " px of " + header);
						}
					}
					TableColumn last = table.getColumn(table.getColumnCount() - 1);
					int content = packed(table, last, true);
					assertTrue(last.getWidth() <= content + 24, "the last column, '" + last.getText() + "', takes " + last.getWidth()
							+ " px for " + content + " px of content at " + at);
					return null;
				});
				int figures = view.data().figures().size();
				List<String> strips = workbench.ui(() -> view.data().comparison().table().drives().stream().map(d -> d.color()).toList());
				for (int i = 0; i < figures; i++) {
					ChartViewer chart = workbench.ui(() -> view.charts()).get(i);
					workbench.ui(() -> {
						ChartModel shown = chart.shown();
						int w = chart.chart().getSize().x;
						int h = chart.chart().getSize().y;
						assertEquals(shown.series().size(), ChartImages.lineNames(shown, w, h).size(), "every line named on " + shown.title() + " at " + at);
						assertTrue(ChartImages.legendEntries(shown, w, h).isEmpty(), "no legend on " + shown.title());
						shown.series().forEach(s -> assertFalse(strips.contains(s.color()), s.label() + " in a strip's colour"));
						return null;
					});
				}
				Screenshots.take("strip-study-" + at);
			}
		} finally {
			UiTestSupport.resizeWindow(workbench, 1280, 860);
		}
	}
}
