package org.drivebench.engine.run;

/**
 * When a worker waiting for completions that are far off should sleep, and for how long, so that it
 * is spinning, not asleep, when they arrive: the kernel's hybrid polling (io_poll_delay 0) for the
 * engine's own waits. It keeps a running mean of the waits (from the submission to the completions
 * wanted) and, when that mean is too long for the poll budget and long enough to sleep through part
 * of it, has the worker sleep (with a timeout) until {@link #SPIN_NANOS} before the completions are
 * expected, then spin until as long after.
 *
 * <p>Why: an idle CPU halts, and in a virtual machine (this project's has haltpoll with
 * guest_halt_poll_ns 0) a halted CPU takes tens of microseconds to run the woken thread. A worker
 * that slept through every wait lost that on each: 1 MiB sequential writes at QD8 on a loop device
 * (waits of ~400 µs) ran at 0.94-0.99 of fio's IOPS, polling through every wait at 0.99-1.05 for a
 * whole CPU, hybrid at 1.00-1.03 for a third of a CPU ({@code releng/bench}, docs/benchmarks.md).
 */
final class HybridPoll {
	/** How long before the expected completions the worker wakes up to spin, at most (and after them). */
	static final long SPIN_NANOS = 100_000;
	/**
	 * The shortest sleep worth a timer: a shorter wait is polled through its budget, then slept, as
	 * before. 150 µs, so only waits of 250 µs or more are hybrid: at waits around 100 µs (4K-64K random
	 * reads and writes at QD1 on a test file on this VM's virtio disk) a 50 µs floor was slower than
	 * sleeping in one run of three (mean latency 95 against 69 µs, 144 against 117), while at 1 MiB
	 * (waits of ~380 µs) hybrid was faster in every run (351-373 against 376-393 µs).
	 */
	static final long MIN_SLEEP_NANOS = 150_000;
	/** Weight of the newest wait in the running mean: 1/8, as TCP smooths its round-trip time. */
	private static final int MEAN_SHIFT = 3;

	/** -1 when enabled, else 0: a mask, see {@link #sleepNanos}. */
	private final long enabled;
	private long meanWait;

	/**
	 * @param enabled whether the worker may spin through a wait at all: not with a poll budget of 0
	 *                (the worker sleeps at once, as fio does), and not when more workers than half the
	 *                CPUs would spin (they would take the CPUs the kernel needs to complete their I/O)
	 */
	HybridPoll(boolean enabled) {
		this.enabled = enabled ? -1 : 0;
	}

	static boolean enabledFor(long pollBudget, int workers, int cpus) {
		return pollBudget > 0 && workers <= Math.max(1, cpus / 2);
	}

	/**
	 * How long to sleep before spinning, for a wait whose plain poll budget is {@code budget}: 0 when
	 * the expected wait fits the budget or is too short to sleep through part of it.
	 */
	long sleepNanos(long budget) {
		long mean = meanWait;
		long sleep = mean - spinNanos();
		// without branches: a warm-up's waits are all short, and a branch it never saw taken would be
		// compiled as a trap that throws the code away at a run's first long wait. (budget - mean) is
		// negative when the mean outlasts the budget, (MIN_SLEEP_NANOS - 1 - sleep) when the sleep is
		// long enough: both, and the AND of the two has its sign bit set
		long both = (budget - mean) & (MIN_SLEEP_NANOS - 1 - sleep);
		return both >> 63 & enabled & sleep;
	}

	/** How long the worker spins on each side of the expected completion: half the wait, at most {@link #SPIN_NANOS}. */
	long spinNanos() {
		return Math.min(meanWait >>> 1, SPIN_NANOS);
	}

	/** Takes a wait (submission to completions, 0 when they were there at once) into the mean. */
	void observe(long waitNanos) {
		meanWait += (waitNanos - meanWait) >> MEAN_SHIFT;
	}

	long meanWait() {
		return meanWait;
	}
}
