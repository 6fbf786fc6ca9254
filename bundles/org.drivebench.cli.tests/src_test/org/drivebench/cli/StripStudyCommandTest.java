package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.drivetests.raid.RaidSuites;
import org.drivebench.drivetests.raid.StripSizeStudy;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.library.ResultLibrary;
import org.drivebench.model.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The strip-size study from the command line: {@code strip-study} over simulated members, an array made
 * elsewhere joining a study with {@code run --study --strip-size}, and {@code report --study}; bad input
 * is refused naming it, before anything is created.
 */
class StripStudyCommandTest {
	@TempDir
	Path folder;

	private final CliFixture cli = new CliFixture();
	private final TestRegistry registry = CliWorkload.registry();

	StripStudyCommandTest() {
		registry.addStudy(new StripSizeStudy());
		registry.addSuites(new RaidSuites(), "org.drivebench.drivetests.raid", 0);
	}

	private Libraries libraries() {
		return new Libraries(() -> {
			throw new AssertionError("the tests name their library");
		});
	}

	private RunExecutor executor() {
		return new RunExecutor(new DefaultIoEngine(), "test");
	}

	private StripStudyCommand study() {
		return new StripStudyCommand(registry, libraries(), executor());
	}

	private String library() {
		return folder.resolve("library").toString();
	}

	@Test
	void oneCommandRunsTheStudyAndPrintsEveryFigureByStripSize() throws Exception {
		int code = cli.run(study(), "strip-study", "--members", "sim:hdd-7200,sim:hdd-7200", "--strips", "4k,128k", "--test",
				"linear.sequential", "--param", "duration=1s", "--name", "two desktop drives", "--library", library(), "--seed", "7");
		assertEquals(ExitCode.OK, code, cli.err());
		assertTrue(cli.out().contains("Strip-size study: two desktop drives"), cli.out());
		String header = cli.out().lines().filter(l -> l.startsWith("Test")).findFirst().orElseThrow();
		assertTrue(header.contains("4 KiB strip") && header.contains("128 KiB strip"), header);
		assertTrue(cli.err().contains("Strip 4 KiB (1 of 2): sim:raid0:hdd-7200+hdd-7200:4k"), cli.err());
		List<Run> runs = ResultLibrary.open(folder.resolve("library")).runs();
		assertEquals(2, runs.size());
		assertTrue(runs.stream().allMatch(r -> "two desktop drives".equals(r.getStudy())));
	}

	@Test
	void aStudyThatMakesNoArrayIsRefusedBeforeAnythingIsCreated() {
		int code = cli.run(study(), "strip-study", "--members", "sim:hdd-7200", "--library", library());
		assertEquals(ExitCode.USAGE, code);
		assertTrue(cli.err().contains("--members: members = sim:hdd-7200: a RAID-0 array of this study has 2 to 8 members, not 1"),
				cli.err());
		assertFalse(Files.exists(folder.resolve("library")), "nothing created");
		assertEquals(ExitCode.USAGE, cli.run(study(), "strip-study", "--strips", "64k"));
		assertTrue(cli.err().contains("name the members with --members: the array's members"), cli.err());
	}

	@Test
	void anArrayMadeElsewhereJoinsAStudyWithItsStatedStripAndTheReportHasAColumnPerStrip() throws Exception {
		RunCommand run = new RunCommand(registry, libraries(), executor());
		// stand-ins for an array re-created with another strip between runs: the run records the strip stated
		for (String strip : List.of("64k", "8k")) {
			assertEquals(ExitCode.OK, cli.run(run, "run", "--target", "sim:hdd-7200", "--test", "linear.sequential", "--param",
					"duration=1s", "--study", "md pair", "--strip-size", strip, "--library", library()), cli.err());
		}
		assertEquals(ExitCode.USAGE, cli.run(run, "run", "--target", "sim:hdd-7200", "--test", "linear.sequential", "--study",
				"md pair", "--library", library()));
		assertTrue(cli.err().contains("sim:hdd-7200 is an array DriveBench did not make, so its strip size must be stated"),
				cli.err());
		assertEquals(ExitCode.USAGE, cli.run(run, "run", "--target", "sim:raid0:hdd-7200x2:64k", "--test", "linear.sequential",
				"--study", "md pair", "--strip-size", "8k", "--library", library()));
		assertTrue(cli.err().contains("is striped by DriveBench with 64 KiB strips"), cli.err());
		assertEquals(ExitCode.USAGE, cli.run(run, "run", "--target", "sim:hdd-7200", "--test", "linear.sequential", "--strip-size",
				"64k", "--library", library()));
		assertTrue(cli.err().contains("give the study's name with --study too"), cli.err());

		ReportCommand report = new ReportCommand(libraries());
		CliFixture out = new CliFixture();
		assertEquals(ExitCode.OK, out.run(report, "report", "--study", "md pair", "--format", "md", "--library", library()),
				out.err());
		String header = out.out().lines().filter(l -> l.startsWith("| Test")).findFirst().orElseThrow();
		assertTrue(header.indexOf("8 KiB strip") < header.indexOf("64 KiB strip") && header.indexOf("8 KiB strip") > 0, header);
		CliFixture relative = new CliFixture();
		assertEquals(ExitCode.OK, relative.run(report, "report", "--study", "md pair", "--format", "csv", "--baseline", "64k",
				"--library", library()), relative.err());
		assertTrue(relative.out().lines().findFirst().orElseThrow().contains("64 KiB strip (baseline)"), relative.out());
		CliFixture unknown = new CliFixture();
		assertEquals(ExitCode.USAGE, unknown.run(report, "report", "--study", "nope", "--format", "md", "--library", library()));
		assertTrue(unknown.err().contains("the library holds no strip-size study 'nope'; studies: md pair"), unknown.err());
		CliFixture drives = new CliFixture();
		assertEquals(ExitCode.USAGE, drives.run(report, "report", "--study", "md pair", "--drives", "x", "--format", "md",
				"--library", library()));
		assertTrue(drives.err().contains("--drives does not go with --study"), drives.err());
	}

	@Test
	void listTestsNamesTheStudyAndWhatEachTestReports() {
		assertEquals(ExitCode.OK, cli.run(new ListTestsCommand(registry), "list-tests", "--verbose"), cli.err());
		assertTrue(cli.out().contains("Studies (drivebench strip-study):\n  raid.strip-size  RAID-0 strip-size study: "
				+ "members=sim:hdd-7200, sim:hdd-7200, strips=4k, 8k, 16k, 32k, 64k, 128k\n"), cli.out());
		assertTrue(cli.out().contains("  reports:    read.mbps (MB/s), read.iops (IOPS), read.latency.mean (ms)"), cli.out());
	}
}
