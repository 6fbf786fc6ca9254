package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.drivebench.library.ResultLibrary;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.engine.run.DefaultIoEngine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a user sees when a name from outside holds characters a terminal obeys: a target path with
 * {@code ESC ] 0 ; ... BEL} (which would retitle the terminal) in an error, a drive's name with a C1
 * control and an override in a report: shown as escapes, never as raw bytes.
 */
class TerminalEscapesCliTest {
	private static final String RETITLE = "\u001b]0;you have been pwned\u0007";
	@TempDir
	Path folder;

	@Test
	void aMessageNamingATargetWithAnEscapeSequenceDoesNotRetitleTheTerminal() throws Exception {
		CliFixture cli = new CliFixture();
		TestRegistry registry = new TestRegistry();
		registry.addTest(new CliWorkload("random.random", false));
		RunCommand run = new RunCommand(registry, new Libraries(() -> folder.resolve("library")), new RunExecutor(new DefaultIoEngine(),
				"test"));
		String target = folder.resolve("no-such-folder" + RETITLE).resolve("t.dat").toString();
		assertEquals(ExitCode.USAGE, cli.run(run, "run", "--target", target, "--test", "random.random"));
		assertFalse(cli.err().contains("\u001b") || cli.err().contains("\u0007"), "raw control characters: " + cli.err());
		assertTrue(cli.err().contains("no-such-folder\\x1b]0;you have been pwned\\x07"), cli.err());

		// a drive's name cannot hold ESC (XML forbids it) but can hold a C1 control and an override
		ResultLibrary.open(folder.resolve("lib")).save(CliFixture.run("a1", "x", "Drive \u009b2J\u202e", 1, "linear", 100));
		cli.out.reset();
		assertEquals(ExitCode.OK, cli.run(new ReportCommand(new Libraries(() -> folder.resolve("lib"))), "report", "--format", "md",
				"--library", folder.resolve("lib").toString()), cli.err());
		assertFalse(cli.out().contains("\u009b") || cli.out().contains("\u202e"), cli.out());
		assertTrue(cli.out().contains("Drive \\u009b2J\\u202e"), cli.out());
	}
}
