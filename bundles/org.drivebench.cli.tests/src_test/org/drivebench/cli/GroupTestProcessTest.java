package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.ComparisonReport;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.GroupTest;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.TestResult;
import org.drivebench.rig.RigBook;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A group test run by the command line as a process of its own, killed with SIGKILL during the third
 * test of its first entry (the quick check on a test file): the entry stays marked running with its
 * run listed, {@code run} refuses to start over it, and {@code resume} continues the entry with its
 * third test, keeps the two it completed, runs the next entry and ends in one comparison pinned to
 * every run, the killed one's completed tests included.
 */
class GroupTestProcessTest {
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

	private final CliFixture cli = new CliFixture();
	private final TestRegistry registry = CliWorkload.registry();

	private int group(String... args) {
		Libraries libraries = new Libraries(() -> {
			throw new AssertionError("named");
		});
		RigAccess rigs = new RigAccess(new RigBook(folder.resolve("rigs.json")), () -> {
			throw new AssertionError("no rig is reached");
		});
		List<String> all = new ArrayList<>(List.of("group-test"));
		all.addAll(List.of(args));
		all.addAll(List.of("--library", library().toString()));
		return cli.run(new GroupTestCommand(registry, libraries, new RunExecutor(new DefaultIoEngine(), "test"), rigs),
				all.toArray(String[]::new));
	}

	private Process start(String... args) throws IOException {
		String java = ProcessHandle.current().info().command().orElse("java");
		String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
		List<String> command = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED", "-cp", classPath,
				CliProcessMain.class.getName(), "group-test"));
		command.addAll(List.of(args));
		command.addAll(List.of("--library", library().toString()));
		return new ProcessBuilder(command).directory(folder.toFile()).redirectOutput(folder.resolve("out.txt").toFile())
				.redirectError(folder.resolve("err.txt").toFile()).start();
	}

	private String read(String name) {
		try {
			return Files.readString(folder.resolve(name));
		} catch (IOException e) {
			return "(" + e.getMessage() + ")";
		}
	}

	/** Waits until the first entry's run, as saved, has its third test under way. */
	private void waitForThirdTest() throws Exception {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
		while (System.nanoTime() < deadline) {
			assertTrue(child.isAlive(), () -> "the group test ended early: " + read("err.txt"));
			ResultLibrary library = ResultLibrary.read(library());
			Optional<GroupTest> group = library.groupTests().find("g");
			if (group.isPresent() && !group.get().getEntries().get(0).getRunIds().isEmpty()) {
				Optional<Run> run = library.run(group.get().getEntries().get(0).getRunIds().get(0));
				if (run.isPresent() && run.get().getResults().size() == 3
						&& run.get().getResults().get(2).getStatus() == ResultStatus.RUNNING) {
					return;
				}
			}
			Thread.sleep(50);
		}
		throw new AssertionError("the third test never started: " + read("err.txt"));
	}

	@Test
	void killedDuringItsFirstEntryAGroupTestResumesWithTheFirstUnfinishedTest() throws Exception {
		assertEquals(ExitCode.OK, group("create", "g"), cli.err());
		assertEquals(ExitCode.OK, group("add", "g", "--target", folder.resolve("t.dat").toString(), "--suite", "quick", "--label",
				"File", "--file-size", "64M", "--param", "regionLength=32M", "--param", "duration=1s"), cli.err());
		assertEquals(ExitCode.OK, group("add", "g", "--target", "sim:hdd-7200", "--suite", "quick", "--param", "duration=1s"),
				cli.err());
		child = start("run", "g");
		waitForThirdTest();
		child.destroyForcibly(); // kill -9: no shutdown hook, nothing saved after this
		assertTrue(child.waitFor(30, TimeUnit.SECONDS));

		GroupTest killed = ResultLibrary.read(library()).groupTests().find("g").orElseThrow();
		assertEquals(GroupEntryState.RUNNING, killed.getEntries().get(0).getState(), "marked under way when it was killed");
		assertEquals(1, killed.getEntries().get(0).getRunIds().size());
		assertEquals(GroupEntryState.PENDING, killed.getEntries().get(1).getState());
		String killedRun = killed.getEntries().get(0).getRunIds().get(0);

		assertEquals(ExitCode.USAGE, group("run", "g"), "run does not start over an interrupted entry");
		assertTrue(cli.err().contains("entry 'File' of the group test 'g' was interrupted: resume continues it"), cli.err());

		assertEquals(ExitCode.OK, group("resume", "g"), cli.err());
		ResultLibrary library = ResultLibrary.read(library());
		GroupTest resumed = library.groupTests().find("g").orElseThrow();
		GroupEntry first = resumed.getEntries().get(0);
		assertEquals(GroupEntryState.DONE, first.getState(), first.getReason());
		assertEquals(2, first.getRunIds().size(), "the killed run and the one that continued it");
		assertEquals(killedRun, first.getRunIds().get(0));
		Run before = library.run(killedRun).orElseThrow();
		Run after = library.run(first.getRunIds().get(1)).orElseThrow();
		assertEquals(List.of(ResultStatus.COMPLETED, ResultStatus.COMPLETED, ResultStatus.RUNNING),
				before.getResults().stream().map(TestResult::getStatus).toList(), "the killed run is kept as it was");
		List<String> quick = library.run(resumed.getEntries().get(1).getRunIds().get(0)).orElseThrow().getResults().stream()
				.map(TestResult::getCaseName).toList();
		assertEquals(8, quick.size());
		assertEquals(quick.subList(2, 8), after.getResults().stream().map(TestResult::getCaseName).toList(),
				"continued with the third test, the first unfinished one");
		assertTrue(after.getResults().stream().allMatch(r -> r.getStatus() == ResultStatus.COMPLETED));
		assertEquals(GroupEntryState.DONE, resumed.getEntries().get(1).getState());

		ComparisonReport report = library.report(resumed.getReportId()).orElseThrow();
		List<String> pinned = report.getDrives().stream().flatMap(d -> d.getRunIds().stream()).toList();
		assertTrue(pinned.containsAll(first.getRunIds()), "both runs of the resumed entry are compared: " + pinned);
		assertEquals(3, pinned.size(), pinned.toString());
	}
}
