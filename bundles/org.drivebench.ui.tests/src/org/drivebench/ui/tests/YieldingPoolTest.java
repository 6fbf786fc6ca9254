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
 * back from the kernel, {@code /proc/thread-self/stat}), the caller's own priority untouched, and never
 * more at once than there are cores.
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
		Executor pool = BackgroundWork.yielding("DriveBench test pool");
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
		assertEquals(cores, mostAtOnce(BackgroundWork.yielding("DriveBench test pool"), 3 * cores),
				"tasks running at once, on " + cores + " cores");
	}

	/** Runs {@code tasks} tasks that each take a while on {@code pool}; how many ran at once at most. */
	private static int mostAtOnce(Executor pool, int tasks) throws InterruptedException {
		AtomicInteger running = new AtomicInteger();
		AtomicInteger most = new AtomicInteger();
		CountDownLatch done = new CountDownLatch(tasks);
		for (int i = 0; i < tasks; i++) {
			pool.execute(() -> {
				most.accumulateAndGet(running.incrementAndGet(), Math::max);
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
		return most.get();
	}
}
