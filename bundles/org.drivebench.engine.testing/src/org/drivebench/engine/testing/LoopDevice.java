package org.drivebench.engine.testing;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A loop device over a temporary file, created for one test with {@code losetup -f --show} and
 * detached (and its file removed) on close, also when the test fails. Tests that need one skip
 * themselves with {@link #unavailableReason()} first: they need root and losetup. Test support,
 * shipped in the engine so every bundle's tests can use it.
 */
public final class LoopDevice implements AutoCloseable {
	private final Path device;
	private final Path backing;

	private LoopDevice(Path device, Path backing) {
		this.device = device;
		this.backing = backing;
	}

	/** Why loop devices cannot be created here, or null when they can. */
	public static String unavailableReason() {
		if (!"root".equals(System.getProperty("user.name"))) {
			return "creating loop devices needs root (running as " + System.getProperty("user.name") + ")";
		}
		for (String dir : System.getenv().getOrDefault("PATH", "/usr/sbin:/sbin").split(":")) {
			if (Files.isExecutable(Path.of(dir, "losetup"))) {
				return null;
			}
		}
		if (Files.isExecutable(Path.of("/usr/sbin/losetup")) || Files.isExecutable(Path.of("/sbin/losetup"))) {
			return null;
		}
		return "losetup is not installed (package util-linux / mount)";
	}

	/**
	 * A loop device of {@code size} bytes with {@code sectorSize}-byte logical sectors and direct I/O
	 * to its backing file, which lives in {@code dir}.
	 *
	 * @param fill bytes the backing file starts with (sparse zeros when null)
	 */
	public static LoopDevice create(Path dir, long size, int sectorSize, byte[] fill) throws IOException {
		return create(dir, size, sectorSize, fill, false);
	}

	/**
	 * A loop device as {@link #create(Path, long, int, byte[])} makes one, its backing file of zeros in
	 * /dev/shm (in {@code fallback} where there is none): its I/O is a copy in memory, quick and steady.
	 */
	public static LoopDevice inMemory(Path fallback, long size, int sectorSize) throws IOException {
		Path shm = Path.of("/dev/shm");
		return create(Files.isDirectory(shm) ? shm : fallback, size, sectorSize, null);
	}

	/**
	 * A read-only loop device ({@code losetup -r}) as {@link #create(Path, long, int, byte[])} makes one:
	 * the kernel refuses every write to it.
	 */
	public static LoopDevice createReadOnly(Path dir, long size, int sectorSize, byte[] fill) throws IOException {
		return create(dir, size, sectorSize, fill, true);
	}

	private static LoopDevice create(Path dir, long size, int sectorSize, byte[] fill, boolean readOnly) throws IOException {
		Path file = Files.createTempFile(dir, "loop-", ".img");
		try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
			raf.setLength(size);
			if (fill != null) {
				for (long o = 0; o < size; o += fill.length) {
					raf.write(fill, 0, (int) Math.min(fill.length, size - o));
				}
			}
		}
		try {
			List<String> command = new java.util.ArrayList<>(List.of(losetup(), "-f", "--show", "--sector-size",
					Integer.toString(sectorSize), "--direct-io=on"));
			if (readOnly) {
				command.add("--read-only");
			}
			command.add(file.toString());
			String out = run(command);
			return new LoopDevice(Path.of(out.strip()), file);
		} catch (IOException e) {
			Files.deleteIfExists(file);
			throw e;
		}
	}

	public Path device() {
		return device;
	}

	public Path backingFile() {
		return backing;
	}

	/** What confirms a write to this loop device: its backing file's real path and inode (as list-targets shows it). */
	public String confirmation() throws IOException {
		return backing.toRealPath() + ",inode=" + Files.getAttribute(backing, "unix:ino");
	}

	@Override
	public void close() throws IOException {
		try {
			run(List.of(losetup(), "-d", device.toString()));
		} finally {
			Files.deleteIfExists(backing);
		}
	}

	private static String losetup() {
		return Files.isExecutable(Path.of("/usr/sbin/losetup")) ? "/usr/sbin/losetup"
				: Files.isExecutable(Path.of("/sbin/losetup")) ? "/sbin/losetup" : "losetup";
	}

	private static String run(List<String> command) throws IOException {
		Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
		try {
			if (!p.waitFor(30, TimeUnit.SECONDS)) {
				p.destroyForcibly();
				throw new IOException(String.join(" ", command) + " did not finish in 30 s");
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new IOException(String.join(" ", command) + " was interrupted", e);
		}
		String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		if (p.exitValue() != 0) {
			throw new IOException(String.join(" ", command) + " failed (" + p.exitValue() + "): " + out.strip());
		}
		return out;
	}
}
