package org.drivebench.ui.library;

import static java.lang.foreign.ValueLayout.JAVA_INT;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.invoke.MethodHandle;
import java.util.Locale;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.core.runtime.ILog;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Threads for bulk work the window waits on only as a whole (thinning seventy charts' points), each at a
 * low scheduling priority of the operating system (Linux: nice {@value #NICE}), so that on a busy machine
 * the UI thread, the X server and the JIT get a core first and the window keeps answering while the work
 * runs. Measured on two cores: opening a comparison of 50
 * drives started seventeen platform job workers at the UI thread's priority, and the UI thread waited up
 * to 30 ms for a core (docs/benchmarks.md, "The workbench"). Only work that starts no measurement runs
 * here: a thread started from these would inherit their priority.
 */
final class YieldingPool {
	/** Linux's nice value of the pool's threads: a tenth of a normal thread's share of a contended core. */
	static final int NICE = 10;
	private static final int PRIO_PROCESS = 0;
	private static final @Nullable Priorities PRIORITIES = Priorities.find();
	private static final AtomicInteger THREADS = new AtomicInteger();

	private YieldingPool() {
	}

	/** An executor of at most {@code threads} low-priority threads, named after {@code name}. */
	static Executor create(String name, int threads) {
		ThreadFactory factory = task -> {
			Thread thread = new Thread(() -> {
				lowerPriority(name);
				task.run();
			}, name + " " + THREADS.incrementAndGet());
			thread.setDaemon(true); // holds no state: nothing to finish when the workbench exits
			thread.setPriority(Thread.MIN_PRIORITY);
			return thread;
		};
		ThreadPoolExecutor pool = new ThreadPoolExecutor(threads, threads, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), factory);
		pool.allowCoreThreadTimeOut(true); // an idle workbench keeps no such threads
		return pool;
	}

	/** Lowers the calling thread's priority (Linux: this thread alone, as {@code setpriority} of its id does). */
	private static void lowerPriority(String name) {
		Priorities priorities = PRIORITIES;
		if (priorities == null) {
			return; // Thread.MIN_PRIORITY is all the JVM offers; it does not change Linux's scheduling
		}
		try {
			int tid = (int) priorities.gettid.invokeExact();
			int result = (int) priorities.setpriority.invokeExact(PRIO_PROCESS, tid, NICE);
			if (result != 0) {
				log(name, "setpriority returned " + result);
			}
		} catch (Throwable failure) {
			log(name, failure.toString());
		}
	}

	private static void log(String name, String why) {
		// the work still runs, at the normal priority: worth a line in the log, not a dialog
		ILog.of(YieldingPool.class).warn(name + ": could not lower the thread's priority (" + why + "); it runs at the normal priority");
	}

	/** The C library's calls for a thread's priority, found once; null off Linux or without native access. */
	private record Priorities(MethodHandle gettid, MethodHandle setpriority) {
		static @Nullable Priorities find() {
			if (!System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux")) {
				return null;
			}
			try {
				Linker linker = Linker.nativeLinker();
				var libc = linker.defaultLookup();
				MethodHandle gettid = linker.downcallHandle(libc.find("gettid").orElseThrow(), FunctionDescriptor.of(JAVA_INT));
				MethodHandle setpriority = linker.downcallHandle(libc.find("setpriority").orElseThrow(),
						FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT));
				return new Priorities(gettid, setpriority);
			} catch (RuntimeException unavailable) {
				return null; // IllegalCallerException without native access, or an older C library
			}
		}
	}
}
