package org.drivebench.engine.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The hybrid wait's sleep, from the running mean of the waits: expected values worked out from the
 * rule (sleep = mean - min(mean / 2, 100 µs), when the mean outlasts the poll budget and the sleep is
 * at least 150 µs; else none).
 */
class HybridPollTest {
	private static final long BUDGET = 10_000;

	/** A poll whose mean has settled on {@code waitNanos} (an eighth of the gap per wait: within 8 ns). */
	private static HybridPoll settledOn(long waitNanos) {
		HybridPoll poll = new HybridPoll(true);
		for (int i = 0; i < 300; i++) {
			poll.observe(waitNanos);
		}
		assertTrue(Math.abs(poll.meanWait() - waitNanos) < 8, "mean " + poll.meanWait() + " for waits of " + waitNanos);
		return poll;
	}

	@Test
	void aLongWaitIsSleptUntilTheSpinWindowBeforeIt() {
		// 1 MiB writes at QD8, batch 2, ~4,700 IOPS: a wait of ~425 µs; sleep 325 µs, spin the last 100
		HybridPoll poll = settledOn(425_000);
		assertEquals(100_000, poll.spinNanos());
		assertEquals(325_000, poll.sleepNanos(BUDGET), 8);
	}

	@Test
	void aWaitJustPastTheFloorSleepsItsFirstPartAndSpinsAtMostOneHundredMicroseconds() {
		// 260 µs: spin min(130, 100) = 100 µs, sleep 160, past the 150 worth a timer
		HybridPoll poll = settledOn(260_000);
		assertEquals(100_000, poll.spinNanos());
		assertEquals(160_000, poll.sleepNanos(BUDGET), 8);
	}

	@Test
	void aWaitTooShortToSleepThroughPartOfItIsNotSlept() {
		// 240 µs: the sleep would be 140 µs, under 150; 120 µs (4K-64K at QD1 on a virtio disk): 60 µs;
		// 27 µs (4K QD32, batch 8): 13.5 µs
		assertEquals(0, settledOn(240_000).sleepNanos(BUDGET));
		assertEquals(0, settledOn(120_000).sleepNanos(BUDGET));
		assertEquals(0, settledOn(27_000).sleepNanos(BUDGET));
		assertEquals(0, settledOn(0).sleepNanos(BUDGET));
	}

	@Test
	void aWaitTheBudgetCoversIsPolledNotSlept() {
		// --poll_us=1000 polls through a 425 µs wait, as it did before
		assertEquals(0, settledOn(425_000).sleepNanos(1_000_000));
	}

	@Test
	void disabledItNeverSleeps() {
		HybridPoll poll = new HybridPoll(false);
		for (int i = 0; i < 300; i++) {
			poll.observe(5_000_000);
		}
		assertEquals(0, poll.sleepNanos(BUDGET));
	}

	@Test
	void theMeanFollowsTheWaitsAsTheyChange() {
		HybridPoll poll = settledOn(1_000_000);
		poll.observe(0); // completions there at once: 1/8 of the gap
		assertEquals(875_000, poll.meanWait(), 8);
		for (int i = 0; i < 300; i++) {
			poll.observe(20_000);
		}
		assertEquals(0, poll.sleepNanos(BUDGET), "a drive that became fast is no longer slept for");
	}

	@Test
	void enabledOnlyWithAPollBudgetAndAtMostOneSpinningWorkerPerTwoCpus() {
		assertTrue(HybridPoll.enabledFor(BUDGET, 1, 2));
		assertTrue(HybridPoll.enabledFor(BUDGET, 1, 1));
		assertTrue(HybridPoll.enabledFor(BUDGET, 4, 8));
		assertFalse(HybridPoll.enabledFor(0, 1, 2), "--poll_us=0 sleeps at once, as fio does");
		assertFalse(HybridPoll.enabledFor(BUDGET, 2, 2));
		assertFalse(HybridPoll.enabledFor(BUDGET, 5, 8));
	}
}
