package org.drivebench.engine.stripe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class StripeMapTest {
	/**
	 * Every 512-byte sector of small sets, for every strip size from 4 KiB to 1 MiB and 2 to 4
	 * members: the mapping and its inverse agree, each member sector is used exactly once, and the
	 * member advances round-robin strip by strip.
	 */
	@ParameterizedTest
	@CsvSource({ "2", "3", "4" })
	void everySectorMapsToExactlyOneMemberSectorAndBack(int members) {
		for (int strip = StripeMap.MIN_STRIP; strip <= StripeMap.MAX_STRIP; strip *= 2) {
			long memberSize = 4L * strip + 512; // a partial strip at each member's end is not used
			StripeMap map = new StripeMap(members, strip, memberSize);
			assertEquals(4L * strip * members, map.size());
			boolean[][] used = new boolean[members][(int) (memberSize / 512)];
			for (long offset = 0; offset < map.size(); offset += 512) {
				int member = map.memberOf(offset);
				long memberOffset = map.memberOffset(offset);
				assertEquals((offset / strip) % members, member);
				assertEquals(offset, map.setOffset(member, memberOffset), "inverse at " + offset);
				int sector = (int) (memberOffset / 512);
				assertEquals(false, used[member][sector], "member sector used twice at set offset " + offset);
				used[member][sector] = true;
			}
		}
	}

	@Test
	void requestsSplitAtStripBoundaries() {
		StripeMap map = new StripeMap(2, 65536, 1L << 30);
		assertEquals(1, map.pieces(0, 65536));
		assertEquals(2, map.pieces(65536 - 512, 1024));
		assertEquals(3, map.pieces(1000 * 512, 2 * 65536));
		assertEquals(512, map.bytesLeftInStrip(65536 - 512));
		assertEquals(65536, map.bytesLeftInStrip(131072));
		// the second strip is on member 1 at member offset 0, the third back on member 0 one strip in
		assertEquals(1, map.memberOf(65536));
		assertEquals(0, map.memberOffset(65536));
		assertEquals(0, map.memberOf(131072));
		assertEquals(65536, map.memberOffset(131072));
	}

	@Test
	void invalidGeometryIsRejectedNamingTheField() {
		assertEquals("members = 1: a striped set needs 2 or more",
				assertThrows(IllegalArgumentException.class, () -> new StripeMap(1, 65536, 1 << 30)).getMessage());
		assertEquals("stripSize = 12288: must be a power of two from 4 KiB to 1 MiB",
				assertThrows(IllegalArgumentException.class, () -> new StripeMap(2, 12288, 1 << 30)).getMessage());
		assertThrows(IllegalArgumentException.class, () -> new StripeMap(2, 2 << 20, 1 << 30));
	}
}
