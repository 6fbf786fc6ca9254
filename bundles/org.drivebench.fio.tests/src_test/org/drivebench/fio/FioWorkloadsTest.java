package org.drivebench.fio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.drivebench.engine.Backend;
import org.drivebench.engine.DataPattern;
import org.drivebench.engine.InvalidWorkloadException;
import org.drivebench.engine.SizeDistribution;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.run.DefaultIoEngine;
import org.junit.jupiter.api.Test;

/** The fio job of a workload: every option derived by hand from the spec below it, and what fio cannot do refused. */
class FioWorkloadsTest {
	private static final long GIB = 1L << 30;
	private static final long MIB = 1L << 20;

	private static FioJob job(WorkloadSpec spec, long targetSize) {
		return FioWorkloads.job(spec, "/srv/bench.dat", targetSize, DefaultIoEngine.Options.DEFAULT);
	}

	@Test
	void randomQueueDepth32IsFiosIoUringWithRegisteredBuffersAndFilesOverTheRegion() {
		// random.random's defaults: 4 KiB random reads at QD32, one thread, 5 s, the first GiB
		WorkloadSpec spec = WorkloadSpec.builder().blockSize(4096).queueDepth(32).region(0, GIB)
				.duration(Duration.ofSeconds(5)).seed(7).build();
		FioJob job = job(spec, 4 * GIB);
		Map<String, String> g = job.global();
		assertEquals("/srv/bench.dat", g.get("filename"));
		assertEquals("1", g.get("direct"));
		assertEquals("io_uring", g.get("ioengine"));
		assertEquals("32", g.get("iodepth"));
		assertEquals("1", g.get("iodepth_batch_submit"), "the engine reaps every completion at once (batch 1)");
		assertEquals("1", g.get("iodepth_batch_complete_min"));
		assertEquals("1", g.get("fixedbufs"));
		assertEquals("1", g.get("registerfiles"));
		assertEquals("randread", g.get("rw"));
		assertEquals("1", g.get("norandommap"), "the engine draws offsets with repeats");
		assertEquals("4096", g.get("bs"));
		assertFalse(g.containsKey("blockalign"), "alignment 0 is the I/O's own size, fio's default");
		assertEquals("1", g.get("time_based"));
		assertEquals("5000ms", g.get("runtime"));
		assertEquals("1", g.get("lat_percentiles"), "the engine's latency is fio's lat");
		assertEquals("0", g.get("clat_percentiles"));
		assertFalse(g.containsKey("refill_buffers"), "a read-only job writes no data");
		assertEquals(1, job.sections().size());
		FioJob.Section w1 = job.sections().get(0);
		assertEquals("w1", w1.name());
		assertEquals(Map.of("size", Long.toString(GIB), "randseed", "7"), w1.options());
	}

	@Test
	void compressibleDataIsRefilledWithItsZeroShareAndZerosAreZeroBuffers() {
		// only a refill keeps 60 % of each chunk zero; fio's scramble would write into the zeros
		WorkloadSpec.Builder b = WorkloadSpec.builder().blockSize(65536).sequential().queueDepth(1)
				.duration(Duration.ofSeconds(1)).readPercent(0).seed(0);
		Map<String, String> compressible = job(b.dataPattern(DataPattern.COMPRESSIBLE).compressiblePercent(60).build(), GIB)
				.global();
		assertEquals("1", compressible.get("refill_buffers"));
		assertEquals("60", compressible.get("buffer_compress_percentage"));
		assertFalse(compressible.containsKey("scramble_buffers"));
		Map<String, String> zeros = job(b.dataPattern(DataPattern.ZEROS).build(), GIB).global();
		assertEquals("1", zeros.get("zero_buffers"));
		assertFalse(zeros.containsKey("refill_buffers"));
	}

	@Test
	void sequentialWorkersOnSlicesEachGetTheirSliceAsOffsetAndSize() {
		// 10 MiB target, 1 MiB blocks, 2 workers: a slice is 10 MiB / 2 rounded down to whole 1 MiB = 5 MiB
		WorkloadSpec spec = WorkloadSpec.builder().blockSize((int) MIB).sequential().queueDepth(4).workers(2)
				.regionSplit(WorkloadSpec.RegionSplit.SLICED).duration(Duration.ofSeconds(1)).readPercent(0).seed(0).build();
		FioJob job = job(spec, 10 * MIB);
		assertEquals("write", job.global().get("rw"));
		assertFalse(job.global().containsKey("norandommap"));
		assertEquals("1", job.global().get("scramble_buffers"), "random data stamped per sector, as the engine writes it");
		assertFalse(job.global().containsKey("refill_buffers"), "the engine does not regenerate its buffers");
		assertEquals(2, job.sections().size());
		assertEquals(Map.of("size", Long.toString(5 * MIB), "randseed", "0"), job.sections().get(0).options());
		FioJob.Section w2 = job.sections().get(1);
		assertEquals(Long.toString(5 * MIB), w2.options().get("offset"));
		assertEquals(Long.toString(5 * MIB), w2.options().get("size"));
		assertEquals(1, w2.worker());
		assertEquals(2, job.workers());
		assertTrue(job.jobFile().contains("[w2]\noffset=5242880\nsize=5242880\n"), job.jobFile());
	}

	@Test
	void threadsAtQueueDepth4ArePsyncLanesSharingTheAmountAndCount() {
		WorkloadSpec spec = WorkloadSpec.builder().blockSize(4096).queueDepth(4).backend(Backend.THREADS).amountBytes(MIB)
				.ioLimit(10).region(0, 64 * MIB).build();
		FioJob job = job(spec, 64 * MIB);
		assertEquals("psync", job.global().get("ioengine"));
		assertEquals("1", job.global().get("iodepth"));
		assertFalse(job.global().containsKey("time_based"), "bounded by amount and count");
		assertEquals(List.of("w1l1", "w1l2", "w1l3", "w1l4"), job.sections().stream().map(FioJob.Section::name).toList());
		// 1 MiB in 4: 262144 B each; 10 I/Os in 4: 3, 3, 2, 2
		assertEquals(List.of("262144", "262144", "262144", "262144"),
				job.sections().stream().map(s -> s.options().get("io_size")).toList());
		assertEquals(List.of("3", "3", "2", "2"), job.sections().stream().map(s -> s.options().get("number_ios")).toList());
		assertTrue(job.sections().stream().allMatch(s -> s.worker() == 0));
	}

	@Test
	void mixedReadsAndPartlyRandomAndRampAndRateAndBursts() {
		WorkloadSpec spec = WorkloadSpec.builder().blockSize(8192).readPercent(70).randomPercent(80).queueDepth(8).workers(2)
				.duration(Duration.ofSeconds(3)).rampTime(Duration.ofMillis(1500)).rateLimitIops(1001)
				.bursts(Duration.ofMillis(200), Duration.ofMillis(50)).build();
		FioJob job = job(spec, GIB);
		Map<String, String> g = job.global();
		assertEquals("randrw", g.get("rw"));
		assertEquals("70", g.get("rwmixread"));
		assertEquals("80", g.get("percentage_random"));
		assertEquals("1500ms", g.get("ramp_time"));
		assertEquals("50000us", g.get("thinktime"));
		assertEquals("200ms", g.get("thinktime_iotime"));
		// 1001 I/O per second over 2 workers: 501 and 500
		assertEquals("501", job.sections().get(0).options().get("rate_iops"));
		assertEquals("500", job.sections().get(1).options().get("rate_iops"));
		assertTrue(job.optionNames().containsAll(List.of("thinktime_iotime", "rate_iops", "randseed")));
	}

	@Test
	void iometersFileServerSizesAreABssplitOfWholePercentages() {
		// Iometer's file server: 512 B 10 %, 1 KiB 5 %, 2 KiB 5 %, 4 KiB 60 %, 8 KiB 2 %, 16 KiB 4 %, 32 KiB 4 %, 64 KiB 10 %
		SizeDistribution sizes = SizeDistribution.weighted(List.of(new SizeDistribution.Entry(512, 10),
				new SizeDistribution.Entry(1024, 5), new SizeDistribution.Entry(2048, 5), new SizeDistribution.Entry(4096, 60),
				new SizeDistribution.Entry(8192, 2), new SizeDistribution.Entry(16384, 4), new SizeDistribution.Entry(32768, 4),
				new SizeDistribution.Entry(65536, 10)));
		FioJob job = job(WorkloadSpec.builder().sizes(sizes).alignment(512).duration(Duration.ofSeconds(1)).build(), GIB);
		assertEquals("512/10:1024/5:2048/5:4096/60:8192/2:16384/4:32768/4:65536/10", job.global().get("bssplit"));
		assertEquals("512", job.global().get("blockalign"));
		assertFalse(job.global().containsKey("bs"));
	}

	@Test
	void devTestsUniformSizesAreABsrange() {
		SizeDistribution sizes = SizeDistribution.uniform(4096, 65536, 4096);
		FioJob job = job(WorkloadSpec.builder().sizes(sizes).alignment(4096).duration(Duration.ofSeconds(1)).build(), GIB);
		assertEquals("4096-65536", job.global().get("bsrange"));
		assertEquals("4096", job.global().get("blockalign"));
	}

	@Test
	void whatFioCannotExpressIsRefusedNamingTheFieldAndWhy() {
		WorkloadSpec.Builder timed = WorkloadSpec.builder().duration(Duration.ofSeconds(1));
		assertRefused("positionBuckets", "transfer rate against position", timed.positionBuckets(100).build());
		assertRefused("scatterSamples", "latency against position", WorkloadSpec.builder().ioLimit(100).scatterSamples(100).build());
		assertRefused("verify", "verify", WorkloadSpec.builder().duration(Duration.ofSeconds(1)).verify(true).build());
		SizeDistribution thirds = SizeDistribution.weighted(List.of(new SizeDistribution.Entry(4096, 1),
				new SizeDistribution.Entry(8192, 1), new SizeDistribution.Entry(16384, 1)));
		assertRefused("sizes", "whole percentage",
				WorkloadSpec.builder().sizes(thirds).alignment(4096).duration(Duration.ofSeconds(1)).build());
		assertRefused("alignment", "blockalign",
				WorkloadSpec.builder().sizes(thirds).duration(Duration.ofSeconds(1)).build());
		assertRefused("queueDepth", "sequential stream", WorkloadSpec.builder().sequential().queueDepth(4)
				.backend(Backend.THREADS).duration(Duration.ofSeconds(1)).build());
		assertRefused("backend", "io_uring or psync",
				WorkloadSpec.builder().backend(Backend.VIRTUAL_CLOCK).duration(Duration.ofSeconds(1)).build());
	}

	private static void assertRefused(String field, String reason, WorkloadSpec spec) {
		InvalidWorkloadException e = assertThrows(InvalidWorkloadException.class, () -> FioWorkloads.check(spec, GIB));
		assertEquals(field, e.field());
		assertTrue(e.getMessage().contains(reason), e.getMessage());
	}

	@Test
	void aColonInTheFileNameIsEscapedForFio() {
		FioJob job = FioWorkloads.job(WorkloadSpec.builder().duration(Duration.ofSeconds(1)).build(), "/mnt/a:b/x", GIB,
				DefaultIoEngine.Options.DEFAULT);
		assertEquals("/mnt/a\\:b/x", job.global().get("filename"));
	}

	@Test
	void identicalLanesBecomeOneCommandLineWithNumjobsAndRegionsOfTheirOwnNeedAJobFile() {
		WorkloadSpec lanes = WorkloadSpec.builder().blockSize(4096).queueDepth(3).backend(Backend.THREADS)
				.duration(Duration.ofSeconds(2)).seed(42).build();
		List<String> line = FioWorkloads.job(lanes, "", 0, DefaultIoEngine.Options.DEFAULT).commandLine();
		assertEquals(List.of("--direct=1", "--thread=1", "--ioengine=psync", "--iodepth=1", "--rw=randread", "--norandommap=1",
				"--bs=4096", "--time_based=1", "--runtime=2000ms", "--lat_percentiles=1", "--clat_percentiles=0", "--randseed=42",
				"--numjobs=3", "--group_reporting"), line);
		WorkloadSpec slices = WorkloadSpec.builder().sequential().workers(2).regionSplit(WorkloadSpec.RegionSplit.SLICED)
				.duration(Duration.ofSeconds(2)).build();
		assertThrows(IllegalStateException.class, () -> job(slices, GIB).commandLine());
		assertThrows(InvalidWorkloadException.class, () -> FioWorkloads.check(slices, 0), "slices need the target's size");
	}
}
