package org.drivebench.drivetests.random;

import static org.drivebench.core.testing.SimulatedTestRuns.messages;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.IoEngine;
import org.drivebench.engine.Target;
import org.drivebench.engine.sim.SimulatedDrives;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The standard tests when the device fails under them: a test whose engine run throws fails alone,
 * keeping what it measured before; one whose engine run never returns is failed as hung; either way
 * the suite goes on. (The runner's own rules are tested in the core with scripted tests; these are
 * the real tests on a simulated drive that breaks.)
 */
class EngineFailureTest {
	private final CountDownLatch release = new CountDownLatch(1);

	@AfterEach
	void releaseTheHungRun() {
		release.countDown();
	}

	private static PlannedTest planned(DriveTest test) {
		return new PlannedTest(test, ParameterValues.resolve(test.descriptor().id(), test.parameters(), Map.of()), test.descriptor().name());
	}

	private static Run run(SuiteRunner runner, DriveTest... tests) throws IOException {
		try (Target drive = SimulatedDrives.open("hdd-7200")) {
			return runner.run(new RunPlan("broken drive", List.of(tests).stream().map(EngineFailureTest::planned).toList()),
					drive, RunListener.NONE, r -> {
					});
		}
	}

	@Test
	void aDeviceErrorMidSweepFailsTheTestWithItsMessageKeepingTheDepthsMeasured() throws IOException {
		AtomicInteger runs = new AtomicInteger();
		IoEngine failingThirdRun = (target, spec, observer) -> {
			if (runs.incrementAndGet() == 3) {
				throw new IOException("sim:hdd-7200: read at byte 1234567680 failed: Input/output error");
			}
			return SimulatedTestRuns.ENGINE.run(target, spec, observer);
		};
		Run run = run(new SuiteRunner(failingThirdRun, "test"), new QueueDepthScaling(), new AccessTime());
		TestResult sweep = run.getResults().get(0);
		assertEquals(ResultStatus.FAILED, sweep.getStatus());
		assertEquals(List.of("sim:hdd-7200: read at byte 1234567680 failed: Input/output error"), messages(sweep));
		assertTrue(value(sweep, "read.iops.qd1") > 0 && value(sweep, "read.iops.qd2") > 0, "the depths before the error stay");
		assertTrue(sweep.getMetrics().stream().noneMatch(m -> m.getKey().endsWith(".qd4")));
		assertEquals(2, SimulatedTestRuns.series(sweep, "read.iops").getXValues().toArray().length, "and their curve");
		assertEquals(ResultStatus.COMPLETED, run.getResults().get(1).getStatus(), "the suite goes on");
	}

	@Test
	void anEngineRunThatNeverReturnsIsFailedAsHungAndTheSuiteGoesOn() throws IOException {
		AtomicInteger runs = new AtomicInteger();
		IoEngine hangingFirstRun = (target, spec, observer) -> {
			if (runs.incrementAndGet() == 1) {
				while (true) {
					try {
						release.await(); // a device call stuck in the kernel heeds nothing
						throw new IOException("released");
					} catch (InterruptedException e) {
						// ignored, as by a thread in uninterruptible sleep
					}
				}
			}
			return SimulatedTestRuns.ENGINE.run(target, spec, observer);
		};
		SuiteRunner impatient = new SuiteRunner(hangingFirstRun, "test", Duration.ofMillis(300), Duration.ofMillis(300));
		long start = System.nanoTime();
		Run run = run(impatient, new SustainedLatency(), new AccessTime());
		assertTrue(System.nanoTime() - start < Duration.ofSeconds(10).toNanos());
		TestResult hung = run.getResults().get(0);
		assertEquals(ResultStatus.FAILED, hung.getStatus());
		assertTrue(messages(hung).get(0).startsWith("hung: no progress for 0 s and did not stop"), messages(hung).toString());
		assertTrue(hung.getMetrics().isEmpty());
		assertEquals(ResultStatus.COMPLETED, run.getResults().get(1).getStatus());
		assertTrue(value(run.getResults().get(1), "read.access-time.mean") > 5);
	}
}
