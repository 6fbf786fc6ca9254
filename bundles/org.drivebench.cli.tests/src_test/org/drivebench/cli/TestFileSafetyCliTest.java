package org.drivebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.library.ResultLibrary;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 9, found 1 to 4, as a user meets them: {@code drivebench run} aimed at an image file that is
 * attached to a loop device and mounted, at an existing file of the user's, at a mistyped device
 * name, and a confirmed write to a device with a filesystem. Images, loop devices and mounts are this
 * test's own; checksums and {@code fsck} show that nothing was written where it must not be.
 */
class TestFileSafetyCliTest {
	private static final long IMAGE = 64L << 20;
	@TempDir
	Path folder;
	private final CliFixture cli = new CliFixture();
	private final List<String> loops = new ArrayList<>();
	private final List<Path> mounts = new ArrayList<>();

	private RunCommand run() {
		TestRegistry registry = CliWorkload.registry();
		return new RunCommand(registry, new Libraries(() -> {
			throw new AssertionError("the tests name their library");
		}), new RunExecutor(new DefaultIoEngine(), "test"));
	}

	private String library() {
		return folder.resolve("library").toString();
	}

	@AfterEach
	void cleanUp() throws Exception {
		for (Path m : mounts.reversed()) {
			sh("umount", m.toString());
		}
		for (String loop : loops) {
			sh("losetup", "-d", loop);
		}
	}

	private static void assumeRoot(String... tools) throws IOException {
		Assumptions.assumeTrue(Integer.valueOf(0).equals(Files.getAttribute(Path.of("/proc/self"), "unix:uid")),
				"loop devices and mounts need root (CI runs as root)");
		for (String tool : tools) {
			boolean found = false;
			for (String dir : List.of("/usr/sbin", "/sbin", "/usr/bin", "/bin")) {
				found |= Files.isExecutable(Path.of(dir, tool));
			}
			Assumptions.assumeTrue(found, tool + " is not installed");
		}
	}

	private static String sh(String... command) throws IOException, InterruptedException {
		Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
		String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
			throw new IOException(String.join(" ", command) + " failed: " + out);
		}
		return out.strip();
	}

	/** An ext4 image (inode tables initialised at once, so a quiet mount writes nothing by itself). */
	private Path ext4Image(String name) throws Exception {
		Path image = folder.resolve(name);
		try (RandomAccessFile raf = new RandomAccessFile(image.toFile(), "rw")) {
			raf.setLength(IMAGE);
		}
		sh("mkfs.ext4", "-q", "-F", "-E", "lazy_itable_init=0,lazy_journal_init=0", image.toString());
		return image;
	}

	private String attach(Path image) throws Exception {
		String loop = sh("losetup", "-f", "--show", image.toString());
		loops.add(loop);
		return loop;
	}

	private static String sha(Path file) throws IOException {
		try {
			return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
					.digest(Files.readAllBytes(file)));
		} catch (java.security.NoSuchAlgorithmException e) {
			throw new IllegalStateException(e);
		}
	}

	/** Found 1: the image of a mounted filesystem, named as a test file, is refused and left intact. */
	@Test
	void aMountedImageIsNeverWrittenAndItsFilesystemStaysClean() throws Exception {
		assumeRoot("losetup", "mkfs.ext4", "mount", "umount", "fsck.ext4");
		Path image = ext4Image("disk.img");
		String loop = attach(image);
		Path mountPoint = Files.createDirectory(folder.resolve("mnt"));
		sh("mount", "-o", "noatime", loop, mountPoint.toString());
		mounts.add(mountPoint);
		Files.writeString(mountPoint.resolve("letter.txt"), "Dear reviewer, this must survive.");
		sh("sync");
		String before = sha(image);

		for (String[] extra : new String[][] { {}, { "--overwrite-file", image.toString() } }) {
			List<String> args = new ArrayList<>(List.of("run", "--target", image.toString(), "--test", "random.random",
					"--param", "direction=write", "--param", "regionLength=0", "--param", "duration=1s", "--library", library()));
			args.addAll(List.of(extra));
			assertEquals(ExitCode.REFUSED, cli.run(run(), args.toArray(String[]::new)), cli.err());
		}
		assertTrue(cli.err().contains("is the image behind " + loop + ": " + loop + " is mounted at " + mountPoint.toRealPath()),
				cli.err());
		assertTrue(cli.err().contains("No option overrides this"), cli.err());
		assertEquals(before, sha(image), "the image was not written");
		assertFalse(Files.exists(Path.of(library())), "nothing ran, nothing saved");

		sh("umount", mountPoint.toString());
		mounts.remove(mountPoint);
		sh("fsck.ext4", "-n", "-f", loop); // exit 0: clean
		sh("mount", "-o", "ro", loop, mountPoint.toString());
		mounts.add(mountPoint);
		assertEquals("Dear reviewer, this must survive.", Files.readString(mountPoint.resolve("letter.txt")));
	}

	/** Found 2: an existing file of the user's is refused, by one test or a suite; named with --overwrite-file it is used. */
	@Test
	void anExistingFileIsOverwrittenOnlyWhenNamedForIt() throws Exception {
		Path file = folder.resolve("holiday.mov");
		byte[] data = new byte[64 << 20];
		new Random(9).nextBytes(data);
		Files.write(file, data);
		String before = sha(file);
		assertEquals(ExitCode.REFUSED, cli.run(run(), "run", "--target", file.toString(), "--test", "random.random", "--param",
				"direction=write", "--param", "regionLength=0", "--param", "duration=1s", "--library", library()), cli.err());
		assertEquals(ExitCode.REFUSED, cli.run(run(), "run", "--target", file.toString(), "--suite", "quick", "--param",
				"duration=1s", "--param", "regionLength=16M", "--library", library()), cli.err());
		assertTrue(cli.err().contains("it exists (64 MiB, last modified "), cli.err());
		assertTrue(cli.err().contains("--overwrite-file " + file), cli.err());
		assertEquals(before, sha(file), "the file was not written");
		assertFalse(Files.exists(Path.of(library())), "nothing ran, nothing saved");

		assertEquals(ExitCode.OK, cli.run(run(), "run", "--target", file.toString(), "--test", "random.random", "--param",
				"duration=1s", "--param", "regionLength=16M", "--overwrite-file", file.toString(), "--library", library()),
				cli.err());
		String err = cli.err();
		int overwrites = err.indexOf("This run overwrites, before its first measurement:\n  - the existing file " + file
				+ " (64 MiB, last modified ");
		assertTrue(overwrites >= 0, err);
		assertTrue(overwrites < err.indexOf("Preparing test file"), "said before the first write: " + err);
		assertTrue(Files.exists(file), "a file that existed is never removed");
	}

	/**
	 * Issue 10.4: a kept test file is measured as DriveBench's fill left it while nothing wrote it, and
	 * written whole again after a run that wrote it; each run says which, and keeps it in its notes.
	 */
	@Test
	void aKeptFileIsMeasuredAsItsFillLeftItUntilARunWritesIt() throws Exception {
		Path file = folder.resolve("kept.dat");
		String[] read = { "run", "--target", file.toString(), "--file-size", "16M", "--keep-file", "--test", "random.random",
				"--param", "duration=1s", "--param", "regionLength=16M", "--library", library() };
		String written = "Test file " + file + ": written whole with incompressible data";
		String unchanged = "Test file " + file + ": measured as DriveBench wrote it whole at ";

		assertEquals(ExitCode.OK, cli.run(run(), read), cli.err());
		assertTrue(cli.err().contains(written), cli.err());
		int first = cli.err().length();
		assertEquals(ExitCode.OK, cli.run(run(), read), cli.err());
		String second = cli.err().substring(first);
		assertTrue(second.contains(unchanged), second);
		assertFalse(second.contains("Preparing test file"), "nothing to prepare: " + second);

		String[] write = { "run", "--target", file.toString(), "--keep-file", "--test", "random.random", "--param",
				"direction=write", "--param", "duration=1s", "--param", "regionLength=16M", "--library", library() };
		int third = cli.err().length();
		assertEquals(ExitCode.OK, cli.run(run(), write), cli.err());
		assertTrue(cli.err().substring(third).contains(unchanged), "measured as it was, then written by the run");
		int fourth = cli.err().length();
		assertEquals(ExitCode.OK, cli.run(run(), read), cli.err());
		assertTrue(cli.err().substring(fourth).contains(written), "a run wrote it: written whole again " + cli.err().substring(fourth));

		List<String> notes = ResultLibrary.open(Path.of(library())).runs().stream().map(r -> r.getNotes()).sorted().toList();
		assertEquals(4, notes.size(), notes.toString());
		assertEquals(2, notes.stream().filter(n -> n != null && n.startsWith(written)).count(), notes.toString());
		assertEquals(2, notes.stream().filter(n -> n != null && n.startsWith(unchanged)).count(), notes.toString());
	}

	/** Found 3: a device name under /dev that names no device is an error, not a file in the RAM-backed /dev. */
	@Test
	void aMistypedDeviceIsAnErrorAndNothingIsCreatedInDev() {
		String typo = "/dev/sdz" + ProcessHandle.current().pid();
		assertEquals(ExitCode.USAGE, cli.run(run(), "run", "--target", typo, "--test", "random.random", "--library", library()));
		assertTrue(cli.err().contains("--target: " + typo + " is not a block device (there is no such device): drivebench "
				+ "list-targets lists the block devices"), cli.err());
		assertFalse(Files.exists(Path.of(typo)));
		assertFalse(Files.exists(Path.of(library())), "no library folder for a refused command line");
	}

	/**
	 * Found 4: a confirmed write to a device with a filesystem says what it destroys before the first
	 * write; the refusal without the confirmation points to list-targets and does not print it.
	 */
	@Test
	void aConfirmedWriteNamesTheFilesystemItDestroysAndTheRefusalHidesTheConfirmation() throws Exception {
		assumeRoot("losetup", "mkfs.ext4");
		Path image = ext4Image("dev.img");
		String loop = attach(image);
		String confirmation = image.toRealPath() + ",inode=" + Files.getAttribute(image, "unix:ino");
		assertEquals(ExitCode.REFUSED, cli.run(run(), "run", "--target", loop, "--test", "random.random", "--param",
				"direction=write", "--param", "regionLength=16M", "--param", "duration=1s", "--library", library()));
		assertTrue(cli.err().contains("drivebench list-targets"), cli.err());
		assertFalse(cli.err().contains(confirmation), "the refusal does not hand out the confirmation: " + cli.err());
		assertFalse(cli.err().contains("inode="), cli.err());

		assertEquals(ExitCode.OK, cli.run(run(), "run", "--target", loop, "--test", "random.random", "--param",
				"direction=write", "--param", "regionLength=16M", "--param", "duration=1s", "--library", library(),
				"--confirm-serial", confirmation), cli.err());
		String err = cli.err();
		int destroys = err.indexOf("This run overwrites, before its first measurement:\n  - " + loop
				+ " carries an on-disk signature: ext4 filesystem (magic 0x53 0xEF at byte 1080)");
		assertTrue(destroys >= 0, err);
		assertTrue(destroys < err.indexOf("Running random.random on " + loop), "named before the first write: " + err);
	}
}
