package org.drivebench.rig;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.engine.Backend;
import org.drivebench.engine.open.TargetCheck;
import org.drivebench.engine.open.Targets;
import org.drivebench.model.MeasuredStep;
import org.drivebench.model.Metric;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The acceptance test: a real fio server on localhost added as a rig; random.random and
 * linear.bs-sweep run on one test file through it and on the same file with DriveBench's own engine;
 * both runs land in one library, and the rig's figures agree with the engine's within 10 %. Like is
 * compared with like: the same tests with the same parameters on the same file, the same span measured
 * (2 s per step after a ramp of 1 s); the file lives on a disk of known speed ({@link ThrottledDisk}: ext4 on a
 * loop device over memory, its reads throttled by the kernel to 5,000 IOPS and 100 MB/s, a fast hard disk's
 * order), so both measure the device rather than their own CPU work on a shared 2-core machine; and
 * the sides alternate over two rounds, the medians compared.
 */
class RigRunsTest {
	private static final long FILE_SIZE = 64L << 20;
	private static final int ROUNDS = 2;

	@TempDir
	Path folder;

	@Test
	void randomAndTheBlockSizeSweepThroughARigAgreeWithTheEngineOnTheSameFileWithin10Percent() throws Exception {
		try (RigFixture f = new RigFixture(folder); ThrottledDisk disk = ThrottledDisk.in(folder, 256L << 20, 5_000,
				100_000_000, List.of(ProcessHandle.current().pid(), f.server.pid()))) {
			Path file = disk.folder().resolve("bench.dat");
			// a ramp of 1 s before each step: the throttle lets a burst through after an idle spell (as an SSD's cache
			// does); 2 s measured: it lets reads through in slices of 100 ms, an error of one slice at most
			RunPlan plan = both(f.plan("random.random", Map.of("duration", "2s", "regionLength", "64M", "rampTime", "1s")),
					f.plan("linear.bs-sweep", Map.of("blockSizes", "4k,1M", "timePerSize", "2s", "rampTime", "1s")));
			Map<String, List<Double>> local = new LinkedHashMap<>();
			Map<String, List<Double>> rig = new LinkedHashMap<>();
			Run lastRigRun = null;
			for (int round = 0; round < ROUNDS; round++) {
				for (boolean rigFirst : round % 2 == 0 ? new boolean[] { false, true } : new boolean[] { true, false }) {
					if (rigFirst) {
						// the file is there (the engine's run made it): fio writes it whole again, so it is confirmed
						TargetCheck check = f.checkOnRig(plan, f.request(file.toString(), false, true, 0, true));
						lastRigRun = f.run(plan, check, RunListener.NONE);
						collect(lastRigRun, rig);
					} else {
						TargetCheck check = Targets.check(new Targets.Request(file.toString(), false, "", FILE_SIZE, true, null,
								Files.exists(file) ? List.of(file.toString()) : List.of()));
						collect(f.run(plan, check, RunListener.NONE), local);
					}
				}
			}
			StringBuilder table = new StringBuilder(String.format(Locale.ROOT, "on %s; load %s%n%-24s %12s %12s %7s%n", disk.speed(),
					Files.readString(Path.of("/proc/loadavg")).strip(), "figure", "engine", "fio on rig", "ratio"));
			List<String> outside = new ArrayList<>();
			for (String key : local.keySet()) {
				double l = median(local.get(key));
				double r = median(rig.get(key));
				table.append(String.format(Locale.ROOT, "%-24s %12.1f %12.1f %7.3f  engine %s, rig %s%n", key, l, r, r / l,
						local.get(key), rig.get(key)));
				if (Math.abs(r / l - 1) > 0.10) {
					outside.add(key);
				}
			}
			System.out.print(table);
			assertEquals(List.of("read.mbps", "read.iops", "read.mbps.4096", "read.mbps.1048576"), new ArrayList<>(local.keySet()),
					"the figures compared");
			assertTrue(outside.isEmpty(), "outside 10 %: " + outside + "\n" + table);

			// both sides land in one library: the engine's runs and the rig's, two drives
			assertEquals(2 * ROUNDS, f.library.runs().size());
			assertEquals(2, f.library.runs().stream().map(r -> r.getDrive().getKey()).distinct().count());
			assertRecordsTheRig(f, lastRigRun);
		}
	}

	/**
	 * A new test file on a rig, kept, then measured again: one drive in the library, named after the disk
	 * fio reports it on (fio names a file's disks only once it exists: the first run used to be filed
	 * under "test file at rig local", the next ones under "test file on vda at rig local").
	 */
	@Test
	void aNewTestFileKeptAndMeasuredAgainIsOneDrive() throws Exception {
		try (RigFixture f = new RigFixture(folder)) {
			Path file = folder.resolve("kept.dat");
			RunPlan plan = f.plan("random.random", Map.of("duration", "1s", "regionLength", "8M"));
			Run first = f.run(plan, f.checkOnRig(plan, f.request(file.toString(), false, false, 8L << 20, true)), RunListener.NONE);
			Run again = f.run(plan, f.checkOnRig(plan, f.request(file.toString(), false, true, 0, false)), RunListener.NONE);
			assertEquals(ResultStatus.COMPLETED, first.getResults().get(0).getStatus());
			assertEquals(ResultStatus.COMPLETED, again.getResults().get(0).getStatus());
			assumeTrue(again.getDrive().getModel().startsWith("test file on "), "fio names no disk for a file in " + folder);
			assertEquals(again.getDrive().getKey(), first.getDrive().getKey());
			assertEquals(1, f.library.runs().stream().map(r -> r.getDrive().getKey()).distinct().count());
		}
	}

	/** The rig's run says where and by what it was measured, and the steps say fio. */
	private static void assertRecordsTheRig(RigFixture f, Run run) throws IOException {
		assertEquals("local", run.getBench().getRig());
		assertEquals(f.rig.address(), run.getBench().getRigAddress());
		assertEquals(f.client.localVersion().text(), run.getBench().getRemoteEngine(), "the same fio serves here and there");
		assertEquals(Files.readString(Path.of("/proc/sys/kernel/hostname")).strip(), run.getBench().getHost());
		assertTrue(run.getTarget().getPath().endsWith("bench.dat@local"), run.getTarget().getPath());
		assertTrue(run.getTarget().getTemporaryFiles().isEmpty(), "a file on a rig is never one of this machine's to clean up");
		assertTrue(run.getDrive().getIdentitySource().contains("on rig 'local'"), run.getDrive().getIdentitySource());
		for (TestResult r : run.getResults()) {
			assertEquals(ResultStatus.COMPLETED, r.getStatus(), r.getTestId() + ": " + r.getMessages());
			assertEquals(Backend.FIO.label(), r.getEngineBackend());
			assertFalse(r.getSteps().isEmpty());
			for (MeasuredStep s : r.getSteps()) {
				assertEquals("fio", s.getBackend());
				assertTrue(s.getReadIos() > 0 && s.getElapsedNanos() > 1_900_000_000L, s.getName() + " " + s.getElapsedNanos());
			}
			assertFalse(r.getHistograms().isEmpty(), "json+ bins become the latency histogram");
		}
		TestResult random = run.getResults().get(0);
		assertFalse(random.getIntervals().isEmpty(), "status snapshots become per-interval figures");
		assertTrue(random.getHistograms().get(0).getCount() > 1000);
	}

	private static RunPlan both(RunPlan a, RunPlan b) {
		List<PlannedTest> tests = new ArrayList<>(a.tests());
		tests.addAll(b.tests());
		return new RunPlan("rig against engine", tests);
	}

	/** random.random's IOPS and MB/s, and the sweep's MB/s per size. */
	private static void collect(Run run, Map<String, List<Double>> figures) {
		for (TestResult r : run.getResults()) {
			assertEquals(ResultStatus.COMPLETED, r.getStatus(), run.getTarget().getPath() + " " + r.getTestId() + ": "
					+ r.getMessages().stream().map(m -> m.getText()).toList());
			for (Metric m : r.getMetrics()) {
				boolean wanted = r.getTestId().equals("random.random") ? m.getKey().equals("read.iops") || m.getKey().equals("read.mbps")
						: m.getKey().startsWith("read.mbps.") && !m.getKey().endsWith(".mean");
				if (wanted) {
					figures.computeIfAbsent(m.getKey(), k -> new ArrayList<>()).add(m.getValue());
				}
			}
		}
	}

	private static double median(List<Double> values) {
		double[] v = values.stream().mapToDouble(Double::doubleValue).toArray();
		Arrays.sort(v);
		return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
	}
}
