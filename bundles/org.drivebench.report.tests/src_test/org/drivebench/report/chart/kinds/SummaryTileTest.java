package org.drivebench.report.chart.kinds;

import static org.drivebench.core.testing.Fixtures.metric;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.testing.Fixtures;
import org.drivebench.core.units.Units;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Parameter;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.report.ComparisonData;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.ReviewTable;
import org.drivebench.report.SummaryLayout;
import org.drivebench.report.TestKey;
import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.TileGrid;
import org.drivebench.report.chart.image.ChartImages;
import org.drivebench.report.export.ChartCsv;
import org.drivebench.report.export.ReportExport;
import org.junit.jupiter.api.Test;

/**
 * The CrystalDiskMark-style summary tile: its rows are the workloads measured both ways, found from the
 * results' standard parameters; its figures are the run's own or, in a comparison, the table's means, a
 * panel per drive named by the drive; it is drawn as a grid of figures.
 */
class SummaryTileTest {
	private static final NumberPolicy NUMBERS = NumberPolicy.standard();
	private static final DisplaySettings MIB = new DisplaySettings(Units.MIB_PER_S, DisplaySettings.DEFAULT.palette());
	private final Fixtures f = new Fixtures();

	/** A single-workload result as a quick suite's entry records it: its name, direction, size, depth and threads. */
	private static TestResult workload(String testId, String name, String direction, String blockSize, int depth, int threads,
			double mbps, double iops) {
		String key = direction.equals(StandardParameters.READ) ? "read" : "write";
		TestResult r = Fixtures.result(testId, name, metric(key + ".mbps", "Read", mbps, "MB/s", BetterDirection.HIGHER),
				metric(key + ".iops", "Read", iops, "IOPS", BetterDirection.HIGHER),
				metric(key + ".latency.mean", "mean latency", 1.5, "ms", BetterDirection.LOWER));
		r.setCaseName(name);
		parameter(r, StandardParameters.DIRECTION, direction);
		parameter(r, StandardParameters.BLOCK_SIZE, blockSize);
		parameter(r, StandardParameters.QUEUE_DEPTH, Integer.toString(depth));
		parameter(r, StandardParameters.THREADS, Integer.toString(threads));
		return r;
	}

	private static void parameter(TestResult r, String key, String value) {
		Parameter p = DriveBenchFactory.eINSTANCE.createParameter();
		p.setKey(key);
		p.setValue(value);
		r.getParameters().add(p);
	}

	/** A quick check's four results of two workloads, with the given rates (MB/s) and IOPS. */
	private static TestResult[] quick(double seqRead, double seqWrite, double rndRead, double rndWrite) {
		return new TestResult[] { workload("linear.sequential", "SEQ1M Q8T1 read", "read", "1MiB", 8, 1, seqRead, seqRead),
				workload("random.random", "RND4K Q1T1 read", "read", "4KiB", 1, 1, rndRead, rndRead * 244.140625),
				workload("linear.sequential", "SEQ1M Q8T1 write", "write", "1MiB", 8, 1, seqWrite, seqWrite),
				workload("random.random", "RND4K Q1T1 write", "write", "4KiB", 1, 1, rndWrite, rndWrite * 244.140625) };
	}

	@Test
	void theRowsAreTheWorkloadsMeasuredReadingAndWritingNamedAsTheSuiteNamesThem() {
		Run run = f.run("ssd", "NVMe SSD", 1, quick(3000, 2500, 60, 150));
		// a sweep's result has no single block size: it is no row of the tile
		TestResult sweep = Fixtures.result("random.block-size-sweep", "Random read by block size", Fixtures.mbps(5));
		parameter(sweep, StandardParameters.DIRECTION, "read");
		run.getResults().add(sweep);
		SummaryLayout layout = SummaryLayout.of(run.getResults());
		assertEquals(List.of("SEQ1M Q8T1", "RND4K Q1T1"), layout.rows().stream().map(SummaryLayout.Row::label).toList());
		assertEquals(List.of(new TestKey("linear.sequential", "SEQ1M Q8T1 read")), layout.rows().get(0).read());
		assertEquals(List.of(new TestKey("linear.sequential", "SEQ1M Q8T1 write")), layout.rows().get(0).write());
		assertTrue(layout.isShown());
	}

	@Test
	void aWorkloadWhoseNamesShareNoWordIsNamedByItsParameters() {
		List<TestResult> results = List.of(workload("linear.sequential", "Lesen", "read", "1MiB", 8, 1, 1, 1),
				workload("linear.sequential", "Schreiben", "write", "1MiB", 8, 1, 1, 1));
		assertEquals("1MiB Q8T1", SummaryLayout.of(results).rows().get(0).label());
		assertEquals("Random 512 B, QD1, ten minutes",
				SummaryLayout.sharedStart("Random 512 B, QD1, ten minutes", "Random 512 B, QD1, ten minutes, write"));
		assertEquals("Seq", SummaryLayout.sharedStart("Seq 4MB read", "Seq 4MiB write"));
	}

	@Test
	void oneWorkloadOrNoneMakesNoTile() {
		Run run = f.run("hdd", "HDD", 1, workload("linear.sequential", "SEQ1M Q8T1 read", "read", "1MiB", 8, 1, 150, 150),
				workload("linear.sequential", "SEQ1M Q8T1 write", "write", "1MiB", 8, 1, 140, 140));
		assertTrue(SummaryTileChart.ofRun(run).isEmpty());
		assertTrue(SummaryTileChart.ofRun(f.run("hdd", "HDD", 2, Fixtures.result("t", "t", Fixtures.mbps(5)))).isEmpty());
	}

	@Test
	void aRunsTileHoldsItsFiguresInTheDisplaysRateUnitAndInIops() {
		Run run = f.run("ssd", "NVMe SSD", 1, quick(3000, 2500, 60, 150));
		List<ChartPlan> plans = SummaryTileChart.ofRun(run);
		assertEquals(2, plans.size(), "one tile in MB/s, one in IOPS");
		assertEquals(ChartKind.SUMMARY_TILE, plans.get(0).kind());
		ChartModel rate = plans.get(0).model(DisplaySettings.DEFAULT);
		assertEquals("Read and write by workload (MB/s)", rate.title());
		TileGrid grid = rate.tiles();
		assertTrue(rate.isTile());
		assertEquals(List.of("Read", "Write"), grid.columns());
		TileGrid.Panel panel = grid.panels().get(0);
		assertEquals("NVMe SSD", panel.name());
		assertEquals(3000, panel.value(0, 0), 1e-9);
		assertEquals(2500, panel.value(0, 1), 1e-9);
		assertEquals(60, panel.value(1, 0), 1e-9);
		assertEquals(150, panel.value(1, 1), 1e-9);
		// 3000 MB/s = 3e9 / 2^20 MiB/s = 2861.02 MiB/s
		ChartModel mib = plans.get(0).model(MIB);
		assertEquals("Read and write by workload (MiB/s)", mib.title());
		assertEquals(3e9 / 1048576, mib.tiles().panels().get(0).value(0, 0), 1e-9);
		ChartModel iops = plans.get(1).model(DisplaySettings.DEFAULT);
		assertEquals("IOPS", iops.tiles().unit());
		assertEquals(60 * 244.140625, iops.tiles().panels().get(0).value(1, 0), 1e-9);
		assertTrue(rate.subtitle().startsWith("NVMe SSD"), "the tile names its drive: " + rate.subtitle());
	}

	@Test
	void aComparisonShowsATilePerDriveFirstWithTheTablesMeansAndADashWhereADriveHasNoFigure() {
		f.run("hdd", "Desktop HDD", 1, quick(180, 170, 0.7, 1.9));
		f.run("ssd", "NVMe SSD", 2, quick(3000, 2500, 60, 150));
		f.run("ssd", "NVMe SSD", 3, quick(3100, 2600, 62, 160));
		Run partial = f.run("usb", "USB stick", 4, quick(40, 20, 5, 1));
		partial.getResults().remove(3); // its RND4K Q1T1 write failed
		ComparisonReport report = Fixtures.report("Group test");
		ReviewTable table = new ReportBuilder(NUMBERS).build(report, f.runs());
		List<TestResult> all = f.runs().stream().flatMap(r -> r.getResults().stream()).toList();
		ComparisonData data = new ComparisonData(report, table, List.of(), 0, SummaryLayout.of(all));
		List<ComparisonCharts.Section> sections = ComparisonCharts.of(data, NUMBERS);
		ComparisonCharts.Section summary = sections.get(0);
		assertNull(summary.test());
		assertEquals("Summary", summary.title());
		ChartModel tile = summary.charts().get(0).model(DisplaySettings.DEFAULT);
		List<String> names = tile.tiles().panels().stream().map(TileGrid.Panel::name).toList();
		assertEquals(List.of("Desktop HDD", "NVMe SSD", "USB stick"), names);
		TileGrid.Panel ssd = tile.tiles().panels().get(1);
		assertEquals(3050, ssd.value(0, 0), 1e-9, "the mean of the drive's two runs");
		assertEquals(155, ssd.value(1, 1), 1e-9);
		assertTrue(Double.isNaN(tile.tiles().panels().get(2).value(1, 1)));
		assertEquals(tile.tiles().panels().get(0).color(), table.drives().get(0).color());
		// every test keeps its own section after the summary
		assertEquals(5, sections.size());
		// exported first, captioned and named by its title alone
		ReportExport.ExportedChart exported = ReportExport.sections(data, NUMBERS, DisplaySettings.DEFAULT).get(0).charts().get(0);
		assertEquals("Read and write by workload (MB/s)", exported.caption());
		assertEquals("read-and-write-by-workload-mb-s", exported.fileName());
		// without a summary layout nothing changes
		assertFalse(ComparisonCharts.of(new ComparisonData(report, table, List.of(), 0), NUMBERS).get(0).title().equals("Summary"));
	}

	@Test
	void theTileIsDrawnAsAGridOfFiguresAPanelPerDriveAndItsDataCopyAsCsv() {
		f.run("hdd", "Desktop HDD", 1, quick(180, 170, 0.7, 1.9));
		f.run("ssd", "NVMe SSD", 2, quick(3000, 2500, 60, 150));
		ComparisonReport report = Fixtures.report("Group test");
		ReviewTable table = new ReportBuilder(NUMBERS).build(report, f.runs());
		List<TestResult> all = f.runs().stream().flatMap(r -> r.getResults().stream()).toList();
		ChartModel tile = SummaryTileChart.ofComparison(new ComparisonData(report, table, List.of(), 0, SummaryLayout.of(all))).get(0)
				.model(DisplaySettings.DEFAULT);
		for (int[] size : new int[][] { { 900, 500 }, { 1024, 700 }, { 400, 500 } }) {
			String svg = ChartImages.svg(tile, size[0], size[1]);
			assertTrue(svg.contains("data-drive=\"Desktop HDD\"") && svg.contains("data-drive=\"NVMe SSD\""), svg);
			assertTrue(svg.contains(">3000.00<") && svg.contains(">0.70<") && svg.contains(">SEQ1M Q8T1<"), svg);
			assertTrue(svg.contains(">Read [MB/s]<"), svg);
			assertFalse(svg.contains("class=\"tick"), "no axes are drawn: " + svg);
		}
		assertTrue(ChartImages.png(tile, 1024, 700).length > 1000);
		String csv = ChartCsv.of(tile);
		assertTrue(csv.contains("NVMe SSD \u00b7 Read,SEQ1M Q8T1,3000"), csv);
		assertTrue(csv.contains("Desktop HDD \u00b7 Write,RND4K Q1T1,1.9"), csv);
	}
}
