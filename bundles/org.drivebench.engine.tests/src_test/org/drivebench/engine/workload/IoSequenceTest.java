package org.drivebench.engine.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.drivebench.engine.WorkloadSpec;
import org.junit.jupiter.api.Test;

class IoSequenceTest {
	private static WorkloadSpec.Builder spec() {
		return WorkloadSpec.builder().duration(Duration.ofSeconds(1));
	}

	@Test
	void sequentialIoFollowsOnAndWrapsAtTheRegionEnd() {
		IoSequence s = new IoSequence(spec().blockSize(65536).sequential().build(), 0, 1 << 20, 3 * 65536);
		long[] expected = { 1 << 20, (1 << 20) + 65536, (1 << 20) + 131072, 1 << 20 };
		for (long e : expected) {
			s.next();
			assertEquals(e, s.offset());
		}
	}

	@Test
	void randomIoStaysAlignedInsideTheRegion() {
		WorkloadSpec w = spec().blockSize(8192).alignment(4096).build();
		IoSequence s = new IoSequence(w, 0, 4096, 1 << 20);
		for (int i = 0; i < 100_000; i++) {
			s.next();
			assertEquals(0, s.offset() % 4096);
			assertTrue(s.offset() >= 4096 && s.offset() + 8192 <= 4096 + (1 << 20));
		}
	}

	@Test
	void readShareAndRandomShareAreHonoured() {
		IoSequence s = new IoSequence(spec().readPercent(67).randomPercent(80).build(), 0, 0, 1L << 30);
		int writes = 0;
		int n = 200_000;
		for (int i = 0; i < n; i++) {
			s.next();
			writes += s.write() ? 1 : 0;
		}
		assertEquals(0.33, writes / (double) n, 0.01);
	}

	@Test
	void theSameSeedGivesTheSameSequence() {
		WorkloadSpec w = spec().readPercent(50).build();
		IoSequence a = new IoSequence(w, 3, 0, 1L << 30);
		IoSequence b = new IoSequence(w, 3, 0, 1L << 30);
		for (int i = 0; i < 1000; i++) {
			a.next();
			b.next();
			assertEquals(a.offset(), b.offset());
			assertEquals(a.write(), b.write());
		}
	}

	@Test
	void pacerSpreadsIntendedStartsAndSkipsRests() {
		WorkloadSpec w = spec().rateLimitIops(1000).bursts(Duration.ofMillis(5), Duration.ofMillis(60)).build();
		Pacer p = new Pacer(w, 1, 0);
		assertTrue(p.paced());
		assertEquals(0, p.nextStart(0));
		assertEquals(0, p.intendedStart());
		assertEquals(1_000_000, p.nextStart(0));
		assertEquals(1_000_000, p.intendedStart());
		// 5 ms into the cycle the burst ends: the next start is the next cycle's start, 65 ms
		assertEquals(65_000_000, p.nextStart(5_000_000));
		assertEquals(65_000_000, p.intendedStart(), "a rest is not a backlog");
	}
}
