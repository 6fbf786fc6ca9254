package org.drivebench.group;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.PlannedTest;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.testing.StandInWorkload;
import org.drivebench.drivetests.reviews.ReviewSuites;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.GroupTest;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.report.ReportPins;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The group runner with a stand-in for the front end's run: entries on two rigs run at the same time,
 * never two at once on one rig, and end in one pinned comparison; an entry whose run throws fails with
 * the message and the next one runs; a cancel leaves the entry cancelled and the rest pending, for resume.
 */
class GroupRunnerTest {
	private static final DriveBenchFactory MODEL = DriveBenchFactory.eINSTANCE;

	@TempDir
	Path folder;

	private final TestRegistry registry = registry();

	private static TestRegistry registry() {
		TestRegistry registry = new TestRegistry();
		StandInWorkload.Defaults seq = new StandInWorkload.Defaults("1M", 8, 1, "5s", "1G");
		StandInWorkload.Defaults random = new StandInWorkload.Defaults("4k", 32, 1, "5s", "1G");
		registry.addTest(new StandInWorkload("linear.sequential", true, seq));
		registry.addTest(new StandInWorkload("random.random", false, random));
		registry.addSuites(new ReviewSuites(), "org.drivebench.drivetests.reviews", 100);
		return registry;
	}

	private static GroupTest group(String... rigAndTarget) {
		GroupTest group = MODEL.createGroupTest();
		group.setId("g");
		for (int i = 0; i < rigAndTarget.length; i += 2) {
			GroupEntry e = MODEL.createGroupEntry();
			e.setRig(rigAndTarget[i]);
			e.setTarget(rigAndTarget[i + 1]);
			e.setSuiteId("quick");
			e.setState(GroupEntryState.PENDING);
			group.getEntries().add(e);
		}
		return group;
	}

	/** The run a front end would save: one result per planned test, each {@code status}. */
	private static Run measured(ResultLibrary library, GroupEntry entry, RunPlan plan, ResultStatus status) throws Exception {
		Run run = MODEL.createRun();
		run.setId(UUID.randomUUID().toString());
		run.setStartedAt(new java.util.Date());
		Drive drive = MODEL.createDrive();
		drive.setKey(entry.getTarget());
		drive.setModel(entry.getTarget());
		run.setDrive(drive);
		for (PlannedTest t : plan.tests()) {
			TestResult r = MODEL.createTestResult();
			r.setTestId(t.test().descriptor().id());
			r.setTestName(t.label());
			r.setCaseName(t.label());
			r.setStatus(status);
			run.getResults().add(r);
		}
		library.save(run);
		return run;
	}

	@Test
	void entriesOnTwoRigsRunAtTheSameTimeOneAtATimePerRigAndEndInOnePinnedComparison() throws Exception {
		ResultLibrary library = ResultLibrary.open(folder);
		GroupTest group = group("a", "/dev/sdb", "a", "/dev/sdc", "b", "/dev/sdd", "b", "/dev/sde", "", "sim:hdd-7200");
		library.groupTests().save(group);
		Map<String, AtomicInteger> running = new ConcurrentHashMap<>();
		AtomicBoolean twoOnOneRig = new AtomicBoolean();
		CountDownLatch aStarted = new CountDownLatch(1);
		CountDownLatch bStarted = new CountDownLatch(1);
		AtomicBoolean overlapped = new AtomicBoolean(true);
		EntryRunner runner = (entry, plan, saved) -> {
			String rig = GroupRunner.rigOf(entry);
			if (running.computeIfAbsent(rig, k -> new AtomicInteger()).incrementAndGet() > 1) {
				twoOnOneRig.set(true);
			}
			try {
				// each rig's first entry waits until the other rig has started one: it can only if both run at once
				if (entry.getTarget().equals("/dev/sdb")) {
					aStarted.countDown();
					overlapped.compareAndSet(true, bStarted.await(30, TimeUnit.SECONDS));
				} else if (entry.getTarget().equals("/dev/sdd")) {
					bStarted.countDown();
					overlapped.compareAndSet(true, aStarted.await(30, TimeUnit.SECONDS));
				}
				Run run = measured(library, entry, plan, ResultStatus.COMPLETED);
				saved.accept(run);
				assertEquals(GroupEntryState.RUNNING, entry.getState(), "marked running while it runs");
				assertTrue(entry.getRunIds().contains(run.getId()), "its run recorded at its first save");
				return run;
			} finally {
				running.get(rig).decrementAndGet();
			}
		};
		GroupRunner.Outcome outcome = new GroupRunner(library, group, registry, runner, (g, e) -> {
		}, () -> false).run(false);

		assertTrue(overlapped.get(), "the entries of rigs a and b ran at the same time");
		assertTrue(!twoOnOneRig.get(), "never two entries at once on one rig");
		GroupTest saved = ResultLibrary.read(folder).groupTests().find("g").orElseThrow();
		assertTrue(saved.getEntries().stream().allMatch(e -> e.getState() == GroupEntryState.DONE));
		assertNull(saved.getProcess());
		ComparisonReport report = outcome.report();
		assertNotNull(report);
		assertEquals(saved.getReportId(), report.getId());
		assertTrue(ReportPins.isPinned(report));
		assertEquals(5, report.getDrives().size());
		assertEquals(5, outcome.ran().size());
	}

	@Test
	void anEntryWhoseRunFailsIsMarkedWithWhyAndTheNextRuns() throws Exception {
		ResultLibrary library = ResultLibrary.open(folder);
		GroupTest group = group("", "sim:hdd-7200", "", "sim:ssd-slc", "", "sim:ide-7200");
		library.groupTests().save(group);
		EntryRunner runner = (entry, plan, saved) -> {
			if (entry.getTarget().equals("sim:hdd-7200")) {
				throw new java.io.IOException("cannot open sim:hdd-7200: gone");
			}
			return measured(library, entry, plan, entry.getTarget().equals("sim:ssd-slc") ? ResultStatus.FAILED : ResultStatus.COMPLETED);
		};
		new GroupRunner(library, group, registry, runner, (g, e) -> {
		}, () -> false).run(false);
		List<GroupEntry> entries = ResultLibrary.read(folder).groupTests().find("g").orElseThrow().getEntries();
		assertEquals(GroupEntryState.FAILED, entries.get(0).getState());
		assertEquals("cannot open sim:hdd-7200: gone", entries.get(0).getReason());
		assertEquals(GroupEntryState.FAILED, entries.get(1).getState());
		assertTrue(entries.get(1).getReason().startsWith("not completed: SEQ1M Q8T1 read (failed)"), entries.get(1).getReason());
		assertEquals(GroupEntryState.DONE, entries.get(2).getState());
	}

	@Test
	void aWaitForTheNextDriveThatEndsWithNoneLeavesTheEntryCancelledForResume() throws Exception {
		ResultLibrary library = ResultLibrary.open(folder);
		GroupTest group = group("", "plugged:next:1s", "", "sim:ssd-slc");
		library.groupTests().save(group);
		EntryRunner runner = (entry, plan, saved) -> {
			if (NextDrive.is(entry.getTarget())) {
				throw new java.util.concurrent.CancellationException("no new drive was plugged in within 1 s; resume waits again");
			}
			return measured(library, entry, plan, ResultStatus.COMPLETED);
		};
		new GroupRunner(library, group, registry, runner, (g, e) -> {
		}, () -> false).run(false);
		GroupTest saved = ResultLibrary.read(folder).groupTests().find("g").orElseThrow();
		assertEquals(GroupEntryState.CANCELLED, saved.getEntries().get(0).getState(), "not failed: nothing was measured or refused");
		assertEquals("no new drive was plugged in within 1 s; resume waits again", saved.getEntries().get(0).getReason());
		assertEquals(GroupEntryState.DONE, saved.getEntries().get(1).getState());
		assertEquals(List.of(saved.getEntries().get(0)), GroupRunner.toRun(saved, true), "resume waits again");
	}

	@Test
	void aCancelLeavesTheEntryCancelledAndTheRestPendingForResume() throws Exception {
		ResultLibrary library = ResultLibrary.open(folder);
		GroupTest group = group("", "sim:hdd-7200", "", "sim:ssd-slc");
		library.groupTests().save(group);
		AtomicBoolean cancel = new AtomicBoolean();
		EntryRunner runner = (entry, plan, saved) -> {
			cancel.set(true);
			Run run = measured(library, entry, plan, ResultStatus.COMPLETED);
			run.getResults().get(1).setStatus(ResultStatus.CANCELLED); // as a cancelled run ends: the test under way, the rest skipped
			run.getResults().stream().skip(2).forEach(r -> r.setStatus(ResultStatus.SKIPPED));
			library.save(run);
			return run;
		};
		GroupRunner.Outcome outcome = new GroupRunner(library, group, registry, runner, (g, e) -> {
		}, cancel::get).run(false);
		assertTrue(outcome.cancelled());
		assertNull(outcome.report(), "no comparison while entries are left");
		GroupTest saved = ResultLibrary.read(folder).groupTests().find("g").orElseThrow();
		assertEquals(GroupEntryState.CANCELLED, saved.getEntries().get(0).getState());
		assertEquals(GroupEntryState.PENDING, saved.getEntries().get(1).getState());
		assertThrows(IllegalStateException.class, () -> GroupRunner.toRun(saved, false));
		assertEquals(saved.getEntries(), GroupRunner.toRun(saved, true));

		// resumed: only the tests the cancelled run did not complete are planned again
		RunPlan full = EntryPlans.plan(saved.getEntries().get(0), registry, library);
		RunPlan left = EntryPlans.remaining(full, saved.getEntries().get(0), library).orElseThrow();
		assertEquals(full.tests().subList(1, full.tests().size()), left.tests());
	}

	/**
	 * A pause stops after the test under way: that entry's run ends with its first test done and the rest
	 * skipped, the entry waits for resume (cancelled, saying where it stopped), the next entries stay
	 * pending; resume runs only the skipped tests, then the rest, and ends in the comparison.
	 */
	@Test
	void aPauseStopsAfterTheTestUnderWayAndResumeRunsOnlyWhatWasSkipped() throws Exception {
		ResultLibrary library = ResultLibrary.open(folder);
		GroupTest group = group("", "sim:hdd-7200", "", "sim:ssd-slc");
		library.groupTests().save(group);
		AtomicBoolean paused = new AtomicBoolean();
		List<Integer> planned = new java.util.concurrent.CopyOnWriteArrayList<>();
		EntryRunner runner = (entry, plan, saved) -> {
			planned.add(plan.tests().size());
			Run run = measured(library, entry, plan, ResultStatus.COMPLETED);
			if (!paused.get()) {
				paused.set(true); // Pause pressed during the first test: the runner skips the rest, as SuiteRunner does on a stop
				run.getResults().stream().skip(1).forEach(r -> r.setStatus(ResultStatus.SKIPPED));
				library.save(run);
			}
			return run;
		};
		GroupRunner.Outcome outcome = new GroupRunner(library, group, registry, runner, (g, e) -> {
		}, paused::get).run(false);
		assertTrue(outcome.cancelled());
		assertNull(outcome.report());
		GroupTest saved = ResultLibrary.read(folder).groupTests().find("g").orElseThrow();
		assertEquals(GroupEntryState.CANCELLED, saved.getEntries().get(0).getState());
		String secondTest = EntryPlans.plan(saved.getEntries().get(0), registry, library).tests().get(1).label();
		assertEquals("paused before " + secondTest + "; resume continues with it", saved.getEntries().get(0).getReason());
		assertEquals(GroupEntryState.PENDING, saved.getEntries().get(1).getState());

		paused.set(false);
		int all = EntryPlans.plan(saved.getEntries().get(0), registry, library).tests().size();
		GroupRunner.Outcome resumed = new GroupRunner(library, group, registry, (entry, plan, s) -> {
			planned.add(plan.tests().size());
			return measured(library, entry, plan, ResultStatus.COMPLETED);
		}, (g, e) -> {
		}, () -> false).run(true);
		assertEquals(List.of(all, all - 1, all), planned, "resume runs the skipped tests of the first entry, then the second whole");
		assertNotNull(resumed.report());
		assertTrue(group.getEntries().stream().allMatch(e -> e.getState() == GroupEntryState.DONE));
	}
}
