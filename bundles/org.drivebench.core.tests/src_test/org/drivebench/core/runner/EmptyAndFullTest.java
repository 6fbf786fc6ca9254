package org.drivebench.core.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.sim.SimulatedDrives;
import org.drivebench.engine.sim.SimulatedTarget;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

/** A plan run on the empty drive, then on the drive filled to a share of its capacity. */
class EmptyAndFullTest {
	@Test
	void theTestsRunOnTheEmptyDriveThenOnTheDriveFilledWithIncompressibleData() throws IOException {
		List<Long> held = new ArrayList<>();
		ScriptedTest look = new ScriptedTest("look", false,
				context -> held.add(((SimulatedTarget) context.target()).ssdStatus().validBytes()));
		RunPlan plan = EmptyAndFull.expand(new RunPlan("look", List.of(look.planned()), RunOptions.DEFAULT.withSeed(3)), 10);
		assertTrue(plan.writes(), "the fill writes: a device must be confirmed");
		try (SimulatedTarget drive = SimulatedDrives.open("ssd-nvme")) {
			Run run = new SuiteRunner(SimulatedTestRuns.ENGINE, "test").run(plan, drive, RunListener.NONE, r -> {
			});
			assertEquals(List.of("Scripted look, empty", "Fill to 10 %", "Scripted look, 10 % full"),
					run.getResults().stream().map(TestResult::getCaseName).toList());
			assertTrue(run.getResults().stream().allMatch(r -> r.getStatus() == ResultStatus.COMPLETED));
			long tenth = drive.sizeBytes() / 10 / (1 << 20) * (1 << 20);
			assertEquals(List.of(0L, tenth), held, "nothing held, then a tenth of the drive in whole MiB");
			TestResult fill = run.getResults().get(1);
			assertEquals(tenth / 1e9, fill.getMetrics().stream().filter(m -> m.getKey().equals("fill.written")).findFirst().orElseThrow()
					.getValue(), 1e-9);
		}
	}

	@Test
	void theShareIsTypedAsAWholePercentAndAnythingElseIsRefusedNamingIt() {
		assertEquals(80, EmptyAndFull.parsePercent("80"));
		assertEquals(80, EmptyAndFull.parsePercent(" 80 % "));
		assertEquals(100, EmptyAndFull.parsePercent("100%"));
		for (String bad : List.of("", "0", "101", "-5", "eighty", "80.5", "80 GB")) {
			assertEquals("'" + bad.strip() + "': give the share to fill, a whole number of percent from 1 to 100",
					assertThrows(IllegalArgumentException.class, () -> EmptyAndFull.parsePercent(bad)).getMessage());
		}
	}

	@Test
	void onlyAFreshDriveForEachTestRefusesTheEmptyAndTheFullDrive() {
		assertTrue(EmptyAndFull.refusal(RunOptions.DEFAULT.withSeed(7)).isEmpty());
		assertTrue(EmptyAndFull.refusal(RunOptions.DEFAULT.withFreshDrivePerTest(true)).orElseThrow()
				.contains("each test on a fresh drive"));
	}

	@Test
	void aFillOutsideOneToAHundredPercentOrAFreshDriveForEachTestIsRefusedSayingWhy() {
		RunPlan plan = new RunPlan("look", List.of(new ScriptedTest("look", false, context -> {
		}).planned()));
		assertEquals("fill = 0 %: give 1 to 100", assertThrows(IllegalArgumentException.class, () -> EmptyAndFull.expand(plan, 0))
				.getMessage());
		assertTrue(assertThrows(IllegalArgumentException.class,
				() -> EmptyAndFull.expand(plan.with(RunOptions.DEFAULT.withFreshDrivePerTest(true)), 80)).getMessage()
				.startsWith("the empty and the full drive cannot be tested with each test on a fresh drive"));
	}
}
