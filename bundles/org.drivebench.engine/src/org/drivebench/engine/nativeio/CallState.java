package org.drivebench.engine.nativeio;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * Where one thread's native calls leave errno. Each thread that calls into {@link NativeFile} or
 * {@link IoUring} on the hot path owns one, so a call allocates nothing.
 */
public final class CallState {
	final MemorySegment segment;

	/** A call state living as long as {@code arena}. */
	public CallState(Arena arena) {
		segment = arena.allocate(LibC.CAPTURE_LAYOUT);
	}

	/** errno as left by the last call made with this state. */
	int errno() {
		return (int) LibC.ERRNO.get(segment, 0L);
	}
}
