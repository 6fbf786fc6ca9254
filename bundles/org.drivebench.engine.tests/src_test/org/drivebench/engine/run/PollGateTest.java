package org.drivebench.engine.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * When a worker polls for its completions: while at least half of its recent polls caught them (a
 * running share, each new poll weighing an eighth), and on every 32nd wait whatever the share.
 * Expected values worked out from that rule.
 */
class PollGateTest {
	private static final long BUDGET = 10_000;

	@Test
	void aNewWorkerPolls() {
		PollGate gate = new PollGate();
		assertTrue(gate.open());
		assertEquals(BUDGET, gate.budget(BUDGET, 1));
	}

	@Test
	void pollsThatMissShutTheGateAfterAFewWaits() {
		PollGate gate = new PollGate();
		// the share (of 1024) falls by an eighth per miss: 1024, 896, 784, 686, 600, 525, 459
		for (int miss = 1; miss <= 5; miss++) {
			gate.observe(BUDGET, false);
			assertTrue(gate.open(), "after " + miss + " misses");
		}
		gate.observe(BUDGET, false);
		assertFalse(gate.open(), "after 6 misses");
		assertEquals(0, gate.budget(BUDGET, 1), "a shut gate sleeps at once");
		assertEquals(0, gate.budget(BUDGET, 31));
	}

	@Test
	void aShutGateStillPollsEveryThirtySecondWait() {
		PollGate gate = shut();
		for (int wait = 0; wait < 200; wait++) {
			assertEquals(wait % PollGate.PROBE_EVERY == 0 ? BUDGET : 0, gate.budget(BUDGET, wait), "wait " + wait);
		}
	}

	@Test
	void probesThatCatchTheirCompletionsOpenTheGateAgain() {
		PollGate gate = shut();
		int probes = 0;
		while (!gate.open()) {
			gate.observe(BUDGET, true);
			probes++;
		}
		// from 67 after 20 misses: 186, 290, 381, 461, 531 (of 1024): half is passed at the fifth
		assertEquals(5, probes, "caught probes to open");
		assertEquals(BUDGET, gate.budget(BUDGET, 1));
	}

	@Test
	void aWaitThatDidNotPollChangesNothing() {
		PollGate gate = shut();
		for (int i = 0; i < 100; i++) {
			gate.observe(0, true); // slept at once: no word on what a poll would have caught
		}
		assertFalse(gate.open());
	}

	@Test
	void noBudgetIsNeverPolled() {
		PollGate gate = new PollGate();
		for (int wait = 0; wait < 64; wait++) {
			assertEquals(0, gate.budget(0, wait));
		}
	}

	private static PollGate shut() {
		PollGate gate = new PollGate();
		for (int i = 0; i < 20; i++) {
			gate.observe(BUDGET, false);
		}
		assertFalse(gate.open());
		return gate;
	}
}
