package org.drivebench.engine.data;

import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

import org.drivebench.engine.data.VerifyPattern.Outcome;
import org.junit.jupiter.api.Test;

class VerifyPatternTest {
	private final VerifyPattern pattern = new VerifyPattern(0xABCDL, 512);

	@Test
	void filledBlocksCheckValidAtTheirOwnOffset() {
		try (Arena arena = Arena.ofConfined()) {
			MemorySegment buf = arena.allocate(8192, 4096);
			pattern.fill(buf, 0, 1 << 20, 8192, 77);
			for (int b = 0; b < 16; b++) {
				assertEquals(Outcome.VALID, pattern.check(buf, b * 512L, (1 << 20) + b * 512L));
			}
		}
	}

	@Test
	void aBlockReadFromAnotherOffsetIsCorruptAndSaysWhereItBelongs() {
		try (Arena arena = Arena.ofConfined()) {
			MemorySegment buf = arena.allocate(512, 512);
			pattern.fill(buf, 0, 4096, 512, 1);
			assertEquals(Outcome.CORRUPT, pattern.check(buf, 0, 8192));
			String text = pattern.describe(buf, 0, 8192, true);
			assertTrue(text.contains("offset 8192") && text.contains("written for offset 4096"), text);
		}
	}

	@Test
	void aFlippedPayloadBitIsCorruptAndNamesTheByte() {
		try (Arena arena = Arena.ofConfined()) {
			MemorySegment buf = arena.allocate(512, 512);
			pattern.fill(buf, 0, 0, 512, 3);
			buf.set(JAVA_LONG, 200, buf.get(JAVA_LONG, 200) ^ 1);
			assertEquals(Outcome.CORRUPT, pattern.check(buf, 0, 0));
			String text = pattern.describe(buf, 0, 0, true);
			assertTrue(text.contains("payload byte 200") && text.contains("expected 0x") && text.contains("found 0x"), text);
		}
	}

	@Test
	void blocksOfOtherSeedsOrWithoutSignatureAreUnsigned() {
		try (Arena arena = Arena.ofConfined()) {
			MemorySegment buf = arena.allocate(1024, 512);
			new VerifyPattern(1, 512).fill(buf, 0, 0, 512, 1);
			assertEquals(Outcome.UNSIGNED, pattern.check(buf, 0, 0));
			assertTrue(pattern.describe(buf, 0, 0, true).contains("another run"));
			assertEquals(Outcome.UNSIGNED, pattern.check(buf, 512, 512)); // zeros
		}
	}

	@Test
	void generationsGiveDifferentData() {
		try (Arena arena = Arena.ofConfined()) {
			MemorySegment a = arena.allocate(512, 512);
			MemorySegment b = arena.allocate(512, 512);
			pattern.fill(a, 0, 0, 512, 1);
			pattern.fill(b, 0, 0, 512, 2);
			assertTrue(a.asSlice(32).mismatch(b.asSlice(32)) >= 0);
		}
	}

	@Test
	void tooSmallBlocksAreRefused() {
		assertThrows(IllegalArgumentException.class, () -> new VerifyPattern(1, 32));
	}
}
