package org.drivebench.fio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.drivebench.engine.Backend;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.fio.FioJob;
import org.drivebench.fio.FioWorkloads;
import org.drivebench.engine.run.DefaultIoEngine;
import org.junit.jupiter.api.Test;

/**
 * fio's json+ client output as the engine's measurement. The output below is made by hand in the shape
 * fio 3.33's client prints it (client_stats: each section's status snapshots, then its final figures,
 * an "All clients" sum); every expected figure is worked out from it in the comments.
 */
class FioMeasurementsTest {
	private static final long MIB = 1L << 20;
	/** Two workers on one shared 64 MiB region, QD1 threads: sections w1 and w2. */
	private static final FioJob JOB = FioWorkloads.job(WorkloadSpec.builder().workers(2).backend(Backend.THREADS)
			.region(0, 64 * MIB).duration(Duration.ofSeconds(2)).build(), "/srv/x", 64 * MIB, DefaultIoEngine.Options.DEFAULT);

	private static String entry(String name, long runtime, long ios, long bytes, String lat, double usr, double sys) {
		return """
				{ "jobname" : "%s", "groupid" : 0, "error" : 0, "job_runtime" : %d, "usr_cpu" : %s, "sys_cpu" : %s,
				  "read" : { "io_bytes" : %d, "total_ios" : %d, "lat_ns" : %s },
				  "write" : { "io_bytes" : 0, "total_ios" : 0, "lat_ns" : { "N" : 0 } },
				  "hostname" : "127.0.0.1", "port" : 8765 }""".formatted(name, runtime, usr, sys, bytes, ios, lat);
	}

	// mean = (2989 * 100000 + 10 * 300000 + 900000) / 3000 = 302,800,000 / 3000
	private static final String W1_FINAL = "{ \"N\" : 3000, \"min\" : 100000, \"max\" : 900000, \"mean\" : 100933.333333, "
			+ "\"bins\" : { \"100000\" : 2989, \"300000\" : 10, \"900000\" : 1 } }";

	static final String OUTPUT = "hostname=rig, be=0, 64-bit, os=Linux, arch=x86-64, fio=fio-3.33, flags=1\n"
			+ "<rig> w1: (g=0): rw=randread, bs=(R) 4096B-4096B\n{\n \"fio version\" : \"fio-3.33\", \"client_stats\" : [\n"
			// the ramp: I/O counted, no latency yet: left out
			+ entry("w1", 400, 100, 409_600, "{ \"N\" : 0 }", 1, 1) + ",\n"
			+ entry("w2", 400, 100, 409_600, "{ \"N\" : 0 }", 1, 1) + ",\n"
			// after 1 s: w1 1000 I/Os, 990 at 100 us and 10 at 300 us; w2 500, 499 at 200 us and 1 at 250 us
			+ entry("w1", 1000, 1000, 4_096_000,
					"{ \"N\" : 1000, \"min\" : 100000, \"max\" : 300000, \"mean\" : 102000, \"bins\" : { \"100000\" : 990, \"300000\" : 10 } }", 1, 1) + ",\n"
			+ entry("w2", 1000, 500, 2_048_000,
					"{ \"N\" : 500, \"min\" : 200000, \"max\" : 250000, \"mean\" : 200100, \"bins\" : { \"200000\" : 499, \"250000\" : 1 } }", 1, 1) + ",\n"
			// the last status snapshot, repeated by the final figures: no interval of its own
			+ entry("w1", 2000, 3000, 12_288_000, W1_FINAL, 10, 20) + ",\n"
			// final: w1 3000 I/Os (one of 900 us, 2989 at 100 us, 10 at 300 us), w2 1500 (999 at 200 us, 501 at 250 us)
			+ entry("w1", 2000, 3000, 12_288_000, W1_FINAL, 10, 20) + ",\n"
			+ entry("w2", 2000, 1500, 6_144_000,
					"{ \"N\" : 1500, \"min\" : 200000, \"max\" : 250000, \"mean\" : 216700, \"bins\" : { \"200000\" : 999, \"250000\" : 501 } }", 5, 5) + ",\n"
			+ entry("All clients", 4000, 4500, 18_432_000, "{ \"N\" : 4500 }", 0, 0) + "\n],\n \"disk_util\" : [ ]\n}\n";

	@Test
	void totalsLatencyCpuAndTimeComeFromEachSectionsFinalFigures() throws Exception {
		Measurement m = FioMeasurements.of(OUTPUT, JOB, 1_000_000_000L, Measurement.Status.COMPLETED);
		assertEquals(Backend.FIO, m.backend());
		assertEquals(new Measurement.Totals(4500, 18_432_000), m.read(), "3000 + 1500 I/Os, 12,288,000 + 6,144,000 B");
		assertEquals(new Measurement.Totals(0, 0), m.write());
		assertEquals(2_000_000_000L, m.elapsedNanos(), "the longest job_runtime, 2000 ms");
		assertEquals(2250, m.iops(), 1e-9);
		// w1 (10 + 20) % of 2000 ms = 600 ms, w2 (5 + 5) % of 2000 ms = 200 ms
		assertEquals(800_000_000L, m.cpuNanos());
		assertEquals(4500, m.latency().getTotalCount());
		// (302.8 ms + 1000 * 200000 + 500 * 250000... ) = (302,800,000 + 999 * 200000 + 501 * 250000) / 4500 = 627,850,000 / 4500
		assertEquals(627_850_000.0 / 4500, m.latency().getMean(), 627_850_000.0 / 4500 * 1e-3);
		assertTrue(m.latency().valuesAreEquivalent(900_000, m.latency().getMaxValue()));
		assertEquals(4500, m.readLatency().getTotalCount());
		assertEquals(0, m.writeLatency().getTotalCount());
	}

	@Test
	void intervalsAreTheDifferencesOfTheSnapshotsLeavingOutTheRamp() throws Exception {
		Measurement.Intervals i = FioMeasurements.of(OUTPUT, JOB, 1_000_000_000L, Measurement.Status.COMPLETED).intervals();
		assertArrayEquals(new double[] { 0, 1 }, i.startSeconds());
		// 0-1 s: 1000 + 500 I/Os; 1-2 s: (3000 - 1000) + (1500 - 500)
		assertArrayEquals(new double[] { 1500, 3000 }, i.iops(), 1e-9);
		// 0-1 s: 4,096,000 + 2,048,000 B; 1-2 s: 8,192,000 + 4,096,000 B
		assertArrayEquals(new double[] { 6.144, 12.288 }, i.megabytesPerSecond(), 1e-9);
		// 0-1 s: (1000 * 102000 + 500 * 200100) / 1500 ns; 1-2 s: ((302.8 M - 102 M) + (325.05 M - 100.05 M)) / 3000 ns
		assertArrayEquals(new double[] { (102_000_000.0 + 100_050_000) / 1500 / 1e3, (200_800_000.0 + 225_000_000) / 3000 / 1e3 },
				i.meanLatencyMicros(), 1e-6);
		// 0-1 s: w1's maximum 300 us; 1-2 s: w1's maximum grew to 900 us (w2's did not; its highest grown bin is 250 us)
		assertArrayEquals(new double[] { 300, 900 }, i.maxLatencyMicros(), 1e-9);
	}

	@Test
	void eachWorkerIsItsSectionWithItsRegion() throws Exception {
		Measurement m = FioMeasurements.of(OUTPUT, JOB, 1_000_000_000L, Measurement.Status.CANCELLED);
		assertEquals(Measurement.Status.CANCELLED, m.status());
		assertEquals(2, m.workers().size());
		Measurement.WorkerStats w1 = m.workers().get(0);
		assertEquals(new Measurement.WorkerStats(0, 0, 64 * MIB, 3000, 12_288_000, 2_000_000_000L, 100933.333333, 900_000), w1);
		assertEquals(1500, m.workers().get(1).ios());
		assertEquals(216_700, m.workers().get(1).meanLatencyNanos(), 1e-9);
	}

	@Test
	void outputWithoutTotalLatencyBinsOrWithoutASectionIsRefused() {
		String clatOnly = OUTPUT.replace("\"lat_ns\" : { \"N\" : 3000", "\"clat_ns\" : { \"N\" : 3000");
		FioFormatException noBins = assertThrows(FioFormatException.class,
				() -> FioMeasurements.of(clatOnly, JOB, 1_000_000_000L, Measurement.Status.COMPLETED));
		assertTrue(noBins.getMessage().contains("lat_ns bins") && noBins.getMessage().contains("w1"), noBins.getMessage());
		String noW2 = OUTPUT.replace("\"w2\"", "\"w3\"");
		FioFormatException missing = assertThrows(FioFormatException.class,
				() -> FioMeasurements.of(noW2, JOB, 1_000_000_000L, Measurement.Status.COMPLETED));
		assertTrue(missing.getMessage().contains("'w2'"), missing.getMessage());
	}
}
