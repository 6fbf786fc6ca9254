package org.drivebench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.junit.jupiter.api.Test;

class WorkloadSpecTest {
	private static WorkloadSpec.Builder oneSecond() {
		return WorkloadSpec.builder().duration(Duration.ofSeconds(1));
	}

	@Test
	void queueDepthOutOfRangeIsRejectedNamingFieldAndRange() {
		InvalidWorkloadException e = assertThrows(InvalidWorkloadException.class,
				() -> oneSecond().queueDepth(2000).build());
		assertEquals("queueDepth", e.field());
		assertEquals("queueDepth = 2000: must be 1 to 1024", e.getMessage());
	}

	@Test
	void everyPercentageIsChecked() {
		assertEquals("readPercent", assertThrows(InvalidWorkloadException.class, () -> oneSecond().readPercent(101).build()).field());
		assertEquals("randomPercent", assertThrows(InvalidWorkloadException.class, () -> oneSecond().randomPercent(-1).build()).field());
		assertEquals("workers", assertThrows(InvalidWorkloadException.class, () -> oneSecond().workers(65).build()).field());
	}

	@Test
	void aWorkloadWithoutAnyBoundIsRejected() {
		InvalidWorkloadException e = assertThrows(InvalidWorkloadException.class, () -> WorkloadSpec.builder().build());
		assertEquals("duration", e.field());
		assertTrue(e.getMessage().contains("bound the workload"));
	}

	@Test
	void sizesMustBeWholeSectors() {
		InvalidWorkloadException e = assertThrows(InvalidWorkloadException.class, () -> oneSecond().blockSize(1000).build());
		assertEquals("sizes", e.field());
		assertTrue(e.getMessage().contains("multiple of 512"));
	}

	@Test
	void slicedRegionsAreEqualAndDoNotOverlap() {
		WorkloadSpec spec = oneSecond().blockSize(65536).sequential().workers(4)
				.regionSplit(WorkloadSpec.RegionSplit.SLICED).build();
		long size = 100L << 30;
		long previousEnd = 0;
		for (int w = 0; w < 4; w++) {
			WorkloadSpec.Region r = spec.regionOf(w, size);
			assertEquals(previousEnd, r.offset());
			assertEquals(0, r.length() % 65536);
			previousEnd = r.offset() + r.length();
		}
		assertTrue(previousEnd <= size);
	}

	@Test
	void burstWithoutRestIsRejected() {
		assertEquals("restTime", assertThrows(InvalidWorkloadException.class,
				() -> oneSecond().bursts(Duration.ofSeconds(5), Duration.ZERO).build()).field());
	}
}
