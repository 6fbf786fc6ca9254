package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.engine.RunnableTarget;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.engine.testing.SmallFileSystem;
import org.drivebench.library.LibrarySpace;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.RunState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.drivebench.drivetests.reviews.ReviewSuites;

/**
 * No figure is lost when saving fails, on a real small file system (a tmpfs of a few MiB): a library
 * without room for the run is refused before the first test, naming the library and the space (exit 2);
 * a library whose file system fills up after the first checkpoint keeps the run in memory, retries at
 * each checkpoint, prints the table, writes the run where it can be saved and says how to bring it in,
 * which {@code import-run} then does.
 */
class LibraryFullCliTest {
	@TempDir
	Path folder;

	private final CliFixture cli = new CliFixture();

	/** linear.sequential as the CLI's tests know it, which fills the library's file system once it has run. */
	private static final class FillingWorkload implements DriveTest {
		private final DriveTest workload = new CliWorkload("linear.sequential", true);
		private final SmallFileSystem fileSystem;
		private boolean filled;

		FillingWorkload(SmallFileSystem fileSystem) {
			this.fileSystem = fileSystem;
		}

		@Override
		public TestDescriptor descriptor() {
			return workload.descriptor();
		}

		@Override
		public List<ParameterSpec> parameters() {
			return workload.parameters();
		}

		@Override
		public void run(TestContext context) throws Exception {
			workload.run(context);
			// on the simulated drive itself, not in the plan's rehearsal before the run, which runs each test on a stand-in
			if (!filled && context.target() instanceof RunnableTarget) {
				fileSystem.fill(0); // the library's file system is full from the end of the first test on
				filled = true;
			}
		}
	}

	private static Libraries libraries() {
		return new Libraries(() -> {
			throw new AssertionError("the tests name their library");
		});
	}

	@Test
	void aLibraryWithoutRoomForTheRunIsRefusedBeforeTheFirstTest() throws Exception {
		try (SmallFileSystem small = SmallFileSystem.mount(folder.resolve("small"), 1 << 20)) {
			small.fill(100 << 10);
			TestRegistry registry = CliWorkload.registry();
			Path library = small.root().resolve("library");
			int code = cli.run(new RunCommand(registry, libraries(), new RunExecutor(new DefaultIoEngine(), "test")), "run",
					"--target", "sim:hdd-7200", "--suite", "quick", "--param", "duration=1s", "--library", library.toString());
			assertEquals(ExitCode.USAGE, code, cli.err());
			assertTrue(cli.err().contains("the library in " + library + " has "), cli.err());
			assertTrue(cli.err().contains(" free on its file system; a run of 8 tests needs about "
					+ String.format(java.util.Locale.ROOT, "%.1f MiB", LibrarySpace.needed(8) / 1048576.0)), cli.err());
			assertTrue(cli.err().contains("or save into another library with --library <dir>"), cli.err());
			assertFalse(Files.exists(library), "nothing was created, nothing measured");
			assertEquals("", cli.out());
		}
	}

	@Test
	void aLibraryThatFillsUpMidRunLosesNoFigureAndImportRunBringsTheRunIn() throws Exception {
		try (SmallFileSystem small = SmallFileSystem.mount(folder.resolve("small"), 8 << 20)) {
			TestRegistry registry = new TestRegistry();
			registry.addTest(new FillingWorkload(small));
			registry.addTest(new CliWorkload("random.random", false));
			registry.addSuites(new ReviewSuites(), "org.drivebench.drivetests.reviews", 100);
			Path library = small.root().resolve("library");
			Path elsewhere = Files.createDirectory(folder.resolve("elsewhere"));
			RunExecutor executor = new RunExecutor(new DefaultIoEngine(), "test")
					.withUnsavedRunPlaces(List.of(small.root(), elsewhere)); // the first is full too
			int code = cli.run(new RunCommand(registry, libraries(), executor), "run", "--target", "sim:hdd-7200", "--suite", "quick",
					"--param", "duration=1s", "--library", library.toString(), "--seed", "5");
			assertEquals(ExitCode.FAILED, code, cli.err());
			// the table of all 8 tests is printed all the same
			for (String test : List.of("SEQ1M Q8T1 read", "SEQ128K Q32T1 write", "RND4K Q32T16 read", "RND4K Q1T1 write")) {
				assertTrue(cli.out().contains(test), () -> test + " in\n" + cli.out());
			}
			String err = cli.err();
			assertEquals(1, count(err, "could not save the run into " + library), "said once, not at every test:\n" + err);
			Matcher written = Pattern.compile("the run is written to (\\S+)\\. ").matcher(err);
			assertTrue(written.find(), err);
			Path file = Path.of(written.group(1));
			assertEquals(elsewhere, file.getParent(), err);
			assertTrue(err.contains("drivebench import-run " + file + " --library " + library), err);

			// in the library, only the run as saved before the file system filled up
			Run partial = ResultLibrary.read(library).runs().get(0);
			assertEquals(RunState.IN_PROGRESS, partial.getState());

			small.empty();
			CliFixture importing = new CliFixture();
			assertEquals(ExitCode.OK, importing.run(new ImportRunCommand(libraries()), "import-run", file.toString(), "--library",
					library.toString()), importing.err());
			assertTrue(importing.out().startsWith("Replaced the library's copy of run " + partial.getId()), importing.out());
			Run whole = ResultLibrary.read(library).runs().get(0);
			assertEquals(RunState.FINISHED, whole.getState());
			assertEquals(8, whole.getResults().size());
			assertTrue(whole.getResults().stream().allMatch(r -> r.getStatus() == ResultStatus.COMPLETED));
			assertEquals(5, whole.getRandomSeed());

			// the file again: the library holds the run as far along, it is simply saved again
			CliFixture again = new CliFixture();
			assertEquals(ExitCode.OK, again.run(new ImportRunCommand(libraries()), "import-run", file.toString(), "--library",
					library.toString()), again.err());
		}
	}

	@Test
	void aFileThatIsNotARunIsRefusedByName() throws Exception {
		Path notes = Files.writeString(folder.resolve("notes.xmi"), "hello");
		int code = cli.run(new ImportRunCommand(libraries()), "import-run", notes.toString(), "--library",
				folder.resolve("lib").toString());
		assertEquals(ExitCode.USAGE, code);
		assertTrue(cli.err().contains(notes + " is not a run DriveBench can read: "), cli.err());
	}

	private static int count(String text, String part) {
		int n = 0;
		for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
			n++;
		}
		return n;
	}
}
