package org.drivebench.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.drivebench.model.values.Samples;
import org.junit.jupiter.api.Test;

class SamplesTest {
	@Test
	void shortArraysAreReadableDecimalText() {
		Samples s = Samples.of(1.5, 150.25, -0.0);
		assertEquals("1.5 150.25 -0.0", s.toString());
		assertEquals(s, Samples.valueOf(s.toString()));
	}

	@Test
	void longArraysRoundTripExactlyThroughBase64() {
		double[] values = new double[100_000];
		for (int i = 0; i < values.length; i++) {
			values[i] = Math.sin(i) * 1e6 + i / 3.0;
		}
		String text = Samples.of(values).toString();
		assertTrue(text.startsWith("b64:"));
		assertArrayEquals(values, Samples.valueOf(text).toArray());
	}

	@Test
	void emptyTextIsEmptySamples() {
		assertTrue(Samples.valueOf("  ").isEmpty());
		assertEquals("", Samples.EMPTY.toString());
	}

	@Test
	void badTextNamesTheValueThatCannotBeRead() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Samples.valueOf("1 2 x3"));
		assertTrue(e.getMessage().contains("'x3' (value 3)"), e.getMessage());
		e = assertThrows(IllegalArgumentException.class, () -> Samples.valueOf("b64:AAAA"));
		assertTrue(e.getMessage().contains("not a whole number"), e.getMessage());
	}

	@Test
	void base64CalledWellFormedIsReadWithoutError() {
		String whole = Samples.of(new double[40]).toString();
		String[] wellFormed = { whole, "  " + whole + "\n", "b64:", "b64:AAAAAAAAAAA=", "b64:" + "A".repeat(20) + "AA==" };
		for (String text : wellFormed) {
			assertTrue(Samples.isWellFormedBase64(text), text);
			Samples.valueOf(text); // throws if the check was wrong
		}
		// what the decoder refuses, or reads to a part of a double, is never called well-formed
		String[] refused = { "b64:AAAA", "b64:AAAAAAAAAAA", "b64:AA=A", "b64:A===", "b64:AAAAAAAAAA!=", "b64:AAAA AAAA",
				"b64:AAAAAAAAAA==", "1 2 3", "", "B64:AAAAAAAAAAA=" };
		for (String text : refused) {
			assertFalse(Samples.isWellFormedBase64(text), text);
		}
		assertThrows(IllegalArgumentException.class, () -> Samples.valueOf("b64:AA=A"));
		assertThrows(IllegalArgumentException.class, () -> Samples.valueOf("b64:AAAAAAAAAA=="));
	}

	@Test
	void summaryFigures() {
		Samples s = Samples.of(3, 1, 2);
		assertEquals(1, s.min());
		assertEquals(3, s.max());
		assertEquals(2, s.mean());
	}
}
