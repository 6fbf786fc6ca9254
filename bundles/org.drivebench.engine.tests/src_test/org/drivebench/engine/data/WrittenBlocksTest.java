package org.drivebench.engine.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class WrittenBlocksTest {
	@Test
	void marksAreFoundInOrderAndRunsEndAtTheFirstGap() {
		WrittenBlocks w = new WrittenBlocks(512, 1L << 40);
		w.mark(4096, 2048);
		w.mark((1L << 35) + 512, 512); // far away: another page
		assertTrue(w.contains(4096));
		assertTrue(w.contains(4096 + 1536));
		assertFalse(w.contains(4096 + 2048));
		assertFalse(w.contains(0));
		assertEquals(4096, w.nextMarked(0));
		assertEquals(4096 + 512, w.nextMarked(4096 + 1));
		assertEquals(6144, w.runEnd(4096, 1L << 40));
		assertEquals(5120, w.runEnd(4096, 5120));
		assertEquals((1L << 35) + 512, w.nextMarked(6144));
		assertEquals(-1, w.nextMarked((1L << 35) + 1024));
	}

	@Test
	void addAllUnitesTwoSets() {
		WrittenBlocks a = new WrittenBlocks(4096, 1L << 30);
		WrittenBlocks b = new WrittenBlocks(4096, 1L << 30);
		a.mark(0, 4096);
		b.mark(1L << 29, 8192);
		a.addAll(b);
		assertTrue(a.contains(0));
		assertTrue(a.contains((1L << 29) + 4096));
		assertEquals(1L << 29, a.nextMarked(4096));
	}
}
