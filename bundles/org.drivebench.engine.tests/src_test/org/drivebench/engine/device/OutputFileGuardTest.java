package org.drivebench.engine.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

import org.drivebench.engine.testing.LoopDevice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one rule for every file DriveBench writes besides test data, on real files: what may be replaced,
 * what is no place for a file (bad input) and what is in use (a refusal). Loop devices and mounts are
 * this test's own and need root.
 */
class OutputFileGuardTest {
	private static final long SIZE = 16L << 20;
	@TempDir
	Path folder;
	private final OutputFileGuard guard = new OutputFileGuard(new TestFileInspector());

	private OutputRefusedException refused(Path path) {
		return assertThrows(OutputRefusedException.class, () -> guard.checkFile(path));
	}

	@Test
	void aNewFileOrARegularFileOfNoOnesMayBeWritten() throws Exception {
		guard.checkFile(folder.resolve("new.md"));
		guard.checkFile(Files.writeString(folder.resolve("old.md"), "an old review"));
		guard.checkFolder(folder);
	}

	/** Opening a library checks its folder: that must not load libblkid and every signature detector. */
	@Test
	void theFileInspectorIsMadeOnlyWhenAFileThatExistsIsToBeReplaced() throws Exception {
		AtomicInteger asked = new AtomicInteger();
		OutputFileGuard lazy = new OutputFileGuard(() -> {
			asked.incrementAndGet();
			return new TestFileInspector();
		});
		lazy.checkFolderToMake(folder.resolve("library"));
		lazy.checkFolder(folder);
		lazy.checkFile(folder.resolve("new.md"));
		assertEquals(0, asked.get(), "a folder and a new file need no inspection");
		lazy.checkFile(Files.writeString(folder.resolve("old.md"), "an old review"));
		assertEquals(1, asked.get());
	}

	@Test
	void noPlaceForAFileIsBadInputNamingThePath() throws Exception {
		OutputRefusedException missing = refused(folder.resolve("a/b/review.md"));
		assertEquals(OutputRefusedException.Reason.NOT_A_FILE_PLACE, missing.reason());
		assertTrue(missing.getMessage().contains("the folder " + folder.resolve("a/b") + " does not exist (nor does " + folder.resolve("a")
				+ ")"), missing.getMessage());
		assertTrue(refused(folder).getMessage().contains(folder + " is a folder"));
		for (String kernel : new String[] { "/dev/null", "/dev/shm/review.md", "/proc/self/status", "/sys/kernel/x.md" }) {
			OutputRefusedException e = refused(Path.of(kernel));
			assertEquals(OutputRefusedException.Reason.NOT_A_FILE_PLACE, e.reason());
			assertTrue(e.getMessage().contains(kernel + " is under /"), e.getMessage());
		}
		Path viaLink = Files.createSymbolicLink(folder.resolve("devices"), Path.of("/dev"));
		assertTrue(refused(viaLink.resolve("review.md")).getMessage().contains("is under /dev"), "found through a link too");
		assertThrows(OutputRefusedException.class, () -> guard.checkFolder(Path.of("/proc")));
		assertThrows(OutputRefusedException.class, () -> guard.checkFolderToMake(Path.of("/sys/x/library")));
	}

	@Test
	void aFileAnotherProcessWritesIsInUse() throws Exception {
		Path file = Files.writeString(folder.resolve("log.md"), "being written");
		// the shell itself holds it, waiting on its input once it said so: its name is "sh" by then
		Process writer = new ProcessBuilder("sh", "-c", "exec 3>>'" + file + "'; echo ready; read line").start();
		try {
			writer.getInputStream().read();
			OutputRefusedException e = refused(file);
			assertEquals(OutputRefusedException.Reason.IN_USE, e.reason());
			assertTrue(e.getMessage().contains("(!) open in another process: process " + writer.pid() + " (sh) has " + file
					+ " open for writing"), e.getMessage());
		} finally {
			writer.destroyForcibly().waitFor();
		}
	}

	@Test
	void anImageALoopDeviceReadsIsInUseMountedOrNot() throws Exception {
		LoopDevice.assumeAvailable("partx", "mkfs.ext4", "mount", "umount");
		try (LoopDevice loop = LoopDevice.partitioned(folder, SIZE)) {
			OutputRefusedException attached = refused(loop.backingFile());
			assertEquals(OutputRefusedException.Reason.IN_USE, attached.reason());
			assertTrue(attached.getMessage().contains("backs the loop device " + loop.device()), attached.getMessage());
			loop.write(loop.device(), null, "mkfs.ext4", "-q", "-F");
			Path mountPoint = Files.createDirectory(folder.resolve("mnt"));
			loop.mount(loop.device(), mountPoint);
			assertTrue(refused(loop.backingFile()).getMessage().contains("is the image behind " + loop.device() + ": " + loop.device()
					+ " is mounted at"), "mounted");
			OutputRefusedException node = refused(loop.device());
			assertEquals(OutputRefusedException.Reason.NOT_A_FILE_PLACE, node.reason());
		}
	}
}
