package org.drivebench.tracereplay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.drivebench.engine.IoTrace;
import org.junit.jupiter.api.Test;

class ReplayScheduleTest {
	private static final long MS = 1_000_000;

	/** Issues at 0, 1, 50 and 52 ms, each taking 2 ms as recorded. */
	private static RecordedTrace trace() {
		return new RecordedTrace("t", "test", new long[] { 0, 4096, 8192, 1L << 40 }, new int[] { 4096, 4096, 4096, 4096 },
				new boolean[] { false, true, false, false }, new long[] { 0, 1 * MS, 50 * MS, 52 * MS },
				new long[] { 2 * MS, 2 * MS, 2 * MS, 2 * MS }, List.of());
	}

	@Test
	void recordedKeepsTheTimesAndFastestHasNone() {
		assertArrayEquals(new long[] { 0, MS, 50 * MS, 52 * MS }, ReplaySchedule.times(trace(), ReplaySchedule.Mode.RECORDED, 0));
		IoTrace fastest = ReplaySchedule.build(trace(), ReplaySchedule.Mode.FASTEST, 0, ReplaySchedule.Beyond.WRAP, 1L << 41,
				512, "t");
		assertFalse(fastest.timed());
	}

	/**
	 * The drive is busy until 3 ms (the second I/O, issued at 1 ms, takes 2); the next comes at 50 ms:
	 * 47 ms idle, cut to the 10 ms limit, so it and everything after move 37 ms earlier. Between the
	 * third (busy until 52 ms) and the fourth (at 52) there is no idle time.
	 */
	@Test
	void compressedCutsEachIdlePeriodToTheLimit() {
		assertArrayEquals(new long[] { 0, MS, 13 * MS, 15 * MS },
				ReplaySchedule.times(trace(), ReplaySchedule.Mode.COMPRESSED, 10 * MS));
	}

	@Test
	void anIoBeyondTheTargetFailsOrWraps() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ReplaySchedule.build(trace(),
				ReplaySchedule.Mode.RECORDED, 0, ReplaySchedule.Beyond.FAIL, 1L << 30, 512, "sim:small"));
		assertEquals("I/O 3 of t (4096 bytes at byte 1099511627776) ends beyond sim:small (1073741824 bytes): replay on a"
				+ " target at least 1099511631872 bytes large, or with beyondTarget=wrap", e.getMessage());
		IoTrace wrapped = ReplaySchedule.build(trace(), ReplaySchedule.Mode.RECORDED, 0, ReplaySchedule.Beyond.WRAP, 1L << 30,
				512, "sim:small");
		// 2^40 modulo the room for a 4 KiB I/O in 1 GiB (2^30 - 4096 + 512 bytes of offsets) on a 512-byte boundary
		long room = (1L << 30) - 4096 + 512;
		assertEquals((1L << 40) % room / 512 * 512, wrapped.offset(3));
		assertTrue(wrapped.offset(3) + 4096 <= 1L << 30);
		assertEquals(8192, wrapped.offset(2), "I/Os inside the target keep their offsets");
	}
}
