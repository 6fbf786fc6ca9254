package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.drivebench.ui.library.BackgroundWork;
import org.junit.jupiter.api.Test;

/**
 * The charts' preparation runs on {@link BackgroundWork#yielding} threads: on Linux each at nice 10 (read
 * back from the kernel, {@code /proc/thread-self/stat}), the caller's own priority untouched, never more
 * at once than there are cores, and a serial one's tasks one at a time in order.
 */
class YieldingPoolTest {
	private static final Path STAT = Path.of("/proc/thread-self/stat");

	/** The calling thread's nice value as Linux reports it (the 19th field of its stat). */
	private static int niceOfThisThread() {
		try {
			String stat = Files.readString(STAT);
			String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
			return Integer.parseInt(fields[16]);
		} catch (IOException e) {
			throw new IllegalStateException(e);
		}
	}

	@Test
	void itsThreadsRunAtNiceTenAndTheCallersPriorityStays() throws Exception {
		assumeTrue(Files.isReadable(STAT), "Linux's per-thread stat is not readable here");
		int before = niceOfThisThread();
		Executor pool = BackgroundWork.yielding("DriveBench test pool", false);
		List<CompletableFuture<Integer>> nices = new ArrayList<>();
		for (int i = 0; i < 6; i++) {
			nices.add(CompletableFuture.supplyAsync(YieldingPoolTest::niceOfThisThread, pool));
		}
		for (CompletableFuture<Integer> nice : nices) {
			assertEquals(10, nice.get(10, TimeUnit.SECONDS), "a pool thread's nice value");
		}
		assertEquals(before, niceOfThisThread(), "the caller's nice value");
		int other = CompletableFuture.supplyAsync(YieldingPoolTest::niceOfThisThread).get(10, TimeUnit.SECONDS);
		assertEquals(before, other, "a thread of another pool (the common pool)");
	}

	@Test
	void noMoreTasksRunAtOnceThanThereAreCores() throws Exception {
		int cores = Runtime.getRuntime().availableProcessors();
		assertEquals(cores, mostAtOnce(BackgroundWork.yielding("DriveBench test pool", false), 3 * cores, new ArrayList<>()),
				"tasks running at once, on " + cores + " cores");
	}

	@Test
	void aSerialOneRunsItsTasksOneAtATimeInTheOrderGiven() throws Exception {
		List<Integer> order = new ArrayList<>();
		assertEquals(1, mostAtOnce(BackgroundWork.yielding("DriveBench test pool", true), 6, order), "tasks running at once");
		assertEquals(List.of(0, 1, 2, 3, 4, 5), order);
	}

	/** Runs {@code tasks} tasks that each take a while on {@code pool}; how many ran at once at most. */
	private static int mostAtOnce(Executor pool, int tasks, List<Integer> order) throws InterruptedException {
		AtomicInteger running = new AtomicInteger();
		AtomicInteger most = new AtomicInteger();
		CountDownLatch done = new CountDownLatch(tasks);
		for (int i = 0; i < tasks; i++) {
			int task = i;
			pool.execute(() -> {
				most.accumulateAndGet(running.incrementAndGet(), Math::max);
				synchronized (order) {
					order.add(task);
				}
				try {
					Thread.sleep(40); // long enough for every thread the pool has to be busy at once
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
				}
				running.decrementAndGet();
				done.countDown();
			});
		}
		assertTrue(done.await(30, TimeUnit.SECONDS), "the tasks never all ran");
		synchronized (order) {
			return most.get();
		}
	}
}
