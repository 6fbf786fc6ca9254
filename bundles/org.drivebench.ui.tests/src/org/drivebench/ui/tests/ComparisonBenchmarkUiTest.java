package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.drivebench.library.drives.Drives;
import org.drivebench.library.ResultLibrary;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.report.NumberPolicy;
import org.drivebench.model.Run;
import org.drivebench.report.ComparisonBuilder;
import org.drivebench.report.ComparisonData;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.ui.report.ComparisonEditorPart;
import org.drivebench.report.ReportDrafts;
import org.drivebench.ui.report.ReportEditors;
import org.drivebench.report.chart.DisplaySettings;
import org.eclipse.e4.core.contexts.ContextInjectionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Measures how long a comparison of 20 drives x 10 tests takes to open: from the request to open it
 * until the review table is filled and every overlay chart (a line per drive) has drawn, measured on the
 * test's thread around the UI thread's work. The drives are simulated (3 models and 17 RAID-0 sets of
 * them), each measured with the ten-test review suite. Prints the first (cold) open and the median of the
 * next ones, and what the work off the UI thread costs alone; asserts what the editor shows, not times.
 */
class ComparisonBenchmarkUiTest {
	private static final int OPENS = 5;
	@TempDir
	static Path libraryFolder;
	private static WorkbenchFixture workbench;
	private static ResultLibrary library;
	private static final List<String> keys = new ArrayList<>();

	/** Twenty simulated drives: the three models and RAID-0 sets of them with several strip sizes. */
	static List<String> twentyDrives() {
		List<String> drives = new ArrayList<>(List.of("sim:hdd-7200", "sim:sas-15k", "sim:ssd-slc"));
		for (String model : List.of("hdd-7200", "sas-15k")) {
			for (int members = 2; members <= 4; members++) {
				for (String strip : List.of("64k", "256k")) {
					drives.add("sim:raid0:" + model + "x" + members + ":" + strip);
				}
			}
		}
		for (String set : List.of("x2:64k", "x2:256k", "x3:64k", "x3:256k", "x4:64k")) {
			drives.add("sim:raid0:ssd-slc" + set);
		}
		return drives;
	}

	@BeforeAll
	static void measureTwentyDrives() throws Exception {
		library = UiTestSupport.openLibrary(libraryFolder);
		TestRegistry registry = SimulatedRuns.registry();
		long start = System.nanoTime();
		for (String drive : twentyDrives()) {
			Run run = SimulatedRuns.review(registry, drive);
			library.save(run);
			keys.add(Drives.keyOf(run));
		}
		System.out.printf(Locale.ROOT, "comparison benchmark: %d drives x %d tests measured on simulated drives in %.1f s%n", keys.size(),
				SimulatedRuns.REVIEW_TESTS.size(), (System.nanoTime() - start) / 1e9);
		workbench = WorkbenchFixture.start();
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
	}

	@Test
	void aComparisonOfTwentyDrivesByTenTestsOpens() throws Exception {
		assertEquals(20, new LinkedHashSet<>(keys).size(), "twenty distinct drives");
		// the work off the UI thread alone: review table from summaries, whole runs read, overlays built
		ResultLibrary fresh = ResultLibrary.open(libraryFolder);
		var report = ReportDrafts.of(fresh, keys, DisplaySettings.DEFAULT.palette());
		long t0 = System.nanoTime();
		ComparisonData cold = new ComparisonBuilder(fresh, NumberPolicy.standard()).build(report);
		long t1 = System.nanoTime();
		new ComparisonBuilder(fresh, NumberPolicy.standard()).build(report);
		long t2 = System.nanoTime();
		System.out.printf(Locale.ROOT, "comparison benchmark: building the table and %d charts (%d whole runs read): cold %.0f ms, warm %.0f ms%n",
				cold.charts().size(), cold.runsRead(), (t1 - t0) / 1e6, (t2 - t1) / 1e6);

		double[] opens = new double[OPENS];
		ComparisonEditorPart editor = null;
		for (int i = 0; i < OPENS; i++) {
			UiTestSupport.closeParts(workbench, ReportEditors.DESCRIPTOR_ID);
			long start = System.nanoTime();
			workbench.ui(() -> ContextInjectionFactory.make(ReportEditors.class, workbench.application().getChildren().get(0).getContext())
					.openNew(keys));
			ComparisonEditorPart opened = UiTestSupport.activePart(workbench, ComparisonEditorPart.class);
			while (!workbench.ui(opened::isShowingLatest)) {
				assertTrue(System.nanoTime() - start < 60_000_000_000L, "the comparison did not open within a minute");
				Thread.sleep(2);
			}
			opens[i] = (System.nanoTime() - start) / 1e6;
			editor = opened;
		}
		double[] warm = Arrays.copyOfRange(opens, 1, OPENS);
		Arrays.sort(warm);
		System.out.printf(Locale.ROOT, "comparison benchmark: open 20 drives x 10 tests (table + every chart drawn): first %.0f ms, median of next %d %.0f ms (all: %s)%n",
				opens[0], OPENS - 1, warm[warm.length / 2], Arrays.toString(Arrays.stream(opens).map(Math::rint).toArray()));

		ComparisonEditorPart shown = editor;
		assertEquals(2 + 20, (int) workbench.ui(() -> shown.reviewTable().getColumnCount()), "test, metric and 20 drives");
		Set<String> tests = workbench.ui(() -> {
			Set<String> names = new LinkedHashSet<>();
			Arrays.stream(shown.reviewTable().getItems()).map(i -> i.getText(0)).filter(t -> !t.isEmpty()).forEach(names::add);
			return names;
		});
		assertEquals(10, tests.size(), tests.toString());
		List<ChartViewer> charts = workbench.ui(shown::charts);
		assertTrue(charts.size() >= 7, charts.size() + " charts");
		for (ChartViewer chart : charts) {
			ChartModel drawn = workbench.ui(() -> chart.chart().shown());
			switch (chart.input().kind()) {
			case OVERLAY -> assertEquals(20, drawn.series().size(), "a line per drive in " + drawn.title());
			case RANKED_BARS -> assertEquals(20, drawn.series().get(0).size(), "a bar per drive in " + drawn.title());
			case SUMMARY_TILE -> assertEquals(2 * 20, drawn.series().size(), "a read and a write column per drive in " + drawn.title());
			default -> assertEquals(20, drawn.series().size(), "a bar per drive in each band of " + drawn.title());
			}
		}
	}
}
