package org.drivebench.rig;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.runner.PlanRehearsal;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.drivetests.linear.SequentialBlockSizeSweep;
import org.drivebench.drivetests.linear.SequentialWorkload;
import org.drivebench.drivetests.linear.StartEndRates;
import org.drivebench.drivetests.linear.SurfaceScan;
import org.drivebench.drivetests.random.AccessTime;
import org.drivebench.drivetests.random.LatencyConsistency;
import org.drivebench.drivetests.random.MixedReadWrite;
import org.drivebench.drivetests.random.MixedSizes;
import org.drivebench.drivetests.random.QueueDepthScaling;
import org.drivebench.drivetests.random.RandomBlockSizeSweep;
import org.drivebench.drivetests.random.RandomWorkload;
import org.drivebench.drivetests.random.ServerPatterns;
import org.drivebench.drivetests.random.SustainedLatency;
import org.drivebench.engine.open.TargetCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which of the standard linear and random tests run on a new test file on a rig with their default
 * parameters, as docs/rigs.md lists them: every one whose steps are plain workloads, and not the two
 * whose figures fio cannot give (a transfer rate against position, a latency against position), nor
 * random.sustained's 512-byte blocks on a file fio reads with 4 KiB direct I/O; each refused before it
 * starts naming the step and the reason. Judged against a real fio server, writing nothing.
 */
class RigCoverageTest {
	@TempDir
	Path folder;

	@Test
	void everyStandardTestButTheSurfaceScanAndTheAccessTimeScatterRunsOnATestFileOnARig() throws Exception {
		try (RigFixture f = new RigFixture(folder)) {
			List<DriveTest> tests = List.of(new SequentialBlockSizeSweep(), new SequentialWorkload(), new StartEndRates(),
					new SurfaceScan(), new AccessTime(), new LatencyConsistency(), new MixedReadWrite(), new MixedSizes(),
					new QueueDepthScaling(), new RandomBlockSizeSweep(), new RandomWorkload(), new ServerPatterns(),
					new SustainedLatency());
			tests.forEach(f.registry::addTest);
			Path file = folder.resolve("bench.dat");
			// a new 1 GiB test file (the default size): it needs no confirmation, also for the tests that write
			Map<String, String> refused = new TreeMap<>();
			for (DriveTest test : tests) {
				String id = test.descriptor().id();
				RunPlan plan = f.plan(id, Map.of());
				TargetCheck check = RigTargets.check(f.request(file.toString(), plan.writes(), false, 0, false), f.engine);
				List<String> problems = PlanRehearsal.problems(plan, check.rehearsalTarget());
				if (!problems.isEmpty()) {
					refused.put(id, String.join("\n", problems));
				}
			}
			assertEquals(List.of("linear.surface", "random.access-time", "random.sustained"), List.copyOf(refused.keySet()),
					refused.toString());
			// a new test file on a rig takes 4 KiB direct I/O (RigTargets); random.sustained's default is 512 B blocks
			assertTrue(refused.get("random.sustained").contains("blockSize = 512B")
					&& refused.get("random.sustained").contains("4096-byte logical block"), refused.get("random.sustained"));
			assertEquals(List.of(), PlanRehearsal.problems(f.plan("random.sustained", Map.of("blockSize", "4k")),
					RigTargets.check(f.request(file.toString(), true, false, 0, false), f.engine).rehearsalTarget()),
					"with 4 KiB blocks it runs there");
			assertTrue(refused.get("linear.surface").contains("positionBuckets"), refused.get("linear.surface"));
			assertTrue(refused.get("random.access-time").contains("fio's json+ output has no latency against position"),
					refused.get("random.access-time"));
			assertTrue(java.nio.file.Files.notExists(file), "nothing was written on the rig");
		}
	}
}
