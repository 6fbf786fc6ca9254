package org.drivebench.tracereplay;

import java.util.Locale;

import org.drivebench.engine.IoTrace;

/**
 * When each recorded I/O is replayed, and where: the replay modes and what happens to an I/O that
 * lies beyond the target.
 */
final class ReplaySchedule {
	/** How a trace is timed when it is replayed. */
	enum Mode {
		/** Each I/O at its recorded time: the drive sees the application's own pauses. */
		RECORDED,
		/**
		 * As recorded, but every idle period (nothing outstanding) longer than the idle limit is cut to
		 * it: PCMark 8's storage tests compress idle time so a long trace replays in minutes while the
		 * drive still gets short pauses.
		 */
		COMPRESSED,
		/** Every I/O as soon as one of {@code queueDepth} slots is free: the trace as a workload. */
		FASTEST;

		static Mode of(String word) {
			return valueOf(word.toUpperCase(Locale.ROOT));
		}

		String word() {
			return name().toLowerCase(Locale.ROOT);
		}
	}

	/** What to do with an I/O whose recorded offset lies beyond the target. */
	enum Beyond {
		/** Refuse the replay, naming the I/O. */
		FAIL,
		/** Fold the offset back into the target: its offset modulo the room there is for an I/O of its size. */
		WRAP;

		static Beyond of(String word) {
			return valueOf(word.toUpperCase(Locale.ROOT));
		}
	}

	private ReplaySchedule() {
	}

	/**
	 * The I/Os to hand the engine.
	 *
	 * @param idleLimitNanos longest idle period kept by {@link Mode#COMPRESSED}
	 * @param targetBytes    the target's size
	 * @param blockBytes     the target's logical block (a wrapped offset stays a multiple of it)
	 * @throws IllegalArgumentException naming the first I/O beyond the target, with {@link Beyond#FAIL}
	 */
	static IoTrace build(RecordedTrace recorded, Mode mode, long idleLimitNanos, Beyond beyond, long targetBytes,
			int blockBytes, String targetName) {
		long[] times = times(recorded, mode, idleLimitNanos);
		IoTrace.Builder trace = IoTrace.builder().timed(mode != Mode.FASTEST);
		for (int i = 0; i < recorded.count(); i++) {
			long offset = recorded.offsets()[i];
			int size = recorded.sizes()[i];
			if (offset + size > targetBytes) {
				if (beyond == Beyond.FAIL) {
					throw new IllegalArgumentException("I/O " + i + " of " + recorded.source() + " (" + size + " bytes at byte "
							+ offset + ") ends beyond " + targetName + " (" + targetBytes + " bytes): replay on a target at least "
							+ maxEnd(recorded) + " bytes large, or with beyondTarget=wrap");
				}
				offset = wrap(offset, size, targetBytes, blockBytes);
			}
			trace.add(offset, size, recorded.writes()[i], times[i]);
		}
		return trace.build();
	}

	/** The issue times a mode gives, nanoseconds from the start. */
	static long[] times(RecordedTrace recorded, Mode mode, long idleLimitNanos) {
		int n = recorded.count();
		long[] times = new long[n];
		if (mode == Mode.FASTEST) {
			return times;
		}
		long cut = 0;
		long busyUntil = 0;
		for (int i = 0; i < n; i++) {
			long issue = recorded.issueNanos()[i];
			if (mode == Mode.COMPRESSED && i > 0) {
				long idle = issue - busyUntil;
				if (idle > idleLimitNanos) {
					cut += idle - idleLimitNanos;
				}
			}
			times[i] = issue - cut;
			// without recorded completions, an I/O counts as done when it was issued
			busyUntil = Math.max(busyUntil, issue + Math.max(0, recorded.serviceNanos()[i]));
		}
		return times;
	}

	/** The largest offset at which an I/O of {@code size} bytes fits, folded onto block boundaries. */
	static long wrap(long offset, int size, long targetBytes, int blockBytes) {
		long room = (targetBytes - size) / blockBytes * blockBytes + blockBytes;
		if (room <= 0) {
			throw new IllegalArgumentException("an I/O of " + size + " bytes does not fit the target's " + targetBytes + " bytes");
		}
		return offset % room / blockBytes * blockBytes;
	}

	private static long maxEnd(RecordedTrace recorded) {
		long end = 0;
		for (int i = 0; i < recorded.count(); i++) {
			end = Math.max(end, recorded.offsets()[i] + recorded.sizes()[i]);
		}
		return end;
	}
}
