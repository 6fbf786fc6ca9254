package org.drivebench.engine.testing;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.opentest4j.TestAbortedException;

/**
 * A real small file system for one test: a tmpfs of a given size mounted on a folder of the test's own,
 * filled up on demand and unmounted on close (for tests of what happens when a disk fills up). Needs root
 * and mount; a test skips itself otherwise. Test support, shipped in the SDK.
 */
public final class SmallFileSystem implements AutoCloseable {
	private final Path mountPoint;
	private final Path filler;

	private SmallFileSystem(Path mountPoint) {
		this.mountPoint = mountPoint;
		this.filler = mountPoint.resolve("filler");
	}

	/** Mounts a tmpfs of {@code bytes} on {@code folder} (created), or skips the calling test saying why it cannot. */
	public static SmallFileSystem mount(Path folder, long bytes) throws IOException, InterruptedException {
		if (!"root".equals(System.getProperty("user.name"))) {
			throw new TestAbortedException("mounting a small file system needs root");
		}
		Files.createDirectories(folder);
		int code = run("mount", "-t", "tmpfs", "-o", "size=" + bytes, "drivebench-test", folder.toString());
		if (code != 0) {
			throw new TestAbortedException("mount -t tmpfs failed here (exit " + code + ")");
		}
		return new SmallFileSystem(folder);
	}

	public Path root() {
		return mountPoint;
	}

	/** Writes one file until the file system is full, leaving less than {@code left} bytes free. */
	public void fill(long left) throws IOException {
		byte[] block = new byte[4096];
		try (OutputStream out = Files.newOutputStream(filler)) {
			while (Files.getFileStore(mountPoint).getUsableSpace() > left) {
				out.write(block);
			}
		} catch (IOException full) {
			// no space left: that is the point
		}
	}

	/** Makes room again. */
	public void empty() throws IOException {
		Files.deleteIfExists(filler);
	}

	@Override
	public void close() throws IOException, InterruptedException {
		run("umount", mountPoint.toString());
	}

	private static int run(String... command) throws IOException, InterruptedException {
		Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
		if (!p.waitFor(30, TimeUnit.SECONDS)) {
			p.destroyForcibly();
			return -1;
		}
		return p.exitValue();
	}
}
