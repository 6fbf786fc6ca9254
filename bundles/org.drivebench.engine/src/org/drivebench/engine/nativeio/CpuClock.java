package org.drivebench.engine.nativeio;

import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/** CPU time the whole process has used (user + system, all threads): clock_gettime(CLOCK_PROCESS_CPUTIME_ID). */
public final class CpuClock {
	private static final int CLOCK_PROCESS_CPUTIME_ID = 2;

	private CpuClock() {
	}

	/** Process CPU time in nanoseconds, or -1 when it cannot be read. */
	public static long processCpuNanos() {
		if (!LibC.SUPPORTED) {
			return -1;
		}
		try (Arena arena = Arena.ofConfined()) {
			MemorySegment ts = arena.allocate(16, 8);
			int r = (int) LibC.CLOCK_GETTIME.invokeExact(CLOCK_PROCESS_CPUTIME_ID, ts);
			return r < 0 ? -1 : ts.get(JAVA_LONG, 0) * 1_000_000_000L + ts.get(JAVA_LONG, 8);
		} catch (Throwable t) {
			return -1;
		}
	}
}
