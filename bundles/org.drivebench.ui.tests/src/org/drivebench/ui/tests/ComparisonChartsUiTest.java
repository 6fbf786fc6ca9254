package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.library.ResultLibrary;
import org.drivebench.library.drives.Drives;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.Metric;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.model.WorkerResult;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.ReportDrive;
import org.drivebench.report.ReviewRow;
import org.drivebench.report.ReviewTable;
import org.drivebench.report.TestKey;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.chart.image.ChartImages;
import org.drivebench.report.chart.kinds.ChartKind;
import org.drivebench.report.chart.kinds.ComparisonCharts;
import org.drivebench.report.export.ExportKind;
import org.drivebench.report.export.ExportRequest;
import org.drivebench.report.export.ReportExport;
import org.drivebench.ui.charts.ChartViewer;
import org.drivebench.ui.report.ComparisonEditorPart;
import org.drivebench.ui.report.ReportEditors;
import org.eclipse.e4.core.contexts.ContextInjectionFactory;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * A comparison of four simulated drives as a reviewer would publish it: a desktop HDD, an enterprise SAS
 * HDD, an NVMe SSD and a twin of the SSD whose every figure is 1 % lower (a second unit of the same
 * model, a little slower in throughput and a little quicker in latency), each measured with the review
 * suite and the quick suite (whose tests report figures and histograms only, and had no chart). Every
 * test gets a chart, a ranked bar chart is among them, no legend is cut at any width of the editor
 * (measured on the charts as drawn), and where the SSD and its twin round alike the table and the charts
 * still tell them apart and mark only the better one.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ComparisonChartsUiTest {
	private static final String HDD = "sim:hdd-7200", SAS = "sim:sas-15k", SSD = "sim:ssd-nvme";
	/** The twin's figures against the SSD's. */
	private static final double TWIN = 0.99;

	@TempDir
	static Path libraryFolder;
	private static WorkbenchFixture workbench;
	private static ResultLibrary library;
	private static final Map<String, String> keys = new HashMap<>();
	private static String twinKey;
	private static ComparisonEditorPart editor;

	@BeforeAll
	static void measureFourDrives() throws Exception {
		library = UiTestSupport.openLibrary(libraryFolder);
		TestRegistry registry = SimulatedRuns.registry();
		List<Run> ssdRuns = new ArrayList<>();
		for (String drive : List.of(HDD, SAS, SSD)) {
			for (Run run : List.of(SimulatedRuns.review(registry, drive), SimulatedRuns.run(registry, SimulatedRuns.suite(registry, "quick"), drive, Map.of()))) {
				library.save(run);
				keys.put(drive, Drives.keyOf(run));
				if (drive.equals(SSD)) {
					ssdRuns.add(run);
				}
			}
		}
		for (Run run : ssdRuns) {
			Run twin = twinOf(run);
			library.save(twin);
			twinKey = Drives.keyOf(twin);
		}
		workbench = WorkbenchFixture.start();
	}

	/** The same runs on a second unit 1 % apart: every figure times 0.99, another serial, another name. */
	private static Run twinOf(Run run) {
		Run twin = EcoreUtil.copy(run);
		twin.setId(UUID.randomUUID().toString());
		twin.getDrive().setKey(run.getDrive().getKey() + "-twin");
		twin.getDrive().setSerial(run.getDrive().getSerial() + "-TWIN");
		twin.getDrive().setLabel("ssd-nvme twin");
		twin.getDrive().setColor(null);
		for (TestResult result : twin.getResults()) {
			for (Metric m : result.getMetrics()) {
				m.setValue(m.getValue() * TWIN);
			}
			for (WorkerResult w : result.getWorkers()) {
				w.setMegabytesPerSecond(w.getMegabytesPerSecond() * TWIN);
				w.setIops(w.getIops() * TWIN);
			}
		}
		return twin;
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
	}

	private static void openComparison(List<String> driveKeys) throws Exception {
		UiTestSupport.closeParts(workbench, ReportEditors.DESCRIPTOR_ID);
		workbench.ui(() -> ContextInjectionFactory.make(ReportEditors.class, workbench.application().getChildren().get(0).getContext())
				.openNew(driveKeys));
		editor = UiTestSupport.activePart(workbench, ComparisonEditorPart.class);
		waitShown();
	}

	private static void waitShown() throws Exception {
		assertTrue(workbench.waitUntil(() -> editor.isShowingLatest(), 60_000), "the comparison was not shown");
	}

	@Test
	@Order(1)
	void everyTestHasAChartAndTheHeadlineFiguresAreRankedBars() throws Exception {
		openComparison(List.of(keys.get(HDD), keys.get(SAS), keys.get(SSD), twinKey));
		ReviewTable table = workbench.ui(() -> editor.data().table());
		Set<TestKey> tests = new LinkedHashSet<>(table.rows().stream().map(ReviewRow::test).toList());
		// the review suite's ten and the quick suite's eight: both run SEQ1M Q8T1 read, but with other parameters
		// (1 s over 256 MiB, 5 s over 1 GiB), so its results are two tests of their own, never averaged together
		assertEquals(18, tests.size(), tests.toString());
		List<ComparisonCharts.Section> sections = workbench.ui(editor::sections);
		for (TestKey test : tests) {
			assertTrue(sections.stream().anyMatch(s -> test.equals(s.test()) && !s.charts().isEmpty()), "no chart of " + test);
		}
		List<ChartViewer> charts = workbench.ui(editor::charts);
		assertEquals(ComparisonCharts.all(sections).size(), charts.size(), "a widget per chart");

		// SEQ1M Q8T1 read (either setting; every drive ran both): its rate ranked, a bar per drive, best first, in the drives' colours
		ChartViewer seq = charts.stream().filter(c -> c.input().kind() == ChartKind.RANKED_BARS
				&& c.model() != null && c.model().title().startsWith("SEQ1M Q8T1 read")).findFirst().orElseThrow(
						() -> new AssertionError("no ranked bar chart of SEQ1M Q8T1 read"));
		ChartModel ranked = workbench.ui(seq::model);
		assertTrue(ranked.isHorizontal());
		SeriesSpec bars = ranked.series().get(0);
		assertEquals(4, bars.size(), "a bar per drive");
		for (int i = 1; i < bars.size(); i++) {
			assertTrue(bars.y()[i - 1] >= bars.y()[i], "higher is better: best first, " + java.util.Arrays.toString(bars.y()));
		}
		Map<String, String> colors = new HashMap<>();
		table.drives().forEach(d -> colors.put(d.label(), d.color()));
		for (int i = 0; i < bars.size(); i++) {
			String name = ranked.x().categories().get(i);
			assertEquals(colors.get(name), bars.bars().color(i, ""), "the bar of " + name + " in its drive's colour");
			assertTrue(bars.bars().label(i).endsWith(" MB/s"), "the figure with its unit at the bar: " + bars.bars().label(i));
		}
		assertTrue(ranked.x().categories().get(0).startsWith("ssd-nvme"), "the NVMe SSD (or its twin) first: " + ranked.x().categories());
		assertEquals(4, new LinkedHashSet<>(colors.values()).size(), "four drives, four colours");
		// the window as it is and at 1024 x 700 (a small laptop screen), for people to look at
		org.eclipse.swt.graphics.Rectangle window = workbench.ui(
				() -> ((org.eclipse.swt.widgets.Shell) workbench.application().getChildren().get(0).getWidget()).getBounds());
		Screenshots.ofWindow(workbench, "comparison-editor", new int[] { window.width, window.height }, new int[] { 1024, 700 });
	}

	@Test
	@Order(2)
	void noLegendIsCutAtAnyWidthOfTheEditor() throws Exception {
		Shell shell = workbench.ui(() -> editor.control().getShell());
		Button setup = workbench.ui(() -> Widgets.one(editor.control(), Button.class, b -> (b.getStyle() & SWT.TOGGLE) != 0));
		int checked = 0;
		for (int width : new int[] { 1600, 1200 }) {
			for (boolean setupShown : new boolean[] { true, false }) {
				workbench.ui(() -> {
					shell.setSize(width, 1000);
					setup.setSelection(setupShown);
					setup.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
					shell.layout(true, true);
					return null;
				});
				// the viewers thin their models again for the new sizes, off the UI thread
				Thread.sleep(600);
				assertTrue(workbench.waitUntil(() -> editor.charts().stream().allMatch(c -> c.shown() != null), 30_000));
				for (ChartViewer chart : workbench.ui(editor::charts)) {
					checked += assertLegendWhole(chart, width + (setupShown ? " with the setup" : " without the setup"));
				}
			}
		}
		assertTrue(checked > 20, checked + " legends measured");
	}

	/** Measures the legend of {@code chart} on the picture its widget draws; returns how many legends were measured (0 or 1). */
	private static int assertLegendWhole(ChartViewer chart, String where) throws Exception {
		ImageData image = workbench.ui(() -> chart.chart().snapshot());
		ChartModel shown = workbench.ui(() -> chart.chart().shown());
		if (!shown.showsLegend()) {
			return 0;
		}
		List<double[]> entries = ChartImages.legendEntries(shown, image.width, image.height);
		assertEquals(shown.series().size(), entries.size(), "every series in the legend of " + shown.title());
		int top = Integer.MAX_VALUE;
		for (int i = 0; i < entries.size(); i++) {
			double[] box = entries.get(i);
			String what = "legend entry '" + shown.series().get(i).label() + "' of " + shown.title() + " " + image.width + " px wide, " + where;
			assertTrue(box[0] >= 0 && box[0] + box[2] <= image.width && box[1] >= 0 && box[1] + box[3] <= image.height, what + " lies outside");
			assertTrue(has(image, (int) box[0], (int) box[1], 16, (int) box[3], shown.series().get(i).color()), what + ": no swatch drawn");
			// its name is drawn, after the swatch, and ends within the entry
			int right = rightmostInk(image, (int) box[0] + 18, (int) box[1], (int) box[3]);
			assertTrue(right > box[0] + 18, what + ": no name drawn");
			top = Math.min(top, (int) box[1]);
		}
		for (int y = top; y < image.height; y++) {
			assertTrue(blank(image, 0, y) && blank(image, image.width - 1, y), "the legend of " + shown.title() + " touches the edge, " + where);
		}
		return 1;
	}

	/** Whether a pixel near {@code hex} lies in the rectangle. */
	private static boolean has(ImageData image, int x0, int y0, int w, int h, String hex) {
		RGB wanted = rgb(hex);
		for (int y = Math.max(0, y0); y < Math.min(image.height, y0 + h); y++) {
			for (int x = Math.max(0, x0); x < Math.min(image.width, x0 + w); x++) {
				RGB p = image.palette.getRGB(image.getPixel(x, y));
				if (Math.abs(p.red - wanted.red) <= 10 && Math.abs(p.green - wanted.green) <= 10 && Math.abs(p.blue - wanted.blue) <= 10) {
					return true;
				}
			}
		}
		return false;
	}

	/** The rightmost pixel column right of {@code x0} in the band that is not background, or -1. */
	private static int rightmostInk(ImageData image, int x0, int y0, int h) {
		int right = -1;
		for (int y = Math.max(0, y0); y < Math.min(image.height, y0 + h); y++) {
			for (int x = Math.max(0, x0); x < image.width; x++) {
				if (!blank(image, x, y)) {
					right = Math.max(right, x);
				}
			}
		}
		return right;
	}

	private static boolean blank(ImageData image, int x, int y) {
		RGB p = image.palette.getRGB(image.getPixel(x, y));
		return p.red > 245 && p.green > 245 && p.blue > 245;
	}

	private static RGB rgb(String hex) {
		int v = Integer.parseInt(hex.substring(1), 16);
		return new RGB((v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff);
	}

	@Test
	@Order(3)
	void twoDrivesOnePercentApartAreToldApartAndOnlyTheBetterIsMarked() throws Exception {
		ReviewTable table = workbench.ui(() -> editor.data().table());
		int ssd = driveIndex(table, keys.get(SSD));
		int twin = driveIndex(table, twinKey);
		NumberPolicy numbers = NumberPolicy.standard();
		List<ReviewRow> alike = new ArrayList<>();
		for (ReviewRow row : table.rows()) {
			if (row.direction() == BetterDirection.NONE || row.cells().get(ssd).isEmpty() || row.cells().get(twin).isEmpty()) {
				continue;
			}
			double a = row.cells().get(ssd).requireSummary().mean();
			double b = row.cells().get(twin).requireSummary().mean();
			double[] means = row.cells().stream().filter(c -> !c.isEmpty()).mapToDouble(c -> c.requireSummary().mean()).toArray();
			// at the unit's own decimals (MB/s 1, ms 2, IOPS 0) the two 1 % apart read the same
			int unitDecimals = numbers.decimalsFor(row.unit().symbol(), means);
			if (a != b && numbers.format(a, unitDecimals).equals(numbers.format(b, unitDecimals))) {
				alike.add(row);
			}
		}
		assertFalse(alike.isEmpty(), "no row where the SSD and its twin, 1 % apart, round alike: the test would prove nothing");
		Table widget = workbench.ui(editor::reviewTable);
		for (ReviewRow row : alike) {
			TableItem item = workbench.ui(() -> Widgets.rowOf(widget, row.testName(), row.metricLabel() + ", " + row.unit().symbol() + " "));
			int ssdColumn = workbench.ui(() -> column(widget, table.drives().get(ssd).label()));
			int twinColumn = workbench.ui(() -> column(widget, table.drives().get(twin).label()));
			int bestColumn = workbench.ui(() -> column(widget, table.drives().get(bestOf(row)).label()));
			String ssdText = workbench.ui(() -> item.getText(ssdColumn));
			String twinText = workbench.ui(() -> item.getText(twinColumn));
			assertNotEquals(ssdText, twinText, row.testName() + " / " + row.metricLabel() + ": 1 % apart must read apart");
			assertEquals(List.of(bestColumn), workbench.ui(() -> item.getData("org.drivebench.ui.report.best")),
					row.testName() + " / " + row.metricLabel() + ": only the best is marked (" + ssdText + " vs " + twinText + ")");
		}
	}

	/** The drive with the best unrounded mean of {@code row}, worked out here from the figures. */
	private static int bestOf(ReviewRow row) {
		int best = -1;
		for (int d = 0; d < row.cells().size(); d++) {
			if (row.cells().get(d).isEmpty()) {
				continue;
			}
			double mean = row.cells().get(d).requireSummary().mean();
			double bestMean = best < 0 ? Double.NaN : row.cells().get(best).requireSummary().mean();
			if (best < 0 || (row.direction() == BetterDirection.HIGHER ? mean > bestMean : mean < bestMean)) {
				best = d;
			}
		}
		return best;
	}

	private static int column(Table table, String drive) {
		for (int c = 0; c < table.getColumnCount(); c++) {
			if (table.getColumn(c).getText().startsWith(drive)) {
				return c;
			}
		}
		throw new AssertionError("no column for " + drive);
	}

	private static int driveIndex(ReviewTable table, String key) {
		List<ReportDrive> drives = table.drives();
		for (int i = 0; i < drives.size(); i++) {
			if (drives.get(i).key().equals(key)) {
				return i;
			}
		}
		throw new AssertionError("no drive " + key);
	}

	/** The review page's first chart, its window, its width, and how its row headers are set, as the browser laid them out. */
	private static final String PROBE = """
			<script>
			const chart = document.querySelector('section figure svg, section figure img').getBoundingClientRect();
			const th = getComputedStyle(document.querySelector('table.review tbody th'));
			document.body.setAttribute('data-probe', [chart.top, chart.bottom, chart.left, chart.right, innerWidth, innerHeight,
				document.documentElement.scrollWidth, th.textAlign, th.fontWeight, th.whiteSpace,
				Math.max(...[...document.querySelectorAll('div.table')].map(d => d.scrollWidth - d.clientWidth))].join(';'));
			</script>
			""";

	@Test
	@Order(4)
	void theReviewPageRendersInABrowserWithItsFirstChartOnTheFirstScreen() throws Exception {
		HeadlessChromium browser = HeadlessChromium.find();
		Path page = libraryFolder.resolveSibling("review-" + UUID.randomUUID() + ".html");
		ReportExport.write(new ExportRequest(ExportKind.REVIEW_PAGE, "svg", 900, 500, page), workbench.ui(editor::data),
				NumberPolicy.standard());
		// a copy of the page with a script that writes down what the browser laid out (the page itself runs none)
		Path probe = page.resolveSibling("probe-" + page.getFileName());
		Files.writeString(probe, Files.readString(page).replace("</body>", PROBE + "</body>"));
		String dom = browser.dumpDom(probe, 1280, 800);
		java.util.regex.Matcher m = java.util.regex.Pattern.compile("data-probe=\"([^\"]*)\"").matcher(dom);
		assertTrue(m.find(), "the browser ran no probe: " + dom.substring(0, Math.min(400, dom.length())));
		String[] f = m.group(1).split(";");
		double top = Double.parseDouble(f[0]);
		double bottom = Double.parseDouble(f[1]);
		int viewportWidth = Integer.parseInt(f[4]);
		int viewportHeight = Integer.parseInt(f[5]);
		// a 1280 x 800 window shows the page in a viewport of about 1280 x 660 (the browser's bars take the rest)
		assertTrue(viewportHeight > 600 && viewportHeight <= 800, viewportHeight + " px");
		assertTrue(top > 0 && bottom <= viewportHeight, "the first chart lies at " + top + ".." + bottom + " px, not on the first screen of "
				+ viewportHeight + " px");
		assertTrue(Integer.parseInt(f[6]) <= viewportWidth, "the page is wider than the window: " + f[6] + " px");
		assertEquals(List.of("left", "400", "nowrap"), List.of(f[7], f[8], f[9]), "row headers: left-aligned, not bold, not wrapped");
		// four drives' figures with their intervals, n and percentages fit a 1280 px window: no table scrolls sideways
		assertEquals("0", f[10], "a table of the page is wider than the page by so many px");

		// the page as a reader sees it: the first chart's bars in the drives' colours where the browser put the chart
		Path shot = page.resolveSibling("review-" + UUID.randomUUID() + ".png");
		browser.screenshot(page, 1280, 800, shot);
		ImageData image = new org.eclipse.swt.graphics.ImageLoader().load(shot.toString())[0];
		assertEquals(1280, image.width);
		int left = (int) Double.parseDouble(f[2]);
		int right = (int) Double.parseDouble(f[3]);
		for (ReportDrive drive : workbench.ui(() -> editor.data().table()).drives()) {
			assertTrue(has(image, left, (int) top, right - left, (int) (bottom - top), drive.color()),
					"the bar of " + drive.label() + " (" + drive.color() + ") is not drawn in the first chart");
		}
	}

	@Test
	@Order(5)
	void aDriveHasTheSameColourInEveryComparison() throws Exception {
		Map<String, String> before = new HashMap<>();
		workbench.ui(() -> editor.data().table()).drives().forEach(d -> before.put(d.key(), d.color()));
		openComparison(List.of(twinKey, keys.get(HDD)));
		for (ReportDrive d : workbench.ui(() -> editor.data().table()).drives()) {
			assertEquals(before.get(d.key()), d.color(), d.label() + " in a comparison of two drives");
		}
	}
}
