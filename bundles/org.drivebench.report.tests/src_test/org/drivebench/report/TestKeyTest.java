package org.drivebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.Set;

import org.junit.jupiter.api.Test;

class TestKeyTest {
	@Test
	void keysAreEqualWhenEveryPartIs() {
		TestKey key = new TestKey("random.read", "Q32T1", "1.1", "queueDepth=32");
		TestKey same = TestKey.parse("random.read#Q32T1").withVersion("1.1").withSettings("queueDepth=32");
		assertEquals(key, same);
		assertEquals(key.hashCode(), same.hashCode());
		assertEquals(Set.of(key), Set.of(same));
		assertNotEquals(key, new TestKey("random.write", "Q32T1", "1.1", "queueDepth=32"));
		assertNotEquals(key, new TestKey("random.read", "Q1T1", "1.1", "queueDepth=32"));
		assertNotEquals(key, new TestKey("random.read", "Q32T1", "1.0", "queueDepth=32"));
		assertNotEquals(key, new TestKey("random.read", "Q32T1", "1.1", "queueDepth=1"));
		assertNotEquals(key, key.anyVersion());
		assertEquals(new TestKey("random.read", "Q32T1"), key.anyVersion());
		assertNotEquals(key, null);
	}
}
