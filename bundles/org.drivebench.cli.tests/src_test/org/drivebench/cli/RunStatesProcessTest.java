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
 * Killed while it fills its test file or during the file copy test, what it made is found and removed
 * by {@code status}; SIGTERM during a fill stops the fill, saves the run as cancelled and removes the file.
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
		return startRun("--target", testFile().toString(), "--suite", "quick", "--file-size", "64M", "--param", "regionLength=32M",
				"--param", "duration=1s");
	}

	/** {@code drivebench run} with {@code options}, into the test's library, as a process of its own. */
	private Process startRun(String... options) throws IOException {
		String java = ProcessHandle.current().info().command().orElse("java");
		String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
		List<String> command = new ArrayList<>();
		if (Files.isExecutable(Path.of("/usr/bin/env"))) {
			// a child started from a background job may inherit SIGINT ignored; Ctrl+C must reach it
			command.addAll(List.of("/usr/bin/env", "--default-signal=INT"));
		}
		command.addAll(List.of(java, "--enable-native-access=ALL-UNNAMED", "-cp", classPath, CliProcessMain.class.getName(),
				"run", "--library", library().toString()));
		command.addAll(List.of(options));
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

	private int status(String... options) {
		CliFixture cli = new CliFixture();
		StatusCommand status = new StatusCommand("DriveBench test", new Libraries(() -> {
			throw new AssertionError("named");
		}), new TestRegistry());
		List<String> args = new ArrayList<>(List.of("status", "--library", library().toString()));
		args.addAll(List.of(options));
		int code = cli.run(status, args.toArray(String[]::new));
		statusOut = cli.out() + cli.err();
		return code;
	}

	private String statusOut = "";

	private static final String BIG_FILE = "4G";

	/** Waits until {@code condition} holds, the child still alive. */
	private void waitFor(java.util.function.BooleanSupplier condition, String what) throws Exception {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
		while (!condition.getAsBoolean()) {
			assertTrue(child.isAlive(), () -> "the run ended before " + what + ": " + read("err.txt"));
			assertTrue(System.nanoTime() < deadline, what + " never happened: " + read("err.txt"));
			Thread.sleep(10);
		}
	}

	@Test
	void aRunKilledWhileItFillsItsTestFileLeavesAFileStatusFindsAndRemoves() throws Exception {
		Path big = folder.resolve("big.dat");
		child = startRun("--target", big.toString(), "--file-size", BIG_FILE, "--test", "random.random", "--param", "duration=1s");
		waitFor(() -> size(big) == 4L << 30, "the test file was made and reserved");
		child.destroyForcibly(); // kill -9 in the middle of the fill: no run saved yet, no clean-up
		assertTrue(child.waitFor(30, TimeUnit.SECONDS));
		assertTrue(Files.exists(big), "the half-filled file stays");

		assertEquals(ExitCode.OK, status(), statusOut);
		assertTrue(statusOut.contains("it left its test file " + big + " (4 GiB)"), statusOut);
		assertTrue(Files.exists(big), "listing removes nothing");
		assertEquals(ExitCode.OK, status("--remove-test-files"), statusOut);
		assertTrue(statusOut.contains("removed its test file " + big), statusOut);
		assertFalse(Files.exists(big), "removed");
		assertEquals(ExitCode.OK, status(), statusOut);
		assertFalse(statusOut.contains("left its"), "nothing is left: " + statusOut);
	}

	@Test
	void aRunKilledDuringTheFileCopyTestLeavesFoldersStatusFindsAndRemoves() throws Exception {
		child = startRun("--target", testFile().toString(), "--file-size", "1M", "--test", "filecopy.copy", "--param",
				"archiveSize=512M", "--param", "musicSize=0", "--param", "systemSize=0", "--param", "dropSystemCaches=false");
		// its first file inside: the folder was made and recorded as made (a kill between the two leaves a path
		// status lists but will not remove, as it cannot tell what was made there)
		waitFor(() -> copyFolders().size() == 1 && !isEmpty(copyFolders().get(0)), "the file copy test made its folder");
		child.destroyForcibly();
		assertTrue(child.waitFor(30, TimeUnit.SECONDS));
		Path made = copyFolders().get(0);

		assertEquals(ExitCode.OK, status(), statusOut);
		assertTrue(statusOut.contains("Interrupted: run "), statusOut);
		assertTrue(statusOut.contains("it left its folder " + made + " ("), statusOut);
		assertTrue(statusOut.contains("it left its test file " + testFile() + " (1 MiB)"), statusOut);
		assertEquals(ExitCode.OK, status("--remove-test-files"), statusOut);
		assertTrue(statusOut.contains("removed its folder " + made), statusOut);
		assertEquals(List.of(), copyFolders(), "the folder is gone");
		assertFalse(Files.exists(testFile()), "and the test file");
	}

	private static long size(Path file) {
		try {
			return Files.size(file);
		} catch (IOException e) {
			return -1;
		}
	}

	private static boolean isEmpty(Path folder) {
		try (var list = Files.list(folder)) {
			return list.findAny().isEmpty();
		} catch (IOException e) {
			return true;
		}
	}

	private List<Path> copyFolders() {
		try (var list = Files.list(folder)) {
			return list.filter(p -> p.getFileName().toString().startsWith("drivebench-filecopy-")).toList();
		} catch (IOException e) {
			return List.of();
		}
	}

	@Test
	void sigtermDuringAFillStopsItSavesTheRunAsCancelledAndRemovesTheFile() throws Exception {
		Path big = folder.resolve("big.dat");
		child = startRun("--target", big.toString(), "--file-size", BIG_FILE, "--test", "random.random", "--param", "duration=1s");
		waitFor(() -> Files.exists(big), "the test file was made");
		Process term = new ProcessBuilder("sh", "-c", "kill -TERM " + child.pid()).start();
		assertEquals(0, term.waitFor());
		assertTrue(child.waitFor(60, TimeUnit.SECONDS), "stopped");
		assertEquals(ExitCode.CANCELLED, child.exitValue(), read("err.txt"));
		Run run = ResultLibrary.read(library()).runs().get(0);
		assertEquals(RunState.FINISHED, run.getState());
		assertEquals(List.of(ResultStatus.CANCELLED), statuses(run));
		String why = run.getResults().get(0).getMessages().get(0).getText();
		assertTrue(why.startsWith("cancelled before it started, while its test file was prepared (the fill of test file " + big
				+ " was cancelled at "), why);
		assertFalse(why.contains("cancelled at 100 %"), "the fill did not run to its end: " + why);
		assertFalse(Files.exists(big), "the new file is removed");
		assertEquals(ExitCode.OK, status(), statusOut);
		assertFalse(statusOut.contains("left its"), "nothing is left: " + statusOut);
	}
}
