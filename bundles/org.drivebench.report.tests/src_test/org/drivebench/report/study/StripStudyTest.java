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
		assertEquals(0, rates.lines().get(0).best(), "4 KiB is the best strip for the rate");
		assertEquals(0, charts.get(1).lines().get(0).best(), "and for the latency, lower being better");
		var model = rates.plan().model(org.drivebench.report.chart.DisplaySettings.DEFAULT);
		assertEquals("Strip size", model.x().title());
		assertEquals(List.of("Seq read (best: 4 KiB)", "4K read (best: 4 KiB)"), model.series().stream().map(s -> s.label()).toList());
		assertTrue(model.y().get(0).isLog(), "300 and 2 MB/s in one chart: a log axis");
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
