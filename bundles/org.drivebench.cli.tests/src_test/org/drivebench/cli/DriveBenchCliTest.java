package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.registry.TestRegistry;
import org.junit.jupiter.api.Test;

class DriveBenchCliTest {
	private final ByteArrayOutputStream out = new ByteArrayOutputStream();
	private final ByteArrayOutputStream err = new ByteArrayOutputStream();
	private final Console console = new Console(new PrintStream(out, true, StandardCharsets.UTF_8),
			new PrintStream(err, true, StandardCharsets.UTF_8), false);
	private final TestRegistry registry = new TestRegistry();
	private final DriveBenchCli cli = new DriveBenchCli("1.2.3", List.of(new ListTestsCommand(registry)));

	private String out() {
		return out.toString(StandardCharsets.UTF_8);
	}

	private String err() {
		return err.toString(StandardCharsets.UTF_8);
	}

	@Test
	void versionNamesDriveBenchEngineAndJava() {
		assertEquals(ExitCode.OK, cli.run(List.of("--version"), console));
		assertTrue(out().startsWith("DriveBench 1.2.3 (engine "), out());
		assertTrue(out().contains("Java " + Runtime.version().feature()), out());
	}

	@Test
	void helpListsTheCommandsAndExitCodes() {
		assertEquals(ExitCode.OK, cli.run(List.of("--help"), console));
		assertTrue(out().contains("list-tests  list the installed tests"), out());
		assertTrue(out().contains("Exit codes:"), out());
	}

	@Test
	void noArgumentsPrintsHelpAndFailsAsUsage() {
		assertEquals(ExitCode.USAGE, cli.run(List.of(), console));
		assertTrue(out().contains("usage: drivebench"));
	}

	@Test
	void unknownCommandIsNamed() {
		assertEquals(ExitCode.USAGE, cli.run(List.of("frobnicate"), console));
		assertTrue(err().contains("unknown command 'frobnicate'"), err());
	}

	@Test
	void listTestsWithNoneInstalledSaysSo() {
		assertEquals(ExitCode.OK, cli.run(List.of("list-tests"), console));
		assertTrue(out().startsWith("No tests are installed."), out());
	}

	@Test
	void listTestsShowsEachInstalledTest() {
		registry.addTest(new FakeTest("linear.surface", "Linear", "Full-surface read"));
		registry.addTest(new FakeTest("random.access", "Random", "Access time"));
		assertEquals(ExitCode.OK, cli.run(List.of("list-tests"), console));
		String[] lines = out().split("\n");
		assertEquals("ID              CATEGORY  NAME               WRITES", lines[0]);
		assertEquals("linear.surface  Linear    Full-surface read  no", lines[1]);
		assertEquals("random.access   Random    Access time        no", lines[2]);
	}

	@Test
	void listTestsRejectsArgumentsButVerbose() {
		assertEquals(ExitCode.USAGE, cli.run(List.of("list-tests", "--all"), console));
		assertTrue(err().contains("list-tests has no option --all"), err());
	}

	private record FakeTest(String id, String category, String name) implements DriveTest {
		@Override
		public TestDescriptor descriptor() {
			return new TestDescriptor(id, "1", name, category, "A test the command line lists.", WriteAccess.READ_ONLY);
		}

		@Override
		public List<ParameterSpec> parameters() {
			return List.of();
		}

		@Override
		public void run(TestContext context) {
			throw new UnsupportedOperationException();
		}
	}
}
