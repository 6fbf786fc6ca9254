package org.drivebench.engine.run;

/**
 * Whether a worker polls for its next completions at all: only while its polls have been catching
 * them. A poll that catches its completions costs about the wait, and saves the sleep and the wake-up
 * (a context switch and, in a VM, the halt of the CPU under it); one that does not costs its whole
 * budget of system calls and the sleep after it. So the worker keeps a running share of its polls that
 * caught their completions within the budget and polls while at least half did; else it sleeps at
 * once, as fio does, and polls only every {@link #PROBE_EVERY}th wait, to notice when polls would
 * catch their completions again.
 *
 * <p>Why: 128K reads at QD8 on a loop device wait 30-50 µs for two completions; polling 10 µs first
 * missed nearly every time and doubled the CPU time per I/O against fio's (11.2 against 5.7 µs). The
 * rule is branch-free: a warm-up whose polls all succeed (or all fail) would leave a branch it never
 * saw taken compiled as a trap, which throws the compiled code away when a measured run first takes it.
 */
final class PollGate {
	/** A wait that polls although the gate is shut (a power of two). */
	static final int PROBE_EVERY = 32;
	/** The share of caught polls in fixed point: this is all of them. */
	private static final int ALL = 1 << 10;
	/** Weight of the newest poll in the running share: 1/8. */
	private static final int SHIFT = 3;

	/** Running share of the polls that caught their completions, of {@link #ALL}; starts open. */
	private int caught = ALL;

	/**
	 * The poll budget of wait number {@code wait}: {@code budget} while at least half of the recent
	 * polls caught their completions, and on every {@link #PROBE_EVERY}th wait; else 0 (sleep at once).
	 */
	long budget(long budget, int wait) {
		long open = (ALL / 2 - 1 - caught) >> 31; // -1 when caught >= half
		long probe = ((wait & (PROBE_EVERY - 1)) - 1) >> 31; // -1 every PROBE_EVERYth wait
		return budget & (open | probe);
	}

	/**
	 * Takes a wait that had to wait into the share: one that polled ({@code budget} > 0) and whose
	 * completions were ready before its budget ran out ({@code ready}), or not. A wait that did not poll
	 * changes nothing; nor does one whose completions were there at once (the caller does not ask):
	 * those need no poll either way.
	 */
	void observe(long budget, boolean ready) {
		int polled = (int) (-budget >> 63); // -1 when it polled
		int delta = ((ready ? ALL : 0) - caught) >> SHIFT;
		caught += delta & polled;
	}

	/** Whether polls are currently on (outside the probes). */
	boolean open() {
		return caught >= ALL / 2;
	}
}
