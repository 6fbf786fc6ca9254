package org.drivebench.fio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.ReviewRow;
import org.drivebench.report.ReviewTable;
import org.junit.jupiter.api.Test;

/** A fio job with the workload of a DriveBench test is a result of that test, in its row. */
class FioMatchTest {
	private static final String FIO = """
			{ "fio version" : "fio-3.33", "timestamp_ms" : 1700000000000,
			  "global options" : { "filename" : "/dev/sdx", "direct" : "1", "ioengine" : "libaio", "size" : "1G" },
			  "jobs" : [
			    { "jobname" : "seq1m-q8t1-read", "error" : 0, "elapsed" : 30,
			      "job options" : { "rw" : "read", "bs" : "1M", "iodepth" : "8", "runtime" : "30" },
			      "read" : { "io_bytes" : 16106127360, "bw_bytes" : 536870912, "iops" : 512.0, "total_ios" : 15360 } },
			    { "jobname" : "rnd4k-q32t16-write", "error" : 0, "elapsed" : 30,
			      "job options" : { "rw" : "randwrite", "bs" : "4k", "iodepth" : "32", "numjobs" : "16", "runtime" : "30",
			        "group_reporting" : "1" },
			      "write" : { "io_bytes" : 4096000000, "bw_bytes" : 136533333, "iops" : 33333.0, "total_ios" : 1000000 } },
			    { "jobname" : "seq1m-q4", "error" : 0, "elapsed" : 30,
			      "job options" : { "rw" : "read", "bs" : "1M", "iodepth" : "4" },
			      "read" : { "io_bytes" : 1048576, "bw_bytes" : 1048576, "iops" : 1.0, "total_ios" : 1 } } ] }
			""";

	static TestRegistry registry() {
		TestRegistry registry = new TestRegistry();
		registry.addTest(new SequentialWorkload());
		registry.addTest(new RandomWorkload());
		registry.addSuites(new ReviewSuites(), "org.drivebench.drivetests.reviews", 100);
		return registry;
	}

	@Test
	void aJobWithTheQuickSuitesWorkloadIsThatTestsResult() throws Exception {
		Run run = new FioImporter(WorkloadMatcher.of(registry())).read(FIO, "fio.json", FioImporter.namedDrive("Imported SSD"), null);
		TestResult seq = run.getResults().get(0);
		assertEquals("linear.sequential", seq.getTestId());
		assertEquals("SEQ1M Q8T1 read", seq.getCaseName());
		assertTrue(seq.getMessages().get(0).getText().contains("fio 3.33") && seq.getMessages().get(0).getText().contains("bs=1"),
				seq.getMessages().get(0).getText());
		TestResult rnd = run.getResults().get(1);
		assertEquals("random.random", rnd.getTestId());
		assertEquals("RND4K Q32T16 write", rnd.getCaseName());
		TestResult other = run.getResults().get(2);
		assertEquals(FioImporter.TEST_ID, other.getTestId(), "queue depth 4 is no test of the quick suite");
		assertEquals("seq1m-q4", other.getCaseName());
	}

	@Test
	void theFioRowIsTheNativeRow() throws Exception {
		TestRegistry registry = registry();
		PlannedTest seq = new SuitePlanner(registry).plan(new SuiteCatalog(registry, null).find(ReviewSuites.QUICK).orElseThrow(), Map.of()).tests().get(0);
		TestResult nativeResult = seq.newResult();
		nativeResult.setStatus(ResultStatus.COMPLETED);
		nativeResult.getMetrics().add(Fixtures.metric("read.mbps", "Read", 3400, "MB/s", org.drivebench.model.BetterDirection.HIGHER));
		Fixtures fixtures = new Fixtures();
		Run mine = fixtures.run("native", "Native SSD", 1, nativeResult);
		Run fio = new FioImporter(WorkloadMatcher.of(registry)).read(FIO, "fio.json", FioImporter.namedDrive("Imported SSD"), null);

		ReviewTable table = new ReportBuilder().build(Fixtures.report("quick", "native", fio.getDrive().getKey()), List.of(mine, fio));
		List<ReviewRow> rows = table.rows().stream().filter(r -> r.metricKey().equals("read.mbps")
				&& r.test().caseName().equals("SEQ1M Q8T1 read")).toList();
		assertEquals(1, rows.size(), "one row: " + table.rows().stream().map(r -> r.test().text()).distinct().toList());
		List<String> drives = table.drives().stream().map(d -> d.label()).toList();
		int nativeColumn = drives.indexOf("Native SSD");
		int fioColumn = drives.indexOf("Imported SSD");
		assertEquals(3400, rows.get(0).cells().get(nativeColumn).requireSummary().mean(), 1e-9);
		assertEquals(536.870912, rows.get(0).cells().get(fioColumn).requireSummary().mean(), 1e-6,
				"the fio job's figure is in the native test's row");
	}
}
