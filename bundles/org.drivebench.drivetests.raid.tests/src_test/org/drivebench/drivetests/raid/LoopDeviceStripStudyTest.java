package org.drivebench.drivetests.raid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.drivebench.core.api.ArrayStudy;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.SingleWorkloadTest.Defaults;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.ReviewTable;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.report.study.StripStudy;
import org.drivebench.report.study.StudyPlan;
import org.drivebench.report.study.StudyReports;
import org.drivebench.core.testing.StandInWorkload;
import org.drivebench.engine.Target;
import org.drivebench.engine.device.DeviceInspector;
import org.drivebench.engine.device.WriteRefusedException;
import org.drivebench.engine.open.Targets;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.engine.testing.LoopDevice;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The study over two loop devices this test creates: the engine stripes them at each strip size, every
 * write confirmed by both devices' own serials, and the library keeps the runs as one study.
 */
class LoopDeviceStripStudyTest {
	@TempDir
	Path folder;

	@Test
	void aStudyOverTwoLoopDevicesWritesOnlyWithBothSerialsAndKeepsItsRunsAsOneStudy() throws Exception {
		Assumptions.assumeTrue(LoopDevice.unavailableReason() == null, () -> "skipped: " + LoopDevice.unavailableReason());
		try (LoopDevice a = LoopDevice.create(folder, 32L << 20, 512, null);
				LoopDevice b = LoopDevice.create(folder, 32L << 20, 512, null)) {
			DeviceInspector inspector = new DeviceInspector();
			String serialA = inspector.inspect(a.device().toString()).confirmationToken().orElseThrow();
			String serialB = inspector.inspect(b.device().toString()).confirmationToken().orElseThrow();
			StandInWorkload sequential = new StandInWorkload("study.sequential", true, new Defaults("1M", 1, 1, "2s", "1G"));
			RunPlan suite = new RunPlan("loop-study", List.of(
					new PlannedTest(sequential, ParameterValues.resolve("study.sequential", sequential.parameters(),
							Map.of("direction", "write", "blockSize", "256k", "queueDepth", "4", "duration", "1s", "regionLength", "16M")),
							"Seq write"),
					new PlannedTest(sequential, ParameterValues.resolve("study.sequential", sequential.parameters(),
							Map.of("blockSize", "256k", "queueDepth", "4", "duration", "1s", "regionLength", "16M")), "Seq read")));
			StudyPlan plan = StudyPlan.of(new StripSizeStudy(), Map.of("members", a.device() + ", " + b.device(), "strips", "4k, 64k"),
					"loop pair", suite);
			assertEquals(List.of("raid0:4k:" + a.device() + "," + b.device(), "raid0:64k:" + a.device() + "," + b.device()),
					plan.points().stream().map(ArrayStudy.Point::target).toList());
			// one member's serial confirms nothing for the other: the write guard judges each member
			ArrayStudy.Point first = plan.points().get(0);
			WriteRefusedException refused = assertThrows(WriteRefusedException.class,
					() -> Targets.check(new Targets.Request(first.target(), true, List.of(serialA), 0, false, null, List.of())));
			assertTrue(refused.getMessage().contains("Refusing to open " + b.device()), refused.getMessage());

			List<Run> runs = new ArrayList<>();
			for (ArrayStudy.Point point : plan.points()) {
				try (Target array = Targets.open(new Targets.Request(point.target(), true, List.of(serialA, serialB), 0, false, null,
						List.of()))) {
					runs.add(new SuiteRunner(new DefaultIoEngine(), "test").run(plan.planAt(point), array, RunListener.NONE, r -> {
					}));
				}
			}
			for (Run run : runs) {
				assertEquals("loop pair", run.getStudy());
				assertEquals(List.of(a.device().toString(), b.device().toString()), run.getTarget().getMembers());
				assertTrue(run.getResults().stream().allMatch(r -> r.getStatus() == ResultStatus.COMPLETED),
						run.getResults().stream().map(r -> r.getTestName() + " " + r.getStatus() + " " + r.getMessages()).toList()
								.toString());
			}
			assertEquals(List.of(4096, 65536), runs.stream().map(r -> r.getTarget().getStripSizeBytes()).toList());
			ReviewTable table = StudyReports.table(StripStudy.of(runs).get(0), new ReportBuilder());
			assertEquals(List.of("4 KiB strip", "64 KiB strip"), table.drives().stream().map(d -> d.label()).toList());
			assertTrue(table.rows().stream().filter(r -> r.metricKey().equals("write.mbps"))
					.allMatch(r -> r.cells().stream().allMatch(c -> c.requireSummary().mean() > 0)), "both arrays were written");
		}
	}
}
