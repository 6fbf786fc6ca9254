package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

class ArgumentsTest {
	@Test
	void listsSplitAtCommasButNotAtEscapedOnes() {
		assertEquals(List.of("a", "b"), Arguments.list("a, b"));
		assertEquals(List.of("WD Green, 2 TB", "st"), Arguments.list("WD Green\\, 2 TB,st"));
		assertEquals(List.of("back\\slash"), Arguments.list("back\\\\slash"));
		assertEquals(List.of(), Arguments.list(" , "));
	}

	@Test
	void optionsFlagsAndPositionals() throws UsageException {
		Arguments a = Arguments.parse("x", List.of("file", "--drive", "D", "--relative", "--layout=rows"),
				Set.of("drive", "layout"), Set.of("relative"));
		assertEquals("D", a.value("drive"));
		assertEquals("rows", a.value("layout"));
		assertTrue(a.has("relative"));
		assertEquals(List.of("file"), a.positionals());
	}

	@Test
	void mistakesAreNamed() {
		UsageException e = assertThrows(UsageException.class, () -> Arguments.parse("x", List.of("--drive"), Set.of("drive"), Set.of()));
		assertEquals("--drive needs a value", e.getMessage());
		e = assertThrows(UsageException.class, () -> Arguments.parse("x", List.of("--a", "1", "--a", "2"), Set.of("a"), Set.of()));
		assertEquals("--a is given twice", e.getMessage());
		e = assertThrows(UsageException.class, () -> Arguments.parse("x", List.of("--f=1"), Set.of(), Set.of("f")));
		assertEquals("--f takes no value, got '1'", e.getMessage());
	}
}
