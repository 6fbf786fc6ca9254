package org.drivebench.engine.testing;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import org.eclipse.jdt.annotation.Nullable;

/**
 * A loop device over a temporary file, created for one test with {@code losetup -f --show} and
 * detached (and its file removed) on close, also when the test fails. Tests that need one skip
 * themselves with {@link #unavailableReason()} first: they need root and losetup. A partitioned one
 * ({@link #partitioned}) is the only device tests format, mount or swap on: every writing command goes
 * through {@link #write}, which accepts nothing but this loop device and its partitions, and
 * {@link #close} turns swap off, unmounts, detaches and deletes, whatever failed before. Test support,
 * shipped in the SDK so every bundle's tests can use it.
 */
public final class LoopDevice implements AutoCloseable {
	private final Path device;
	private final Path backing;
	private final List<Path> mounts = new ArrayList<>();
	private final List<Path> swaps = new ArrayList<>();

	private LoopDevice(Path device, Path backing) {
		this.device = device;
		this.backing = backing;
	}

	/** Why loop devices cannot be created here, or null when they can. */
	public static @Nullable String unavailableReason() {
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
	 * Why loop devices cannot be created here or one of {@code tools} is missing (what a test that formats
	 * or mounts one needs), or null when all is there.
	 */
	public static @Nullable String unavailableReason(String... tools) {
		String missing = unavailableReason();
		if (missing != null) {
			return missing;
		}
		for (String tool : tools) {
			if (!onPath(tool)) {
				return tool + " is not installed (Debian packages: util-linux, mount, e2fsprogs, fdisk, dosfstools)";
			}
		}
		return null;
	}

	/**
	 * Skips the calling test (JUnit's assumption failure, {@code org.opentest4j.TestAbortedException})
	 * when loop devices cannot be created here or one of {@code tools} is missing, saying why.
	 */
	public static void assumeAvailable(String... tools) {
		String missing = unavailableReason(tools);
		if (missing != null) {
			throw new org.opentest4j.TestAbortedException(missing);
		}
	}

	/** Whether {@code tool} is an executable on the {@code PATH} (or in /usr/sbin, /sbin). */
	public static boolean onPath(String tool) {
		for (String dir : System.getenv().getOrDefault("PATH", "/usr/sbin:/usr/bin:/sbin:/bin").split(":")) {
			if (Files.isExecutable(Path.of(dir, tool))) {
				return true;
			}
		}
		return Files.isExecutable(Path.of("/usr/sbin", tool)) || Files.isExecutable(Path.of("/sbin", tool));
	}

	/**
	 * A loop device over a sparse file of {@code size} bytes in {@code dir}, with partition scanning on
	 * ({@code losetup -f --show -P}): for tests that write partition tables, file systems or swap onto it.
	 *
	 * @throws IllegalStateException when losetup bound the device to a file that is not this one (the
	 *                               device is then left alone)
	 */
	public static LoopDevice partitioned(Path dir, long size) throws IOException {
		Path image = Files.createTempFile(dir, "drivebench-loop-", ".img");
		try (RandomAccessFile file = new RandomAccessFile(image.toFile(), "rw")) {
			file.setLength(size);
		}
		String device;
		try {
			device = run(List.of(losetup(), "-f", "--show", "-P", image.toString())).strip();
		} catch (IOException e) {
			Files.deleteIfExists(image);
			throw e;
		}
		String backing = Files.readString(Path.of("/sys/class/block", Path.of(device).getFileName().toString(),
				"loop/backing_file")).strip();
		if (!Path.of(backing).equals(image.toRealPath())) {
			// never touch (or detach) a device whose backing file is not ours
			throw new IllegalStateException("losetup printed " + device + ", but it is bound to " + backing + ", not " + image);
		}
		return new LoopDevice(Path.of(device), image);
	}

	/**
	 * A loop device of {@code size} bytes with {@code sectorSize}-byte logical sectors and direct I/O
	 * to its backing file, which lives in {@code dir}.
	 *
	 * @param fill bytes the backing file starts with (sparse zeros when null)
	 */
	public static LoopDevice create(Path dir, long size, int sectorSize, byte @Nullable [] fill) throws IOException {
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

	private static LoopDevice create(Path dir, long size, int sectorSize, byte @Nullable [] fill, boolean readOnly) throws IOException {
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

	/** The loop device's partition n, e.g. {@code /dev/loop3p1}. */
	public Path partition(int n) {
		return Path.of(device + "p" + n);
	}

	/**
	 * Runs a command that writes to this loop device or one of its partitions, {@code target} last.
	 *
	 * @param input what to feed on standard input, or null
	 * @throws IllegalArgumentException when {@code target} is not this loop device or one of its partitions
	 * @throws IOException              when the command fails
	 */
	public void write(Path target, @Nullable String input, String... command) throws IOException {
		if (!target.equals(device) && !target.toString().matches(Pattern.quote(device.toString()) + "p\\d+")) {
			throw new IllegalArgumentException(target + " is not this test's loop device " + device);
		}
		List<String> full = new ArrayList<>(List.of(command));
		full.add(target.toString());
		run(full, input);
	}

	/** Makes the kernel read the partition table a test wrote (partition scanning is off on some loop setups). */
	public void rereadPartitions() throws IOException {
		write(device, null, "partx", "-u");
	}

	/** Mounts this loop device or one of its partitions; closing unmounts it. */
	public void mount(Path target, Path mountPoint) throws IOException {
		write(target, null, "mount", "--target", mountPoint.toString(), "--source");
		mounts.add(mountPoint);
	}

	/** Turns swap on; false when the system does not allow it (containers). Closing turns it off. */
	public boolean swapOn(Path target) throws IOException {
		try {
			run(List.of("swapon", target.toString()));
		} catch (IOException e) {
			return false;
		}
		swaps.add(target);
		return true;
	}

	/** Turns swap off, unmounts what a test mounted, detaches the device and deletes its file, whatever fails. */
	@Override
	public void close() throws IOException {
		List<String> problems = new ArrayList<>();
		for (Path swap : swaps) {
			collect(problems, List.of("swapoff", swap.toString()));
		}
		for (Path mount : mounts.reversed()) {
			collect(problems, List.of("umount", mount.toString()));
		}
		try {
			collect(problems, List.of(losetup(), "-d", device.toString()));
		} finally {
			Files.deleteIfExists(backing);
		}
		if (!problems.isEmpty()) {
			throw new IOException("cleaning up " + device + " failed: " + problems);
		}
	}

	private static void collect(List<String> problems, List<String> command) {
		try {
			run(command);
		} catch (IOException e) {
			problems.add(e.getMessage());
		}
	}

	private static String losetup() {
		return Files.isExecutable(Path.of("/usr/sbin/losetup")) ? "/usr/sbin/losetup"
				: Files.isExecutable(Path.of("/sbin/losetup")) ? "/sbin/losetup" : "losetup";
	}

	private static String run(List<String> command) throws IOException {
		return run(command, null);
	}

	private static String run(List<String> command, @Nullable String input) throws IOException {
		Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
		try (var stdin = p.getOutputStream()) {
			if (input != null) {
				stdin.write(input.getBytes(StandardCharsets.UTF_8));
			}
		}
		try {
			if (!p.waitFor(60, TimeUnit.SECONDS)) {
				p.destroyForcibly();
				throw new IOException(String.join(" ", command) + " did not finish in 60 s");
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
