package org.drivebench.engine.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.drivebench.engine.InvalidWorkloadException;
import org.drivebench.engine.IoTimes;
import org.drivebench.engine.IoTrace;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.junit.jupiter.api.Test;

/** A recorded trace replayed on a simulated drive: exactly its I/Os, at their times or back to back. */
class TraceReplayTest {
	private static final long MS = 1_000_000L;

	private static Measurement replay(IoTrace trace, int queueDepth) {
		return SimulatedDrives.open("ssd-slc").run(WorkloadSpec.builder().trace(trace).queueDepth(queueDepth).build(),
				RunObserver.NONE);
	}

	/** 100 reads of 4 KiB spread over the drive, then 50 writes of 64 KiB, each {@code gapMs} after the last. */
	private static IoTrace mixed(long gapMs, boolean timed) {
		IoTrace.Builder b = IoTrace.builder().timed(timed);
		long t = 0;
		for (int i = 0; i < 100; i++, t += gapMs * MS) {
			b.add((i * 7919L % 10_000) * 1_048_576, 4096, false, t);
		}
		for (int i = 0; i < 50; i++, t += gapMs * MS) {
			b.add((long) i << 16, 65536, true, t);
		}
		return b.build();
	}

	@Test
	void aReplayIssuesExactlyTheTracesIosAndBytes() {
		IoTrace trace = mixed(0, false);
		Measurement m = replay(trace, 4);
		assertEquals(150, m.total().ios());
		assertEquals(100 * 4096L + 50 * 65536L, m.total().bytes());
		assertEquals(100, m.read().ios());
		assertEquals(50, m.write().ios());
		IoTimes times = m.ioTimes().orElseThrow();
		for (int i = 0; i < trace.size(); i++) {
			assertTrue(times.completed(i), "I/O " + i);
		}
	}

	@Test
	void atQueueDepthOneUntimedIosFollowEachOtherSoTheDriveIsBusyAllTheTime() {
		Measurement m = replay(mixed(0, false), 1);
		IoTimes times = m.ioTimes().orElseThrow();
		for (int i = 1; i < times.count(); i++) {
			// the next I/O goes when the one before completes: there is never more than one outstanding
			assertEquals(times.completionNanos()[i - 1], times.issueNanos()[i], "I/O " + i);
		}
		assertEquals(m.elapsedNanos(), times.lastCompletionNanos());
		assertEquals(times.lastCompletionNanos() - times.issueNanos()[0], times.busyNanos());
	}

	@Test
	void aTimedReplayIssuesEachIoAtItsRecordedTime() {
		// 20 ms apart: far more than an SSD needs for one I/O, so no I/O waits for a free slot
		IoTrace trace = mixed(20, true);
		Measurement m = replay(trace, 1);
		IoTimes times = m.ioTimes().orElseThrow();
		long serviceSum = 0;
		for (int i = 0; i < trace.size(); i++) {
			assertEquals(trace.issueNanos(i), times.issueNanos()[i], "I/O " + i);
			assertTrue(times.serviceNanos(i) < 20 * MS, "I/O " + i);
			serviceSum += times.serviceNanos(i);
		}
		// the I/Os never overlap, so the drive was busy for exactly the sum of their service times
		assertEquals(serviceSum, times.busyNanos());
		// the replay lasts as long as the trace, plus the last I/O's service time
		assertEquals(149 * 20 * MS + times.serviceNanos(149), m.elapsedNanos());
	}

	/**
	 * Many slots, I/Os far apart: every slot is given an I/O to wait for, and once all are given, a slot
	 * that frees has none (it must not take one of the later I/Os early).
	 */
	@Test
	void withMoreSlotsThanNeededNoIoGoesBeforeItsTime() {
		IoTrace trace = mixed(5, true);
		IoTimes times = replay(trace, 32).ioTimes().orElseThrow();
		for (int i = 0; i < trace.size(); i++) {
			assertEquals(trace.issueNanos(i), times.issueNanos()[i], "I/O " + i);
		}
	}

	@Test
	void anIoThatFindsNoFreeSlotIsIssuedWhenOneFrees() {
		// every I/O recorded at time 0, one slot: each waits for the one before
		IoTrace.Builder b = IoTrace.builder();
		for (int i = 0; i < 10; i++) {
			b.add((long) i << 20, 1 << 20, false, 0);
		}
		IoTimes times = replay(b.build(), 1).ioTimes().orElseThrow();
		for (int i = 1; i < 10; i++) {
			assertEquals(times.completionNanos()[i - 1], times.issueNanos()[i]);
		}
	}

	@Test
	void theSameTraceGivesTheSameTimesOnAFreshDrive() {
		IoTimes a = replay(mixed(3, true), 8).ioTimes().orElseThrow();
		IoTimes b = replay(mixed(3, true), 8).ioTimes().orElseThrow();
		assertEquals(java.util.Arrays.toString(a.completionNanos()), java.util.Arrays.toString(b.completionNanos()));
	}

	@Test
	void anIoOutsideTheTargetOrOffItsBlocksIsRefusedNamingIt() {
		SimulatedTarget drive = SimulatedDrives.open("ssd-slc");
		IoTrace beyond = IoTrace.builder().add(0, 4096, false, 0).add(drive.sizeBytes(), 4096, false, 0).build();
		InvalidWorkloadException e = assertThrows(InvalidWorkloadException.class,
				() -> WorkloadSpec.builder().trace(beyond).build().validateFor(drive));
		assertTrue(e.getMessage().contains("entry 1 (4096 bytes at " + drive.sizeBytes() + ") ends beyond"), e.getMessage());
		IoTrace odd = IoTrace.builder().add(0, 4096, false, 0).add(0, 4096, false, 0).add(100, 512, false, 0).build();
		e = assertThrows(InvalidWorkloadException.class, () -> WorkloadSpec.builder().trace(odd).build().validateFor(drive));
		assertTrue(e.getMessage().contains("entry 2 (512 bytes at 100) is not whole"), e.getMessage());
	}

	@Test
	void aTraceIsBoundedByItselfAlone() {
		IoTrace trace = mixed(0, false);
		assertThrows(InvalidWorkloadException.class,
				() -> WorkloadSpec.builder().trace(trace).duration(Duration.ofSeconds(1)).build());
		assertThrows(InvalidWorkloadException.class, () -> WorkloadSpec.builder().trace(trace).workers(2).build());
		assertThrows(InvalidWorkloadException.class,
				() -> WorkloadSpec.builder().trace(trace).ioLimit(10).build());
		assertThrows(InvalidWorkloadException.class, () -> WorkloadSpec.builder().trace(IoTrace.builder().build()).build());
		assertThrows(InvalidWorkloadException.class, () -> IoTrace.builder().add(0, 4096, false, 0).flush().build());
		assertThrows(InvalidWorkloadException.class,
				() -> IoTrace.builder().add(0, 4096, false, 5).add(0, 4096, false, 4).build());
	}
}
