package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.drivebench.library.ResultLibrary;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.RunProcess;
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Run;
import org.drivebench.model.RunState;
import org.drivebench.model.TargetInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StatusCommandTest {
	@TempDir
	Path folder;

	@Test
	void statusCountsRunsAndDrivesAndNamesSkippedFiles() throws Exception {
		ResultLibrary library = ResultLibrary.open(folder);
		for (String key : List.of("A", "A", "B")) {
			Run run = DriveBenchFactory.eINSTANCE.createRun();
			Drive drive = DriveBenchFactory.eINSTANCE.createDrive();
			drive.setKey(key);
			run.setDrive(drive);
			library.save(run);
		}
		Files.writeString(folder.resolve("runs/broken.xmi"), "<not xmi");
		library.reload();

		ByteArrayOutputStream out = new ByteArrayOutputStream();
		Console console = new Console(new PrintStream(out, true, StandardCharsets.UTF_8), System.err, false);
		int code = new DriveBenchCli("1", List.of(new StatusCommand("DriveBench 1", new Libraries(() -> folder), new TestRegistry())))
				.run(List.of("status"), console);
		String text = out.toString(StandardCharsets.UTF_8);
		assertTrue(text.contains("Holds:    3 runs of 2 drives"), text);
		assertTrue(text.contains("Skipped:  broken.xmi: "), text);
		assertEquals(ExitCode.FAILED, code, "a library with unreadable files is reported as a failure");
	}

	/**
	 * A run whose process died recorded its test file; a new run measures on the same path now. Removing
	 * the dead run's leftovers must not touch the file under the live run: the file is checked, not the
	 * path, before anything is removed.
	 */
	@Test
	void theTestFileOfARunStillMeasuringIsNeverRemoved() throws Exception {
		Path file = Files.write(folder.resolve("bench.dat"), new byte[1 << 20]);
		org.drivebench.engine.device.TestFileMark.mark(file);
		ResultLibrary library = ResultLibrary.open(folder.resolve("library"));
		Run dead = DriveBenchFactory.eINSTANCE.createRun();
		dead.setId("dead");
		Drive drive = DriveBenchFactory.eINSTANCE.createDrive();
		drive.setKey("file");
		dead.setDrive(drive);
		dead.setState(RunState.IN_PROGRESS);
		// this host and boot, a process id that lives but started at another time: a process that is gone
		dead.setProcess(RunProcess.current().replaceAll("start=\\S+", "start=1"));
		TargetInfo target = DriveBenchFactory.eINSTANCE.createTargetInfo();
		target.setPath(file.toString());
		target.getTemporaryFiles().add(file.toString());
		dead.setTarget(target);
		library.save(dead);
		// the live run's process has the file open, as a run measuring it does
		// the shell itself holds it, waiting on its input once it said so: its name is "sh" by then
		Process live = new ProcessBuilder("sh", "-c", "exec 3<'" + file + "'; echo ready; read line").start();
		try {
			live.getInputStream().read();
			ByteArrayOutputStream out = new ByteArrayOutputStream();
			Console console = new Console(new PrintStream(out, true, StandardCharsets.UTF_8), System.err, false);
			int code = new DriveBenchCli("1", List.of(new StatusCommand("DriveBench 1", new Libraries(() -> folder.resolve("library")),
					new TestRegistry()))).run(List.of("status", "--remove-test-files"), console);
			String text = out.toString(StandardCharsets.UTF_8);
			assertEquals(ExitCode.OK, code, text);
			assertTrue(Files.exists(file), "the live run's file is still there: " + text);
			assertTrue(text.contains("kept its test file " + file + ": process " + live.pid() + " (sh) has it open"), text);
		} finally {
			live.destroyForcibly().waitFor();
		}
	}
}
