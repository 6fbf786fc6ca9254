package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import org.drivebench.ui.library.SlicedWork;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The editors make their widgets a slice at a time ({@link SlicedWork}): the steps run in order, other
 * events run between slices, a new start drops the steps left of the work before, and a cancelled work or
 * a disposed owner runs no more steps.
 */
class SlicedWorkUiTest {
	/** Over half a slice's budget: a slice runs one such step. */
	private static final long STEP_NANOS = 5_000_000L;
	private static WorkbenchFixture workbench;

	@BeforeAll
	static void start() throws Exception {
		workbench = WorkbenchFixture.start();
	}

	@AfterAll
	static void stop() throws Exception {
		if (workbench != null) {
			workbench.close();
		}
	}

	private static Shell shell() throws Exception {
		return workbench.ui(() -> new Shell(workbench.display()));
	}

	private static void dispose(Shell... shells) throws Exception {
		workbench.ui(() -> {
			for (Shell shell : shells) {
				shell.dispose();
			}
			return null;
		});
	}

	private static void busy() {
		long end = System.nanoTime() + STEP_NANOS;
		while (System.nanoTime() < end) {
			Thread.onSpinWait();
		}
	}

	@Test
	void stepsRunInOrderAndOtherEventsRunBetweenSlices() throws Exception {
		List<Integer> ran = new CopyOnWriteArrayList<>();
		AtomicInteger ranWhenTheEventCame = new AtomicInteger(-1);
		Shell shell = shell();
		try {
			SlicedWork work = workbench.ui(() -> {
				SlicedWork made = new SlicedWork(shell);
				made.start(() -> {
					ran.add(0);
					// an event of the user's, queued while the first slice runs
					workbench.display().asyncExec(() -> ranWhenTheEventCame.set(ran.size()));
				});
				for (int i = 1; i < 8; i++) {
					int step = i;
					made.add(() -> {
						busy();
						ran.add(step);
					});
				}
				return made;
			});
			assertTrue(workbench.waitUntil(work::isDone, 10_000), "the work never finished: " + ran);
			assertEquals(List.of(0, 1, 2, 3, 4, 5, 6, 7), ran);
			assertTrue(ranWhenTheEventCame.get() >= 1 && ranWhenTheEventCame.get() < 8,
					"the event waited for " + ranWhenTheEventCame.get() + " of 8 steps (all: one slice)");
		} finally {
			dispose(shell);
		}
	}

	/**
	 * Steps of 5 ms in a slice of 8 ms: after one, a second as long would end past the slice, so it waits
	 * for the next turn, and an event queued by the first runs in between.
	 */
	@Test
	void aStepAsLongAsTheOneBeforeThatWouldEndPastTheSliceWaitsForTheNextTurn() throws Exception {
		List<String> ran = new CopyOnWriteArrayList<>();
		Shell shell = shell();
		try {
			SlicedWork work = workbench.ui(() -> {
				SlicedWork made = new SlicedWork(shell);
				for (int i = 1; i <= 4; i++) {
					String step = "step " + i;
					made.add(() -> {
						busy();
						ran.add(step);
						workbench.display().asyncExec(() -> ran.add("event after " + step));
					});
				}
				return made;
			});
			assertTrue(workbench.waitUntil(() -> work.isDone() && ran.size() == 8, 10_000), ran.toString());
			assertEquals(List.of("step 1", "event after step 1", "step 2", "event after step 2", "step 3", "event after step 3", "step 4",
					"event after step 4"), ran);
		} finally {
			dispose(shell);
		}
	}

	/** A step that works until the slice's end goes on at the next turns, events between, until it says it is done. */
	@Test
	void aStepThatIsNotDoneGoesOnAtTheNextTurnBeforeTheStepsAfterIt() throws Exception {
		List<String> ran = new CopyOnWriteArrayList<>();
		AtomicInteger parts = new AtomicInteger();
		Shell shell = shell();
		try {
			SlicedWork work = workbench.ui(() -> {
				SlicedWork made = new SlicedWork(shell);
				made.addUntilDone(until -> {
					assertTrue(until - System.nanoTime() > 0, "the slice's end is past");
					while (System.nanoTime() - until < 0) {
						Thread.onSpinWait();
					}
					int part = parts.incrementAndGet();
					ran.add("part " + part);
					workbench.display().asyncExec(() -> ran.add("event after part " + part));
					return part == 3;
				});
				made.add(() -> ran.add("the step after"));
				return made;
			});
			assertTrue(workbench.waitUntil(() -> work.isDone() && ran.size() == 7, 10_000), ran.toString());
			assertEquals(List.of("part 1", "event after part 1", "part 2", "event after part 2", "part 3", "event after part 3", "the step after"),
					ran);
		} finally {
			dispose(shell);
		}
	}

	@Test
	void aNewStartDropsTheStepsLeftOfTheWorkBefore() throws Exception {
		List<String> ran = new CopyOnWriteArrayList<>();
		Shell shell = shell();
		try {
			SlicedWork work = workbench.ui(() -> {
				SlicedWork made = new SlicedWork(shell);
				made.start(() -> ran.add("old 1"));
				made.add(() -> ran.add("old 2"));
				made.start(() -> ran.add("new 1")); // before any slice ran: the old steps are dropped
				made.add(() -> ran.add("new 2"));
				return made;
			});
			assertTrue(workbench.waitUntil(work::isDone, 10_000));
			assertEquals(List.of("new 1", "new 2"), ran);
		} finally {
			dispose(shell);
		}
	}

	@Test
	void aCancelledWorkOrADisposedOwnerRunsNoMoreSteps() throws Exception {
		List<String> ran = new CopyOnWriteArrayList<>();
		Shell cancelled = shell();
		Shell disposed = shell();
		try {
			SlicedWork[] works = workbench.ui(() -> {
				SlicedWork first = new SlicedWork(cancelled);
				first.start(() -> {
					ran.add("cancelled 1");
					// a click that closes what the work builds on, between this slice and the next
					workbench.display().asyncExec(first::cancel);
					busy();
					busy(); // past the slice's budget: the next step waits for the next turn
				});
				first.add(() -> ran.add("cancelled 2"));
				SlicedWork second = new SlicedWork(disposed);
				second.start(() -> {
					ran.add("disposed 1");
					workbench.display().asyncExec(disposed::dispose);
					busy();
					busy();
				});
				second.add(() -> ran.add("disposed 2"));
				return new SlicedWork[] { first, second };
			});
			assertTrue(workbench.waitUntil(() -> works[0].isDone() && works[1].isDone(), 10_000), ran.toString());
			for (int turn = 0; turn < 5; turn++) { // more turns of the event loop: a step left would run now
				workbench.ui(() -> null);
				Thread.sleep(20);
			}
			assertEquals(List.of("cancelled 1", "disposed 1"), ran.stream().sorted().toList());
		} finally {
			dispose(cancelled, disposed);
		}
	}
}
