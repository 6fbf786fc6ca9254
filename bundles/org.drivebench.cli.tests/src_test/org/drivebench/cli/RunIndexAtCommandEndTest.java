package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.drivebench.library.ResultLibrary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command that saved runs leaves them in the library's run index when it ends (whatever way it ends),
 * so the report that follows, which only reads, takes them from the index rather than parsing them.
 */
class RunIndexAtCommandEndTest {
	@TempDir
	Path folder;

	/** A command that saves one run into the default library, then ends as told. */
	private static final class SavingCommand implements Command {
		private final Libraries libraries;
		private final boolean fail;
		boolean indexedBeforeTheEnd;

		SavingCommand(Libraries libraries, boolean fail) {
			this.libraries = libraries;
			this.fail = fail;
		}

		@Override
		public String name() {
			return "save-one";
		}

		@Override
		public String summary() {
			return "saves a run";
		}

		@Override
		public String usage() {
			return "drivebench save-one";
		}

		@Override
		public int run(List<String> args, Console console) throws Exception {
			ResultLibrary library = libraries.open(null);
			library.save(CliFixture.run("r1", "drive-a", "Drive A", 0, "linear.read", 150));
			indexedBeforeTheEnd = Files.exists(library.folder().resolve(".runs.index"));
			if (fail) {
				throw new IllegalStateException("the command failed after saving");
			}
			return 0;
		}
	}

	@Test
	void theRunsACommandSavedAreInTheIndexWhenItEnds() {
		Libraries libraries = new Libraries(() -> folder.resolve("library"));
		SavingCommand command = new SavingCommand(libraries, false);

		int code = new CliFixture().run(CommandTable.endingWithIndex(command, libraries), "save-one");

		assertEquals(0, code);
		assertFalse(command.indexedBeforeTheEnd, "no index while the command runs (a new library, one save)");
		assertTrue(Files.exists(folder.resolve("library").resolve(".runs.index")));
	}

	@Test
	void aCommandThatFailsAfterSavingLeavesItsRunsIndexedToo() {
		Libraries libraries = new Libraries(() -> folder.resolve("library"));

		int code = new CliFixture().run(CommandTable.endingWithIndex(new SavingCommand(libraries, true), libraries), "save-one");

		assertTrue(code != 0);
		assertTrue(Files.exists(folder.resolve("library").resolve(".runs.index")));
	}

	@Test
	void everyCommandOfTheProductEndsThatWay() {
		for (Command command : CommandTable.standard(new org.drivebench.core.registry.TestRegistry(), "test")) {
			assertEquals("EndingWithIndex", command.getClass().getSimpleName(), command.name());
		}
	}
}
