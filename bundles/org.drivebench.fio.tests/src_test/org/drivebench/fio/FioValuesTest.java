package org.drivebench.fio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * An import checks the values of fio's figures, not only the shape of its JSON: text, {@code null},
 * negative and absurd values are refused naming the job and the field, never imported as figures.
 */
class FioValuesTest {
	private final FioImporter importer = new FioImporter();

	/** fio's output of one job, with {@code replace} swapped for {@code with}. */
	private static String output(String replace, String with) {
		String good = """
				{ "fio version" : "fio-3.33", "timestamp_ms" : 1700000000000,
				  "jobs" : [ { "jobname" : "4k-qd32", "error" : 0, "elapsed" : 60, "job_runtime" : 60000,
				    "usr_cpu" : 3.5, "sys_cpu" : 12.25,
				    "job options" : { "rw" : "randread", "bs" : "4k", "iodepth" : "32" },
				    "read" : { "io_bytes" : 4096000000, "bw_bytes" : 68266666, "iops" : 16666.6, "total_ios" : 1000000,
				      "runtime" : 60000,
				      "clat_ns" : { "min" : 1000, "max" : 9000, "mean" : 5000.5, "stddev" : 10.0, "N" : 1000000,
				        "percentile" : { "50.000000" : 4992, "99.000000" : 8960 } },
				      "lat_ns" : { "min" : 1100, "max" : 9100, "mean" : 5100.5, "stddev" : 10.0, "N" : 1000000,
				        "bins" : { "1100" : 10, "5000" : 999980, "9100" : 10 } } } } ]
				}
				""";
		if (!good.contains(replace)) {
			throw new AssertionError("no " + replace + " in the output");
		}
		return good.replace(replace, with);
	}

	@Test
	void goodFiguresImport() throws Exception {
		assertEquals(16666.6, importer.read(output("", ""), "good.json", FioImporter.namedDrive("D"), null).getResults().get(0)
				.getMetrics().stream().filter(m -> m.getKey().equals("read.iops")).findFirst().orElseThrow().getValue(), 1e-9);
	}

	@ParameterizedTest(name = "{0}")
	@CsvSource(delimiter = '|', textBlock = """
			text for a number    | "iops" : 16666.6        | "iops" : "lots"          | read.iops is "lots", not a number
			null latencies       | "lat_ns" : { "min" : 1100, "max" : 9100, "mean" : 5100.5, "stddev" : 10.0, "N" : 1000000, | "lat_ns" : null, "x" : { | read.lat_ns is null, not an object of figures
			a null mean          | "mean" : 5000.5         | "mean" : null            | read.clat_ns.mean is null, not a number
			a negative mean      | "mean" : 5000.5         | "mean" : -5000.5         | read.clat_ns.mean is -5000.5, negative: fio measures no figure below 0
			negative bytes       | "io_bytes" : 4096000000 | "io_bytes" : -4096000000 | read.io_bytes is -4096000000, negative: fio measures no figure below 0
			1e308 IOPS           | "iops" : 16666.6        | "iops" : 1e308           | read.iops is 1e308, more than its 1000000 I/Os (total_ios) give over fio's shortest runtime, 1 ms
			1e308 latency        | "max" : 9000            | "max" : 1e308            | read.clat_ns.max is 1e308, more nanoseconds than fio's counters hold
			1e308 I/Os           | "total_ios" : 1000000   | "total_ios" : 1e308      | read.total_ios is 1e308, more than fio's 64-bit counters hold
			1e308 CPU            | "sys_cpu" : 12.25       | "sys_cpu" : 1e308        | sys_cpu is 1e308, more than 1024 CPUs' worth of time (fio gives a job's CPU use in percent)
			a fractional count   | "N" : 1000000,          | "N" : 1000000.5,         | read.lat_ns.N is 1000000.5, not a whole number (fio counts it in whole units)
			a percentile as text | "50.000000" : 4992      | "50.000000" : "4992"     | read.clat_ns.percentile.50.000000 is "4992", not a number
			a negative bin       | "5000" : 999980         | "5000" : -999980         | read.lat_ns.bins.5000 is -999980, negative: fio measures no figure below 0
			a mean above the max | "mean" : 5100.5         | "mean" : 9999.5          | read.lat_ns.mean is 9999.5, above the maximum, 9100
			""")
	void aValueFioCannotHaveWrittenIsRefusedNamingTheJobAndField(String what, String replace, String with, String expected) {
		FioFormatException e = assertThrows(FioFormatException.class,
				() -> importer.read(output(replace, with), "bad.json", FioImporter.namedDrive("D"), null), what);
		assertEquals("bad.json: fio job 4k-qd32: " + expected, e.getMessage());
	}

	@Test
	void aTimeStampThatIsNotANumberIsRefused() {
		FioFormatException e = assertThrows(FioFormatException.class, () -> importer.read(
				output("\"timestamp_ms\" : 1700000000000", "\"timestamp_ms\" : \"yesterday\""), "bad.json",
				FioImporter.namedDrive("D"), null));
		assertEquals("bad.json: timestamp_ms is \"yesterday\", not a number", e.getMessage());
	}
}
