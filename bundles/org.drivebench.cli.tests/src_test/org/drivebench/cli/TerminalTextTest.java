package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

/**
 * Text from outside (a file name, a drive's name, a trace file's line) reaches the terminal with every
 * character a terminal would obey shown instead: an {@code ESC ] 0 ; ... BEL} in a name must not retitle
 * the terminal, nor a carriage return hide a line, nor an override reorder it.
 */
class TerminalTextTest {
	private static final String RETITLE = "\u001b]0;you have been pwned\u0007";

	@Test
	void controlCharactersAreShownNotObeyed() {
		assertEquals("\\x1b]0;you have been pwned\\x07", TerminalText.escape(RETITLE));
		assertEquals("a\\x0db\\x08c\\x7fd", TerminalText.escape("a\rb\bc\u007fd"));
		assertEquals("line\n\tindented", TerminalText.escape("line\n\tindented"), "line feed and tab are text");
		assertEquals("x\\u009b31m \\u202eevil \\u2067y", TerminalText.escape("x\u009b31m \u202eevil \u2067y"));
		assertEquals("Seagate «Барракуда» 日本語 € ✓", TerminalText.escape("Seagate «Барракуда» 日本語 € ✓"), "other text as it is");
	}

	@Test
	void everythingPrintedThroughTheConsoleIsEscapedEvenWrittenByteByByte() {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		Console console = new Console(new PrintStream(bytes, true, StandardCharsets.UTF_8), new PrintStream(bytes, true,
				StandardCharsets.UTF_8), false);
		console.out().println("title " + RETITLE);
		console.err().printf("%s and \u202ereversed%n", "\u009b2J");
		for (byte b : "split \u202e and € ok\n".getBytes(StandardCharsets.UTF_8)) {
			console.out().write(b); // one byte at a time: a character split between writes
		}
		console.out().flush();
		String text = bytes.toString(StandardCharsets.UTF_8);
		assertEquals("title \\x1b]0;you have been pwned\\x07\n\\u009b2J and \\u202ereversed\nsplit \\u202e and € ok\n", text);
	}

	@Test
	void aCsvLineEndingPassesAsItIsAndALoneCarriageReturnIsShown() {
		assertEquals("a,b\r\nc,d\r\n", TerminalText.escape("a,b\r\nc,d\r\n"), "CSV's CRLF is a line ending");
		assertEquals("over\\x0dwritten\\x0d", TerminalText.escape("over\rwritten\r"));
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		Console console = new Console(new PrintStream(bytes, true, StandardCharsets.UTF_8), new PrintStream(bytes, true,
				StandardCharsets.UTF_8), false);
		console.out().print("Drive,MB/s\r");
		console.out().flush(); // a return cut from its line feed by a flush waits for the next byte
		console.out().print("\nhidden\rshown\r\n");
		console.out().flush();
		assertEquals("Drive,MB/s\r\nhidden\\x0dshown\r\n", bytes.toString(StandardCharsets.UTF_8));
	}
}
