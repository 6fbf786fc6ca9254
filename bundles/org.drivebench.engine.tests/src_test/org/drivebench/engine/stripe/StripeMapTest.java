package org.drivebench.engine.stripe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

	/** Splitting covers the request exactly, piece by piece, each piece on the member the mapping names. */
	@ParameterizedTest
	@CsvSource({ "2, 4096", "3, 65536", "4, 1048576" })
	void splitPiecesCoverTheRequestAndFollowTheMapping(int members, int strip) {
		StripeMap map = new StripeMap(members, strip, 64L * strip);
		int max = map.maxPieces(3 * strip + 4096);
		int[] member = new int[max];
		long[] memberOffset = new long[max];
		int[] length = new int[max];
		for (long offset = 0; offset + 3L * strip + 4096 <= map.size(); offset += strip / 2 + 512) {
			for (int size : new int[] { 512, 4096, strip, 3 * strip + 4096 }) {
				int n = map.split(offset, size, member, memberOffset, length);
				assertEquals(map.pieces(offset, size), n);
				long at = offset;
				for (int k = 0; k < n; k++) {
					assertEquals(map.memberOf(at), member[k], "member of piece " + k);
					assertEquals(map.memberOffset(at), memberOffset[k], "member offset of piece " + k);
					assertEquals(map.setOffset(member[k], memberOffset[k] + length[k] - 1), at + length[k] - 1,
							"a piece never crosses a strip");
					at += length[k];
				}
				assertEquals(offset + size, at, "pieces add up to the request");
			}
		}
	}

	@Test
	void maxPiecesBoundsEveryRequest() {
		StripeMap map = new StripeMap(2, 4096, 1 << 24);
		for (int size = 512; size <= 64 * 1024; size += 512) {
			int max = map.maxPieces(size);
			for (long offset = 0; offset < 8192; offset += 512) {
				assertTrue(map.pieces(offset, size) <= max, size + " bytes at " + offset);
			}
		}
		assertEquals(2, map.maxPieces(4096));
		assertEquals(3, map.maxPieces(8192));
	}
}
