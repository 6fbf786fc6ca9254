package org.drivebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** A run's start in the footer reads as the pattern "yyyy-MM-dd HH:mm 'UTC'" writes it, for any instant. */
class ProvenanceDateTest {
	private static final DateTimeFormatter PATTERN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'").withZone(ZoneOffset.UTC);

	private static void check(long millis) {
		assertEquals(PATTERN.format(Instant.ofEpochMilli(millis)), Provenance.utcMinute(millis), millis + " ms");
	}

	@Test
	void startsReadAsThePatternWritesThem() {
		assertEquals("2026-12-04 16:20 UTC", Provenance.utcMinute(Instant.parse("2026-12-04T16:20:59.999Z").toEpochMilli()));
		assertEquals("1970-01-01 00:00 UTC", Provenance.utcMinute(0));
		for (long millis : new long[] { 0, -1, 1, 59_999, 60_000, -60_000, -60_001, 951_782_400_000L /* 2000-02-29 */,
				253_402_300_799_999L /* 9999-12-31 23:59 */, 253_402_300_800_000L /* year 10000 */, -30_610_224_000_000L /* 1000 */,
				-30_610_224_000_001L, -62_135_596_800_000L /* year 1 */, -62_135_596_800_001L /* year 0 */ }) {
			check(millis);
		}
		Random random = new Random(11);
		for (int i = 0; i < 100_000; i++) {
			check(random.nextLong(-70_000_000_000_000L, 260_000_000_000_000L));
		}
	}
}
