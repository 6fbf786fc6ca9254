package org.drivebench.core.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.testing.FakeTarget;
import org.drivebench.engine.TargetShape;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.IoEngine;
import org.drivebench.core.units.Units;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

class SuiteRunnerTest {
	private static final IoEngine NO_ENGINE = (target, spec, observer) -> {
		throw new AssertionError("these tests do no I/O");
	};

	private final SuiteRunner runner = new SuiteRunner(NO_ENGINE, "9.9", Duration.ofMillis(300), Duration.ofMillis(300));

	private static ScriptedTest passing(String id) {
		return new ScriptedTest(id, false, c -> c.results().metric("read.mbps", "Read", 123.4, Units.MB_PER_S, BetterDirection.HIGHER));
	}

	private static String messages(TestResult r) {
		return String.join(" | ", r.getMessages().stream().map(m -> m.getText()).toList());
	}

	/**
	 * A result records the parameters that shaped it: a partition size means something where the test
	 * partitions a drive, and on a test file it is left out (it read "Partition size 50GiB B" there).
	 */
	@Test
	void aResultRecordsOnlyTheParametersThatApplyToItsTarget() {
		DriveTest copying = new ScriptedTest("copy", false, c -> {
		});
		List<ParameterSpec> specs = List.of(
				ParameterSpec.size("partitionSize", "Partition size").defaultValue("50G").appliesTo(TargetType.BLOCK_DEVICE).build(),
				ParameterSpec.size("setSize", "Set size").defaultValue("1G").build());
		PlannedTest planned = new PlannedTest(new PlainTest(copying, specs), ParameterValues.resolve("copy", specs, java.util.Map.of()),
				"Copy");
		for (TargetType kind : List.of(TargetType.FILE, TargetType.BLOCK_DEVICE)) {
			TargetShape target = new TargetShape("t", kind, 1L << 30, 512, 4096, true, FakeTarget.disk(false).identity(), false);
			Run run = runner.run(new RunPlan("suite", List.of(planned)), target, RunListener.NONE, r -> {
			});
			List<String> recorded = run.getResults().get(0).getParameters().stream().map(p -> p.getKey() + "=" + p.getValue()).toList();
			assertEquals(kind == TargetType.FILE ? List.of("setSize=1GiB") : List.of("partitionSize=50GiB", "setSize=1GiB"), recorded,
					kind.toString());
		}
	}

	/** {@code test} with other parameters. */
	private record PlainTest(DriveTest test, List<ParameterSpec> parameters) implements DriveTest {
		@Override
		public org.drivebench.core.api.TestDescriptor descriptor() {
			return test.descriptor();
		}

		@Override
		public boolean writes(ParameterValues values) {
			return false;
		}

		@Override
		public void run(org.drivebench.core.api.TestContext context) throws Exception {
			test.run(context);
		}
	}

	@Test
	void aThrowingTestFailsAloneWithItsMessageAndTheRunGoesOn() {
		ScriptedTest throwing = new ScriptedTest("bad", false, c -> {
			throw new IllegalStateException("the drive answered garbage at LBA 12");
		});
		List<Run> checkpoints = new ArrayList<>();
		Run run = runner.run(new RunPlan("suite", List.of(passing("a").planned(), throwing.planned(), passing("b").planned())),
				FakeTarget.disk(false), RunListener.NONE, checkpoints::add);
		assertEquals(List.of(ResultStatus.COMPLETED, ResultStatus.FAILED, ResultStatus.COMPLETED),
				run.getResults().stream().map(TestResult::getStatus).toList());
		assertEquals("the drive answered garbage at LBA 12", messages(run.getResults().get(1)));
		assertEquals(123.4, run.getResults().get(2).getMetrics().get(0).getValue());
		assertEquals(7, checkpoints.size(), "the run is checkpointed before it starts, and when every test starts and ends");
	}

	/**
	 * Issue 9, found 5: what a crash at any moment leaves is honest. Every checkpoint is what the library
	 * would hold if the process died right after it: in progress, with the test under way marked and no
	 * finish time, until the last test is done.
	 */
	@Test
	void everyCheckpointSaysHowFarTheRunGot() {
		List<Run> saved = new ArrayList<>();
		Run run = runner.run(new RunPlan("suite", List.of(passing("a").planned(), passing("b").planned())), FakeTarget.disk(false),
				RunListener.NONE, r -> saved.add(org.eclipse.emf.ecore.util.EcoreUtil.copy(r)));
		assertEquals(5, saved.size());
		Run beforeAnyTest = saved.get(0);
		assertEquals(org.drivebench.model.RunState.IN_PROGRESS, beforeAnyTest.getState());
		assertEquals(List.of(), beforeAnyTest.getResults());
		assertEquals(null, beforeAnyTest.getFinishedAt());
		assertTrue(beforeAnyTest.getProcess().contains("pid=" + ProcessHandle.current().pid()), beforeAnyTest.getProcess());
		assertEquals(RunProcess.Liveness.RUNNING, RunProcess.of(beforeAnyTest), "this process lives");
		Run duringSecond = saved.get(3);
		assertEquals(List.of(ResultStatus.COMPLETED, ResultStatus.RUNNING),
				duringSecond.getResults().stream().map(TestResult::getStatus).toList());
		assertEquals(org.drivebench.model.RunState.IN_PROGRESS, duringSecond.getState());
		assertEquals(null, duringSecond.getFinishedAt(), "not finished while a test is under way");
		assertEquals("b", RunProcess.testUnderWay(duringSecond).orElseThrow().getTestId());
		// the same file, read after the process died: its process field names a process that is gone
		duringSecond.setProcess(duringSecond.getProcess().replaceFirst("pid=\\d+", "pid=" + Long.MAX_VALUE));
		assertEquals(RunProcess.Liveness.INTERRUPTED, RunProcess.of(duringSecond));
		assertEquals("interrupted during Scripted b (test 2)", RunProcess.describe(duringSecond));
		assertEquals(org.drivebench.model.RunState.FINISHED, run.getState());
		assertTrue(run.getFinishedAt() != null);
		assertEquals(run.getState(), saved.get(4).getState(), "the last checkpoint is the finished run");
	}

	@Test
	void aHungTestThatIgnoresCancellationIsFailedAndAbandoned() {
		CountDownLatch never = new CountDownLatch(1);
		ScriptedTest hung = new ScriptedTest("hung", false, c -> {
			while (true) {
				try {
					never.await();
				} catch (InterruptedException e) {
					// ignores everything, as a test stuck in a device call would
				}
			}
		});
		long start = System.nanoTime();
		Run run = runner.run(new RunPlan("suite", List.of(hung.planned(), passing("after").planned())), FakeTarget.disk(false),
				RunListener.NONE, r -> {
				});
		assertTrue(System.nanoTime() - start < Duration.ofSeconds(5).toNanos(), "the runner waited too long");
		TestResult first = run.getResults().get(0);
		assertEquals(ResultStatus.FAILED, first.getStatus());
		assertTrue(messages(first).startsWith("hung: no progress for 0 s and did not stop"), messages(first));
		assertEquals(ResultStatus.COMPLETED, run.getResults().get(1).getStatus());
	}

	@Test
	void aStalledTestThatHonoursCancellationFailsAsStopped() {
		ScriptedTest stalled = new ScriptedTest("stalled", false, c -> {
			while (!c.progress().cancelled()) {
				Thread.sleep(10);
			}
		});
		Run run = runner.run(new RunPlan("s", List.of(stalled.planned())), FakeTarget.disk(false), RunListener.NONE, r -> {
		});
		assertEquals(ResultStatus.FAILED, run.getResults().get(0).getStatus());
		assertTrue(messages(run.getResults().get(0)).startsWith("stopped: no progress"));
	}

	@Test
	void aTestThatKeepsReportingProgressIsNotStalled() {
		ScriptedTest busy = new ScriptedTest("busy", false, c -> {
			for (int i = 0; i < 10; i++) {
				c.progress().step("step " + i, i, 10);
				Thread.sleep(100); // 1 s in all, three times the stall timeout, with a sign of life every 100 ms
			}
		});
		Run run = runner.run(new RunPlan("s", List.of(busy.planned())), FakeTarget.disk(false), RunListener.NONE, r -> {
		});
		assertEquals(ResultStatus.COMPLETED, run.getResults().get(0).getStatus());
	}

	@Test
	void userCancellationKeepsPartialFiguresAndSkipsTheRest() {
		AtomicBoolean cancel = new AtomicBoolean();
		ScriptedTest slow = new ScriptedTest("slow", false, c -> {
			c.results().metric("partial", "Partial", 1, Units.MB_PER_S, BetterDirection.HIGHER);
			cancel.set(true);
			while (!c.progress().cancelled()) {
				c.progress().step("waiting", 0, 1);
				Thread.sleep(5);
			}
		});
		Run run = runner.run(new RunPlan("s", List.of(slow.planned(), passing("next").planned())), FakeTarget.disk(false),
				new RunListener() {
					@Override
					public boolean cancelRequested() {
						return cancel.get();
					}
				}, r -> {
				});
		assertEquals(ResultStatus.CANCELLED, run.getResults().get(0).getStatus());
		assertEquals(1, run.getResults().get(0).getMetrics().size(), "partial figures are kept");
		assertEquals(ResultStatus.SKIPPED, run.getResults().get(1).getStatus());
	}

	/** A stop (a group test paused) lets the test under way finish whole and skips the rest. */
	@Test
	void aStopLetsTheTestUnderWayFinishWholeAndSkipsTheRest() {
		AtomicBoolean stop = new AtomicBoolean();
		ScriptedTest first = new ScriptedTest("first", false, c -> {
			stop.set(true); // asked while the first test runs
			c.results().metric("read.mbps", "Read", 99, Units.MB_PER_S, BetterDirection.HIGHER);
		});
		Run run = runner.run(new RunPlan("s", List.of(first.planned(), passing("second").planned(), passing("third").planned())),
				FakeTarget.disk(false), new RunListener() {
					@Override
					public boolean stopRequested() {
						return stop.get();
					}
				}, r -> {
				});
		assertEquals(List.of(ResultStatus.COMPLETED, ResultStatus.SKIPPED, ResultStatus.SKIPPED),
				run.getResults().stream().map(TestResult::getStatus).toList());
		assertEquals(org.drivebench.model.RunState.FINISHED, run.getState());
	}

	@Test
	void aWritingTestIsNotRunOnAReadOnlyTarget() {
		ScriptedTest writer = new ScriptedTest("writer", true, c -> {
			throw new AssertionError("must not run");
		});
		Run run = runner.run(new RunPlan("s", List.of(writer.planned())), FakeTarget.disk(false), RunListener.NONE, r -> {
		});
		assertEquals(ResultStatus.FAILED, run.getResults().get(0).getStatus());
		assertTrue(messages(run.getResults().get(0)).contains("opened read-only"));
	}

	@Test
	void theRunRecordsDriveBenchTargetAndEveryParameterWithItsUnit() {
		Run run = runner.run(new RunPlan("quick", List.of(passing("a").planned())), FakeTarget.disk(false), RunListener.NONE, r -> {
		});
		assertEquals("Fake Disk 1G #F-1", run.getDrive().getKey());
		assertEquals("9.9", run.getSoftwareVersion());
		assertEquals("quick", run.getSuiteName());
		assertEquals(1L << 30, run.getTarget().getSizeBytes());
		assertTrue(run.getBench().getCpuCount() > 0);
		TestResult r = run.getResults().get(0);
		assertEquals("blockSize", r.getParameters().get(0).getKey());
		assertEquals("64KiB", r.getParameters().get(0).getValue());
		assertEquals("B", r.getParameters().get(0).getUnit());
	}

	@Test
	void aTestReportingOneMetricTwiceFailsSaying() {
		ScriptedTest twice = new ScriptedTest("twice", false, c -> {
			c.results().metric("x", "X", 1, Units.MB_PER_S, BetterDirection.HIGHER);
			c.results().metric("x", "X", 2, Units.MB_PER_S, BetterDirection.HIGHER);
		});
		Run run = runner.run(new RunPlan("s", List.of(twice.planned())), FakeTarget.disk(false), RunListener.NONE, r -> {
		});
		assertEquals(ResultStatus.FAILED, run.getResults().get(0).getStatus());
		// the fake disk's "no temperature sensor" follows the test's own word
		assertEquals("metric 'x' was reported twice", run.getResults().get(0).getMessages().get(0).getText());
	}
}
