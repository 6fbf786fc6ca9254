package org.drivebench.drivetests.linear;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.runner.PlanRehearsal;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.TargetShape;
import org.drivebench.engine.sim.SimulatedDrives;
import org.junit.jupiter.api.Test;

/** Issue 9, found 8: the linear tests' parameters are checked against the target when the run is planned. */
class PlanTimeChecksTest {
	private static final List<DriveTest> TESTS = List.of(new SequentialBlockSizeSweep(), new SequentialWorkload(),
			new StartEndRates(), new SurfaceScan());

	private static TargetShape file(long size) {
		return new TargetShape("/data/t.dat", TargetType.FILE, size, 4096, 4096, false,
				new DeviceIdentity("", "test file on vda", "", "", size, 4096, 4096, false, 0, "file"), true);
	}

	private static RunPlan plan(DriveTest test, Map<String, String> values) {
		return new RunPlan(test.descriptor().id(), List.of(new PlannedTest(test, ParameterValues.resolve(test.descriptor().id(), test.parameters(), values),
				test.descriptor().name())));
	}

	@Test
	void everyLinearTestWithItsDefaultsFitsEverySimulatedDriveAndALargeFile() {
		for (DriveTest test : TESTS) {
			for (String drive : SimulatedDrives.names()) {
				assertEquals(List.of(), PlanRehearsal.problems(plan(test, Map.of()), TargetShape.of(SimulatedDrives.open(drive), true)),
						test.descriptor().id() + " on " + drive);
			}
			assertEquals(List.of(), PlanRehearsal.problems(plan(test, Map.of()), file(64L << 30)), test.descriptor().id());
		}
	}

	/** A 64 MiB test file is too small for a surface sample of 16 MiB with its 1 GiB write lead-in, or 1 GiB at each end. */
	@Test
	void spansAndSamplesLargerThanTheTargetAreFoundAtPlanTime() {
		List<String> surface = PlanRehearsal.problems(plan(new SurfaceScan(), Map.of("direction", "write")), file(64L << 20));
		assertEquals(1, surface.size(), surface.toString());
		assertTrue(surface.get(0).contains("cacheFill = 1GiB: a sample with its lead-in"), surface.get(0));
		List<String> ends = PlanRehearsal.problems(plan(new StartEndRates(), Map.of()), file(64L << 20));
		assertEquals(1, ends.size(), ends.toString());
		assertTrue(ends.get(0).startsWith("linear.start-end on /data/t.dat: "), ends.get(0));
	}
}
