package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.drivebench.library.ResultLibrary;
import org.drivebench.engine.testing.LoopDevice;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code drivebench report --output} and {@code --charts} write only where a file of DriveBench's may go:
 * never over a device node, a pipe or an image a mounted loop device reads, never into a folder that does
 * not exist (it is not made) or among the kernel's files. Each refusal names the path and changes
 * nothing; a place that is no place for a file is bad input (exit 2), a file in use a refusal (exit 4).
 */
class OutputFilesCliTest {
	@TempDir
	Path folder;

	private final CliFixture cli = new CliFixture();

	@BeforeEach
	void aLibrary() throws IOException {
		ResultLibrary library = ResultLibrary.open(folder.resolve("lib"));
		library.save(CliFixture.run("a1", "wd", "WD Green", 1, "linear", 100));
	}

	private int report(String... options) {
		String[] args = new String[options.length + 5];
		args[0] = "report";
		args[1] = "--library";
		args[2] = folder.resolve("lib").toString();
		args[3] = "--format";
		args[4] = "md";
		System.arraycopy(options, 0, args, 5, options.length);
		return cli.run(new ReportCommand(new Libraries(() -> folder.resolve("lib"))), args);
	}

	private static boolean blockDevice(Path path) throws IOException {
		return ((Integer) Files.getAttribute(path, "unix:mode", LinkOption.NOFOLLOW_LINKS) & 0170000) == 0060000;
	}

	@Test
	void aDeviceNodeIsNeverReplacedByAReport() throws Exception {
		String missing = LoopDevice.unavailableReason();
		assumeTrue(missing == null, missing);
		try (LoopDevice loop = LoopDevice.create(folder, 8 << 20, 512, null)) {
			assertEquals(ExitCode.USAGE, report("--output", loop.device().toString()), cli.err());
			assertTrue(cli.err().contains(loop.device() + " is under /dev (device nodes)"), cli.err());
			assertTrue(blockDevice(loop.device()), "the device node is still the device");
		}
	}

	@Test
	void aBlockDeviceNodeOutsideDevIsNotReplacedEither() throws Exception {
		assumeTrue("root".equals(System.getProperty("user.name")), "mknod needs root");
		Path node = folder.resolve("disk-node");
		Process mknod = new ProcessBuilder("mknod", node.toString(), "b", "7", "250").redirectErrorStream(true).start();
		assumeTrue(mknod.waitFor(10, TimeUnit.SECONDS) && mknod.exitValue() == 0, "mknod failed");
		assertEquals(ExitCode.USAGE, report("--output", node.toString()), cli.err());
		assertTrue(cli.err().contains(node + " is a block device: DriveBench replaces only a regular file"), cli.err());
		assertTrue(blockDevice(node));
	}

	@Test
	void aPipeIsNotReplaced() throws Exception {
		Path fifo = folder.resolve("pipe.md");
		Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).redirectErrorStream(true).start();
		assumeTrue(mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "mkfifo failed");
		assertEquals(ExitCode.USAGE, report("--output", fifo.toString()), cli.err());
		assertTrue(cli.err().contains(fifo + " is a named pipe (FIFO)"), cli.err());
		assertTrue(Files.exists(fifo) && !Files.isRegularFile(fifo), "still the pipe");
	}

	@Test
	void aMissingFolderIsNamedAndNotMade() {
		Path output = folder.resolve("no/such/folder/review.md");
		assertEquals(ExitCode.USAGE, report("--output", output.toString()), cli.err());
		assertTrue(cli.err().contains("the folder " + output.getParent() + " does not exist (nor does " + folder.resolve("no") + ")"),
				cli.err());
		assertFalse(Files.exists(folder.resolve("no")), "no folder made");
		assertEquals(ExitCode.USAGE, report("--output", "/drivebench-no-such-folder/review.md"), cli.err());
		assertFalse(Files.exists(Path.of("/drivebench-no-such-folder")), "not even at the root");
	}

	@Test
	void chartsAreNotWrittenAmongDeviceNodesNorIsAnythingElseWrittenThen() throws Exception {
		Path output = folder.resolve("review.md");
		assertEquals(ExitCode.USAGE, report("--output", output.toString(), "--charts", "/dev", "--chart-format", "svg"), cli.err());
		assertTrue(cli.err().contains("/dev is under /dev (device nodes)"), cli.err());
		assertFalse(Files.exists(output), "judged before anything is written");
		try (var files = Files.list(Path.of("/dev"))) {
			assertTrue(files.noneMatch(f -> f.getFileName().toString().endsWith("-read-mb-s.svg")), "no chart in /dev");
		}
	}

	@Test
	void theImageOfAMountedLoopDeviceIsNotReplaced() throws Exception {
		String missing = LoopDevice.unavailableReason();
		assumeTrue(missing == null, missing);
		assumeTrue(Files.isExecutable(Path.of("/sbin/mkfs.ext4")) || Files.isExecutable(Path.of("/usr/sbin/mkfs.ext4")), "no mkfs.ext4");
		try (LoopDevice loop = LoopDevice.create(folder, 16 << 20, 512, null)) {
			assertEquals(0, exec("mkfs.ext4", "-q", "-F", loop.device().toString()));
			Path mountPoint = Files.createDirectory(folder.resolve("mnt"));
			assertEquals(0, exec("mount", loop.device().toString(), mountPoint.toString()));
			try {
				byte[] before = Files.readAllBytes(loop.backingFile());
				assertEquals(ExitCode.REFUSED, report("--output", loop.backingFile().toString()), cli.err());
				assertTrue(cli.err().contains("Refusing to replace " + loop.backingFile().toAbsolutePath().normalize()), cli.err());
				assertTrue(cli.err().contains("is the image behind " + loop.device()), cli.err());
				assertArrayEquals(before, Files.readAllBytes(loop.backingFile()), "the image is as it was");
			} finally {
				exec("umount", mountPoint.toString());
			}
		}
	}

	@Test
	void aRegularFileIsReplacedAsBefore() throws Exception {
		Path output = Files.writeString(folder.resolve("review.md"), "an old review");
		assertEquals(ExitCode.OK, report("--output", output.toString()), cli.err());
		assertTrue(Files.readString(output).contains("WD Green"));
	}

	private static int exec(String... command) throws IOException, InterruptedException {
		Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
		p.getInputStream().readAllBytes();
		return p.waitFor(60, TimeUnit.SECONDS) ? p.exitValue() : -1;
	}
}
