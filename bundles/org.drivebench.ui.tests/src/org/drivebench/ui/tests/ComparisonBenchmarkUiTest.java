package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.library.ResultLibrary;
import org.drivebench.library.drives.Drives;
import org.drivebench.model.Run;
import org.drivebench.model.Suite;
import org.drivebench.report.ComparisonBuilder;
import org.drivebench.report.ComparisonData;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.ReportDrafts;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.export.ExportKind;
import org.drivebench.report.export.ExportRequest;
import org.drivebench.report.export.ReportExport;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.ui.report.ComparisonEditorPart;
import org.drivebench.ui.report.ReportEditors;
import org.eclipse.e4.core.contexts.ContextInjectionFactory;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The workbench's comparison benchmark (docs/benchmarks.md, "The workbench"): how long a comparison takes
 * to open, from the request until its review table is filled, every chart has its figures and the charts
 * in view are painted, and how long the review page takes to export from it; and meanwhile the UI thread's
 * longest block ({@link UiThreadWatch}). Two comparisons: four simulated drives measured with the
 * {@code desktop-hdd} and {@code quick} suites (21 tests, 70 charts: the comparison whose review page
 * releng/bench/workbench-bench.sh times through the command line), and fifty drives with 20 tests each
 * (copies of those runs under other drives, written with the library's API: measuring fifty drives would
 * cost the suite minutes). Prints the first time (the first comparison of the session loads its classes)
 * and the median of the next; asserts what the editor shows and what the page holds, never times.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ComparisonBenchmarkUiTest {
	/** The drives and suites of workbench-bench.sh's review page. */
	static final List<String> REVIEW_DRIVES = List.of("hdd-7200", "hdd-5400", "sas-15k", "ssd-nvme");
	static final List<String> REVIEW_SUITES = List.of("desktop-hdd", "quick");
	/**
	 * The block-size sweeps a second per size instead of a minute: the same tests, figures and charts, and
	 * the library made in seconds instead of a minute.
	 */
	private static final Map<String, Map<String, String>> SHORTER = Map.of("desktop-hdd", Map.of("timePerSize", "1s"));
	private static final int MANY_DRIVES = 50;
	/** The test the fifty drives' copies leave out, for 20 tests. */
	private static final String LEFT_OUT = "filecopy.archive";
	private static final int OPENS = 5;
	private static final int EXPORTS = 5;
	private static final long MINUTE_NANOS = 60_000_000_000L;
	@TempDir
	static Path folder;
	private static WorkbenchFixture workbench;
	private static ResultLibrary library;
	private static final List<String> reviewKeys = new ArrayList<>();
	private static final List<String> manyKeys = new ArrayList<>();

	@BeforeAll
	static void measureTheDrives() throws Exception {
		library = UiTestSupport.openLibrary(folder.resolve("library"));
		TestRegistry registry = SimulatedRuns.registry();
		long start = System.nanoTime();
		List<List<Run>> runsByDrive = new ArrayList<>();
		for (String drive : REVIEW_DRIVES) {
			List<Run> runs = new ArrayList<>();
			for (String suiteId : REVIEW_SUITES) {
				Suite suite = SimulatedRuns.suite(registry, suiteId);
				Run run = SimulatedRuns.run(registry, suite, "sim:" + drive, SHORTER.getOrDefault(suiteId, Map.of()));
				library.save(run);
				runs.add(run);
			}
			runsByDrive.add(runs);
			reviewKeys.add(Drives.keyOf(runs.get(0)));
		}
		long measured = System.nanoTime();
		for (int i = 0; i < MANY_DRIVES; i++) {
			String key = String.format(Locale.ROOT, "bench:drive-%02d", i + 1);
			for (Run source : runsByDrive.get(i % REVIEW_DRIVES.size())) {
				Run copy = EcoreUtil.copy(source);
				copy.setId(null);
				copy.getDrive().setKey(key);
				copy.getDrive().setSerial(key);
				copy.getDrive().setLabel(String.format(Locale.ROOT, "Drive %02d", i + 1));
				copy.getDrive().setColor(null); // a colour of its own from the palette
				copy.getResults().removeIf(r -> LEFT_OUT.equals(r.getTestId()));
				library.save(copy);
			}
			manyKeys.add(key);
		}
		System.out.printf(Locale.ROOT, "BENCHMARK comparison library: %d drives x suites %s measured on simulated drives in %.1f s, "
				+ "%d drives copied from them in %.1f s%n", REVIEW_DRIVES.size(), REVIEW_SUITES, (measured - start) / 1e9, MANY_DRIVES,
				(System.nanoTime() - measured) / 1e9);
		workbench = WorkbenchFixture.start();
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
	}

	@Test
	@Order(1)
	void aComparisonOfFourDrivesByTwentyOneTestsOpens() throws Exception {
		assertEquals(REVIEW_DRIVES.size(), new LinkedHashSet<>(reviewKeys).size(), "four distinct drives");
		ComparisonEditorPart editor = openTimes(reviewKeys, "4 drives x 21 tests");
		assertShowsEveryChart(editor, REVIEW_DRIVES.size(), 21);
		assertEquals(70, (int) workbench.ui(() -> editor.charts().size()), "the 70 charts of the review page");
	}

	@Test
	@Order(2)
	void aComparisonOfFiftyDrivesByTwentyTestsOpens() throws Exception {
		assertEquals(MANY_DRIVES, new LinkedHashSet<>(manyKeys).size(), "fifty distinct drives");
		ComparisonEditorPart editor = openTimes(manyKeys, "50 drives x 20 tests");
		assertShowsEveryChart(editor, MANY_DRIVES, 20);
	}

	@Test
	@Order(3)
	void theReviewPageOfFourDrivesExportsFromTheEditor() throws Exception {
		ComparisonEditorPart editor = open(reviewKeys).editor();
		int charts = workbench.ui(() -> editor.charts().size());
		double[] exports = new double[EXPORTS];
		double[] blocks = new double[EXPORTS];
		for (int i = 0; i < EXPORTS; i++) {
			Path target = page(i);
			UiThreadWatch watch = UiThreadWatch.start(workbench.display());
			long start = System.nanoTime();
			// what the export dialog's OK does: the page of SVG charts at the dialog's first size
			workbench.ui(() -> {
				editor.export(new ExportRequest(ExportKind.REVIEW_PAGE, "svg", 1000, 560, target));
				return null;
			});
			while (!workbench.ui(() -> editor.lastExport().contains(target))) {
				assertTrue(System.nanoTime() - start < MINUTE_NANOS, "the review page was not written within a minute");
				Thread.sleep(2);
			}
			exports[i] = (System.nanoTime() - start) / 1e6;
			blocks[i] = watch.stop();
			UiThreadWatch.printLongBlocks("export " + (i + 1), watch.longBlocks());
		}
		print("export the review page of 4 drives x 21 tests (" + charts + " SVG charts) from the editor", exports, blocks);

		String html = Files.readString(page(EXPORTS - 1));
		assertEquals(charts, count(html, "<svg"), "every chart the editor shows is on the page");
		assertEquals(workbench.ui(() -> editor.sections().size()), count(html, "<section id=\"test-"), "a section per test and the summary");
	}

	private static Path page(int export) {
		return folder.resolve("review-" + export + ".html");
	}

	/** Opens the comparison of {@code keys} {@value #OPENS} times; prints the times and blocks; returns the last editor. */
	private static ComparisonEditorPart openTimes(List<String> keys, String what) throws Exception {
		// the work off the UI thread alone: the table from the summaries, the whole runs read, the overlays built
		ResultLibrary fresh = ResultLibrary.open(library.folder());
		var report = ReportDrafts.of(fresh, keys, DisplaySettings.DEFAULT.palette());
		long t0 = System.nanoTime();
		ComparisonData cold = new ComparisonBuilder(fresh, NumberPolicy.standard()).build(report);
		long t1 = System.nanoTime();
		new ComparisonBuilder(fresh, NumberPolicy.standard()).build(report);
		long t2 = System.nanoTime();
		System.out.printf(Locale.ROOT, "BENCHMARK %s, off the UI thread alone: the table and %d overlays (%d whole runs read), "
				+ "cold %.0f ms, warm %.0f ms%n", what, cold.charts().size(), cold.runsRead(), (t1 - t0) / 1e6, (t2 - t1) / 1e6);

		Opened[] opened = new Opened[OPENS];
		for (int i = 0; i < OPENS; i++) {
			opened[i] = open(keys);
		}
		print("open " + what + " (table filled, every chart drawn)", Arrays.stream(opened).mapToDouble(Opened::millis).toArray(),
				Arrays.stream(opened).mapToDouble(Opened::longestBlock).toArray());
		for (int i = 0; i < OPENS; i++) {
			UiThreadWatch.printLongBlocks("open " + (i + 1) + " of " + what, opened[i].longBlocks());
		}
		return opened[OPENS - 1].editor();
	}

	/** An opened comparison: the time from the request until it was drawn, and the UI thread's longest block meanwhile. */
	private record Opened(ComparisonEditorPart editor, double millis, double longestBlock, List<String> longBlocks) {
	}

	/**
	 * Opens a new comparison of {@code keys} as the explorer's Compare does, and waits until its table is
	 * filled and every chart has its figures; then the paints pending (the charts in view) are done.
	 */
	private static Opened open(List<String> keys) throws Exception {
		UiTestSupport.closeParts(workbench, ReportEditors.DESCRIPTOR_ID);
		UiThreadWatch watch = UiThreadWatch.start(workbench.display());
		long start = System.nanoTime();
		workbench.ui(() -> ContextInjectionFactory.make(ReportEditors.class, workbench.application().getChildren().get(0).getContext())
				.openNew(keys));
		ComparisonEditorPart editor = UiTestSupport.activePart(workbench, ComparisonEditorPart.class);
		while (!workbench.ui(() -> {
			if (!editor.isShowingLatest()) {
				return false;
			}
			workbench.display().update();
			return true;
		})) {
			assertTrue(System.nanoTime() - start < MINUTE_NANOS, "the comparison did not open within a minute");
			Thread.sleep(2);
		}
		double millis = (System.nanoTime() - start) / 1e6;
		return new Opened(editor, millis, watch.stop(), watch.longBlocks());
	}

	private static void print(String what, double[] times, double[] blocks) {
		double[] next = Arrays.copyOfRange(times, 1, times.length);
		Arrays.sort(next);
		double[] nextBlocks = Arrays.copyOfRange(blocks, 1, blocks.length);
		System.out.printf(Locale.ROOT, "BENCHMARK %s: first %.0f ms, median of the next %d %.0f ms (all: %s); "
				+ "UI thread's longest block: first %.0f ms, next %.0f ms at most (all: %s)%n", what, times[0], next.length,
				next[next.length / 2], Arrays.toString(Arrays.stream(times).map(Math::rint).toArray()), blocks[0],
				Arrays.stream(nextBlocks).max().orElse(0), Arrays.toString(Arrays.stream(blocks).map(Math::rint).toArray()));
	}

	/** The editor shows a column per drive, every test, and every chart drawn with a line, bar or panel per drive. */
	private static void assertShowsEveryChart(ComparisonEditorPart editor, int drives, int testCount) throws Exception {
		assertEquals(2 + drives, (int) workbench.ui(() -> editor.reviewTable().getColumnCount()), "test, metric and a column per drive");
		Set<String> tests = workbench.ui(() -> {
			Set<String> names = new LinkedHashSet<>();
			Arrays.stream(editor.reviewTable().getItems()).map(i -> i.getText(0)).filter(t -> !t.isEmpty()).forEach(names::add);
			return names;
		});
		assertEquals(testCount, tests.size(), tests.toString());
		List<ChartViewer> charts = workbench.ui(editor::charts);
		assertEquals(workbench.ui(() -> ReportExport.chartCount(editor.data(), NumberPolicy.standard())), charts.size(),
				"every chart of the comparison");
		for (ChartViewer chart : charts) {
			ChartModel drawn = workbench.ui(() -> chart.chart().shown());
			assertNotNull(drawn, chart.input().title() + " is drawn");
			assertEquals("", workbench.ui(() -> chart.chart().message()), chart.input().title() + " shows no failure");
			switch (chart.input().kind()) {
			case OVERLAY -> assertEquals(drives, drawn.series().size(), "a line per drive in " + drawn.title());
			case RANKED_BARS -> assertEquals(drives, drawn.series().get(0).size(), "a bar per drive in " + drawn.title());
			case SUMMARY_TILE -> assertEquals(2 * drives, drawn.series().size(), "a read and a write column per drive in " + drawn.title());
			default -> assertEquals(drives, drawn.series().size(), "a bar per drive in each band of " + drawn.title());
			}
		}
	}

	private static int count(String text, String what) {
		Matcher matcher = Pattern.compile(Pattern.quote(what)).matcher(text);
		int n = 0;
		while (matcher.find()) {
			n++;
		}
		return n;
	}
}
