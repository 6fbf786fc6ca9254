package org.drivebench.fio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import org.HdrHistogram.Histogram;
import org.drivebench.library.ResultLibrary;
import org.drivebench.core.testing.Fixtures;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.ReviewRow;
import org.drivebench.report.ReviewTable;
import org.drivebench.core.results.LatencyHistograms;
import org.drivebench.model.LatencyHistogram;
import org.drivebench.model.LatencySpan;
import org.drivebench.model.Metric;
import org.drivebench.model.Parameter;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TargetKind;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Imports what fio itself writes (and a few hand-made files for what fio seldom writes). */
class FioImporterTest {
	@TempDir
	Path folder;

	private final FioImporter importer = new FioImporter();

	private static void assumeFio() {
		String reason = FioRunner.unavailable();
		assumeTrue(reason == null, reason);
	}

	private static Metric metric(TestResult r, String key) {
		return r.getMetrics().stream().filter(m -> m.getKey().equals(key)).findFirst()
				.orElseThrow(() -> new AssertionError("no metric " + key + " in " + r.getMetrics().stream().map(Metric::getKey).toList()));
	}

	private static String parameter(TestResult r, String key) {
		Parameter p = r.getParameters().stream().filter(x -> x.getKey().equals(key)).findFirst()
				.orElseThrow(() -> new AssertionError("no parameter " + key));
		return p.getUnit().isEmpty() ? p.getValue() : p.getValue() + " " + p.getUnit();
	}

	private static TestResult result(Run run, String caseName) {
		return run.getResults().stream().filter(r -> r.getCaseName().equals(caseName)).findFirst().orElseThrow();
	}

	@Test
	void jsonPlusFromFioItself() throws Exception {
		assumeFio();
		Path output = FioRunner.run(folder, "json+");
		JsonObject raw = JsonParser.parseString(Files.readString(output).substring(Files.readString(output).indexOf('{')))
				.getAsJsonObject();
		Run run = importer.read(output, FioImporter.namedDrive("Samsung 980 «Pro» 1 ТБ"), null);

		assertEquals("fio", run.getSoftwareName());
		assertEquals(FioRunner.version(), "fio-" + run.getSoftwareVersion());
		assertEquals(output.toAbsolutePath().toString(), run.getImportedFrom());
		assertEquals(TargetKind.IMPORTED, run.getTarget().getKind());
		assertEquals(8L << 20, run.getTarget().getSizeBytes());
		assertEquals("samsung-980-pro-1-тб", run.getDrive().getKey());
		assertNotNull(run.getStartedAt());
		assertEquals(List.of("randread", "seqwrite"), run.getResults().stream().map(TestResult::getCaseName).toList());

		// two clones without group_reporting: one result, their IOPS added, a worker each
		TestResult randread = result(run, "randread");
		assertEquals(ResultStatus.COMPLETED, randread.getStatus());
		assertEquals("fio", randread.getTestId());
		assertEquals("4096 B", parameter(randread, "bs"));
		assertEquals("randread", parameter(randread, "rw"));
		assertEquals("2", parameter(randread, "numjobs"));
		assertEquals("1", parameter(randread, "iodepth"));
		assertEquals("8388608 B", parameter(randread, "size"));
		assertTrue(randread.getEngineBackend().startsWith("fio/"), randread.getEngineBackend());
		double iops = 0;
		double bw = 0;
		long clatN = 0;
		JsonArray jobs = raw.getAsJsonArray("jobs");
		for (int i = 0; i < 2; i++) {
			JsonObject read = jobs.get(i).getAsJsonObject().getAsJsonObject("read");
			iops += read.get("iops").getAsDouble();
			bw += read.get("bw_bytes").getAsDouble();
			clatN += read.getAsJsonObject("clat_ns").get("N").getAsLong();
		}
		assertEquals(iops, metric(randread, "read.iops").getValue(), 1e-6);
		assertEquals(bw / 1e6, metric(randread, "read.mbps").getValue(), 1e-9);
		assertEquals("µs", metric(randread, "read.clat.mean").getUnit());
		assertEquals(2, randread.getWorkers().size());
		assertEquals(clatN, randread.getHistograms().get(0).getCount());
		Histogram merged = LatencyHistograms.decode(randread.getHistograms().get(0)).orElseThrow();
		assertEquals(clatN, merged.getTotalCount(), "every I/O of both clones is in the histogram");

		// one job: fio's own percentiles, and the histogram gives them again
		TestResult seqwrite = result(run, "seqwrite");
		JsonObject write = jobs.get(2).getAsJsonObject().getAsJsonObject("write");
		JsonObject clat = write.getAsJsonObject("clat_ns");
		assertEquals(write.get("iops").getAsDouble(), metric(seqwrite, "write.iops").getValue(), 1e-9);
		assertEquals(clat.get("mean").getAsDouble() / 1000, metric(seqwrite, "write.clat.mean").getValue(), 1e-9);
		assertEquals(clat.get("stddev").getAsDouble() / 1000, metric(seqwrite, "write.clat.stddev").getValue(), 1e-9);
		assertEquals(write.getAsJsonObject("lat_ns").get("max").getAsDouble() / 1000, metric(seqwrite, "write.lat.max").getValue(), 1e-9);
		assertEquals("4", parameter(seqwrite, "iodepth"));
		assertEquals("131072 B", parameter(seqwrite, "bs"));
		LatencyHistogram h = seqwrite.getHistograms().get(0);
		long fioP99 = clat.getAsJsonObject("percentile").get("99.000000").getAsLong();
		assertEquals(fioP99, h.getPercentiles().stream().filter(p -> p.getPercent() == 99).findFirst().orElseThrow().getNanos());
		assertEquals(fioP99 / 1000.0, metric(seqwrite, "write.clat.p99").getValue(), 1e-9);
		Histogram whole = LatencyHistograms.decode(h).orElseThrow();
		assertEquals(clat.get("N").getAsLong(), whole.getTotalCount());
		for (String percent : List.of("50.000000", "90.000000", "99.000000")) {
			long fio = clat.getAsJsonObject("percentile").get(percent).getAsLong();
			long again = whole.getValueAtPercentile(Double.parseDouble(percent));
			assertEquals(fio, again, fio * 0.01, "p" + percent + " recomputed from the histogram");
		}
	}

	@Test
	void plainJsonFromFioItselfHasPercentilesButNoHistogram() throws Exception {
		assumeFio();
		Run run = importer.read(FioRunner.run(folder, "json"), FioImporter.namedDrive("Disk"), null);
		TestResult seqwrite = result(run, "seqwrite");
		LatencyHistogram h = seqwrite.getHistograms().get(0);
		assertTrue(h.getEncoded().isEmpty());
		assertFalse(h.getPercentiles().isEmpty());
		assertTrue(LatencyHistograms.valueAt(h, 99).isPresent());
		// the clones' percentiles cannot be combined without bins: said, not invented
		TestResult randread = result(run, "randread");
		assertTrue(randread.getHistograms().get(0).getPercentiles().isEmpty());
		assertTrue(randread.getMessages().stream().anyMatch(m -> m.getText().contains("percentiles of the combined clones are unknown")));
	}

	/**
	 * What DriveBench's own benchmark writes (--lat_percentiles=1 --clat_percentiles=0): the
	 * percentiles and bins sit under lat_ns, and clat_ns has only its summary. They are imported as
	 * the total latency, said so in the histogram's span, key and label (they used to be dropped).
	 */
	@Test
	void totalLatencyPercentilesAndBinsAreImportedAsLat() throws Exception {
		assumeFio();
		Path output = FioRunner.run(folder, "json+", "--lat_percentiles=1", "--clat_percentiles=0");
		JsonArray jobs = JsonParser.parseString(Files.readString(output).substring(Files.readString(output).indexOf('{')))
				.getAsJsonObject().getAsJsonArray("jobs");
		Run run = importer.read(output, FioImporter.namedDrive("Disk"), null);

		TestResult seqwrite = result(run, "seqwrite");
		assertEquals(List.of("write.lat"), seqwrite.getHistograms().stream().map(LatencyHistogram::getKey).toList(),
				"one histogram, of the latency fio wrote percentiles of");
		LatencyHistogram h = seqwrite.getHistograms().get(0);
		assertEquals(LatencySpan.TOTAL, h.getSpan());
		assertEquals("Write total latency (fio lat)", h.getLabel());
		JsonObject lat = jobs.get(2).getAsJsonObject().getAsJsonObject("write").getAsJsonObject("lat_ns");
		assertEquals(lat.get("N").getAsLong(), h.getCount());
		JsonObject fioPercentiles = lat.getAsJsonObject("percentile");
		assertEquals(fioPercentiles.size(), h.getPercentiles().size(), "every percentile fio wrote");
		for (var p : h.getPercentiles()) {
			assertEquals(fioPercentiles.get(String.format(java.util.Locale.ROOT, "%.6f", p.getPercent())).getAsLong(), p.getNanos());
		}
		assertEquals(fioPercentiles.get("99.000000").getAsLong() / 1000.0, metric(seqwrite, "write.lat.p99").getValue(), 1e-9);
		assertEquals(lat.get("N").getAsLong(), LatencyHistograms.decode(h).orElseThrow().getTotalCount(), "every bin");
		assertTrue(seqwrite.getMetrics().stream().noneMatch(m -> m.getKey().startsWith("write.clat.p")),
				"clat had no percentiles: none invented");
		assertEquals(jobs.get(2).getAsJsonObject().getAsJsonObject("write").getAsJsonObject("clat_ns").get("mean").getAsDouble()
				/ 1000, metric(seqwrite, "write.clat.mean").getValue(), 1e-9, "clat's summary is still there");

		// two clones: their lat bins merged, the percentiles computed from them
		TestResult randread = result(run, "randread");
		LatencyHistogram merged = randread.getHistograms().get(0);
		assertEquals("read.lat", merged.getKey());
		long n = 0;
		for (int i = 0; i < 2; i++) {
			n += jobs.get(i).getAsJsonObject().getAsJsonObject("read").getAsJsonObject("lat_ns").get("N").getAsLong();
		}
		assertEquals(n, merged.getCount());
		assertFalse(merged.getPercentiles().isEmpty());
	}

	@Test
	void bothLatenciesWithPercentilesGiveAHistogramEach() throws Exception {
		assumeFio();
		Run run = importer.read(FioRunner.run(folder, "json+", "--lat_percentiles=1", "--clat_percentiles=1"),
				FioImporter.namedDrive("Disk"), null);
		TestResult seqwrite = result(run, "seqwrite");
		assertEquals(Map.of("write.lat", LatencySpan.TOTAL, "write.clat", LatencySpan.COMPLETION), seqwrite.getHistograms()
				.stream().collect(Collectors.toMap(LatencyHistogram::getKey, LatencyHistogram::getSpan)));
		assertTrue(metric(seqwrite, "write.lat.p50").getValue() >= metric(seqwrite, "write.clat.p50").getValue(),
				"lat covers clat and more");
	}

	/** A field the output leaves out is missing from the result, not a 0 in a review table. */
	@Test
	void missingFiguresStayMissing() throws Exception {
		String text = """
				{ "fio version" : "fio-3.33",
				  "jobs" : [ { "jobname" : "trimmed", "error" : 0, "job options" : { "rw" : "randread" },
				    "read" : { "io_bytes" : 4096000, "total_ios" : 1000,
				      "lat_ns" : { "N" : 1000, "min" : 1100, "max" : 9100, "mean" : 5100.5,
				        "percentile" : { "99.000000" : 8960 } } } } ]
				}
				""";
		TestResult r = importer.read(text, "trimmed.json", FioImporter.namedDrive("D"), null).getResults().get(0);
		List<String> keys = r.getMetrics().stream().map(Metric::getKey).toList();
		assertFalse(keys.contains("read.mbps"), "no bw_bytes: no bandwidth, not 0 MB/s: " + keys);
		assertFalse(keys.contains("read.iops"), keys.toString());
		assertFalse(keys.contains("read.lat.stddev"), "no stddev in the file: " + keys);
		assertFalse(keys.contains("read.clat.mean"), "no clat_ns at all: " + keys);
		assertFalse(keys.contains("cpu.usr"), keys.toString());
		assertEquals(5.1005, metric(r, "read.lat.mean").getValue(), 1e-12);
		assertEquals(8.96, metric(r, "read.lat.p99").getValue(), 1e-12);
	}

	@Test
	void fioRunsStandBesideDriveBenchRunsInOneReport() throws Exception {
		assumeFio();
		ResultLibrary library = ResultLibrary.open(folder.resolve("library"));
		Run fio = importer.read(FioRunner.run(folder, "json+"), FioImporter.namedDrive("Imported SSD"), null);
		library.save(fio);
		Fixtures native1 = new Fixtures();
		Run mine = native1.run("hdd", "Native HDD", 1, Fixtures.result("linear", "Linear", Fixtures.mbps(150)));
		library.save(mine);
		// a second import of the same file for the same drive replaces the first
		library.save(importer.read(folder.resolve("fio-json+.json"), FioImporter.namedDrive("Imported SSD"), null));
		ResultLibrary reopened = ResultLibrary.open(folder.resolve("library"));
		assertEquals(2, reopened.runs().size());
		assertTrue(reopened.problems().isEmpty());

		ReviewTable table = new ReportBuilder().build(Fixtures.report("mixed"), reopened.runs());
		assertEquals(List.of("Imported SSD", "Native HDD"), table.drives().stream().map(d -> d.label()).toList());
		Map<String, ReviewRow> rows = table.rows().stream()
				.collect(Collectors.toMap(r -> r.test().text() + "/" + r.metricKey(), r -> r));
		assertFalse(rows.get("fio#seqwrite/write.iops").cells().get(0).isEmpty());
		assertTrue(rows.get("fio#seqwrite/write.iops").cells().get(1).isEmpty());
		assertFalse(rows.get("linear/read.mbps").cells().get(1).isEmpty());
	}

	@Test
	void fioMessagesBeforeTheJsonAreSkipped() throws Exception {
		String text = """
				fio: pid=0, err=22/file:filesetup.c:1155, func=total_file_size, error=Invalid argument
				note: both iodepth >= 1 and synchronous I/O engine are selected
				{
				  "fio version" : "fio-3.33", "timestamp_ms" : 1700000000000,
				  "global options" : { "filename" : "/dev/nvme0n1", "direct" : "1" },
				  "jobs" : [ { "jobname" : "4k-qd32", "error" : 0, "elapsed" : 60, "job_runtime" : 60000,
				    "job options" : { "rw" : "randread", "bs" : "4k", "iodepth" : "32", "ioengine" : "libaio" },
				    "read" : { "io_bytes" : 4096000, "bw_bytes" : 68266, "iops" : 16.7, "total_ios" : 1000,
				      "clat_ns" : { "min" : 1000, "max" : 9000, "mean" : 5000.5, "stddev" : 10.0, "N" : 1000,
				        "percentile" : { "50.000000" : 4992, "99.000000" : 8960 } },
				      "lat_ns" : { "min" : 1100, "max" : 9100, "mean" : 5100.5, "stddev" : 10.0, "N" : 1000 } },
				    "write" : { "io_bytes" : 0, "total_ios" : 0 } } ]
				}
				fio: some trailing message
				""";
		Run run = importer.read(text, "hand.json", FioImporter.namedDrive("NVMe"), null);
		TestResult r = run.getResults().get(0);
		assertEquals("4k-qd32", r.getCaseName());
		assertEquals("fio/libaio", r.getEngineBackend());
		assertEquals("/dev/nvme0n1", run.getTarget().getPath());
		assertEquals(0.068266, metric(r, "read.mbps").getValue(), 1e-12);
		assertEquals(4.992, metric(r, "read.clat.p50").getValue(), 1e-12);
		assertEquals(8.96, metric(r, "read.clat.p99").getValue(), 1e-12);
		assertTrue(r.getMetrics().stream().noneMatch(m -> m.getKey().startsWith("write.")), "no write figures for a read job");
		assertEquals(new java.util.Date(1_700_000_000_000L - 60_000), run.getStartedAt());
		assertTrue(r.getMessages().stream().anyMatch(m -> m.getText().endsWith("numjobs, direct")
				|| m.getText().endsWith("numjobs")), r.getMessages().stream().map(m -> m.getText()).toList().toString());
	}

	@Test
	void aJobFioReportsAnErrorForFailed() throws Exception {
		String text = """
				{ "fio version" : "fio-3.33", "jobs" : [ { "jobname" : "x", "error" : 5, "job options" : {} },
				  { "jobname" : "y", "error" : 0, "job options" : {},
				    "read" : { "io_bytes" : 4096, "total_ios" : 1, "iops" : 1, "bw_bytes" : 4096 } } ] }
				""";
		TestResult r = importer.read(text, "err.json", FioImporter.namedDrive("D"), null).getResults().get(0);
		assertEquals(ResultStatus.FAILED, r.getStatus());
		assertTrue(r.getMessages().stream().anyMatch(m -> m.getText().equals("fio reported error 5 (errno) for job x")));
	}

	/** Issue 9, found 8: a file whose jobs read and wrote nothing is no measurement, not an empty run. */
	@Test
	void aFileWhoseJobsMovedNoDataIsRefused() {
		String text = """
				{ "fio version" : "fio-3.33", "jobs" : [ { "jobname" : "x", "error" : 5, "job options" : {},
				  "read" : { "io_bytes" : 0, "total_ios" : 0 }, "write" : { "io_bytes" : 0, "total_ios" : 0 } } ] }
				""";
		FioFormatException e = assertThrows(FioFormatException.class,
				() -> importer.read(text, "nothing.json", FioImporter.namedDrive("D"), null));
		assertEquals("nothing.json holds no measurement: its job x read and wrote nothing (0 bytes, 0 I/Os); "
				+ "fio reported error 5 (errno) for job x", e.getMessage());
	}

	@Test
	void filesThatAreNotFioOutputAreRefusedByName() throws Exception {
		FioFormatException e = assertThrows(FioFormatException.class,
				() -> importer.read("hello", "notes.txt", FioImporter.namedDrive("D"), null));
		assertEquals("notes.txt is not fio JSON output: no line starts a JSON object", e.getMessage());
		e = assertThrows(FioFormatException.class, () -> importer.read("{\"a\": 1}", "other.json", FioImporter.namedDrive("D"), null));
		assertEquals("other.json is not fio JSON output: it has no \"jobs\" list", e.getMessage());
		e = assertThrows(FioFormatException.class, () -> importer.read("{\"jobs\": []}", "empty.json", FioImporter.namedDrive("D"), null));
		assertEquals("empty.json holds no fio job results (its \"jobs\" list is empty)", e.getMessage());
		e = assertThrows(FioFormatException.class,
				() -> importer.read("{\"jobs\": [ {\"jobname\": ", "cut.json", FioImporter.namedDrive("D"), null));
		// issue 9, found 8: a truncated file says so in words, not with the JSON parser's exception
		assertEquals("cut.json is not valid fio JSON output: it ends at line 1, column 24 before the JSON is complete "
				+ "(the file is cut short: did fio finish writing it?)", e.getMessage());
		assertEquals(null, e.getCause(), "no parser exception to show");
		e = assertThrows(FioFormatException.class, () -> importer.read("fio: note\n{\"jobs\": [ {\"jobname\": ]}",
				"bad.json", FioImporter.namedDrive("D"), null));
		assertTrue(e.getMessage().startsWith("bad.json is not valid fio JSON output: malformed JSON at line 2, column"),
				e.getMessage());
		Path binary = folder.resolve("binary.json");
		Files.write(binary, new byte[] { (byte) 0xff, (byte) 0xfe, 0 });
		e = assertThrows(FioFormatException.class, () -> importer.read(binary, FioImporter.namedDrive("D"), null));
		assertTrue(e.getMessage().endsWith("is not fio JSON output: it is not UTF-8 text"), e.getMessage());
	}
}
