package org.drivebench.report.study;

import static org.drivebench.core.testing.Fixtures.metric;
import static org.drivebench.core.testing.Fixtures.result;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.drivebench.core.testing.Fixtures;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.ReviewRow;
import org.drivebench.report.ReviewTable;
import org.drivebench.core.runner.StudyTag;
import org.drivebench.engine.TargetShape;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Run;
import org.drivebench.model.TargetInfo;
import org.junit.jupiter.api.Test;

/**
 * A strip-size study in the library: runs grouped by the study's name, one point per strip size, and
 * the table and charts readers see of it.
 */
class StripStudyTest {
	private final Fixtures fixtures = new Fixtures();

	/** A run of the study {@code study} at strip {@code strip} on the array {@code drive}, reading {@code mbps}. */
	private Run point(String study, int strip, String drive, int day, double mbps, double latency) {
		Run run = fixtures.run(drive, drive, day, result("linear.sequential", "Seq read", metric("read.mbps", "Read", mbps, "MB/s",
				BetterDirection.HIGHER), metric("read.latency.mean", "Read mean latency", latency, "ms", BetterDirection.LOWER)),
				result("random.random", "4K read", metric("read.mbps", "Read", mbps / 100, "MB/s", BetterDirection.HIGHER)));
		run.setStudy(study);
		TargetInfo target = DriveBenchFactory.eINSTANCE.createTargetInfo();
		target.setStripSizeBytes(strip);
		run.setTarget(target);
		return run;
	}

	@Test
	void theLibraryKnowsAStudysRunsAsOneStudyByStripSize() {
		point("ES.3 pair", 65536, "md0", 1, 300, 3);
		point("ES.3 pair", 4096, "md0", 2, 290, 4);
		point("ES.3 pair", 65536, "md0", 3, 302, 3);
		point("other", 8192, "sim", 4, 100, 9);
		Run alone = fixtures.run("single", "single", 5, result("linear.sequential", "Seq read"));
		alone.setStudy(null);
		List<StripStudy> studies = StripStudy.of(fixtures.runs());
		assertEquals(List.of("ES.3 pair", "other"), studies.stream().map(StripStudy::name).toList());
		StripStudy es3 = studies.get(0);
		assertEquals(List.of(4096, 65536), es3.points().stream().map(StripStudy.Point::stripSizeBytes).toList());
		assertEquals(2, es3.points().get(1).runs().size(), "the 64 KiB array measured twice");
		assertEquals(3, es3.runs().size());
		assertTrue(StripStudy.named(" es.3 PAIR ", fixtures.runs()).isPresent(), "names match as typed, case aside");
	}

	@Test
	void theTableHasAColumnPerStripAndMarksTheBestOfEachRowWithoutMixingTheArraysRuns() {
		// the same device (md0) made again with another strip: the runs are compared by strip, never averaged
		point("ES.3 pair", 65536, "md0", 1, 300, 3);
		point("ES.3 pair", 4096, "md0", 2, 290, 4);
		point("ES.3 pair", 65536, "md0", 3, 310, 3);
		StripStudy study = StripStudy.of(fixtures.runs()).get(0);
		ReviewTable table = StudyReports.table(study, new ReportBuilder());
		assertEquals(List.of("4 KiB strip", "64 KiB strip"), table.drives().stream().map(d -> d.label()).toList());
		ReviewRow seq = table.rows().stream().filter(r -> r.testName().equals("Seq read") && r.metricKey().equals("read.mbps"))
				.findFirst().orElseThrow();
		assertEquals(290, seq.cells().get(0).requireSummary().mean(), 1e-9);
		assertEquals(305, seq.cells().get(1).requireSummary().mean(), 1e-9, "the 64 KiB strip's two runs");
		assertEquals(2, seq.cells().get(1).requireSummary().n());
		assertFalse(seq.cells().get(0).best());
		assertTrue(seq.cells().get(1).best(), "the higher rate is the best strip");
		ReviewRow latency = table.rows().stream().filter(r -> r.metricKey().equals("read.latency.mean")).findFirst().orElseThrow();
		assertTrue(latency.cells().get(1).best(), "lower latency is better");
		assertEquals("Strip-size study: ES.3 pair", table.title());
		// the library's runs keep their own drive
		assertTrue(fixtures.runs().stream().allMatch(r -> r.getDrive().getKey().equals("md0")));
	}

	@Test
	void everyFigureIsChartedAgainstTheStripSizeAFigureOfSeveralTestsInOneChart() {
		point("s", 4096, "a", 1, 300, 3);
		point("s", 131072, "b", 2, 200, 5);
		List<StudyChart> charts = StudyChart.of(StudyReports.table(StripStudy.of(fixtures.runs()).get(0), new ReportBuilder()));
		// read.mbps is reported by both tests: one chart, a line per test; the latency by one: its own chart
		assertEquals(List.of("Read, MB/s", "Seq read: Read, ms"), charts.stream().map(StudyChart::title).toList());
		StudyChart rates = charts.get(0);
		assertArrayEquals(new double[] { 4096, 131072 }, rates.stripSizes());
		assertEquals(List.of("Seq read", "4K read"), rates.lines().stream().map(StudyChart.Line::label).toList());
		assertArrayEquals(new double[] { 300, 200 }, rates.lines().get(0).values());
		assertEquals(List.of(0), rates.lines().get(0).best(), "4 KiB is the best strip for the rate");
		assertEquals(List.of(0), charts.get(1).lines().get(0).best(), "and for the latency, lower being better");
		var model = rates.plan().model(org.drivebench.report.chart.DisplaySettings.DEFAULT);
		assertEquals("Strip size", model.x().title());
		assertEquals("Read, MB/s, % of the best strip", model.title());
		assertEquals(List.of("Seq read (best: 4 KiB)", "4K read (best: 4 KiB)"), model.series().stream().map(s -> s.label()).toList());
		// 300 and 3 MB/s in one chart: each line against its own best strip, both 100 % there and 66.7 % at 128 KiB
		for (var line : model.series()) {
			assertArrayEquals(new double[] { 100, 200.0 / 3 }, line.y(), 1e-9, line.label());
		}
		assertFalse(model.y().get(0).isLog(), "percentages near 100 need no log axis");
		assertEquals("Read, MB/s against the best strip (%)", model.y().get(0).title());
	}

	/**
	 * Strips 0.7 % apart are told apart on the chart (99.3 % beside 100 %), and two strips with the same
	 * best figure are a tie in the legend, not the first of them alone.
	 */
	@Test
	void aSmallDifferenceIsVisibleAndATieIsShownAsATie() {
		point("s", 4096, "a", 1, 200, 3);
		point("s", 16384, "b", 2, 198.6, 3);
		point("s", 65536, "c", 3, 200, 3);
		List<StudyChart> charts = StudyChart.of(StudyReports.table(StripStudy.of(fixtures.runs()).get(0), new ReportBuilder()));
		StudyChart rates = charts.get(0);
		assertEquals(List.of(0, 2), rates.lines().get(0).best(), "4 KiB and 64 KiB tie");
		var model = rates.plan().model(org.drivebench.report.chart.DisplaySettings.DEFAULT);
		assertEquals("Seq read (best: 4 KiB = 64 KiB, a tie)", model.series().get(0).label());
		assertArrayEquals(new double[] { 100, 99.3, 100 }, model.series().get(0).y(), 1e-9);
		// the axis spans the percentages, so 0.7 % is a visible step, not a line's width on 0 to 100 %
		assertTrue(model.y().get(0).lower() > 90 && model.y().get(0).upper() < 110,
				model.y().get(0).lower() + " to " + model.y().get(0).upper());
		var latency = charts.stream().filter(c -> c.title().endsWith("ms")).findFirst().orElseThrow();
		assertEquals("Read mean latency (best: 4 KiB = 16 KiB = 64 KiB, a tie)",
				latency.plan().model(org.drivebench.report.chart.DisplaySettings.DEFAULT).series().get(0).label());
	}

	/**
	 * A colour means one thing in all of a study's charts: the strips keep theirs (the overlays' lines), a
	 * line of the figures never takes a strip's colour, and lines of one name (a test in the read and in
	 * the write chart) share one; the lines are named at their ends, not in a legend.
	 */
	@Test
	void aColourMeansOneThingAcrossTheStudysChartsAndTheLinesAreNamedOnThePlot() {
		for (int day = 1; day <= 3; day++) {
			Run run = fixtures.run("a" + day, "a" + day, day,
					result("linear.sequential", "Seq", metric("read.mbps", "Read", 300 + day, "MB/s", BetterDirection.HIGHER),
							metric("write.mbps", "Write", 200 - day, "MB/s", BetterDirection.HIGHER)),
					result("random.random", "4K", metric("read.mbps", "Read", 30 + day, "MB/s", BetterDirection.HIGHER),
							metric("write.mbps", "Write", 20 + day, "MB/s", BetterDirection.HIGHER)));
			run.setStudy("s");
			TargetInfo target = DriveBenchFactory.eINSTANCE.createTargetInfo();
			target.setStripSizeBytes(4096 << day);
			run.setTarget(target);
		}
		ReviewTable table = StudyReports.table(StripStudy.of(fixtures.runs()).get(0), new ReportBuilder());
		List<String> strips = table.drives().stream().map(d -> d.color().toLowerCase(java.util.Locale.ROOT)).toList();
		assertEquals(3, strips.stream().distinct().count(), "a colour per strip");
		List<StudyChart> charts = StudyChart.of(table);
		assertEquals(List.of("Read, MB/s", "Write, MB/s"), charts.stream().map(StudyChart::title).toList());
		java.util.Map<String, String> byName = new java.util.HashMap<>();
		for (StudyChart chart : charts) {
			var model = chart.plan().model(org.drivebench.report.chart.DisplaySettings.DEFAULT);
			assertEquals(org.drivebench.report.chart.ChartModel.Legend.ON_LINES, model.legend());
			for (var line : model.series()) {
				String color = line.color().toLowerCase(java.util.Locale.ROOT);
				assertFalse(strips.contains(color), line.label() + " in a strip's colour " + color);
				String name = line.label().substring(0, line.label().indexOf(" ("));
				assertEquals(byName.computeIfAbsent(name, n -> color), color, name + " in one colour in every chart");
			}
			assertEquals(2, model.series().stream().map(l -> l.color()).distinct().count(), "two lines, two colours");
			String svg = org.drivebench.report.chart.image.ChartImages.svg(model, 600, 320);
			assertFalse(svg.contains("class=\"legend-entry\""), "no legend: the lines are named");
			for (var line : model.series()) {
				assertTrue(svg.contains("class=\"line-label\"") && svg.contains(">" + line.label() + "</text>"), line.label() + " on the plot");
			}
		}
		assertEquals(2, byName.size());
	}

	@Test
	void aStudysReviewPageCountsStripSizesNotDrives() throws Exception {
		point("s", 4096, "a", 1, 300, 3);
		point("s", 65536, "b", 2, 310, 3);
		point("s", 131072, "c", 3, 305, 3);
		ReviewTable table = StudyReports.table(StripStudy.of(fixtures.runs()).get(0), new ReportBuilder());
		List<org.drivebench.report.export.PageSection> sections = table.rows().stream().map(r -> r.test()).distinct()
				.map(t -> new org.drivebench.report.export.PageSection(t, t.toString(), List.of())).toList();
		String html = new org.drivebench.report.export.HtmlExporter(org.drivebench.report.NumberPolicy.standard(), sections).export(table);
		assertTrue(html.contains(">3 strip sizes, 2 tests"), html.lines().filter(l -> l.contains("summary")).toList().toString());
		assertFalse(html.contains("3 drives"));
	}

	@Test
	void aRunOfAnArrayDriveBenchDidNotMakeNeedsItsStripStated() {
		TargetShape md = new TargetShape("/dev/md0", org.drivebench.engine.TargetType.BLOCK_DEVICE, 1L << 40, 512, 4096, true,
				new org.drivebench.engine.DeviceIdentity("", "md0", "", "", 1L << 40, 512, 4096, true, 0, ""), false);
		assertEquals(65536, new StudyTag("ES.3", 65536).stripFor(md));
		IllegalArgumentException unstated = assertThrows(IllegalArgumentException.class, () -> new StudyTag("ES.3", 0).stripFor(md));
		assertTrue(unstated.getMessage().contains("/dev/md0 is an array DriveBench did not make"), unstated.getMessage());
		IllegalArgumentException contradicts = assertThrows(IllegalArgumentException.class,
				() -> new StudyTag("ES.3", 8192).stripFor("raid0:64k:/dev/sdb,/dev/sdc", 65536));
		assertTrue(contradicts.getMessage().contains("striped by DriveBench with 64 KiB strips"), contradicts.getMessage());
		assertEquals(65536, new StudyTag("ES.3", 0).stripFor("raid0:64k:/dev/sdb,/dev/sdc", 65536));
		assertThrows(IllegalArgumentException.class, () -> new StudyTag(" ", 65536));
		assertThrows(IllegalArgumentException.class, () -> new StudyTag("x", 3000));
	}
}
