package org.drivebench.engine.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.drivebench.engine.open.Targets;
import org.drivebench.engine.testing.LoopDevice;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The test-file guard on real files: images this test makes, attached to its own loop devices and
 * mounted, a swap file, a file another process writes. Each refused file keeps its checksum. Loop,
 * mount and swap cases need root and skip without it.
 */
class TestFileGuardTest {
	private static final long SIZE = 64L << 20;
	@TempDir
	Path folder;
	private final TestFileInspector inspector = new TestFileInspector();

	private static List<FindingKind> kinds(TestFileReport report) {
		return report.findings().stream().map(SafetyFinding::kind).toList();
	}

	private static Path sparse(Path file, long size) throws IOException {
		try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
			raf.setLength(size);
		}
		return file;
	}

	private static void run(String... command) throws IOException, InterruptedException {
		Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
		String out = new String(p.getInputStream().readAllBytes());
		assertTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, String.join(" ", command) + ": " + out);
	}

	/** A write by any route is refused, even when the user names the file for overwriting; the file is unchanged. */
	private void neverWritten(Path file, FindingKind expected) throws IOException {
		byte[] before = Files.readAllBytes(file); // small images: compared whole
		TestFileReport report = inspector.inspect(file);
		assertTrue(kinds(report).contains(expected), report.findings().toString());
		WriteRefusedException e = assertThrows(WriteRefusedException.class, () -> TestFileGuard.judge(report, true));
		assertTrue(e.getMessage().contains("No option overrides this"), e.getMessage());
		assertThrows(WriteRefusedException.class, () -> Targets.open(new Targets.Request(file.toString(), true, "", 0, false,
				null, List.of(file.toString()))));
		assertArrayEquals(before, Files.readAllBytes(file), "refused, so unchanged");
	}

	@Test
	void aNewPathIsFreeAndAUsersFileNeedsNamingForOverwriting() throws IOException {
		TestFileReport fresh = inspector.inspect(folder.resolve("new.dat"));
		assertFalse(fresh.exists());
		assertEquals(fresh, TestFileGuard.judge(fresh, false));
		Path mine = Files.write(folder.resolve("mine.dat"), new byte[1 << 20]);
		TestFileReport users = inspector.inspect(mine);
		assertTrue(users.isUsersFile());
		assertEquals(List.of(), users.findings());
		assertThrows(WriteRefusedException.class, () -> TestFileGuard.judge(users, false));
		assertEquals(users, TestFileGuard.judge(users, true));
		assertTrue(TestFileMark.mark(mine));
		assertFalse(inspector.inspect(mine).isUsersFile(), "marked: DriveBench's own");
	}

	@Test
	void aFileWithAFilesystemIsNeverWritten() throws Exception {
		Assumptions.assumeTrue(LoopDevice.onPath("mkfs.ext4"), "mkfs.ext4 is not installed");
		Path image = sparse(folder.resolve("disk.img"), SIZE);
		run("mkfs.ext4", "-q", "-F", image.toString());
		neverWritten(image, FindingKind.SIGNATURE);
	}

	@Test
	void aFileOpenForWritingElsewhereIsNeverWritten() throws Exception {
		Path file = Files.write(folder.resolve("log.dat"), new byte[1 << 20]);
		Process writer = new ProcessBuilder("sh", "-c", "exec 3>>'" + file + "'; echo ready; exec sleep 30").start();
		try {
			writer.getInputStream().read(); // the descriptor is open once it speaks
			neverWritten(file, FindingKind.OPEN_ELSEWHERE);
			assertTrue(inspector.inspect(file).findings().get(0).reason().contains(") has " + file + " open for writing"));
		} finally {
			writer.destroyForcibly().waitFor();
		}
		Process reader = new ProcessBuilder("sh", "-c", "exec 3<'" + file + "'; echo ready; exec sleep 30").start();
		try {
			reader.getInputStream().read();
			assertEquals(List.of(), inspector.inspect(file).findings(), "a reader is no danger");
		} finally {
			reader.destroyForcibly().waitFor();
		}
	}

	@Test
	void aLoopImageAndAMountedImageAreNeverWritten() throws Exception {
		LoopDevice.assumeAvailable("losetup", "mkfs.ext4", "mount", "umount");
		try (LoopDevice loop = partitioned()) {
			loop.write(loop.device(), null, "mkfs.ext4", "-q", "-F", "-E", "lazy_itable_init=0,lazy_journal_init=0");
			TestFileReport attached = inspector.inspect(loop.backingFile());
			assertTrue(attached.findings().contains(new SafetyFinding(FindingKind.HAS_HOLDERS, loop.backingFile().toAbsolutePath()
					+ " backs the loop device " + loop.device().toString() + " (losetup -d " + loop.device().toString() + " detaches it)")),
					attached.findings().toString());
			Path mountPoint = Files.createDirectory(folder.resolve("mnt"));
			loop.mount(loop.device(), mountPoint);
			TestFileReport mounted = inspector.inspect(loop.backingFile());
			assertTrue(mounted.findings().contains(new SafetyFinding(FindingKind.MOUNTED, loop.backingFile().toAbsolutePath()
					+ " is the image behind " + loop.device().toString() + ": " + loop.device().toString() + " is mounted at " + mountPoint.toRealPath()
					+ " (ext4)")), mounted.findings().toString());
			neverWritten(loop.backingFile(), FindingKind.MOUNTED);
			// renamed after it was attached: the kernel's device and inode numbers still find it
			Path renamed = folder.resolve("renamed.img");
			Files.move(loop.backingFile(), renamed);
			try {
				assertTrue(kinds(inspector.inspect(renamed)).contains(FindingKind.MOUNTED), "found by inode after a rename");
			} finally {
				Files.move(renamed, loop.backingFile());
			}
		}
	}

	@Test
	void anActiveSwapFileIsNeverWritten() throws Exception {
		LoopDevice.assumeAvailable("mkswap", "swapon", "swapoff");
		Path swap = folder.resolve("swap.img");
		try (RandomAccessFile raf = new RandomAccessFile(swap.toFile(), "rw")) {
			raf.write(new byte[16 << 20]); // a swap file must have no holes
		}
		Files.setPosixFilePermissions(swap, java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
		run("mkswap", swap.toString());
		Process on = new ProcessBuilder("swapon", swap.toString()).redirectErrorStream(true).start();
		Assumptions.assumeTrue(on.waitFor() == 0, "swapon is not allowed here");
		try {
			neverWritten(swap, FindingKind.RUNNING_SYSTEM);
		} finally {
			run("swapoff", swap.toString());
		}
	}

	/** A partitioned loop device of {@code SIZE} bytes in the test's folder; skips without root or the tools. */
	private LoopDevice partitioned() throws IOException {
		LoopDevice.assumeAvailable("partx", "mount", "umount");
		return LoopDevice.partitioned(folder, SIZE);
	}
}
