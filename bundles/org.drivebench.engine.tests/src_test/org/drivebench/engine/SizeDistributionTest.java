package org.drivebench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.SplittableRandom;

import org.drivebench.engine.SizeDistribution.Entry;
import org.junit.jupiter.api.Test;

class SizeDistributionTest {
	@Test
	void weightedPicksFollowTheWeights() {
		// Iometer's file-server access specification
		SizeDistribution fileServer = SizeDistribution.weighted(List.of(new Entry(512, 10), new Entry(1024, 5),
				new Entry(2048, 5), new Entry(4096, 60), new Entry(8192, 2), new Entry(16384, 4), new Entry(32768, 4),
				new Entry(65536, 10)));
		SplittableRandom random = new SplittableRandom(1);
		int n = 1_000_000;
		int fourK = 0;
		for (int i = 0; i < n; i++) {
			if (fileServer.pick(random.nextLong()) == 4096) {
				fourK++;
			}
		}
		assertEquals(0.60, fourK / (double) n, 0.005);
		assertEquals(512 * 0.10 + 1024 * 0.05 + 2048 * 0.05 + 4096 * 0.60 + 8192 * 0.02 + 16384 * 0.04 + 32768 * 0.04
				+ 65536 * 0.10, fileServer.meanSize(), 1e-9);
	}

	@Test
	void uniformCoversTheRangeInSteps() {
		SizeDistribution devTest = SizeDistribution.uniform(512, 65536, 512);
		assertEquals(128, devTest.entries().size());
		assertEquals(512, devTest.minSize());
		assertEquals(65536, devTest.maxSize());
	}

	@Test
	void sizesParseAndFormatBothWays() {
		assertEquals(4096, Sizes.parse("4k"));
		assertEquals(4096, Sizes.parse("4 KiB"));
		assertEquals(2L << 20, Sizes.parse("2M"));
		assertEquals(512, Sizes.parse("512"));
		assertEquals("4 KiB", Sizes.format(4096));
		assertEquals("512 B", Sizes.format(512));
		assertEquals("1536 KiB", Sizes.format(1536 * 1024));
		assertThrows(IllegalArgumentException.class, () -> Sizes.parse("four"));
		assertThrows(IllegalArgumentException.class, () -> Sizes.parse("64d"), "Java's double suffixes are not sizes");
		assertThrows(IllegalArgumentException.class, () -> Sizes.parse("1e3"));
		assertThrows(IllegalArgumentException.class, () -> Sizes.parse("-4k"));
	}
}
