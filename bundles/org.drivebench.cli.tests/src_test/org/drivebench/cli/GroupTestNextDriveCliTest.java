package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.engine.testing.LoopDevice;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.Run;
import org.drivebench.rig.RigBook;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An entry of the next drive plugged in, end to end on this machine: {@code group-test run} waits, a
 * loop device is made over a temporary file meanwhile (the drive plugged in), its identity is shown and
 * its serial asked on the console; typed right, the entry measures that device; typed wrong, writing is
 * refused and nothing is written. Also what {@code add} refuses. Only loop devices made here are detached.
 */
class GroupTestNextDriveCliTest {
	private static final long IMAGE = 64L << 20;
	@TempDir
	Path folder;
	private final CliFixture cli = new CliFixture();
	private final List<LoopDevice> loops = new ArrayList<>();

	@AfterEach
	void detachOwnLoops() throws Exception {
		for (LoopDevice loop : loops) {
			loop.close();
		}
	}

	private GroupTestCommand command() {
		Libraries libraries = new Libraries(() -> {
			throw new AssertionError("the tests name their library");
		});
		RigAccess rigs = new RigAccess(new RigBook(folder.resolve("rigs.json")), () -> {
			throw new AssertionError("no rig is reached");
		});
		return new GroupTestCommand(CliWorkload.registry(), libraries, new RunExecutor(new DefaultIoEngine(), "test"), rigs);
	}

	private String library() {
		return folder.resolve("library").toString();
	}

	private int group(String... args) {
		List<String> all = new ArrayList<>(List.of("group-test"));
		all.addAll(List.of(args));
		all.addAll(List.of("--library", library()));
		return cli.run(command(), all.toArray(String[]::new));
	}

	/** What the run printed, what it returned, and the loop device plugged in while it waited. */
	private record Plugged(int code, String err, LoopDevice loop) {
	}

	/**
	 * Runs the group test with a console whose user types {@code answer} (given the loop device) once the
	 * drive is shown; plugs the drive in (a new loop device) once the run waits for it.
	 */
	private Plugged runAndPlugIn(Function<LoopDevice, String> answer) throws Exception {
		return runAndPlugIn(answer, true);
	}

	/** As {@link #runAndPlugIn(Function)}; without a {@code terminal} nobody can type, and {@code answer} is not asked. */
	private Plugged runAndPlugIn(Function<LoopDevice, String> answer, boolean terminal) throws Exception {
		ByteArrayOutputStream err = new ByteArrayOutputStream();
		PipedWriter typing = new PipedWriter();
		Console console = new Console(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
				new PrintStream(err, true, StandardCharsets.UTF_8), false, terminal ? new BufferedReader(new PipedReader(typing)) : null);
		CompletableFuture<Integer> run = CompletableFuture.supplyAsync(() -> new DriveBenchCli("1", List.of(command()))
				.run(List.of("group-test", "run", "bench", "--library", library()), console));
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
		while (!err.toString(StandardCharsets.UTF_8).contains("plug in its drive now") && !run.isDone()) {
			assertTrue(System.nanoTime() < deadline, "the run never waited: " + err.toString(StandardCharsets.UTF_8));
			Thread.sleep(20);
		}
		assertTrue(!run.isDone(), "the run waits for the drive: " + err.toString(StandardCharsets.UTF_8));
		LoopDevice loop = LoopDevice.create(folder, IMAGE, 512, null);
		loops.add(loop);
		if (terminal) {
			typing.write(answer.apply(loop) + "\n");
			typing.flush();
		}
		int code = run.get(5, TimeUnit.MINUTES);
		typing.close();
		return new Plugged(code, err.toString(StandardCharsets.UTF_8), loop);
	}

	private static String confirmation(LoopDevice loop) {
		try {
			return loop.confirmation();
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	private void addNextDrive() {
		assertEquals(ExitCode.OK, group("create", "bench"), cli.err());
		assertEquals(ExitCode.OK, group("add", "bench", "--next-drive", "--wait", "2m", "--suite", "quick", "--label", "Drive 3",
				"--param", "duration=1s", "--param", "regionLength=16M"), cli.err());
		assertTrue(cli.out().contains("Added entry 1 to group test bench: Drive 3, 8 tests of quick on the next drive plugged in "
				+ "(plugged:next:2m)"), cli.out());
	}

	@Test
	void theDrivePluggedInIsShownAndMeasuredOnceItsSerialIsTyped() throws Exception {
		LoopDevice.assumeAvailable();
		addNextDrive();
		Plugged plugged = runAndPlugIn(loop -> confirmation(loop)); // a loop device's serial: its backing file and inode
		String serial = plugged.loop().confirmation();
		assertEquals(ExitCode.OK, plugged.code(), plugged.err());
		assertTrue(plugged.err().contains("A drive was plugged in for entry Drive 3:") && plugged.err().contains("Device:   "
				+ plugged.loop().device()) && plugged.err().contains("Size:     67.1 MB (67108864 bytes)"), plugged.err());
		assertTrue(plugged.err().contains("Serial:   " + serial) && plugged.err().contains("type its serial"), plugged.err());

		ResultLibrary library = ResultLibrary.read(Path.of(library()));
		GroupEntry entry = library.groupTests().find("bench").orElseThrow().getEntries().get(0);
		assertEquals(GroupEntryState.DONE, entry.getState(), entry.getReason());
		assertEquals("plugged:next:2m", entry.getTarget(), "the entry keeps its spelling");
		assertEquals(1, entry.getRunIds().size());
		Run run = library.fullRun(entry.getRunIds().get(0));
		assertEquals(plugged.loop().device().toString(), run.getTarget().getPath(), "measured the drive plugged in");
		assertEquals(8, run.getResults().size());
	}

	@Test
	void aWrongSerialRefusesTheWriteAndNothingIsWritten() throws Exception {
		LoopDevice.assumeAvailable();
		addNextDrive();
		Plugged plugged = runAndPlugIn(loop -> "WRONG-SERIAL");
		assertEquals(ExitCode.FAILED, plugged.code(), plugged.err());
		ResultLibrary library = ResultLibrary.read(Path.of(library()));
		GroupEntry entry = library.groupTests().find("bench").orElseThrow().getEntries().get(0);
		assertEquals(GroupEntryState.FAILED, entry.getState());
		assertTrue(entry.getReason().contains(plugged.loop().device().toString()) && entry.getReason().contains("WRONG-SERIAL"),
				entry.getReason());
		assertEquals(List.of(), entry.getRunIds(), "nothing measured");
		byte[] bytes = Files.readAllBytes(plugged.loop().backingFile());
		for (byte b : bytes) {
			if (b != 0) {
				throw new AssertionError("the refused drive was written to");
			}
		}
	}

	@Test
	void withoutATerminalNothingIsAskedAndTheWriteIsRefused() throws Exception {
		LoopDevice.assumeAvailable();
		addNextDrive();
		Plugged plugged = runAndPlugIn(loop -> {
			throw new AssertionError("nobody is asked");
		}, false);
		assertEquals(ExitCode.FAILED, plugged.code(), plugged.err());
		assertTrue(plugged.err().contains("No terminal to type its serial in: writing to it is refused"), plugged.err());
		GroupEntry entry = ResultLibrary.read(Path.of(library())).groupTests().find("bench").orElseThrow().getEntries().get(0);
		assertEquals(GroupEntryState.FAILED, entry.getState());
		assertTrue(entry.getReason().contains("Writing destroys the data on it"), entry.getReason());
	}

	@Test
	void addRefusesWhatTheNextDriveCannotBe() {
		assertEquals(ExitCode.OK, group("create", "g"), cli.err());
		assertEquals(ExitCode.USAGE, group("add", "g", "--next-drive", "--target", "sim:hdd-7200", "--suite", "quick"));
		assertTrue(cli.err().contains("--next-drive is the entry's target: give it or --target, not both"), cli.err());
		assertEquals(ExitCode.USAGE, group("add", "g", "--next-drive", "--wait", "soon", "--suite", "quick"));
		assertTrue(cli.err().contains("--wait: the wait for the next drive, 'soon', is no duration"), cli.err());
		assertEquals(ExitCode.USAGE, group("add", "g", "--next-drive", "--rig", "lab", "--suite", "quick"));
		assertTrue(cli.err().contains("it cannot be on --rig lab"), cli.err());
		assertEquals(ExitCode.USAGE, group("add", "g", "--target", "sim:hdd-7200", "--wait", "10m", "--suite", "quick"));
		assertTrue(cli.err().contains("--wait is how long --next-drive waits"), cli.err());
		assertEquals(ExitCode.USAGE, group("add", "g", "--next-drive", "--file-size", "1G", "--suite", "quick"));
		assertTrue(cli.err().contains("--file-size applies to test files only"), cli.err());
		assertEquals(ExitCode.OK, group("add", "g", "--target", "plugged:next:90s", "--suite", "quick", "--label", "Next"), cli.err());
	}
}
