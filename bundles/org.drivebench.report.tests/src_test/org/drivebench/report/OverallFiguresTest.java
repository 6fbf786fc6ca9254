package org.drivebench.report;

import static org.drivebench.core.testing.Fixtures.metric;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.drivebench.core.testing.Fixtures;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Metric;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

/**
 * The overall figure: per suite, each drive's geometric mean of its figures relative to the baseline's
 * (higher-is-better as drive ÷ baseline, lower-is-better as baseline ÷ drive) × 100, the figures given
 * in two units counted once; none for a drive lacking a figure, saying which. The expected values are
 * worked out by hand from the figures below.
 */
class OverallFiguresTest {
	private static final String QUICK = "Quick check";
	private static final String HDD = "Desktop HDD review";
	private final Fixtures f = new Fixtures();

	private static TestResult test(String name, Metric... metrics) {
		TestResult r = Fixtures.result("t", name, metrics);
		r.setCaseName(name);
		return r;
	}

	private static TestResult seq(double mbps) {
		// IOPS of 256 KiB transfers: a constant multiple of the rate, so the same figure twice
		return test("seq", metric("read.mbps", "Read", mbps, "MB/s", BetterDirection.HIGHER),
				metric("read.iops", "Read", mbps * 1e6 / 262144, "IOPS", BetterDirection.HIGHER));
	}

	private static TestResult latency(double ms) {
		return test("rnd", metric("read.latency.mean", "Mean latency", ms, "ms", BetterDirection.LOWER),
				metric("read.queue", "Queue depth", 1, "", BetterDirection.NONE));
	}

	private static TestResult surface(double mbps) {
		return test("surface", metric("read.mbps", "Read", mbps, "MB/s", BetterDirection.HIGHER));
	}

	private void run(String key, String suite, int day, TestResult... results) {
		Run run = f.run(key, key.toUpperCase(), day, results);
		run.setSuiteName(suite);
	}

	private ComparisonReport report(boolean overall) {
		ComparisonReport report = Fixtures.report("Group test", "a", "b", "c", "d");
		report.setBaselineDriveKey("a");
		report.setOverall(overall);
		return report;
	}

	private void group() {
		run("a", QUICK, 1, seq(100), latency(2));
		run("b", QUICK, 2, seq(300), latency(0.5));
		run("c", QUICK, 3, seq(400), latency(8));
		run("d", QUICK, 4, seq(150)); // its random test failed
		run("a", HDD, 5, surface(50));
		run("b", HDD, 6, surface(100));
		run("c", HDD, 7, surface(25));
		run("d", HDD, 8, surface(75));
	}

	private static ReviewRow row(ReviewTable table, String name) {
		return table.rows().stream().filter(r -> r.testName().equals(name)).findFirst().orElseThrow(() -> new AssertionError(name));
	}

	private static double value(ReviewRow row, int drive) {
		return row.cells().get(drive).requireSummary().mean();
	}

	@Test
	void eachSuitesOverallIsTheGeometricMeanOfItsFiguresRelativeToTheBaseline() {
		group();
		ReviewTable table = new ReportBuilder(NumberPolicy.standard()).build(report(true), f.runs());
		ReviewRow quick = row(table, "Overall: " + QUICK);
		assertEquals(OverallFigures.TEST_ID, quick.test().testId());
		assertEquals(100, value(quick, 0), 1e-9, "the baseline is 100");
		// b: 300/100 = 3 (MB/s; its IOPS is the same figure), 2/0.5 = 4: √12 × 100
		assertEquals(346.41016151377545, value(quick, 1), 1e-9);
		// c: 400/100 = 4, 2/8 = 0.25: √1 × 100
		assertEquals(100, value(quick, 2), 1e-9);
		assertTrue(quick.cells().get(3).isEmpty(), "d lacks the random test's latency");
		assertTrue(quick.cells().get(1).best());
		ReviewRow hdd = row(table, "Overall: " + HDD);
		assertEquals(200, value(hdd, 1), 1e-9);
		assertEquals(50, value(hdd, 2), 1e-9);
		assertEquals(150, value(hdd, 3), 1e-9);
		assertEquals(quick, table.rows().get(table.rows().size() - 2), "the overall rows come after the tests'");
		String notes = String.join("\n", table.notes());
		assertTrue(notes.contains("Overall: " + QUICK + ": each drive's geometric mean of its 2 figures relative to A's, "
				+ "(r1 \u00d7 r2 \u00d7 \u2026 \u00d7 rn)^(1/n) \u00d7 100"), notes);
		assertTrue(notes.contains("Overall: " + QUICK + ": none for D, which lacks rnd, Mean latency."), notes);
		assertTrue(!notes.contains("Overall: " + HDD + ": none"), notes);
	}

	@Test
	void withoutBeingAskedThereIsNoOverallAndItNeedsABaseline() {
		group();
		ReviewTable table = new ReportBuilder(NumberPolicy.standard()).build(report(false), f.runs());
		assertTrue(table.rows().stream().noneMatch(r -> r.test().testId().equals(OverallFigures.TEST_ID)));
		ComparisonReport noBaseline = report(true);
		noBaseline.setBaselineDriveKey(null);
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> new ReportBuilder(NumberPolicy.standard()).build(noBaseline, f.runs()));
		assertTrue(e.getMessage().contains("baseline"), e.getMessage());
	}

	@Test
	void theGeometricMeanIsTheNthRootOfTheProduct() {
		assertEquals(4, OverallFigures.geometricMean(new double[] { 2, 8 }), 1e-12);
		assertEquals(Math.cbrt(1.5 * 0.5 * 3), OverallFigures.geometricMean(new double[] { 1.5, 0.5, 3 }), 1e-12);
	}
}
