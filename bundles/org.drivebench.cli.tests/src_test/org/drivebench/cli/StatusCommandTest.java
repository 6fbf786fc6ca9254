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
import org.drivebench.model.Drive;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Run;
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
}
