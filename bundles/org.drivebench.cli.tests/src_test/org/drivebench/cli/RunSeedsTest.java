package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.Run;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.ReportDrafts;
import org.drivebench.report.ReviewRow;
import org.drivebench.report.ReviewTable;
import org.drivebench.report.Summary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 11's "done when": two runs of the quick suite on sim:hdd-7200 differ and the report shows a
 * non-empty 95 % interval; two runs with the same seed are identical. Through the command line, as a
 * reviewer would do it.
 */
class RunSeedsTest {
	@TempDir
	Path folder;

	private final TestRegistry registry = CliWorkload.registry();

	private String library() {
		return folder.resolve("library").toString();
	}

	private CliFixture run(String... extra) {
		CliFixture cli = new CliFixture();
		RunCommand command = new RunCommand(registry, new Libraries(() -> {
			throw new AssertionError("the tests name their library");
		}), new RunExecutor(new DefaultIoEngine(), "test"));
		String[] args = new String[6 + extra.length];
		System.arraycopy(new String[] { "run", "--target", "sim:hdd-7200", "--library", library(), "--json" }, 0, args, 0, 6);
		System.arraycopy(extra, 0, args, 6, extra.length);
		int code = cli.run(command, args);
		assertEquals(ExitCode.OK, code, cli.err());
		return cli;
	}

	private static JsonArray results(CliFixture cli) {
		return JsonParser.parseString(cli.out()).getAsJsonObject().getAsJsonArray("results");
	}

	@Test
	void twoQuickRunsDifferAndTheirReportShowsANonEmptyInterval() throws Exception {
		CliFixture first = run("--suite", "quick");
		CliFixture second = run("--suite", "quick");
		JsonObject a = JsonParser.parseString(first.out()).getAsJsonObject();
		JsonObject b = JsonParser.parseString(second.out()).getAsJsonObject();
		assertNotEquals(a.get("seed").getAsString(), b.get("seed").getAsString(), "a new run draws a new seed");
		assertTrue(first.err().contains("(seed " + a.get("seed").getAsString() + ": --seed repeats it)"), first.err());
		for (int i = 0; i < results(first).size(); i++) {
			String name = results(first).get(i).getAsJsonObject().get("name").getAsString();
			assertNotEquals(results(first).get(i).getAsJsonObject().get("metrics").toString(),
					results(second).get(i).getAsJsonObject().get("metrics").toString(), name + " is the same in both runs");
		}
	}

	@Test
	void theReportOfTwoRunsShowsNonEmptyIntervals() throws Exception {
		// two runs with seeds of their own (given here, so the test's figures are fixed)
		run("--suite", "quick", "--seed", "1");
		run("--suite", "quick", "--seed", "2");
		// the report of the two runs: every figure a mean of two with its 95 % interval, and every test
		// has figures whose interval is not empty. The random tests' rates always differ; a sequential
		// test's rate counts whole 1 MiB blocks in 5 s, and the drive streams so evenly (seed 004's twins:
		// 0.03 % apart) that two runs may count the same number, while their latencies still differ
		ResultLibrary lib = ResultLibrary.open(Path.of(library()));
		assertEquals(2, lib.runs().size());
		ReviewTable table = new ReportBuilder().build(ReportDrafts.ofRuns(lib.runs(), "quick twice"), lib.runs());
		java.util.Map<String, Integer> varying = new java.util.LinkedHashMap<>();
		for (ReviewRow row : table.rows()) {
			Summary s = row.cells().get(0).summary();
			assertEquals(2, s.n(), row.testName() + " " + row.metricLabel());
			varying.merge(row.testName(), s.halfWidth() > 0 ? 1 : 0, Integer::sum);
			boolean randomRate = row.testName().startsWith("RND4K") && !row.metricKey().startsWith("worker")
					&& (row.unit().symbol().equals("MB/s") || row.unit().symbol().equals("IOPS"));
			if (randomRate) {
				assertTrue(s.halfWidth() > 0, row.testName() + " " + row.metricLabel() + ": " + s);
			}
		}
		assertEquals(8, varying.size(), varying.toString());
		assertTrue(varying.values().stream().allMatch(n -> n > 0), "every test varies: " + varying);
		CliFixture report = new CliFixture();
		assertEquals(ExitCode.OK, report.run(new ReportCommand(new Libraries(() -> Path.of(library()))), "report", "--format", "md"),
				report.err());
		Matcher rnd = Pattern.compile("\\| RND4K Q1T1 read \\| Read, MB/s ↑ \\| [0-9.]+ ± ([0-9.]+) \\(n = 2\\)")
				.matcher(report.out());
		assertTrue(rnd.find() && Double.parseDouble(rnd.group(1)) > 0, "the printed interval: " + report.out());
	}

	@Test
	void twoRunsWithTheSameSeedAreIdentical() {
		CliFixture first = run("--suite", "quick", "--seed", "18446744073709551615");
		CliFixture second = run("--suite", "quick", "--seed", "18446744073709551615");
		assertEquals("18446744073709551615", JsonParser.parseString(first.out()).getAsJsonObject().get("seed").getAsString());
		assertEquals(results(first).toString(), results(second).toString());
	}

	@Test
	void theFreshDriveOptionIsRecordedAndChangesWhatLaterTestsMeet() throws Exception {
		run("--suite", "quick", "--seed", "5");
		CliFixture fresh = run("--suite", "quick", "--seed", "5", "--fresh-drive");
		assertTrue(JsonParser.parseString(fresh.out()).getAsJsonObject().get("freshDrivePerTest").getAsBoolean());
		assertTrue(fresh.err().contains("each test on a fresh drive"), fresh.err());
		List<Run> runs = ResultLibrary.open(Path.of(library())).runs();
		Run carried = runs.stream().filter(r -> !r.isFreshDrivePerTest()).findFirst().orElseThrow();
		Run onFresh = runs.stream().filter(Run::isFreshDrivePerTest).findFirst().orElseThrow();
		// the first test meets an idle drive either way; the write tests come after the reads and
		// one another, so at least one of them meets another drive
		assertEquals(value(carried, 0), value(onFresh, 0), 0.0);
		boolean differs = false;
		for (int i = 4; i < 8; i++) {
			differs |= value(carried, i) != value(onFresh, i);
		}
		assertTrue(differs, "a write test meets what the tests before it left, unless it starts fresh");
	}

	private static double value(Run run, int test) {
		return run.getResults().get(test).getMetrics().get(0).getValue();
	}

	@Test
	void aSeedThatIsNotAWholeNumberIsRefusedByName() {
		for (String bad : List.of("-1", "abc", "1.5", "18446744073709551616")) {
			CliFixture cli = new CliFixture();
			RunCommand command = new RunCommand(registry, new Libraries(() -> {
				throw new AssertionError();
			}), new RunExecutor(new DefaultIoEngine(), "test"));
			assertEquals(ExitCode.USAGE, cli.run(command, "run", "--target", "sim:hdd-7200", "--suite", "quick",
					"--library", library(), "--seed", bad));
			assertTrue(cli.err().contains("--seed '" + bad + "'"), cli.err());
		}
	}

	@Test
	void jsonCarriesEveryWorkersFigures() {
		CliFixture cli = run("--test", "random.random", "--param", "threads=4", "--param", "duration=1s", "--seed", "9");
		JsonObject result = results(cli).get(0).getAsJsonObject();
		JsonArray workers = result.getAsJsonArray("workers");
		assertEquals(4, workers.size());
		double sum = 0;
		for (int i = 0; i < 4; i++) {
			JsonObject w = workers.get(i).getAsJsonObject();
			assertEquals(i, w.get("index").getAsInt());
			sum += w.get("megabytesPerSecond").getAsDouble();
		}
		double total = result.getAsJsonArray("metrics").get(0).getAsJsonObject().get("value").getAsDouble();
		assertEquals(total, sum, total * 0.01, "the workers add up to the total");
	}
}
