package org.drivebench.drivetests.random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.InvalidParameterException;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.runner.PlanRehearsal;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.TargetShape;
import org.drivebench.engine.sim.SimulatedDrives;
import org.junit.jupiter.api.Test;

/**
 * Issue 9, found 8: bad parameters are found when the run is planned, against the target, before
 * anything runs (exit 1 and a failed run saved before). Every random test is rehearsed on the target's
 * shape; nothing here does I/O.
 */
class PlanTimeChecksTest {
	private static final List<DriveTest> TESTS = List.of(new AccessTime(), new LatencyConsistency(), new MixedReadWrite(),
			new MixedSizes(), new QueueDepthScaling(), new RandomBlockSizeSweep(), new RandomWorkload(), new ServerPatterns(),
			new SustainedLatency());

	/** A 256 MiB device with 512-byte logical and 4 KiB physical sectors. */
	private static TargetShape device(long size, int logical) {
		return new TargetShape("/dev/loop9", TargetType.BLOCK_DEVICE, size, logical, 4096, false,
				new DeviceIdentity("", "Loop device", "", "", size, logical, 4096, false, 0, "loop"), true);
	}

	private static RunPlan plan(DriveTest test, Map<String, String> values) {
		return new RunPlan(test.descriptor().id(), List.of(new PlannedTest(test, ParameterValues.resolve(test.descriptor().id(), test.parameters(), values),
				test.descriptor().name())));
	}

	@Test
	void everyRandomTestWithItsDefaultsFitsEverySimulatedDriveAndALargeDevice() {
		for (DriveTest test : TESTS) {
			for (String drive : SimulatedDrives.names()) {
				assertEquals(List.of(), PlanRehearsal.problems(plan(test, Map.of()), TargetShape.of(SimulatedDrives.open(drive), true)),
						test.descriptor().id() + " on " + drive);
			}
			assertEquals(List.of(), PlanRehearsal.problems(plan(test, Map.of()), device(64L << 30, 512)), test.descriptor().id());
		}
	}

	@Test
	void aRegionLargerThanTheTargetIsFoundAtPlanTime() {
		List<String> problems = PlanRehearsal.problems(plan(new RandomWorkload(), Map.of("regionLength", "10T")),
				TargetShape.of(SimulatedDrives.open("hdd-7200"), false));
		assertEquals(1, problems.size(), problems.toString());
		assertTrue(problems.get(0).startsWith("random.random on sim:hdd-7200: regionLength = 10TiB: larger than sim:hdd-7200"),
				problems.get(0));
	}

	@Test
	void theDefaultRegionOfOneGibibyteOnASmallerDeviceIsFoundAtPlanTime() {
		List<String> problems = PlanRehearsal.problems(plan(new RandomWorkload(), Map.of()), device(256L << 20, 512));
		assertEquals(1, problems.size(), problems.toString());
		assertTrue(problems.get(0).contains("regionLength = 1GiB: larger than /dev/loop9 (256 MiB)"), problems.get(0));
	}

	@Test
	void aBlockSizeTheTargetCannotTransferIsFoundAtPlanTime() {
		List<String> problems = PlanRehearsal.problems(plan(new RandomWorkload(), Map.of("blockSize", "3000")),
				device(64L << 30, 512));
		assertEquals(1, problems.size(), problems.toString());
		assertTrue(problems.get(0).contains("blockSize = 3000B: /dev/loop9 transfers multiples of its 512-byte logical block"),
				problems.get(0));
		List<String> fourKn = PlanRehearsal.problems(plan(new RandomBlockSizeSweep(), Map.of("blockSizes", "512, 1k, 2k")),
				device(64L << 30, 4096));
		assertEquals(1, fourKn.size(), fourKn.toString());
		assertTrue(fourKn.get(0).contains("none of these sizes can be measured"), fourKn.get(0));
	}

	@Test
	void listsThatNameAValueTwiceAreRefused() {
		InvalidParameterException shares = assertThrows(InvalidParameterException.class,
				() -> plan(new MixedReadWrite(), Map.of("readShares", "50,50")));
		assertEquals("random.mixed: readShares = \"50,50\": lists 50 twice; give each value once", shares.getMessage());
		InvalidParameterException depths = assertThrows(InvalidParameterException.class,
				() -> plan(new QueueDepthScaling(), Map.of("queueDepths", "1,1,2")));
		assertEquals("random.qd-scaling: queueDepths = \"1,1,2\": lists 1 twice; give each value once", depths.getMessage());
		assertThrows(InvalidParameterException.class, () -> plan(new RandomBlockSizeSweep(), Map.of("blockSizes", "4k, 4096")));
	}
}
