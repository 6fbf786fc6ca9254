package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.engine.testing.FioServer;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.GroupEntry;
import org.drivebench.model.GroupEntryState;
import org.drivebench.model.GroupTest;
import org.drivebench.model.Run;
import org.drivebench.rig.FioClient;
import org.drivebench.rig.Rig;
import org.drivebench.rig.RigBook;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A group test with an entry on each of two fio servers on this machine (two rigs): both entries run at
 * the same time, each run's span overlapping the other's, their lines marked with the entry's name,
 * and the group ends in one comparison of the two.
 */
class GroupTestRigsTest {
	@TempDir
	Path folder;

	@Test
	void entriesOnTwoRigsRunAtTheSameTime() throws Exception {
		String missing = FioServer.unavailableReason();
		assumeTrue(missing == null, missing);
		java.nio.file.Files.createDirectories(folder.resolve("one"));
		java.nio.file.Files.createDirectories(folder.resolve("two"));
		try (FioServer one = FioServer.start(folder.resolve("one")); FioServer two = FioServer.start(folder.resolve("two"))) {
			RigBook book = new RigBook(folder.resolve("rigs.json"));
			book.add(Rig.parse("lab1", one.host() + ":" + one.port()));
			book.add(Rig.parse("lab2", two.host() + ":" + two.port()));
			RigAccess rigs = new RigAccess(book, () -> new FioClient(FioServer.fio(), Duration.ofSeconds(3), Duration.ofSeconds(20)));
			TestRegistry registry = CliWorkload.registry();
			Libraries libraries = new Libraries(() -> {
				throw new AssertionError("named");
			});
			GroupTestCommand command = new GroupTestCommand(registry, libraries, new RunExecutor(new DefaultIoEngine(), "test"), rigs);
			CliFixture cli = new CliFixture();
			String library = folder.resolve("library").toString();
			assertEquals(ExitCode.OK, cli.run(command, "group-test", "create", "rigs", "--library", library), cli.err());
			for (String rig : List.of("lab1", "lab2")) {
				assertEquals(ExitCode.OK, cli.run(command, "group-test", "add", "rigs", "--rig", rig, "--target",
						folder.resolve(rig + ".dat").toString(), "--file-size", "16M", "--suite", "quick", "--label", "On " + rig,
						"--param", "duration=1s", "--param", "regionLength=8M", "--library", library), cli.err());
			}
			assertEquals(ExitCode.OK, cli.run(command, "group-test", "run", "rigs", "--library", library), cli.err());
			assertTrue(cli.err().contains("Running group test rigs: 2 of 2 entries, the rigs at the same time"), cli.err());
			assertTrue(cli.err().contains("[On lab1] ") && cli.err().contains("[On lab2] "), cli.err());

			ResultLibrary read = ResultLibrary.read(Path.of(library));
			GroupTest group = read.groupTests().find("rigs").orElseThrow();
			for (GroupEntry e : group.getEntries()) {
				assertEquals(GroupEntryState.DONE, e.getState(), e.getReason());
			}
			Run a = read.run(group.getEntries().get(0).getRunIds().get(0)).orElseThrow();
			Run b = read.run(group.getEntries().get(1).getRunIds().get(0)).orElseThrow();
			assertEquals("lab1", a.getBench().getRig());
			assertEquals("lab2", b.getBench().getRig());
			assertTrue(a.getStartedAt().before(b.getFinishedAt()) && b.getStartedAt().before(a.getFinishedAt()),
					"the two runs overlap: " + a.getStartedAt() + "-" + a.getFinishedAt() + " and " + b.getStartedAt() + "-"
							+ b.getFinishedAt());
			assertEquals(2, read.report(group.getReportId()).orElseThrow().getDrives().size());
		}
	}
}
