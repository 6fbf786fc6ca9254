package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.drivebench.library.ResultLibrary;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.report.ReportBuilder;
import org.drivebench.report.ReportDrafts;
import org.drivebench.core.runner.RunProcess;
import org.drivebench.engine.device.TestFileMark;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.RunState;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 9, found 5 and 6: the command line as a process of its own, killed with SIGKILL or stopped with
 * Ctrl+C (SIGINT) during the quick check on a real test file. A killed run must show as interrupted,
 * with the test under way marked and its test file found; Ctrl+C must exit 3 with the partial run saved.
 */
class RunStatesProcessTest {
	@TempDir
	Path folder;
	private Process child;

	@AfterEach
	void stopTheChild() throws InterruptedException {
		if (child != null && child.isAlive()) {
			child.destroyForcibly().waitFor();
		}
	}

	private Path library() {
		return folder.resolve("library");
	}

	private Path testFile() {
		return folder.resolve("quick.dat");
	}

	/** {@code drivebench run} of the quick check, eight tests of a second each, on a new test file. */
	private Process startQuickCheck() throws IOException {
		String java = ProcessHandle.current().info().command().orElse("java");
		String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
		List<String> command = new ArrayList<>();
		if (Files.isExecutable(Path.of("/usr/bin/env"))) {
			// a child started from a background job may inherit SIGINT ignored; Ctrl+C must reach it
			command.addAll(List.of("/usr/bin/env", "--default-signal=INT"));
		}
		command.addAll(List.of(java, "--enable-native-access=ALL-UNNAMED", "-cp", classPath, CliProcessMain.class.getName(),
				"run", "--target", testFile().toString(), "--suite", "quick", "--library", library().toString(), "--file-size",
				"64M", "--param", "regionLength=32M", "--param", "duration=1s"));
		return new ProcessBuilder(command).directory(folder.toFile()).redirectOutput(folder.resolve("out.txt").toFile())
				.redirectError(folder.resolve("err.txt").toFile()).start();
	}

	/** Waits until the child's run, as saved, has test {@code number} under way. */
	private Run waitForTestUnderWay(int number) throws Exception {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
		while (System.nanoTime() < deadline) {
			assertTrue(child.isAlive(), () -> "the run ended early: " + read("err.txt"));
			if (Files.isDirectory(library().resolve("runs"))) {
				List<Run> runs = ResultLibrary.read(library()).runs();
				if (!runs.isEmpty() && runs.get(0).getResults().size() == number
						&& runs.get(0).getResults().get(number - 1).getStatus() == ResultStatus.RUNNING) {
					return runs.get(0);
				}
			}
			Thread.sleep(50);
		}
		throw new AssertionError("test " + number + " never started: " + read("err.txt"));
	}

	private String read(String name) {
		try {
			return Files.readString(folder.resolve(name));
		} catch (IOException e) {
			return "(" + e.getMessage() + ")";
		}
	}

	private static List<ResultStatus> statuses(Run run) {
		return run.getResults().stream().map(TestResult::getStatus).toList();
	}

	@Test
	void aRunKilledDuringItsThirdTestShowsInterruptedAndItsTestFileIsFoundAndRemoved() throws Exception {
		child = startQuickCheck();
		Run during = waitForTestUnderWay(3);
		assertEquals(RunState.IN_PROGRESS, during.getState());
		assertEquals(RunProcess.Liveness.RUNNING, RunProcess.of(during), "its process lives");
		child.destroyForcibly(); // kill -9: no shutdown hook, no save, no clean-up
		assertTrue(child.waitFor(30, TimeUnit.SECONDS));

		Run killed = ResultLibrary.read(library()).runs().get(0);
		assertEquals(List.of(ResultStatus.COMPLETED, ResultStatus.COMPLETED, ResultStatus.RUNNING), statuses(killed));
		assertNull(killed.getFinishedAt(), "a killed run has no finish time");
		assertEquals(RunProcess.Liveness.INTERRUPTED, RunProcess.of(killed));
		assertTrue(RunProcess.describe(killed).startsWith("interrupted during "), RunProcess.describe(killed));
		assertTrue(new ReportBuilder().build(ReportDrafts.ofRuns(List.of(killed), "q"), List.of(killed)).notes().stream()
				.anyMatch(n -> n.contains("is interrupted during")), "reports mark it");
		assertTrue(Files.exists(testFile()) && TestFileMark.isMarked(testFile()), "the dead run's test file stays, marked");
		assertEquals(List.of(testFile().toString()), killed.getTarget().getTemporaryFiles());

		CliFixture cli = new CliFixture();
		StatusCommand status = new StatusCommand("DriveBench test", new Libraries(() -> {
			throw new AssertionError("named");
		}), new TestRegistry());
		assertEquals(ExitCode.OK, cli.run(status, "status", "--library", library().toString()), cli.err());
		assertTrue(cli.out().contains("Interrupted: run " + killed.getId()), cli.out());
		assertTrue(cli.out().contains("it left its test file " + testFile() + " (64 MiB)"), cli.out());
		assertTrue(cli.out().contains("Remove:   drivebench status --remove-test-files --library " + library()), cli.out());
		assertTrue(Files.exists(testFile()), "listing removes nothing");

		assertEquals(ExitCode.OK, cli.run(status, "status", "--library", library().toString(), "--remove-test-files"), cli.err());
		assertFalse(Files.exists(testFile()), "removed");
		Run settled = ResultLibrary.read(library()).runs().get(0);
		assertEquals(RunState.INTERRUPTED, settled.getState());
		assertEquals(List.of(), settled.getTarget().getTemporaryFiles());
	}

	@Test
	void ctrlCDuringTheSecondTestExitsThreeAndSavesThePartialRun() throws Exception {
		child = startQuickCheck();
		waitForTestUnderWay(2);
		// what a terminal sends on Ctrl+C (the shell's own kill: no procps needed)
		Process kill = new ProcessBuilder("sh", "-c", "kill -INT " + child.pid()).start();
		assertEquals(0, kill.waitFor());
		assertTrue(child.waitFor(60, TimeUnit.SECONDS), "stopped");
		assertEquals(ExitCode.CANCELLED, child.exitValue(), "Ctrl+C exits 3, as documented: " + read("err.txt"));
		Run run = ResultLibrary.read(library()).runs().get(0);
		assertEquals(RunState.FINISHED, run.getState());
		assertEquals(ResultStatus.COMPLETED, run.getResults().get(0).getStatus());
		assertEquals(ResultStatus.CANCELLED, run.getResults().get(1).getStatus());
		assertTrue(run.getResults().stream().skip(2).allMatch(r -> r.getStatus() == ResultStatus.SKIPPED), statuses(run).toString());
		assertFalse(Files.exists(testFile()), "a cancelled run still removes its test file");
		assertTrue(read("out.txt").contains("SEQ1M Q8T1 read"), "the partial table is printed: " + read("out.txt"));
	}
}
