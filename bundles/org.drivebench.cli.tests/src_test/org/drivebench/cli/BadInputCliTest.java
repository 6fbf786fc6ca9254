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
	void aShareToFillThatIsNoWholePercentOrAFreshDriveForEachTestIsRefusedNamingIt() {
		String lib = library().toString();
		refused("--empty-and-full 'most': give the share to fill, a whole number of percent from 1 to 100", "run", "--target",
				"sim:ssd-nvme", "--test", "random.random", "--empty-and-full", "most", "--library", lib);
		refused("--empty-and-full '120 %': give the share to fill, a whole number of percent from 1 to 100", "run", "--target",
				"sim:ssd-nvme", "--test", "random.random", "--empty-and-full", "120 %", "--library", lib);
		refused("--empty-and-full 80: the empty and the full drive cannot be tested with each test on a fresh drive", "run",
				"--target", "sim:ssd-nvme", "--test", "random.random", "--empty-and-full", "80", "--fresh-drive", "--library", lib);
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
		assertEquals(ExitCode.USAGE, cli.run(new ReportCommand(libraries()), "report", "--format", "md", "--library",
				library().toString(), "--output", "/proc/version"));
		assertTrue(cli.err().contains("/proc/version is under /proc (the kernel's process information): DriveBench writes its "
				+ "files only where regular files are kept"), cli.err());
		assertEquals(ExitCode.USAGE, cli.run(new ReportCommand(libraries()), "report", "--format", "md", "--library",
				library().toString(), "--output", folder.toString()));
		assertTrue(cli.err().contains(folder + " is a folder: DriveBench replaces only a regular file"), cli.err());
	}

	/** A test file path with something other than a regular file there is bad input, refused before anything is made. */
	@Test
	void aTargetThatIsNoRegularFileIsBadInput() throws Exception {
		String lib = library().toString();
		Path data = Files.write(folder.resolve("data.bin"), new byte[1 << 20]);
		Path link = Files.createSymbolicLink(folder.resolve("link.dat"), data);
		Path dangling = Files.createSymbolicLink(folder.resolve("dangling.dat"), folder.resolve("nowhere.dat"));
		refused("test file " + link + " is a symbolic link to " + data + ": a test file must be a regular file", "run", "--target",
				link.toString(), "--test", "random.random", "--param", "regionLength=0", "--library", lib);
		refused("test file " + dangling + " is a symbolic link to " + folder.resolve("nowhere.dat") + ", which does not exist", "run",
				"--target", dangling.toString(), "--file-size", "1M", "--test", "random.random", "--param", "regionLength=0",
				"--library", lib);
		Path fifo = folder.resolve("fifo.dat");
		Assumptions.assumeTrue(sh("mkfifo", fifo.toString()), "mkfifo failed");
		refused("test file " + fifo + " is a named pipe (FIFO)", "run", "--target", fifo.toString(), "--file-size", "1M", "--test",
				"random.random", "--param", "regionLength=0", "--library", lib);
		Path socket = folder.resolve("socket.dat");
		try (var server = java.nio.channels.ServerSocketChannel.open(java.net.StandardProtocolFamily.UNIX)) {
			server.bind(java.net.UnixDomainSocketAddress.of(socket));
			refused("test file " + socket + " is a socket", "run", "--target", socket.toString(), "--file-size", "1M", "--test",
					"random.random", "--param", "regionLength=0", "--library", lib);
		}
		assertTrue(Files.isSymbolicLink(link) && Files.readAllBytes(data).length == 1 << 20, "nothing was touched");
	}

	/** A test file DriveBench cannot write (a read-only mount, the immutable attribute) is bad input, said before anything is made. */
	@Test
	void anUnwritableTargetIsBadInput() throws Exception {
		Assumptions.assumeTrue(Integer.valueOf(0).equals(Files.getAttribute(Path.of("/proc/self"), "unix:uid")), "mounts need root");
		Path mount = Files.createDirectory(folder.resolve("ro"));
		Assumptions.assumeTrue(sh("mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", mount.toString()), "tmpfs cannot be mounted");
		try {
			Files.write(mount.resolve("mine.dat"), new byte[1 << 20]);
			assertTrue(sh("mount", "-o", "remount,ro", mount.toString()));
			String lib = library().toString();
			refused("test file " + mount.resolve("mine.dat") + " is on a file system mounted read-only", "run", "--target",
					mount.resolve("mine.dat").toString(), "--overwrite-file", mount.resolve("mine.dat").toString(), "--test",
					"random.random", "--param", "regionLength=0", "--library", lib);
			refused("test file " + mount.resolve("new.dat") + ": its folder " + mount + " is on a file system mounted read-only", "run",
					"--target", mount.resolve("new.dat").toString(), "--file-size", "1M", "--test", "random.random", "--param",
					"regionLength=0", "--library", lib);
		} finally {
			sh("umount", mount.toString());
		}
	}

	/**
	 * A device the kernel will not open exclusively (something holds it with O_EXCL) is a refused write
	 * (exit 4), found before the library is made, and says what may hold it.
	 */
	@Test
	void aDeviceHeldExclusivelyIsARefusedWriteBeforeAnythingIsMade() throws Exception {
		String missing = org.drivebench.engine.testing.LoopDevice.unavailableReason();
		Assumptions.assumeTrue(missing == null, missing);
		try (var loop = org.drivebench.engine.testing.LoopDevice.create(folder, 8 << 20, 512, null);
				var holder = org.drivebench.engine.nativeio.NativeFile.open(loop.device(), false, true)) {
			cli.err.reset();
			assertEquals(ExitCode.REFUSED, cli.run(run(), "run", "--target", loop.device().toString(), "--test", "random.random",
					"--param", "direction=write", "--param", "regionLength=4M", "--param", "duration=1s", "--confirm-serial",
					loop.confirmation(), "--library", library().toString()), cli.err());
			assertTrue(cli.err().contains("Refusing to write to " + loop.device() + ": the kernel refuses to open it exclusively (device "
					+ "or resource busy), so something holds it"), cli.err());
			assertFalse(Files.exists(library()), "refused before the library was made");
		}
	}

	/** A library among the kernel's files is named with the reason, before anything runs. */
	@Test
	void aLibraryUnderProcIsRefusedWithItsReason() {
		cli.err.reset();
		assertEquals(ExitCode.USAGE, cli.run(run(), "run", "--target", "sim:hdd-7200", "--test", "random.random", "--library",
				"/proc/x"), cli.err());
		assertTrue(cli.err().contains("drivebench run: /proc/x is under /proc (the kernel's process information): DriveBench writes "
				+ "its files only where regular files are kept; choose a folder of your own"), cli.err());
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
