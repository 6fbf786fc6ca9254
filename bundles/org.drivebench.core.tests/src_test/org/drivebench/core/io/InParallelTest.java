package org.drivebench.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

/** Work on several threads gives what a loop over the list gives: results in order, the first failure in order. */
class InParallelTest {
	private static final List<Integer> ITEMS = IntStream.range(0, 2000).boxed().toList();

	@Test
	void theResultsAreInTheListsOrderWhateverThreadMadeThem() throws IOException {
		Set<String> threads = ConcurrentHashMap.newKeySet();
		List<String> results = InParallel.map(ITEMS, i -> {
			threads.add(Thread.currentThread().getName());
			if (i % 7 == 0) {
				Thread.onSpinWait(); // uneven work, so the threads overtake one another
			}
			return "item " + i;
		});
		assertEquals(ITEMS.stream().map(i -> "item " + i).toList(), results);
		assertTrue(threads.size() <= Runtime.getRuntime().availableProcessors(), "no more threads than processors: " + threads);
	}

	@Test
	void theFailureThrownIsTheFirstInTheListsOrderAsItWasThrown() {
		IOException e = assertThrows(IOException.class, () -> InParallel.map(ITEMS, i -> {
			if (i == 1500) {
				throw new IOException("item 1500");
			}
			if (i == 700 || i == 1200) {
				throw new IOException("item " + i);
			}
			return i;
		}));
		assertEquals("item 700", e.getMessage());
		IllegalArgumentException runtime = assertThrows(IllegalArgumentException.class, () -> InParallel.map(ITEMS, i -> {
			if (i == 3) {
				throw new IllegalArgumentException("item 3");
			}
			return i;
		}));
		assertEquals("item 3", runtime.getMessage());
	}

	@Test
	void noItemsOrOneItemNeedNoOtherThread() throws IOException {
		assertEquals(List.of(), InParallel.map(List.<Integer>of(), i -> i));
		assertEquals(List.of(Thread.currentThread().getName()), InParallel.map(List.of(1), i -> Thread.currentThread().getName()));
	}
}
