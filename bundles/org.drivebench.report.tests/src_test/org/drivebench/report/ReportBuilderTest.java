package org.drivebench.report;

import org.drivebench.library.drives.DrivePalette;
import static org.drivebench.core.testing.Fixtures.accessMs;
import static org.drivebench.core.testing.Fixtures.mbps;
import static org.drivebench.core.testing.Fixtures.metric;
import static org.drivebench.core.testing.Fixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.drivebench.core.units.Units;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Normalisation;
import org.drivebench.model.Parameter;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;
import org.drivebench.core.testing.Fixtures;

class ReportBuilderTest {
	private final Fixtures f = new Fixtures();
	private final ReportBuilder builder = new ReportBuilder();

	private ReviewTable build(ComparisonReport report) {
		return builder.build(report, f.runs());
	}

	private static List<Boolean> bestMarks(ReviewRow row) {
		return row.cells().stream().map(ReviewCell::best).toList();
	}

	/**
	 * Two test files on one disk are one drive: the table printed after the runs (and any comparison that
	 * does not name its columns) names its column by both labels the runs gave it, not by the last alone.
	 */
	@Test
	void aDiskHoldingTwoTestFilesIsOneColumnNamedByBothLabels() {
		f.run("disk", "File A", 1, result("linear", "Linear", mbps(150)));
		f.run("disk", "File B", 2, result("linear", "Linear", mbps(140)));
		f.run("ssd", "SSD", 3, result("linear", "Linear", mbps(500)));
		ReviewTable afterTheRuns = builder.build(ReportDrafts.ofRuns(f.runs(), "run"), f.runs());
		assertEquals(List.of("File A + File B", "SSD"), afterTheRuns.drives().stream().map(d -> d.label()).toList());
		ReviewTable unnamed = build(Fixtures.report("t"));
		assertEquals(List.of("File A + File B", "SSD"), unnamed.drives().stream().map(d -> d.label()).toList());
	}

	@Test
	void theBestValueOfEachRowFollowsItsBetterDirection() {
		f.run("a", "Drive A", 1, result("linear", "Linear", mbps(120), accessMs(12.5)));
		f.run("b", "Drive B", 2, result("linear", "Linear", mbps(150), accessMs(14.1)));
		f.run("c", "Drive C", 3, result("linear", "Linear", mbps(90), accessMs(11.9)));
		ReviewTable table = build(Fixtures.report("t", "a", "b", "c"));
		assertEquals(2, table.rows().size());
		ReviewRow read = table.rows().get(0);
		assertEquals("read.mbps", read.metricKey());
		assertEquals(List.of(false, true, false), bestMarks(read), "higher is better: 150 MB/s");
		ReviewRow access = table.rows().get(1);
		assertEquals(List.of(false, false, true), bestMarks(access), "lower is better: 11.9 ms");
	}

	@Test
	void theBestIsTheBetterUnroundedMeanAndTheRowShowsTheDigitsThatTellItApart() {
		// 150.04 and 149.96 MB/s both read 150.0 at the one decimal of MB/s: only A is best, and the row shows two
		f.run("a", "A", 1, result("t", "T", mbps(150.04), metric("temp", "Temperature", 41, "°C", BetterDirection.NONE)));
		f.run("b", "B", 2, result("t", "T", mbps(149.96), metric("temp", "Temperature", 45, "°C", BetterDirection.NONE)));
		ReviewTable table = build(Fixtures.report("t"));
		ReviewRow read = table.rows().get(0);
		assertEquals(List.of(true, false), bestMarks(read), "150.04 is more than 149.96");
		assertEquals(2, read.decimals(), "one decimal more than MB/s's policy: 150.04 and 149.96");
		TableGrid grid = TableGrid.of(table, NumberPolicy.standard(), TableGrid.Style.TEXT);
		assertEquals(List.of("150.04", "149.96"), grid.body().get(0).subList(2, 4).stream().map(TableGrid.Cell::text).toList());
		assertEquals(List.of(false, false), bestMarks(table.rows().get(1)), "no better direction, no best");
	}

	@Test
	void twoDrivesOnePercentApartInIopsAreToldApartAndOnlyTheBetterIsMarked() {
		// 80.4 and 79.6 IOPS (79.6 / 80.4 = 0.990): both 80 at IOPS's whole numbers
		f.run("a", "A", 1, result("t", "T", metric("read.iops", "Read", 80.4, "IOPS", BetterDirection.HIGHER)));
		f.run("b", "B", 2, result("t", "T", metric("read.iops", "Read", 79.6, "IOPS", BetterDirection.HIGHER)));
		ComparisonReport report = Fixtures.report("t", "b", "a");
		report.setBaselineDriveKey("a");
		ReviewTable table = build(report);
		ReviewRow row = table.rows().get(0);
		assertEquals(List.of(false, true), bestMarks(row));
		assertEquals(1, row.decimals());
		TableGrid grid = TableGrid.of(table, NumberPolicy.standard(), TableGrid.Style.TEXT);
		assertEquals(List.of("79.6 (-1.0 %)", "80.4"), grid.body().get(0).subList(2, 4).stream().map(TableGrid.Cell::text).toList());
		// the same drives as percentages of A: 99.0 % and 100.0 %, A alone best
		ReviewTable relative = table.with(table.layout(), Normalisation.RELATIVE_TO_BASELINE);
		TableGrid percents = TableGrid.of(relative, NumberPolicy.standard(), TableGrid.Style.TEXT);
		assertEquals(List.of("99.0 %", "100.0 %"), percents.body().get(0).subList(2, 4).stream().map(TableGrid.Cell::text).toList());
		assertEquals(List.of(false, true), percents.body().get(0).subList(2, 4).stream().map(TableGrid.Cell::best).toList());
	}

	@Test
	void percentagesThatRoundAlikeGetTheDigitsThatTellThemApart() {
		// 80.04 and 80.00 IOPS: 100.0 % and 99.95 %, which reads 100.0 % at one decimal
		f.run("a", "A", 1, result("t", "T", metric("read.iops", "Read", 80.04, "IOPS", BetterDirection.HIGHER)));
		f.run("b", "B", 2, result("t", "T", metric("read.iops", "Read", 80.00, "IOPS", BetterDirection.HIGHER)));
		ComparisonReport report = Fixtures.report("t", "a", "b");
		report.setBaselineDriveKey("a");
		report.setNormalisation(Normalisation.RELATIVE_TO_BASELINE);
		ReviewRow row = build(report).rows().get(0);
		assertEquals(2, row.decimals(), "80.04 and 80.00");
		assertEquals(2, row.percentDecimals(), "100.00 and 99.95");
		assertEquals(List.of(true, false), bestMarks(row));
	}

	@Test
	void aTableInMebibytesPerSecondConvertsItsRatesAndKeepsItsMarks() {
		// 104.8576 MB/s = 100 MiB/s; 104.33 MB/s = 99.497... MiB/s; 12 ms stays 12 ms
		f.run("a", "A", 1, result("t", "T", mbps(104.8576), accessMs(12)));
		f.run("b", "B", 2, result("t", "T", mbps(104.33), accessMs(11)));
		ReviewTable table = build(Fixtures.report("t", "a", "b")).inRateUnit(org.drivebench.core.units.Units.MIB_PER_S, NumberPolicy.standard());
		ReviewRow rate = table.rows().get(0);
		assertEquals(Units.MIB_PER_S, rate.unit());
		assertEquals(100, rate.cells().get(0).requireSummary().mean(), 1e-9);
		assertEquals(List.of(true, false), bestMarks(rate));
		TableGrid grid = TableGrid.of(table, NumberPolicy.standard(), TableGrid.Style.TEXT);
		assertEquals(List.of("100.0", "99.5"), grid.body().get(0).subList(2, 4).stream().map(TableGrid.Cell::text).toList());
		assertEquals("Read, MiB/s \u2191", grid.body().get(0).get(1).text());
		assertEquals(Units.MILLISECONDS, table.rows().get(1).unit(), "a latency stays as it was");
	}

	@Test
	void drivesWithEqualMeansAreBothBest() {
		f.run("a", "A", 1, result("t", "T", mbps(150)));
		f.run("b", "B", 2, result("t", "T", mbps(150)));
		assertEquals(List.of(true, true), bestMarks(build(Fixtures.report("t")).rows().get(0)));
	}

	@Test
	void aDriveAloneInARowIsNotMarkedBest() {
		f.run("a", "A", 1, result("t", "T", mbps(100)));
		f.run("b", "B", 2, result("u", "U", mbps(100)));
		ReviewTable table = build(Fixtures.report("t"));
		assertEquals(List.of(false, false), bestMarks(table.rows().get(0)));
	}

	@Test
	void repeatedRunsAreAveragedWithAStudentTInterval() {
		f.run("a", "A", 1, result("t", "T", mbps(100)));
		f.run("a", "A", 2, result("t", "T", mbps(110)));
		f.run("a", "A", 3, result("t", "T", mbps(120)));
		f.run("b", "B", 4, result("t", "T", mbps(105)));
		ReviewTable table = build(Fixtures.report("t", "a", "b"));
		Summary a = table.rows().get(0).cells().get(0).summary();
		assertEquals(3, a.n());
		assertEquals(110, a.mean(), 1e-12);
		assertEquals(24.8414, a.halfWidth(), 1e-4);
		assertEquals(1, table.rows().get(0).cells().get(1).summary().n());
		assertTrue(table.hasRepeatedRuns());
	}

	private static TestResult version(String version, TestResult r) {
		r.setTestVersion(version);
		return r;
	}

	/**
	 * Runs of one test in two versions, which measure differently, are never averaged as one: each
	 * version is a row of its own (and a note says why). Drive A: 100 and 110 MB/s in version 1.0,
	 * 200 in 1.1; drive B: 150 in 1.1. One row would have averaged A's three to 136.7.
	 */
	@Test
	void differentVersionsOfATestAreShownApart() {
		f.run("a", "A", 1, version("1.0", result("t", "T", mbps(100))));
		f.run("a", "A", 2, version("1.0", result("t", "T", mbps(110))));
		f.run("a", "A", 3, version("1.1", result("t", "T", mbps(200))));
		f.run("b", "B", 4, version("1.1", result("t", "T", mbps(150))));
		ReviewTable table = build(Fixtures.report("t", "a", "b"));
		assertEquals(List.of("T (version 1.0)", "T (version 1.1)"), table.rows().stream().map(ReviewRow::testName).toList());
		ReviewRow v10 = table.rows().get(0);
		assertEquals(105, v10.cells().get(0).summary().mean(), 1e-12);
		assertEquals(2, v10.cells().get(0).summary().n());
		assertTrue(v10.cells().get(1).isEmpty(), "B has no run of version 1.0");
		ReviewRow v11 = table.rows().get(1);
		assertEquals(200, v11.cells().get(0).summary().mean(), 1e-12);
		assertEquals(150, v11.cells().get(1).summary().mean(), 1e-12);
		assertTrue(table.notes().contains("T was measured with versions 1.0, 1.1 of the test, which measure differently: "
				+ "each version is shown apart, never averaged with another."), table.notes().toString());
	}

	private static TestResult with(TestResult r, String key, String label, String value, boolean place) {
		return with(r, key, label, value, "", place);
	}

	private static TestResult with(TestResult r, String key, String label, String value, String unit, boolean place) {
		Parameter p = DriveBenchFactory.eINSTANCE.createParameter();
		p.setKey(key);
		p.setLabel(label);
		p.setValue(value);
		p.setUnit(unit);
		p.setPlace(place);
		r.getParameters().add(p);
		return r;
	}

	/**
	 * One test run with different parameters (queue depth 1 on A, 4 on B and later on A) is two
	 * methods: one row would average A's 100 and 140 and mark B best against a different job. Each
	 * setting is a row of its own: QD1 holds A alone (no best), QD4 compares A's 140 with B's 150.
	 */
	@Test
	void resultsMeasuredWithDifferentParametersAreShownApart() {
		f.run("a", "A", 1, with(result("t", "T", mbps(100)), "queueDepth", "Queue depth", "1", false));
		f.run("b", "B", 2, with(result("t", "T", mbps(150)), "queueDepth", "Queue depth", "4", false));
		f.run("a", "A", 3, with(result("t", "T", mbps(140)), "queueDepth", "Queue depth", "4", false));
		ReviewTable table = build(Fixtures.report("t", "a", "b"));
		assertEquals(List.of("T (Queue depth 1)", "T (Queue depth 4)"), table.rows().stream().map(ReviewRow::testName).toList());
		ReviewRow qd1 = table.rows().get(0);
		assertEquals(100, qd1.cells().get(0).summary().mean(), 1e-12);
		assertEquals(1, qd1.cells().get(0).summary().n());
		assertTrue(qd1.cells().get(1).isEmpty(), "B never ran queue depth 1");
		assertEquals(List.of(false, false), bestMarks(qd1));
		ReviewRow qd4 = table.rows().get(1);
		assertEquals(140, qd4.cells().get(0).summary().mean(), 1e-12);
		assertEquals(150, qd4.cells().get(1).summary().mean(), 1e-12);
		assertEquals(List.of(false, true), bestMarks(qd4));
		assertTrue(table.notes().contains("T was run with different parameters (Queue depth): each setting is shown apart, "
				+ "never averaged with or ranked against another."), table.notes().toString());
		assertFalse(table.notes().stream().anyMatch(n -> n.startsWith("No drive")), table.notes().toString());
	}

	/**
	 * The names of settings say each value with its unit once: a size's text carries its unit ("1MiB",
	 * stored with the unit B), as does a duration's ("5s"); a plain count in percent gets its " %".
	 */
	@Test
	void settingsNameEachUnitOnce() {
		f.run("a", "A", 1, with(with(with(result("t", "T", mbps(100)), "blockSize", "Block size", "1MiB", "B", false),
				"duration", "Duration", "5s", "s", false), "readShare", "Read share", "70", "%", false));
		f.run("b", "B", 2, with(with(with(result("t", "T", mbps(150)), "blockSize", "Block size", "4KiB", "B", false),
				"duration", "Duration", "10m", "s", false), "readShare", "Read share", "30", "%", false));
		List<String> names = build(Fixtures.report("t", "a", "b")).rows().stream().map(ReviewRow::testName).toList();
		assertEquals(List.of("T (Block size 1MiB, Duration 5s, Read share 70 %)", "T (Block size 4KiB, Duration 10m, Read share 30 %)"),
				names);
		for (String name : names) {
			assertFalse(name.matches(".*\\d\\p{L}+ (B|s)\\b.*"), "a unit twice: " + name);
		}
	}

	/** A parameter that only says where the test worked (each drive's own folder) does not set results apart. */
	@Test
	void resultsDifferingOnlyInWhereTheyRanCompareAsOne() {
		f.run("a", "A", 1, with(with(result("t", "T", mbps(100)), "otherFolder", "Other folder", "/mnt/a2", true),
				"seed", "Seed", "1", false));
		f.run("b", "B", 2, with(with(result("t", "T", mbps(150)), "otherFolder", "Other folder", "/mnt/b2", true),
				"seed", "Seed", "1", false));
		ReviewTable table = build(Fixtures.report("t", "a", "b"));
		assertEquals(List.of("T"), table.rows().stream().map(ReviewRow::testName).toList());
		assertEquals(List.of(false, true), bestMarks(table.rows().get(0)));
	}

	@Test
	void versionsAreComparedAsNumbers() {
		f.run("a", "A", 1, version("1.10", result("t", "T", mbps(1))));
		f.run("a", "A", 2, version("1.9", result("t", "T", mbps(2))));
		assertEquals(List.of("T (version 1.9)", "T (version 1.10)"),
				build(Fixtures.report("t", "a")).rows().stream().map(ReviewRow::testName).toList());
	}

	@Test
	void figuresRelativeToTheBaselineDrive() {
		f.run("a", "A", 1, result("t", "T", mbps(120), accessMs(10)));
		f.run("b", "B", 2, result("t", "T", mbps(150), accessMs(12)));
		ComparisonReport report = Fixtures.report("t", "a", "b");
		report.setBaselineDriveKey("a");
		ReviewTable table = build(report);
		assertEquals(100, table.rows().get(0).cells().get(0).percentOfBaseline(), 1e-12);
		assertEquals(125, table.rows().get(0).cells().get(1).percentOfBaseline(), 1e-12);
		assertEquals(120, table.rows().get(1).cells().get(1).percentOfBaseline(), 1e-12);
		assertEquals("A", table.baseline().orElseThrow().label());
	}

	@Test
	void aBaselineOutsideTheReportOrRelativeFiguresWithoutOneAreRefusedByName() {
		f.run("a", "A", 1, result("t", "T", mbps(120)));
		f.run("b", "B", 1, result("t", "T", mbps(120)));
		ComparisonReport report = Fixtures.report("t", "a", "b");
		report.setBaselineDriveKey("zzz");
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> build(report));
		assertEquals("baseline drive 'zzz' is not one of the report's drives: a, b", e.getMessage());
		report.setBaselineDriveKey(null);
		report.setNormalisation(Normalisation.RELATIVE_TO_BASELINE);
		e = assertThrows(IllegalArgumentException.class, () -> build(report));
		assertEquals("figures relative to a baseline need a baseline drive; choose one of: A (a), B (b)", e.getMessage());
		report.setNormalisation(Normalisation.ABSOLUTE);
		report.setConfidenceLevel(95);
		assertThrows(IllegalArgumentException.class, () -> build(report));
	}

	@Test
	void testsAndMetricsFollowTheReportsOrderAndCasesAreTestsOfTheirOwn() {
		TestResult qd1 = result("random", "Random read", metric("iops", "IOPS", 80, "IOPS", BetterDirection.HIGHER),
				accessMs(12));
		qd1.setCaseName("QD1");
		TestResult qd32 = result("random", "Random read", metric("iops", "IOPS", 210, "IOPS", BetterDirection.HIGHER),
				accessMs(15));
		qd32.setCaseName("QD32");
		f.run("a", "A", 1, result("linear", "Linear read", mbps(150), accessMs(1)), qd1, qd32);
		ComparisonReport report = Fixtures.report("t");
		report.getTestIds().addAll(List.of("random#QD32", "random#QD1", "linear"));
		report.getMetricKeys().addAll(List.of("iops", "linear/access.ms"));
		ReviewTable table = build(report);
		assertEquals(List.of("random#QD32/iops", "random#QD1/iops", "linear/access.ms"),
				table.rows().stream().map(r -> r.test().text() + "/" + r.metricKey()).toList());
		assertEquals("Random read (QD32)", table.rows().get(0).testName());
		assertEquals(210, table.rows().get(0).cells().get(0).summary().mean());
	}

	@Test
	void missingValuesUnitsThatDoNotConvertAndUnfinishedResultsAreLeftOutAndSaid() {
		TestResult failed = result("t", "T", mbps(999));
		failed.setStatus(ResultStatus.FAILED);
		f.run("a", "A", 1, result("t", "T", mbps(100)), failed);
		f.run("b", "B", 2, result("t", "T", metric("read.mbps", "Read", 100_000, "kB/s", BetterDirection.HIGHER)));
		f.run("c", "C", 3, result("other", "Other", mbps(1)));
		f.run("d", "D", 4, result("t", "T", metric("read.mbps", "Read", 5, "IOPS", BetterDirection.HIGHER)));
		ComparisonReport report = Fixtures.report("t", "a", "b", "c", "d", "ghost");
		report.getTestIds().addAll(List.of("t", "never-run"));
		ReviewTable table = build(report);
		ReviewRow row = table.rows().get(0);
		assertEquals(100, row.cells().get(0).summary().mean(), "the failed result's 999 is not averaged in");
		assertEquals(100, row.cells().get(1).summary().mean(), 1e-9, "100,000 kB/s is 100 MB/s: one unit per figure");
		assertTrue(row.cells().get(2).isEmpty());
		assertTrue(row.cells().get(3).isEmpty(), "IOPS are no transfer rate");
		assertTrue(row.cells().get(4).isEmpty());
		assertEquals(List.of("The library holds no run of drive 'ghost'.",
				"No drive of the report has a completed result of test 'never-run'.",
				"1 result that did not complete was left out.",
				"T, Read: 1 value in another unit than 'MB/s' (transfer rate) left out."), table.notes());
	}

	/** The tests' rows are worked out on several threads: the table still reads test by test, its notes too. */
	@Test
	void rowsAndNotesOfManyTestsComeInTheTestsOrder() {
		List<String> tests = new java.util.ArrayList<>();
		for (int t = 0; t < 40; t++) {
			String id = "test-" + (char) ('z' - t % 26) + t; // not in the order of their names
			tests.add(id);
			f.run("a", "A", 1, result(id, "Test " + t, mbps(100 + t), accessMs(5)));
			f.run("b", "B", 2, result(id, "Test " + t, metric("read.mbps", "Read", 7, "IOPS", BetterDirection.HIGHER), accessMs(4)));
		}
		ComparisonReport report = Fixtures.report("t", "a", "b");
		report.getTestIds().addAll(tests);
		ReviewTable table = build(report);
		List<String> expectedRows = new java.util.ArrayList<>();
		List<String> expectedNotes = new java.util.ArrayList<>();
		for (int t = 0; t < 40; t++) {
			expectedRows.add(tests.get(t) + " read.mbps");
			expectedRows.add(tests.get(t) + " access.ms");
			expectedNotes.add("Test " + t + ", Read: 1 value in another unit than 'MB/s' (transfer rate) left out.");
		}
		assertEquals(expectedRows, table.rows().stream().map(r -> r.test().text() + " " + r.metricKey()).toList());
		assertEquals(expectedNotes, table.notes());
		assertEquals(100 + 39, table.rows().get(78).cells().get(0).summary().mean());
	}

	@Test
	void latenciesHaveOneUnitAcrossNativeAndImportedResults() {
		// DriveBench stores latencies in ms, fio's imports in µs: one row, in ms, whoever measured
		f.run("a", "A", 1, result("t", "T", metric("read.latency.mean", "Read mean latency", 2.5, "ms", BetterDirection.LOWER)));
		f.run("b", "B", 2, result("t", "T", metric("read.latency.mean", "Read mean latency", 850, "µs", BetterDirection.LOWER)));
		f.run("c", "C", 3, result("t", "T", metric("read.latency.mean", "Read mean latency", 900, "usec", BetterDirection.LOWER)));
		ReviewTable table = build(Fixtures.report("t", "a", "b", "c"));
		ReviewRow row = table.rows().get(0);
		assertEquals(Units.MILLISECONDS, row.unit());
		assertEquals(0.85, row.cells().get(1).summary().mean(), 1e-12);
		assertEquals(0.9, row.cells().get(2).summary().mean(), 1e-12);
		assertTrue(row.cells().get(1).best());
		assertEquals(List.of(), table.notes());
	}

	@Test
	void onlyTheChosenRunsOfADriveCount() {
		f.run("a", "A", 1, result("t", "T", mbps(100)));
		String second = f.run("a", "A", 2, result("t", "T", mbps(200))).getId();
		ComparisonReport report = Fixtures.report("t", "a");
		report.getDrives().get(0).getRunIds().add(second);
		assertEquals(200, build(report).rows().get(0).cells().get(0).summary().mean());
	}

	@Test
	void withoutChosenDrivesEveryDriveIsShownByLabelWithItsOwnColour() {
		f.run("b", "Beta", 1, result("t", "T", mbps(1)));
		f.run("a", "Alpha", 2, result("t", "T", mbps(2)));
		ReviewTable table = build(Fixtures.report("t"));
		assertEquals(List.of("Alpha", "Beta"), table.drives().stream().map(ReportDrive::label).toList());
		// each drive in its colour across the library: Beta, measured first, has the palette's first colour in every comparison
		assertEquals(List.of(DrivePalette.DEFAULT.get(1), DrivePalette.DEFAULT.get(0)),
				table.drives().stream().map(ReportDrive::color).toList());
		assertFalse(table.baseline().isPresent());
	}
}
