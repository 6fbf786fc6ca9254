package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.library.ResultLibrary;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 9, found 7 and 8: every bad input is a command-line error naming it, before anything runs
 * (exit 2, nothing saved, no folder created), and a read-only library reads.
 */
class BadInputCliTest {
	@TempDir
	Path folder;
	private final CliFixture cli = new CliFixture();

	private RunCommand run() {
		TestRegistry registry = CliWorkload.registry();
		return new RunCommand(registry, libraries(), new RunExecutor(new DefaultIoEngine(), "test"));
	}

	private Libraries libraries() {
		return new Libraries(() -> folder.resolve("default-library"));
	}

	private Path library() {
		return folder.resolve("library");
	}

	/** A refused run command line: exit 2, the message names the input, no library folder, no test file. */
	private void refused(String expected, String... args) {
		cli.err.reset();
		assertEquals(ExitCode.USAGE, cli.run(run(), args), cli.err());
		assertTrue(cli.err().contains(expected), cli.err());
		assertFalse(Files.exists(library()), "a rejected command line creates no library folder");
		assertFalse(Files.exists(folder.resolve("default-library")), "nor the default library's");
		assertFalse(Files.exists(folder.resolve("t.dat")), "nor a test file");
	}

	@Test
	void parametersThatDoNotFitTheTargetAreFoundBeforeAnythingRuns() {
		String lib = library().toString();
		refused("regionLength = 10TiB: larger than sim:hdd-7200", "run", "--target", "sim:hdd-7200", "--test", "random.random",
				"--param", "regionLength=10T", "--library", lib);
		refused("blockSize = 3000B: sim:hdd-7200 transfers multiples of its 512-byte logical block only", "run", "--target",
				"sim:hdd-7200", "--test", "random.random", "--param", "blockSize=3000", "--library", lib);
		// the default region of 1 GiB on a 256 MiB target, and the quick suite's entries on it
		String file = folder.resolve("t.dat").toString();
		refused("random.random on " + file + ": regionLength = 1GiB: larger than " + file + " (256 MiB)", "run", "--target", file,
				"--file-size", "256M", "--test", "random.random", "--library", lib);
		refused("entry 1 (SEQ1M Q8T1 read) on " + file + ": regionLength = 1GiB", "run", "--target", file, "--file-size", "256M",
				"--suite", "quick", "--library", lib);
		refused("--param queueDepth is given twice", "run", "--target", "sim:hdd-7200", "--test", "random.random", "--param",
				"queueDepth=1", "--param", "queueDepth=2", "--library", lib);
	}

	@Test
	void fileOptionsAreCheckedAndNeverIgnored() {
		String lib = library().toString();
		String file = folder.resolve("t.dat").toString();
		refused("--file-size 0: a test file must hold at least 1 MiB", "run", "--target", file, "--file-size", "0", "--test",
				"random.random", "--library", lib);
		refused("--target: a test-file size applies to test files only: sim:hdd-7200 is a simulated drive", "run", "--target",
				"sim:hdd-7200", "--file-size", "4G", "--test", "random.random", "--library", lib);
		refused("--target: striped target 'raid0:64k:" + file + "," + file + "' names the same file twice", "run", "--target",
				"raid0:64k:" + file + "," + file, "--file-size", "16M", "--test", "random.random", "--param", "regionLength=8M",
				"--library", lib);
	}

	@Test
	void reportAndStatusRefuseWhatDoesNotExistAndCreateNothing() throws Exception {
		ResultLibrary library = ResultLibrary.open(library());
		library.save(CliFixture.run("a1", "wd", "WD Green", 1, "linear", 100));
		ReportCommand report = new ReportCommand(libraries());
		assertEquals(ExitCode.USAGE, cli.run(report, "report", "--format", "md", "--library", library().toString(), "--metrics",
				"nosuch"));
		assertTrue(cli.err().contains("--metrics: no result holds metric 'nosuch'; metrics: read.mbps"), cli.err());
		Path missing = folder.resolve("no-library-here");
		assertEquals(ExitCode.USAGE, cli.run(report, "report", "--format", "md", "--library", missing.toString()));
		assertTrue(cli.err().contains("--library " + missing + ": there is no library there (no such folder)"), cli.err());
		assertFalse(Files.exists(missing), "reading does not create a library");
		StatusCommand status = new StatusCommand("DriveBench test", libraries(), new TestRegistry());
		assertEquals(ExitCode.USAGE, cli.run(status, "status", "--library", missing.toString()));
		assertFalse(Files.exists(missing));
		cli.out.reset();
		assertEquals(ExitCode.OK, cli.run(status, "status", "--library", library().toString()), cli.err());
		assertTrue(cli.out().contains("Holds:    1 runs of 1 drives"), cli.out());
	}

	@Test
	void anExportThatCannotBeWrittenNamesItsFile() throws Exception {
		ResultLibrary.open(library()).save(CliFixture.run("a1", "wd", "WD Green", 1, "linear", 100));
		assertEquals(ExitCode.FAILED, cli.run(new ReportCommand(libraries()), "report", "--format", "md", "--library",
				library().toString(), "--output", "/proc/version"));
		assertTrue(cli.err().contains("cannot write the export to /proc/version (it is a kernel file, not a file to write an "
				+ "export into): "), cli.err());
		assertEquals(ExitCode.FAILED, cli.run(new ReportCommand(libraries()), "report", "--format", "md", "--library",
				library().toString(), "--output", folder.toString()));
		assertTrue(cli.err().contains("cannot write the export to " + folder + " (it is a folder): "), cli.err());
	}

	/** Found 7: a library on a read-only mount is read and reported: no lock is needed to read. */
	@Test
	void aReadOnlyLibraryIsReadAndReported() throws Exception {
		Path writable = folder.resolve("lib-rw");
		ResultLibrary.open(writable).save(CliFixture.run("a1", "wd", "WD Green", 1, "linear", 100));
		Path readOnly = folder.resolve("lib-ro");
		boolean root = Integer.valueOf(0).equals(Files.getAttribute(Path.of("/proc/self"), "unix:uid"));
		if (root) {
			Files.createDirectory(readOnly);
			Assumptions.assumeTrue(sh("mount", "--bind", writable.toString(), readOnly.toString()), "bind mounts are not allowed");
		} else {
			readOnly = writable;
		}
		try {
			if (root) {
				assertTrue(sh("mount", "-o", "remount,bind,ro", readOnly.toString()), "remount read-only");
			} else {
				setWritable(readOnly, false);
			}
			assertEquals(ExitCode.OK, cli.run(new ReportCommand(libraries()), "report", "--format", "csv", "--library",
					readOnly.toString()), cli.err());
			assertTrue(cli.out().contains("WD Green"), cli.out());
			assertEquals(ExitCode.OK, cli.run(new StatusCommand("DriveBench test", libraries(), new TestRegistry()), "status",
					"--library", readOnly.toString()), cli.err());
			assertTrue(cli.out().contains("Holds:    1 runs of 1 drives"), cli.out());
			assertEquals(1, ResultLibrary.open(readOnly).runs().size(), "open, too, reads a read-only library");
		} finally {
			if (root) {
				sh("umount", readOnly.toString());
			} else {
				setWritable(readOnly, true);
			}
		}
	}

	private static void setWritable(Path library, boolean writable) throws IOException {
		for (Path p : new Path[] { library, library.resolve("runs"), library.resolve("reports"), library.resolve("suites") }) {
			p.toFile().setWritable(writable);
		}
	}

	private static boolean sh(String... command) throws IOException, InterruptedException {
		Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
		p.getInputStream().readAllBytes();
		return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
	}
}
