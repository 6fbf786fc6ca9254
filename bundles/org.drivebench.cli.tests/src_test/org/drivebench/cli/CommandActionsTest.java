package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;

import org.drivebench.engine.testing.FioServer;
import org.drivebench.rig.FioClient;
import org.drivebench.rig.RigBook;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands of actions ({@code rigs}, {@code plugins}, {@code group-test}) refuse a command line
 * without its action in the same words, naming their actions in order: none given, an option before it
 * (exit 2 naming what came first), a word that is none of them.
 */
class CommandActionsTest {
	@TempDir
	Path folder;

	private Command rigs() {
		return new RigsCommand(new RigAccess(new RigBook(folder.resolve("rigs.json")),
				() -> new FioClient(FioServer.fio(), Duration.ofSeconds(3), Duration.ofSeconds(20))));
	}

	private static Command plugins() {
		return new PluginsCommand(() -> {
			throw new AssertionError("no action reaches the installation");
		});
	}

	private void refused(Command command, String expected, String... args) {
		CliFixture run = new CliFixture();
		assertEquals(ExitCode.USAGE, run.run(command, args), run.err());
		assertTrue(run.err().contains(expected), () -> expected + " in\n" + run.err());
		assertEquals("", run.out());
	}

	@Test
	void aCommandLineWithoutItsActionIsRefusedNamingTheActionsInOrder() {
		refused(rigs(), "say what to do: add, list, remove or check", "rigs");
		refused(rigs(), "say what to do first: add, list, remove or check (got '--port')", "rigs", "--port", "8765", "add", "lab1", "h");
		refused(rigs(), "unknown action 'delete': add, list, remove or check", "rigs", "delete", "lab1");

		refused(plugins(), "say what to do: list, available, install or uninstall", "plugins");
		refused(plugins(), "say what to do first: list, available, install or uninstall (got '--accept-unsigned')", "plugins",
				"--accept-unsigned", "install", "repo", "x");
		refused(plugins(), "unknown action 'remove': list, available, install or uninstall", "plugins", "remove", "x");
	}
}
