package org.drivebench.report.chart.kinds;

import static org.drivebench.core.testing.Fixtures.metric;
import static org.drivebench.core.testing.Fixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.drivebench.report.chart.ChartModel;
import org.drivebench.report.chart.DisplaySettings;
import org.drivebench.report.chart.SeriesSpec;
import org.drivebench.report.ComparisonData;
import org.drivebench.core.testing.Fixtures;
import org.drivebench.report.NumberPolicy;
import org.drivebench.report.OverlayBuilder;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.ReviewTable;
import org.drivebench.core.units.Units;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Metric;
import org.drivebench.model.Series;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.TestResult;
import org.drivebench.model.values.Samples;
import org.junit.jupiter.api.Test;

/**
 * The charts of a comparison, test by test: every test with a figure or a series is charted, figures as
 * ranked or grouped bars, series as lines; nothing is drawn twice.
 */
class ComparisonChartsTest {
	private static final NumberPolicy NUMBERS = NumberPolicy.standard();
	private final Fixtures f = new Fixtures();

	private static Metric iops(String key, String label, double value) {
		return metric(key, label, value, "IOPS", BetterDirection.HIGHER);
	}

	private static Metric ms(String key, String label, double value) {
		return metric(key, label, value, "ms", BetterDirection.LOWER);
	}

	private ComparisonData comparison(ComparisonReport report) {
		ReviewTable table = new ReportBuilder(NUMBERS).build(report, f.runs());
		return new ComparisonData(report, table, new OverlayBuilder().build(report, f.runs()), f.runs().size());
	}

	private List<ComparisonCharts.Section> sections(ComparisonReport report) {
		return ComparisonCharts.of(comparison(report), NUMBERS);
	}

	@Test
	void aFigureIsRankedBestFirstInEachDrivesColourWithItsFigureAndUnit() {
		// random 4K QD1 reads: the SSD 12,000 IOPS, the SAS drive 400, the desktop HDD 110: higher is better
		f.run("hdd", "HDD", 1, result("random.random", "RND4K Q1T1 read", iops("read.iops", "Read", 110)));
		f.run("ssd", "SSD", 2, result("random.random", "RND4K Q1T1 read", iops("read.iops", "Read", 12_000)));
		f.run("sas", "SAS", 3, result("random.random", "RND4K Q1T1 read", iops("read.iops", "Read", 400)));
		ComparisonReport report = Fixtures.report("t", "hdd", "ssd", "sas");
		report.setBaselineDriveKey("hdd");
		List<ComparisonCharts.Section> sections = sections(report);
		assertEquals(1, sections.size());
		ChartPlan plan = sections.get(0).charts().get(0);
		assertEquals(ChartKind.RANKED_BARS, plan.kind());
		ChartModel model = plan.model(DisplaySettings.DEFAULT);
		assertTrue(model.isHorizontal());
		assertEquals(List.of("SSD", "SAS", "HDD (baseline)"), model.x().categories(), "best first");
		SeriesSpec bars = model.series().get(0);
		assertEquals(List.of(12_000.0, 400.0, 110.0), Arrays.stream(bars.y()).boxed().toList());
		assertEquals(List.of("12000 IOPS", "400 IOPS", "110 IOPS"), bars.bars().labels(), "IOPS whole, with the unit");
		ReviewTable table = comparison(report).table();
		assertEquals(table.drives().get(1).color(), bars.bars().color(0, ""), "the SSD's bar in the SSD's colour");
		assertTrue(bars.bars().isEmphasised(2) && !bars.bars().isEmphasised(0), "the baseline highlighted");
		assertEquals("RND4K Q1T1 read \u2014 Read, IOPS", model.title(), "the test and which of its figures the chart shows");
		assertEquals("higher is better", model.subtitle());
		assertEquals("Read (IOPS)", model.y().get(0).title());
	}

	@Test
	void lowerIsBetterRanksTheLowestFirstAndRepeatedRunsGetTheirIntervalAsAnErrorBar() {
		// access times: A twice (12 and 14 ms: mean 13, s = 1.414, t(0.975, 1) = 12.706, half-width 12.706 * 1.414 / 1.414 = 12.706)
		f.run("a", "A", 1, result("random.access-time", "Access time", ms("access.ms", "Access time", 12)));
		f.run("a", "A", 2, result("random.access-time", "Access time", ms("access.ms", "Access time", 14)));
		f.run("b", "B", 3, result("random.access-time", "Access time", ms("access.ms", "Access time", 8.5)));
		ChartModel model = sections(Fixtures.report("t", "a", "b")).get(0).charts().get(0).model(DisplaySettings.DEFAULT);
		assertEquals(List.of("B", "A"), model.x().categories(), "lower is better: 8.5 ms first");
		SeriesSpec bars = model.series().get(0);
		assertFalse(bars.bars().hasInterval(0), "B measured once: no interval");
		assertEquals(13 - 12.706, bars.bars().low()[1], 1e-3);
		assertEquals(13 + 12.706, bars.bars().high()[1], 1e-3);
		assertTrue(model.subtitle().contains("lower is better") && model.subtitle().contains("95 % confidence interval"), model.subtitle());
		assertTrue(model.y().get(0).upper() >= 13 + 12.706, "the axis holds the whiskers");
	}

	@Test
	void figuresOfOneUnitAreGroupedAndAMultipleInAnotherUnitIsLeftToTheTable() {
		for (String[] d : new String[][] { { "a", "A", "100" }, { "b", "B", "150" } }) {
			double rate = Double.parseDouble(d[2]);
			// at one block size (1 MiB) the IOPS are the rate over 1.048576 MB: one ranking drawn twice
			f.run(d[0], d[1], 1, result("linear.sequential", "SEQ1M Q8T1 read", metric("read.mbps", "Read", rate, "MB/s", BetterDirection.HIGHER),
					iops("read.iops", "Read", rate / 1.048576), ms("read.latency.mean", "Read mean latency", 80_000 / rate),
					ms("read.latency.p99", "Read 99th percentile latency", 90_000 / rate),
					ms("read.latency.max", "Read maximum latency", 120_000 / rate)));
		}
		List<ChartPlan> charts = sections(Fixtures.report("t", "a", "b")).get(0).charts();
		assertEquals(List.of(ChartKind.RANKED_BARS, ChartKind.GROUPED_BARS), charts.stream().map(ChartPlan::kind).toList(),
				"the rate ranked, the three latencies grouped, the IOPS left out");
		ChartModel latencies = charts.get(1).model(DisplaySettings.DEFAULT);
		assertEquals(List.of("Read mean latency", "Read 99th percentile latency", "Read maximum latency"), latencies.x().categories());
		assertEquals(List.of("A", "B"), latencies.series().stream().map(SeriesSpec::label).toList(), "a bar per drive in each band");
		assertTrue(latencies.showsLegend());
		assertEquals("ms", latencies.y().get(0).title());
		assertEquals("SEQ1M Q8T1 read \u2014 Read mean, 99th percentile and maximum latency, ms", latencies.title());
		assertEquals("SEQ1M Q8T1 read \u2014 Read, MB/s", charts.get(0).model(DisplaySettings.DEFAULT).title());
		assertEquals(List.of("seq1m-q8t1-read-mb-s", "seq1m-q8t1-read-mean-99th-percentile-and-maximum-latency-ms"),
				charts.stream().map(c -> org.drivebench.report.chart.image.ChartImages.fileName(c.model(DisplaySettings.DEFAULT))).toList(),
				"each word once, the figure in the name");
	}

	/** As percentages of a baseline, a grouped bar's figure says it is a percentage, as a ranked bar's does. */
	@Test
	void groupedBarsInPercentOfTheBaselineKeepThePercentSign() {
		for (String[] d : new String[][] { { "a", "A", "100" }, { "b", "B", "150" } }) {
			double rate = Double.parseDouble(d[2]);
			f.run(d[0], d[1], 1, result("linear.sequential", "SEQ1M Q8T1 read", metric("read.mbps", "Read", rate, "MB/s", BetterDirection.HIGHER),
					ms("read.latency.mean", "Read mean latency", 80_000 / rate), ms("read.latency.max", "Read maximum latency", 120_000 / rate)));
		}
		ComparisonReport report = Fixtures.report("t", "a", "b");
		report.setBaselineDriveKey("a");
		report.setNormalisation(org.drivebench.model.Normalisation.RELATIVE_TO_BASELINE);
		ChartPlan grouped = sections(report).get(0).charts().stream().filter(c -> c.kind() == ChartKind.GROUPED_BARS).findFirst().orElseThrow();
		ChartModel model = grouped.model(DisplaySettings.DEFAULT);
		List<String> labels = model.series().stream().flatMap(s -> s.bars().labels().stream()).toList();
		assertEquals(4, labels.size(), labels.toString());
		assertTrue(labels.stream().allMatch(l -> l.endsWith(" %")), "every figure a percentage: " + labels);
		assertTrue(labels.contains("100.0 %") || labels.contains("100 %"), labels.toString());
	}

	/**
	 * A drive without a figure has no bar, and the chart does not list it under its title ("no figure:
	 * ..."): the table beside it shows the gap.
	 */
	@Test
	void aDriveWithoutTheFigureIsLeftOutQuietly() {
		f.run("a", "A", 1, result("random.random", "RND4K Q1T1 read", iops("read.iops", "Read", 110)));
		f.run("b", "B", 2, result("random.random", "RND4K Q1T1 read", iops("read.iops", "Read", 400)));
		f.run("c", "C", 3, result("linear.sequential", "SEQ1M Q8T1 read", iops("read.iops", "Read", 400)));
		ChartModel model = sections(Fixtures.report("t", "a", "b", "c")).get(0).charts().get(0).model(DisplaySettings.DEFAULT);
		assertEquals(List.of("B", "A"), model.x().categories());
		assertEquals("higher is better", model.subtitle());
	}

	/**
	 * Charts of one test are told apart by their titles: ATTO's read and write lines are two charts, not
	 * two called "ATTO"; a multistream test's charts of each stream say how many streams ran. A series'
	 * label that only repeats its axes stays off the title.
	 */
	@Test
	void everyOverlayTitleSaysWhichSeriesItShows() {
		for (String[] d : new String[][] { { "a", "A", "1" }, { "b", "B", "2" } }) {
			double k = Double.parseDouble(d[2]);
			TestResult atto = result("linear.atto", "ATTO");
			for (String[] s : new String[][] { { "write.mbps", "Write rate" }, { "read.mbps", "Read rate" } }) {
				Series line = Fixtures.series(s[0], new double[] { 512, 4096, 65536 }, new double[] { 10 * k, 80 * k, 150 * k });
				line.setLabel(s[1]);
				line.setXLabel("Transfer size");
				line.setXUnit("B");
				line.setYLabel("Rate");
				line.setRole(SeriesRole.BLOCK_SIZE_SWEEP);
				atto.getSeries().add(line);
			}
			TestResult streams = result("multistream.sequential", "Multistream read, 1-4 streams");
			Series each = Fixtures.series("read.streams.s4", new double[] { 1, 2, 3, 4 }, new double[] { 30 * k, 30 * k, 29 * k, 31 * k });
			each.setLabel("Read, 4 streams: each stream");
			each.setXLabel("Stream");
			each.setYLabel("Rate");
			each.setRole(SeriesRole.PER_WORKER);
			streams.getSeries().add(each);
			TestResult surface = result("linear.surface", "Linear read, whole surface");
			Series rate = Fixtures.series("read.mbps", new double[] { 0, 1000, 2000 }, new double[] { 150 * k, 120 * k, 70 * k });
			rate.setLabel("Transfer rate against position");
			rate.setXLabel("Position");
			rate.setYLabel("Transfer rate");
			rate.setRole(SeriesRole.SURFACE);
			surface.getSeries().add(rate);
			f.run(d[0], d[1], 1, atto, streams, surface);
		}
		List<String> titles = ComparisonCharts.all(sections(Fixtures.report("t", "a", "b"))).stream()
				.map(c -> c.model(DisplaySettings.DEFAULT).title()).toList();
		assertEquals(List.of("ATTO \u2014 Write rate", "ATTO \u2014 Read rate",
				"Multistream read, 1-4 streams \u2014 Read, 4 streams: each stream", "Linear read, whole surface"), titles);
	}

	@Test
	void ratesFollowTheRateUnitChosen() {
		f.run("a", "A", 1, result("linear.sequential", "Seq", metric("read.mbps", "Read", 104.8576, "MB/s", BetterDirection.HIGHER)));
		f.run("b", "B", 2, result("linear.sequential", "Seq", metric("read.mbps", "Read", 209.7152, "MB/s", BetterDirection.HIGHER)));
		ChartModel model = sections(Fixtures.report("t", "a", "b")).get(0).charts().get(0)
				.model(new DisplaySettings(Units.MIB_PER_S, List.of()));
		// 209.7152 MB/s = 209,715,200 B/s = 200 MiB/s; 104.8576 MB/s = 100 MiB/s
		assertEquals(List.of(200.0, 100.0), Arrays.stream(model.series().get(0).y()).map(v -> Math.round(v * 1e6) / 1e6).boxed().toList());
		assertEquals(List.of("200.0 MiB/s", "100.0 MiB/s"), model.series().get(0).bars().labels());
		assertEquals("Read (MiB/s)", model.y().get(0).title());
	}

	@Test
	void aSweepsFiguresAreLeftToItsLinesAndEveryTestIsCharted() {
		double[] sizes = { 4096, 65536, 1048576 };
		for (String[] d : new String[][] { { "a", "A", "1" }, { "b", "B", "2" } }) {
			double k = Double.parseDouble(d[2]);
			double[] rates = { 20 * k, 90 * k, 140 * k };
			TestResult sweep = result("linear.bs-sweep", "Sequential read by block size",
					metric("read.mbps.4096", "Read 4 KiB", rates[0], "MB/s", BetterDirection.HIGHER),
					metric("read.mbps.65536", "Read 64 KiB", rates[1], "MB/s", BetterDirection.HIGHER),
					metric("read.mbps.1048576", "Read 1 MiB", rates[2], "MB/s", BetterDirection.HIGHER),
					metric("read.mbps.average", "Read average", (rates[0] + rates[1] + rates[2]) / 3, "MB/s", BetterDirection.HIGHER));
			Series line = Fixtures.series("read.mbps", sizes, rates);
			line.setRole(SeriesRole.BLOCK_SIZE_SWEEP);
			line.setXUnit("B");
			sweep.getSeries().add(line);
			f.run(d[0], d[1], 1, sweep, result("random.access-time", "Access time", ms("access.ms", "Access time", 10 / k)));
		}
		List<ComparisonCharts.Section> sections = sections(Fixtures.report("t", "a", "b"));
		assertEquals(List.of("Sequential read by block size", "Access time"), sections.stream().map(ComparisonCharts.Section::title).toList(),
				"a section per test");
		List<ChartPlan> sweep = sections.get(0).charts();
		assertEquals(List.of(ChartKind.RANKED_BARS, ChartKind.OVERLAY), sweep.stream().map(ChartPlan::kind).toList(),
				"the average ranked, the three sizes left to the line");
		assertEquals("Read average (MB/s)", sweep.get(0).model(DisplaySettings.DEFAULT).y().get(0).title());
		assertEquals(ChartModel.Legend.ALWAYS, sweep.get(1).model(DisplaySettings.DEFAULT).legend(), "the lines name their drives");
		assertEquals(3, ComparisonCharts.all(sections).size());
	}

	@Test
	void aSeriesThatIsAMultipleOfAnotherInAnotherUnitIsLeftOut() {
		double[] depths = { 1, 4, 32 };
		for (String[] d : new String[][] { { "a", "A", "1" }, { "b", "B", "3" } }) {
			double k = Double.parseDouble(d[2]);
			TestResult qd = result("random.qd-scaling", "4 KiB reads by queue depth");
			double[] iops = { 100 * k, 300 * k, 900 * k };
			double[] mbps = Arrays.stream(iops).map(v -> v * 4096 / 1e6).toArray();
			for (Object[] s : new Object[][] { { "read.iops", "IOPS", "IOPS", iops }, { "read.mbps", "Rate", "MB/s", mbps },
					{ "read.latency.mean", "Mean latency", "ms", new double[] { 5, 12, 30 } } }) {
				Series series = Fixtures.series((String) s[0], depths, (double[]) s[3]);
				series.setYLabel((String) s[1]);
				series.setYUnit((String) s[2]);
				series.setXUnit("");
				series.setRole(SeriesRole.QUEUE_DEPTH_SWEEP);
				qd.getSeries().add(series);
			}
			f.run(d[0], d[1], 1, qd);
		}
		List<ChartPlan> charts = sections(Fixtures.report("t", "a", "b")).get(0).charts();
		assertEquals(List.of("IOPS", "Mean latency (ms)"), charts.stream().map(c -> c.model(DisplaySettings.DEFAULT).y().get(0).title()).toList(),
				"IOPS and latency by queue depth; the MB/s, IOPS times 4096 B, is the IOPS curve again");
	}
}
