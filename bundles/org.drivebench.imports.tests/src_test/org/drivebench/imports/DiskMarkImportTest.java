package org.drivebench.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.suite.SuiteCatalog;
import org.drivebench.core.suite.SuitePlanner;
import org.drivebench.core.suite.WorkloadMatcher;
import org.drivebench.core.testing.Fixtures;
import org.drivebench.drivetests.linear.SequentialWorkload;
import org.drivebench.drivetests.random.RandomWorkload;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * CrystalDiskMark's and KDiskMark's text exports (the samples in samples/, written after the
 * tools' own SaveText code and the exports published in their READMEs) import into the rows of the
 * tests with their workloads.
 */
class DiskMarkImportTest {
	private static final Path SAMPLES = Path.of("samples");
	@TempDir
	Path folder;

	static TestRegistry registry() {
		TestRegistry registry = new TestRegistry();
		registry.addTest(new SequentialWorkload());
		registry.addTest(new RandomWorkload());
		registry.addSuites(new ReviewSuites(), "org.drivebench.drivetests.reviews", 100);
		return registry;
	}

	private final TestRegistry registry = registry();
	private final Imports imports = new Imports(WorkloadMatcher.of(registry));

	private Run read(String sample, String drive) throws Exception {
		return imports.read(SAMPLES.resolve(sample), drive, FioImporter::namedDrive, null);
	}

	private static TestResult result(Run run, String caseName) {
		return run.getResults().stream().filter(r -> r.getCaseName().equals(caseName)).findFirst()
				.orElseThrow(() -> new AssertionError("no " + caseName + " in " + run.getResults().stream().map(TestResult::getCaseName).toList()));
	}

	private static double metric(TestResult r, String key) {
		return r.getMetrics().stream().filter(m -> m.getKey().equals(key)).mapToDouble(Metric::getValue).findFirst()
				.orElseThrow(() -> new AssertionError("no metric " + key));
	}

	@Test
	void crystalDiskMark8FiguresAreResultsOfTheQuickSuitesTests() throws Exception {
		Run run = read("crystaldiskmark-8.0.4.txt", null);
		assertEquals("Samsung SSD 980 PRO 1TB", run.getDrive().getLabel(), "named by the file's comment");
		assertEquals("CrystalDiskMark", run.getSoftwareName());
		assertEquals("8.0.4", run.getSoftwareVersion());
		assertEquals(8, run.getResults().size());
		TestResult seq = result(run, "SEQ1M Q8T1 read");
		assertEquals("linear.sequential", seq.getTestId());
		assertEquals(3521.235, metric(seq, "read.mbps"), 1e-9);
		assertEquals(3358.1, metric(seq, "read.iops"), 1e-9);
		assertEquals(2.38050, metric(seq, "read.latency.mean"), 1e-9, "µs as ms, DriveBench's unit");
		TestResult rnd = result(run, "RND4K Q32T16 write");
		assertEquals("random.random", rnd.getTestId());
		assertEquals(1503.117, metric(rnd, "write.mbps"), 1e-9);
		assertEquals("SEQ128K Q32T1 read", result(run, "SEQ128K Q32T1 read").getCaseName());
		String notes = run.getNotes();
		for (String kept : List.of("Profile: Default", "Test: 1 GiB (x5)", "Mode: [Admin]", "Time: Measure 5 sec / Interval 5 sec",
				"Date: 2023/03/18 16:42:07", "OS: Windows 11", "Comment: Samsung SSD 980 PRO 1TB")) {
			assertTrue(notes.contains(kept), kept + " in " + notes);
		}
		assertTrue(seq.getMessages().get(0).getText().startsWith("Measured by CrystalDiskMark 8.0.4 (line 9:"),
				seq.getMessages().get(0).getText());
		assertEquals(1_073_741_824L, run.getTarget().getSizeBytes());
		assertEquals(read("crystaldiskmark-8.0.4.txt", null).getId(), run.getId(), "the same file for the same drive: the same run");
	}

	@Test
	void theCrystalDiskMarkFigureSharesTheNativeRow() throws Exception {
		PlannedTest seq = new SuitePlanner(registry).plan(new SuiteCatalog(registry, null).find(ReviewSuites.QUICK).orElseThrow(),
				Map.of()).tests().get(0);
		TestResult nativeResult = seq.newResult();
		nativeResult.setStatus(ResultStatus.COMPLETED);
		nativeResult.getMetrics().add(Fixtures.metric("read.mbps", "Read", 3400, "MB/s", BetterDirection.HIGHER));
		Run mine = new Fixtures().run("native", "Native SSD", 1, nativeResult);
		Run cdm = read("crystaldiskmark-8.0.4.txt", null);
		Run kdm = read("kdiskmark-3.1.4.txt", "Linux SSD");

		ReviewTable table = new ReportBuilder().build(Fixtures.report("quick", "native", cdm.getDrive().getKey(),
				kdm.getDrive().getKey()), List.of(mine, cdm, kdm));
		List<ReviewRow> rows = table.rows().stream()
				.filter(r -> r.metricKey().equals("read.mbps") && r.test().caseName().equals("SEQ1M Q8T1 read")).toList();
		assertEquals(1, rows.size(), "one row: " + table.rows().stream().map(r -> r.test().text()).distinct().toList());
		List<String> drives = table.drives().stream().map(d -> d.label()).toList();
		assertEquals(3400, rows.get(0).cells().get(drives.indexOf("Native SSD")).requireSummary().mean(), 1e-9);
		assertEquals(3521.235, rows.get(0).cells().get(drives.indexOf("Samsung SSD 980 PRO 1TB")).requireSummary().mean(), 1e-9);
		assertEquals(3498.711, rows.get(0).cells().get(drives.indexOf("Linux SSD")).requireSummary().mean(), 1e-9);
		assertTrue(table.notes().stream().anyMatch(n -> n.startsWith("Measured 'Samsung SSD 980 PRO 1TB' by CrystalDiskMark 8.0.4 (imported): "
				+ "SEQ1M Q8T1 read, SEQ128K Q32T1 read")), "the report says whose figures they are: " + table.notes());
		assertTrue(table.notes().stream().anyMatch(n -> n.startsWith("Measured 'Linux SSD' by KDiskMark 3.1.4 (imported): ")),
				table.notes().toString());
		assertTrue(table.notes().stream().noneMatch(n -> n.contains("Native SSD")), table.notes().toString());
	}

	@Test
	void kDiskMarkKeepsItsFioAndItsOwnTests() throws Exception {
		Run run = read("kdiskmark-3.1.4.txt", "Linux SSD");
		assertEquals("KDiskMark", run.getSoftwareName());
		assertEquals("3.1.4", run.getSoftwareVersion());
		assertEquals("fio-3.33", run.getEngineVersion());
		assertEquals("linear.sequential", result(run, "SEQ1M Q8T1 write").getTestId());
		TestResult q1 = result(run, "SEQ1M Q1T1 read");
		assertEquals("kdiskmark", q1.getTestId(), "no suite has SEQ1M Q1T1: the tool's own test");
		assertEquals(2120.403, metric(q1, "read.mbps"), 1e-9);
		ImportFormatException e = assertThrows(ImportFormatException.class,
				() -> imports.read(SAMPLES.resolve("kdiskmark-3.1.4.txt"), null, FioImporter::namedDrive, null));
		assertTrue(e.getMessage().contains("--drive"), e.getMessage());
	}

	@Test
	void crystalDiskMark6SequentialIs128KiBAtQueueDepth32() throws Exception {
		Run run = read("crystaldiskmark-6.0.2.txt", null);
		assertEquals("Samsung SSD 860 EVO 250GB", run.getDrive().getLabel());
		TestResult seq = result(run, "SEQ128K Q32T1 read");
		assertEquals("linear.sequential", seq.getTestId());
		assertEquals(561.034, metric(seq, "read.mbps"), 1e-9);
		assertTrue(seq.getMetrics().stream().noneMatch(m -> m.getKey().equals("read.iops")), "version 6 prints no sequential IOPS");
		assertEquals("crystaldiskmark", result(run, "RND4K Q8T8 write").getTestId());
		assertEquals("random.random", result(run, "RND4K Q1T1 read").getTestId());
		assertEquals(8, run.getResults().size());
	}

	@Test
	void crystalDiskMark5SequentialIs128KiBQueuedAnd1MiBAtOneQueue() throws Exception {
		Run run = read("crystaldiskmark-5.1.2.txt", null);
		assertEquals("WDC WD20EZRZ-00Z5HB0", run.getDrive().getLabel(), "5.x writes the comment bare, under OS");
		TestResult queued = result(run, "SEQ128K Q32T1 read");
		assertEquals("linear.sequential", queued.getTestId());
		assertEquals(186.914, metric(queued, "read.mbps"), 1e-9);
		TestResult single = result(run, "SEQ1M Q1T1 write");
		assertEquals(176.090, metric(single, "write.mbps"), 1e-9);
		assertTrue(single.getParameters().stream().anyMatch(p -> p.getKey().equals("blockSize") && p.getValue().equals("1048576")),
				"\"Sequential Write (T= 1)\" moves 1 MiB blocks");
		assertEquals("RND4K Q1T1 read", result(run, "RND4K Q1T1 read").getCaseName());
		assertEquals(8, run.getResults().size());
		assertTrue(run.getNotes().contains("Comment: WDC WD20EZRZ-00Z5HB0"), run.getNotes());
	}

	@Test
	void aQueuedSequentialLineOfVersion6Is128KiBAtAnyQueueDepth() throws Exception {
		String text = Files.readString(SAMPLES.resolve("crystaldiskmark-6.0.2.txt")).replace("Sequential Read (Q= 32,T= 1)",
				"Sequential Read (Q=  1,T= 1)");
		DiskMarkText.Figure seq = DiskMarkText.parse(text, "cdm6.txt").figures().get(0);
		assertEquals(128 * 1024, seq.blockSize(), "6.x runs its sequential test with -b128k whatever the queues");
		assertEquals(1, seq.queues());
		assertEquals("Samsung SSD 860 EVO 250GB", DiskMarkText.parse(text, "cdm6.txt").footer("Comment"));
	}

	@Test
	void aBadLineIsNamed() throws Exception {
		String good = Files.readString(SAMPLES.resolve("kdiskmark-3.1.4.txt"));
		Path bad = folder.resolve("bad.txt");
		Files.writeString(bad, good.replace("3498.711 MB/s", "3498,711 MB/s"));
		ImportFormatException e = assertThrows(ImportFormatException.class, () -> imports.read(bad, "D", FioImporter::namedDrive, null));
		assertTrue(e.getMessage().contains("line 8: not a line of a KDiskMark text export: 'Sequential 1 MiB (Q= 8, T= 1):  3498,711"),
				e.getMessage());

		Files.writeString(bad, "Some other benchmark 1.0\nread 500 MB/s\n");
		e = assertThrows(ImportFormatException.class, () -> imports.read(bad, "D", FioImporter::namedDrive, null));
		assertTrue(e.getMessage().contains("line 1: not a format DriveBench imports"), e.getMessage());

		Files.writeString(bad, good.replace("[Read]\n", ""));
		e = assertThrows(ImportFormatException.class, () -> imports.read(bad, "D", FioImporter::namedDrive, null));
		assertTrue(e.getMessage().contains("line 7: a figure before any [Read], [Write] or [Mix] heading"), e.getMessage());

		Files.write(bad, good.replace("Date: 2023/03/19 11:02:45", "Date: yesterday").getBytes(StandardCharsets.UTF_8));
		e = assertThrows(ImportFormatException.class, () -> imports.read(bad, "D", FioImporter::namedDrive, null));
		assertTrue(e.getMessage().contains("Date line 'yesterday'"), e.getMessage());
	}

	@Test
	void fioJsonIsRecognisedAndMatchedToo() throws Exception {
		Path fio = folder.resolve("fio.json");
		Files.writeString(fio, """
				{ "fio version" : "fio-3.33", "global options" : { "size" : "1G" },
				  "jobs" : [ { "jobname" : "rnd", "error" : 0, "job options" : { "rw" : "randread", "bs" : "4k", "iodepth" : "1" },
				    "read" : { "io_bytes" : 4096, "bw_bytes" : 4096, "iops" : 1.0, "total_ios" : 1 } } ] }
				""");
		assertEquals(Imports.Format.FIO_JSON, Imports.detect(Files.readString(fio), "fio.json"));
		Run run = imports.read(fio, "D", FioImporter::namedDrive, null);
		assertEquals("RND4K Q1T1 read", run.getResults().get(0).getCaseName());
	}
}
