package org.drivebench.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.suite.SuiteCatalog;
import org.drivebench.core.suite.SuitePlanner;
import org.drivebench.core.suite.WorkloadMatcher;
import org.drivebench.core.testing.Fixtures;
import org.drivebench.drivetests.reviews.ReviewSuites;
import org.drivebench.fio.FioImporter;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.Metric;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.ReviewRow;
import org.drivebench.report.ReviewTable;
import org.drivebench.core.registry.TestRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * DiskSpd's text and XML output (the samples in samples/, written after DiskSpd's ResultParser.cpp and
 * XmlResultParser.cpp; see samples/README.md) import into the rows of the tests with their workloads.
 * Expected figures are the ones DiskSpd printed in the file (its MiB/s as MB/s, its totals' latency).
 */
class DiskSpdImportTest {
	private static final Path SAMPLES = Path.of("samples");
	private static final double MIB = 1.048576; // MB per MiB
	@TempDir
	Path folder;

	private final TestRegistry registry = DiskMarkImportTest.registry();
	private final Imports imports = new Imports(WorkloadMatcher.of(registry));

	private Run read(String sample, String drive) throws Exception {
		return imports.read(SAMPLES.resolve(sample), drive, FioImporter::namedDrive, null);
	}

	private static double metric(TestResult r, String key) {
		return r.getMetrics().stream().filter(m -> m.getKey().equals(key)).mapToDouble(Metric::getValue).findFirst()
				.orElseThrow(() -> new AssertionError("no metric " + key + " in " + r.getMetrics().stream().map(Metric::getKey).toList()));
	}

	@Test
	void aTextRunOfTheQuickSuitesRandomWorkloadIsThatTestsResult() throws Exception {
		Run run = read("diskspd-2.2-rnd4k-q32t16-read.txt", "Samsung 990 PRO");
		assertEquals("DiskSpd", run.getSoftwareName());
		assertEquals(Instant.parse("2024-11-12T14:03:51Z"), run.getStartedAt().toInstant());
		assertEquals(1, run.getResults().size());
		TestResult r = run.getResults().get(0);
		assertEquals("random.random", r.getTestId(), "-b4K -o32 -t16 -r -w0 over a 1 GiB file with -Sh: the quick suite's RND4K Q32T16 read");
		assertEquals("RND4K Q32T16 read", r.getCaseName());
		assertEquals(2557.82 * MIB, metric(r, "read.mbps"), 0.01, "DiskSpd's 2557.82 MiB/s");
		assertEquals(654803.00, metric(r, "read.iops"), 0.05);
		assertEquals(0.782, metric(r, "read.latency.mean"), 0.0005, "the total row's AvgLat");
		assertEquals(0.232, metric(r, "read.latency.stddev"), 0.001, "the total row's LatStdDev");
		assertEquals(0.041, metric(r, "read.latency.min"), 1e-9);
		assertEquals(1.093, metric(r, "read.latency.p99"), 1e-9);
		assertEquals(2.981, metric(r, "read.latency.p999"), 1e-9);
		assertEquals(11.402, metric(r, "read.latency.max"), 1e-9);
		assertTrue(r.getMetrics().stream().noneMatch(m -> m.getKey().startsWith("write.")), "a read test has no write figures");
		String measured = r.getMessages().get(0).getText();
		assertTrue(measured.contains("32 I/Os in flight per thread x 16 threads = 512"), measured);
		assertTrue(measured.contains("command line: diskspd.exe -c1G -b4K -o32 -t16 -r -w0 -Sh -L -d30 -W5 D:\\diskspd\\test.dat"), measured);
		assertTrue(run.getNotes().contains("computer BENCH-07"), run.getNotes());
	}

	@Test
	void aMixOverTheOperatingSystemsCacheKeepsDiskSpdsOwnTestWithBothDirections() throws Exception {
		Run run = read("diskspd-2.1-rnd8k-mix.txt", "Server disk");
		TestResult r = run.getResults().get(0);
		assertEquals(DiskSpdImporter.TEST_ID, r.getTestId());
		assertEquals("RND8K Q2T4 70/30 read/write", r.getCaseName());
		assertEquals(22.01 * MIB, metric(r, "read.mbps"), 0.01);
		assertEquals(9.41 * MIB, metric(r, "write.mbps"), 0.01);
		assertEquals(2817.49, metric(r, "read.iops"), 0.05);
		assertEquals(1.726, metric(r, "read.latency.mean"), 0.0005);
		assertEquals(2.619, metric(r, "write.latency.mean"), 0.0005);
		assertEquals(0.221, metric(r, "read.latency.p50"), 1e-9);
		assertEquals(38.199, metric(r, "write.latency.p99"), 1e-9);
		String measured = r.getMessages().get(0).getText();
		assertTrue(measured.contains("no DriveBench test's workload: the operating system's cache on"), measured);
		assertTrue(r.getParameters().stream().anyMatch(p -> p.getKey().equals("writePercent") && p.getValue().equals("30")));
	}

	@Test
	void theOperatingSystemsCacheAloneKeepsAFigureOutOfTheTestsRow() throws Exception {
		Path cached = folder.resolve("cached.txt");
		Files.writeString(cached, Files.readString(SAMPLES.resolve("diskspd-2.2-rnd4k-q32t16-read.txt")).replace("software cache disabled",
				"using software cache"));
		TestResult r = imports.read(cached, "D", FioImporter::namedDrive, null).getResults().get(0);
		assertEquals(DiskSpdImporter.TEST_ID, r.getTestId(), "reads from the OS cache are not the drive's");
		assertEquals("RND4K Q32T16 read", r.getCaseName());
	}

	@Test
	void anXmlRunSharesTheQuickSuitesRowWithANativeRun() throws Exception {
		Run run = read("diskspd-2.2-seq1m-q8t1-write.xml", "Samsung 990 PRO");
		assertEquals("2.2.0", run.getSoftwareVersion());
		assertEquals(Instant.parse("2024-11-12T14:20:07Z"), run.getStartedAt().toInstant());
		TestResult r = run.getResults().get(0);
		assertEquals("linear.sequential", r.getTestId());
		assertEquals("SEQ1M Q8T1 write", r.getCaseName());
		assertEquals(102318.0 * 1048576 / 30.00 / 1e6, metric(r, "write.mbps"), 1e-6, "<WriteBytes> (102318 MiB) over <TestTimeSeconds>");
		assertEquals(102318 / 30.00, metric(r, "write.iops"), 1e-6);
		assertEquals(2.346, metric(r, "write.latency.mean"), 1e-9);
		assertEquals(4.871, metric(r, "write.latency.p999"), 1e-9);
		assertEquals(15.226, metric(r, "write.latency.max"), 1e-9);
		assertTrue(r.getMessages().get(0).getText().contains("profile: timespan 1: duration 30 s"), r.getMessages().get(0).getText());

		PlannedTest seqWrite = new SuitePlanner(registry).plan(new SuiteCatalog(registry, null).find(ReviewSuites.QUICK).orElseThrow(), Map.of())
				.tests().stream().filter(t -> t.label().equals("SEQ1M Q8T1 write")).findFirst().orElseThrow();
		TestResult nativeResult = seqWrite.newResult();
		nativeResult.setStatus(ResultStatus.COMPLETED);
		nativeResult.getMetrics().add(Fixtures.metric("write.mbps", "Write", 3300, "MB/s", BetterDirection.HIGHER));
		Run mine = new Fixtures().run("native", "Native SSD", 1, nativeResult);
		ReviewTable table = new ReportBuilder().build(Fixtures.report("quick", "native", run.getDrive().getKey()), List.of(mine, run));
		List<ReviewRow> rows = table.rows().stream()
				.filter(x -> x.metricKey().equals("write.mbps") && x.test().caseName().equals("SEQ1M Q8T1 write")).toList();
		assertEquals(1, rows.size(), "one row: " + table.rows().stream().map(x -> x.test().text()).distinct().toList());
		assertTrue(table.notes().stream().anyMatch(n -> n.startsWith("Measured 'Samsung 990 PRO' by DiskSpd 2.2.0 (imported): SEQ1M Q8T1 write")),
				table.notes().toString());
	}

	@Test
	void eachFormatIsRecognisedAndFormatDiskspdRefusesAnotherTool() throws Exception {
		assertEquals(Imports.Format.DISKSPD_TEXT, Imports.detect(Files.readString(SAMPLES.resolve("diskspd-2.1-rnd8k-mix.txt")), "a"));
		assertEquals(Imports.Format.DISKSPD_XML, Imports.detect(Files.readString(SAMPLES.resolve("diskspd-2.2-seq1m-q8t1-write.xml")), "b"));
		assertEquals(Imports.Format.DISKSPD_XML, Imports.detect(Files.readString(SAMPLES.resolve("diskspd-2.2-seq1m-q8t1-write.xml")), "b",
				"diskspd"));
		ImportFormatException e = assertThrows(ImportFormatException.class,
				() -> imports.read(SAMPLES.resolve("kdiskmark-3.1.4.txt"), "diskspd", "D", FioImporter::namedDrive, null));
		assertTrue(e.getMessage().contains("--format diskspd was asked for, but the file is KDiskMark text"), e.getMessage());
		e = assertThrows(ImportFormatException.class,
				() -> imports.read(SAMPLES.resolve("diskspd-2.1-rnd8k-mix.txt"), null, FioImporter::namedDrive, null));
		assertTrue(e.getMessage().contains("name it with --drive"), e.getMessage());
	}

	@Test
	void aBadLineIsNamed() throws Exception {
		String text = Files.readString(SAMPLES.resolve("diskspd-2.2-rnd4k-q32t16-read.txt"));
		Path bad = folder.resolve("bad.txt");
		List<String> lines = text.lines().toList();
		int row = lines.indexOf("Read IO") + 4; // header, border, then thread 1's row
		Files.writeString(bad, text.replace(lines.get(row - 1), lines.get(row - 1).replaceFirst("\\| +(\\d+) \\|", "| 12x45 |")));
		ImportFormatException e = assertThrows(ImportFormatException.class, () -> imports.read(bad, "D", FioImporter::namedDrive, null));
		assertTrue(e.getMessage().contains("line " + row + ": a row whose bytes, I/Os or latency are not numbers"), e.getMessage());

		Files.writeString(bad, text.replace("\t\tblock size: 4KiB", "\t\tblock size: four"));
		e = assertThrows(ImportFormatException.class, () -> imports.read(bad, "D", FioImporter::namedDrive, null));
		assertTrue(e.getMessage().contains("line " + (lines.indexOf("\t\tblock size: 4KiB") + 1) + ": 'four' is no size"), e.getMessage());

		String xml = Files.readString(SAMPLES.resolve("diskspd-2.2-seq1m-q8t1-write.xml"));
		Files.writeString(bad, xml.replace("<WriteCount>102318</WriteCount>", "<WriteCount>102318</WriteCnt>"));
		e = assertThrows(ImportFormatException.class, () -> imports.read(bad, "D", FioImporter::namedDrive, null));
		int xmlLine = xml.lines().toList().indexOf("        <WriteCount>102318</WriteCount>") + 1;
		assertTrue(e.getMessage().contains("line " + xmlLine + ": not well-formed XML"), e.getMessage());

		Files.writeString(bad, xml.replace("<TestTimeSeconds>30.00</TestTimeSeconds>", "<TestTimeSeconds>soon</TestTimeSeconds>"));
		e = assertThrows(ImportFormatException.class, () -> imports.read(bad, "D", FioImporter::namedDrive, null));
		assertTrue(e.getMessage().contains(": <TestTimeSeconds> 'soon' is no number"), e.getMessage());
	}
}
