package org.drivebench.drivetests.raid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.drivebench.core.api.ArrayStudy;
import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.SingleWorkloadTest.Defaults;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.ReviewRow;
import org.drivebench.report.ReviewTable;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunOptions;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.report.study.StripStudy;
import org.drivebench.report.study.StudyPlan;
import org.drivebench.report.study.StudyReports;
import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.core.testing.StandInWorkload;
import org.drivebench.engine.Target;
import org.drivebench.engine.sim.HddParameters;
import org.drivebench.engine.sim.SimulatedDrives;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

/**
 * The study over two simulated {@code hdd-7200} on the simulated chipset RAID (SIMULATION.md, "RAID-0
 * sets"), each figure against what the model's parameters imply, worked out here by hand:
 *
 * <ul>
 * <li>A 4 KiB sequential read at queue depth 1 lies on one member, whose read-ahead has it ready: it costs
 * the host's 10 us, the RAID driver's 5 us for its one piece, the member's command, 20 us, and the link,
 * 4096 B at 570 MB/s = 7.19 us: 42.19 us, 97.1 MB/s at every strip size.</li>
 * <li>1 MiB sequential reads cover both members at every strip of 4 to 128 KiB; each member streams its
 * strips at the outer zone's 150 MB/s while the other serves its own, so the set reads at 2 x 150 = 300
 * MB/s. (Reads smaller than the strip reach the sum too at queue depth 1 in this model, the member not
 * addressed reading its next strips ahead meanwhile; only the per-request path, as for 4 KiB, holds them
 * below it.)</li>
 * <li>A 4 KiB random read at queue depth 1 is one member's access: the average seek, 8.5 ms, half a
 * revolution, 4.17 ms, the host, the driver and the command, 35 us: 12.70 ms, 78.7 IOPS, as one drive.</li>
 * <li>4 KiB random reads at queue depth 32 fall on either member alike, so each member has about 16
 * commands to choose from: the set does twice what one drive does at queue depth 16 (measured here on one
 * simulated drive), well above one drive at 32.</li>
 * </ul>
 */
class SimulatedStripStudyTest {
	private static final HddParameters HDD = HddParameters.desktop7200();
	private static final StandInWorkload SEQUENTIAL = new StandInWorkload("study.sequential", true, new Defaults("1M", 1, 1, "2s", "1G"));
	private static final StandInWorkload RANDOM = new StandInWorkload("study.random", false, new Defaults("4k", 1, 1, "2s", "0"));

	private static PlannedTest planned(DriveTest test, String label, Map<String, String> parameters) {
		return new PlannedTest(test, ParameterValues.resolve(test.descriptor().id(), test.parameters(), parameters), label);
	}

	private static final RunPlan SUITE = new RunPlan("study-probe", List.of(
			planned(SEQUENTIAL, "Seq 4K Q1", Map.of("blockSize", "4k")),
			planned(SEQUENTIAL, "Seq 1M Q1", Map.of("blockSize", "1M")),
			planned(RANDOM, "Random 4K Q1", Map.of("duration", "10s")),
			planned(RANDOM, "Random 4K Q32", Map.of("queueDepth", "32", "duration", "10s"))),
			RunOptions.DEFAULT.withSeed(SimulatedTestRuns.SEED));

	/** Runs the study's plan point by point, as the command line and the launcher do. */
	private static List<Run> run(StudyPlan plan) throws Exception {
		List<Run> runs = new ArrayList<>();
		for (ArrayStudy.Point point : plan.points()) {
			try (Target array = SimulatedDrives.open(point.target())) {
				runs.add(new SuiteRunner(SimulatedTestRuns.ENGINE, "test").run(plan.planAt(point), array, RunListener.NONE, r -> {
				}));
			}
		}
		return runs;
	}

	private static double value(ReviewTable table, String test, String key, int strip) {
		ReviewRow row = table.rows().stream().filter(r -> r.testName().equals(test) && r.metricKey().equals(key)).findFirst()
				.orElseThrow(() -> new AssertionError("no row " + test + " / " + key));
		return row.cells().get(strip).requireSummary().mean();
	}

	@Test
	void theStudyOverTwoDesktopDrivesGivesWhatTheChipsetRaidModelImplies() throws Exception {
		StudyPlan plan = StudyPlan.of(new StripSizeStudy(), Map.of("strips", "4k, 16k, 128k"), "two desktop drives", SUITE);
		List<Run> runs = run(plan);
		for (Run run : runs) {
			assertEquals("two desktop drives", run.getStudy());
			assertEquals(List.of("sim:hdd-7200", "sim:hdd-7200"), run.getTarget().getMembers());
		}
		assertEquals(List.of(4096, 16384, 131072), runs.stream().map(r -> r.getTarget().getStripSizeBytes()).toList());
		ReviewTable table = StudyReports.table(StripStudy.of(runs).get(0), new ReportBuilder());
		assertEquals(List.of("4 KiB strip", "16 KiB strip", "128 KiB strip"), table.drives().stream().map(d -> d.label()).toList());

		double path4k = 4096 / ((HDD.hostOverheadNanos() + 5_000 + HDD.commandOverheadNanos()) / 1e3
				+ 4096 / HDD.interfaceMegabytesPerSecond());
		assertEquals(97.1, path4k, 0.05, "the derivation in the comment");
		double bothMedia = 2 * HDD.outerMegabytesPerSecond();
		double access = (HDD.averageSeekNanos() + HDD.revolutionNanos() / 2 + HDD.hostOverheadNanos() + 5_000
				+ HDD.commandOverheadNanos()) / 1e6;
		TestResult alone = SimulatedTestRuns.completed(RANDOM, "hdd-7200", "queueDepth=16", "duration=10s");
		TestResult alone32 = SimulatedTestRuns.completed(RANDOM, "hdd-7200", "queueDepth=32", "duration=10s");
		for (int strip = 0; strip < 3; strip++) {
			String at = table.drives().get(strip).label();
			assertEquals(path4k, value(table, "Seq 4K Q1", "read.mbps", strip), path4k * 0.02, at);
			assertEquals(bothMedia, value(table, "Seq 1M Q1", "read.mbps", strip), bothMedia * 0.02, at);
			// random access times spread by a few percent over 800 accesses: as AccessTimeTest allows
			double iops = value(table, "Random 4K Q1", "read.iops", strip);
			assertTrue(iops > 0.97 * 1000 / access && iops < 1.1 * 1000 / access, at + ": " + iops + " IOPS");
			double q32 = value(table, "Random 4K Q32", "read.iops", strip);
			double twoAt16 = 2 * SimulatedTestRuns.value(alone, "read.iops");
			assertEquals(twoAt16, q32, twoAt16 * 0.1, at + ": the second member");
			assertTrue(q32 > 1.4 * SimulatedTestRuns.value(alone32, "read.iops"), at + ": more than one drive at QD32");
		}
	}
}
