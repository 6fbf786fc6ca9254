package org.drivebench.engine.run;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;

import org.drivebench.engine.Backend;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.nativeio.IoUring;
import org.drivebench.engine.targets.BlockDeviceTarget;
import org.drivebench.engine.testing.LoopDevice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An io_uring worker polls its ring for completions a few microseconds away instead of sleeping for
 * them: in a VM the sleep, and the halt of the CPU under it, cost more than the wait (4K writes at
 * QD32 on a loop device ran at 0.94 of fio's IOPS sleeping at once). Checked by what the kernel counts,
 * not by time: the process's voluntary context switches (a thread that blocks in io_uring_enter
 * switches out once per wait) per I/O, with and without polling, on a loop device at QD32, where a
 * completion arrives every few microseconds. The counts cover every thread of the process, also
 * those that ended (getrusage, RUSAGE_SELF).
 */
class CompletionPollTest {
	private static final int IOS = 60_000;
	private static final int DEPTH = 32;

	@TempDir
	Path dir;

	@Test
	void aWorkerWaitingForCompletionsMicrosecondsAwayPollsInsteadOfSleeping() throws Throwable {
		String why = LoopDevice.unavailableReason();
		assumeTrue(why == null, why);
		assumeTrue(IoUring.unavailableReason() == null, IoUring.unavailableReason());
		try (LoopDevice loop = LoopDevice.inMemory(dir, 256L << 20, 512);
				BlockDeviceTarget target = BlockDeviceTarget.openReadOnly(loop.device(), null)) {
			DefaultIoEngine sleeping = new DefaultIoEngine(new DefaultIoEngine.Options(8, true, true, 0));
			// a poll budget no wait at this depth comes near: the worker should (almost) never sleep
			DefaultIoEngine polling = new DefaultIoEngine(
					new DefaultIoEngine.Options(8, true, true, DefaultIoEngine.Options.MAX_POLL_NANOS));
			sleeping.run(target, spec(), RunObserver.NONE); // both compiled and warm before counting
			polling.run(target, spec(), RunObserver.NONE);
			double slept = switchesPerIo(sleeping, target);
			double polled = switchesPerIo(polling, target);
			// sleeping at once: a switch every 30-odd I/Os here; polling 1 ms: one every 2000 (other threads)
			assertTrue(slept > 0.005, "without polling, voluntary context switches per I/O: " + slept
					+ " (measured here about 0.03: is the loop device asynchronous?)");
			assertTrue(polled < slept / 4, "voluntary context switches per I/O: " + polled + " polling, " + slept
					+ " sleeping at once: the worker still sleeps for completions microseconds away");
		}
	}

	@Test
	void aWorkerWaitingForCompletionsFarOffSleepsThroughPartOfTheWaitThenSpins() throws Throwable {
		String why = LoopDevice.unavailableReason();
		assumeTrue(why == null, why);
		assumeTrue(IoUring.unavailableReason() == null, IoUring.unavailableReason());
		assumeTrue(HybridPoll.enabledFor(DefaultIoEngine.Options.DEFAULT_POLL_NANOS, 1,
				Runtime.getRuntime().availableProcessors()), "hybrid polling is off on one CPU");
		// 16 MiB reads at QD1 from memory: waits of ~1 ms, far past the 10 µs budget and the 250 µs
		// from which a wait is hybrid
		WorkloadSpec spec = WorkloadSpec.builder().blockSize(16 << 20).queueDepth(1).ioLimit(200)
				.backend(Backend.IO_URING).build();
		try (LoopDevice loop = LoopDevice.inMemory(dir, 256L << 20, 512);
				BlockDeviceTarget target = BlockDeviceTarget.openReadOnly(loop.device(), null)) {
			DefaultIoEngine sleeping = new DefaultIoEngine(new DefaultIoEngine.Options(1, true, true, 0));
			DefaultIoEngine hybrid = new DefaultIoEngine(DefaultIoEngine.Options.DEFAULT);
			sleeping.run(target, spec, RunObserver.NONE);
			hybrid.run(target, spec, RunObserver.NONE);
			Measurement slept = sleeping.run(target, spec, RunObserver.NONE);
			Measurement spun = hybrid.run(target, spec, RunObserver.NONE);
			double waitNanos = (double) spun.elapsedNanos() / spun.total().ios(); // QD1: one I/O at a time
			// here: sleeping at once 39-48 µs of CPU per I/O, hybrid 100-109 µs, I/Os of 750-870 µs (a
			// worker polling its waits through spends all of them)
			String figures = "CPU per I/O " + (long) slept.cpuNanosPerIo() + " ns sleeping at once, "
					+ (long) spun.cpuNanosPerIo() + " ns with the default budget, I/Os of " + (long) waitNanos + " ns";
			assertTrue(spun.cpuNanosPerIo() - slept.cpuNanosPerIo() > 20_000,
					"the worker did not spin before its completions: " + figures);
			assertTrue(spun.cpuNanosPerIo() < 0.75 * waitNanos, "the worker polled through its waits: " + figures);
		}
	}

	@Test
	void thePollBudgetIsCheckedAndDefaultsToTenMicroseconds() {
		assertEquals(10_000, new DefaultIoEngine.Options(1, true, true).pollNanos());
		assertEquals(DefaultIoEngine.Options.DEFAULT_POLL_NANOS, DefaultIoEngine.Options.DEFAULT.pollNanos());
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> new DefaultIoEngine.Options(1, true, true, -1));
		assertTrue(e.getMessage().contains("pollNanos = -1"), e.getMessage());
		assertThrows(IllegalArgumentException.class,
				() -> new DefaultIoEngine.Options(1, true, true, DefaultIoEngine.Options.MAX_POLL_NANOS + 1));
	}

	private static WorkloadSpec spec() {
		return WorkloadSpec.builder().blockSize(4096).queueDepth(DEPTH).ioLimit(IOS).backend(Backend.IO_URING).build();
	}

	private static double switchesPerIo(DefaultIoEngine engine, BlockDeviceTarget target) throws Throwable {
		long before = voluntarySwitches();
		Measurement m = engine.run(target, spec(), RunObserver.NONE);
		long after = voluntarySwitches();
		assertEquals(IOS, m.total().ios());
		return (double) (after - before) / IOS;
	}

	/** ru_nvcsw of getrusage(RUSAGE_SELF): struct rusage is two timevals, then 14 longs; nvcsw is the 13th. */
	private static long voluntarySwitches() throws Throwable {
		Linker linker = Linker.nativeLinker();
		MethodHandle getrusage = linker.downcallHandle(linker.defaultLookup().find("getrusage").orElseThrow(),
				FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS));
		try (Arena arena = Arena.ofConfined()) {
			MemorySegment usage = arena.allocate(144, 8);
			int r = (int) getrusage.invokeExact(0, usage);
			assertEquals(0, r, "getrusage failed");
			return usage.get(JAVA_LONG, 32 + 12 * 8);
		}
	}
}
