package org.drivebench.engine.device;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;

/**
 * A loop device this test creates over a temporary file, and the only device the tests write to:
 * every writing command goes through {@link #write}, which accepts nothing but this loop device and
 * its partitions. {@link #close} unmounts, turns swap off, detaches and deletes, whatever failed
 * before.
 */
final class ScratchLoopDevice implements AutoCloseable {
	private static final long TIMEOUT_SECONDS = 60;

	final Path image;
	final String device;
	private final List<Path> mounts = new ArrayList<>();
	private final List<String> swaps = new ArrayList<>();

	private ScratchLoopDevice(Path image, String device) {
		this.image = image;
		this.device = device;
	}

	/**
	 * Creates a sparse image of the given size in a folder and binds a free loop device to it
	 * ({@code losetup -f --show -P}). Aborts the test (skips) when this is not root or losetup and
	 * the other tools are missing; the reason is in the skip message.
	 */
	static ScratchLoopDevice create(Path folder, long size) throws IOException, InterruptedException {
		assumeRootAndTools("losetup", "partx", "mount", "umount");
		Path image = Files.createTempFile(folder, "drivebench-loop-", ".img");
		try (RandomAccessFile file = new RandomAccessFile(image.toFile(), "rw")) {
			file.setLength(size);
		}
		Result bind = run(null, "losetup", "-f", "--show", "-P", image.toString());
		if (bind.exit != 0) {
			Files.delete(image);
			Assumptions.abort("losetup could not bind a loop device here: " + bind.output.strip());
		}
		String device = bind.output.strip();
		String backing = Files.readString(Path.of("/sys/class/block", Path.of(device).getFileName().toString(),
				"loop/backing_file")).strip();
		if (!Path.of(backing).equals(image.toRealPath())) {
			// never touch (or detach) a device whose backing file is not ours
			throw new IllegalStateException("losetup printed " + device + ", but it is bound to " + backing + ", not " + image);
		}
		return new ScratchLoopDevice(image, device);
	}

	static void assumeRootAndTools(String... tools) throws IOException {
		Object uid = Files.getAttribute(Path.of("/proc/self"), "unix:uid");
		Assumptions.assumeTrue(Integer.valueOf(0).equals(uid),
				"loop-device tests need root (CI runs as root); this runs as uid " + uid);
		for (String tool : tools) {
			Assumptions.assumeTrue(onPath(tool), tool + " is not installed (Debian packages: util-linux, mount, "
					+ "e2fsprogs, fdisk, dosfstools)");
		}
	}

	static boolean onPath(String tool) {
		for (String dir : System.getenv().getOrDefault("PATH", "/usr/sbin:/usr/bin:/sbin:/bin").split(":")) {
			if (Files.isExecutable(Path.of(dir, tool))) {
				return true;
			}
		}
		return Files.isExecutable(Path.of("/usr/sbin", tool)) || Files.isExecutable(Path.of("/sbin", tool));
	}

	/** The loop device's partition n, e.g. {@code /dev/loop3p1}. */
	String partition(int n) {
		return device + "p" + n;
	}

	/**
	 * Runs a command that writes to this loop device or one of its partitions, the target last, and
	 * fails the test when it fails.
	 *
	 * @param input what to feed on standard input, or null
	 */
	void write(String target, String input, String... command) throws IOException, InterruptedException {
		if (!target.equals(device) && !target.matches(java.util.regex.Pattern.quote(device) + "p\\d+")) {
			throw new IllegalArgumentException(target + " is not this test's loop device " + device);
		}
		List<String> full = new ArrayList<>(List.of(command));
		full.add(target);
		Result result = run(input, full.toArray(String[]::new));
		if (result.exit != 0) {
			throw new IOException(String.join(" ", full) + " failed with " + result.exit + ": " + result.output);
		}
	}

	/** Makes the kernel read the partition table this test wrote (partition scanning is off on some loop setups). */
	void rereadPartitions() throws IOException, InterruptedException {
		write(device, null, "partx", "-u");
	}

	void mount(String target, Path mountPoint) throws IOException, InterruptedException {
		write(target, null, "mount", "--target", mountPoint.toString(), "--source");
		mounts.add(mountPoint);
	}

	/** Turns swap on; false when the system does not allow it (containers). */
	boolean swapOn(String target) throws IOException, InterruptedException {
		Result result = run(null, "swapon", target);
		if (result.exit == 0) {
			swaps.add(target);
		}
		return result.exit == 0;
	}

	@Override
	public void close() throws IOException, InterruptedException {
		List<String> problems = new ArrayList<>();
		for (String swap : swaps) {
			collect(problems, run(null, "swapoff", swap), "swapoff " + swap);
		}
		for (Path mount : mounts.reversed()) {
			collect(problems, run(null, "umount", mount.toString()), "umount " + mount);
		}
		collect(problems, run(null, "losetup", "-d", device), "losetup -d " + device);
		Files.deleteIfExists(image);
		if (!problems.isEmpty()) {
			throw new IOException("cleaning up " + device + " failed: " + problems);
		}
	}

	private static void collect(List<String> problems, Result result, String what) {
		if (result.exit != 0) {
			problems.add(what + ": " + result.output.strip());
		}
	}

	private record Result(int exit, String output) {
	}

	private static Result run(String input, String... command) throws IOException, InterruptedException {
		Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
		try (var stdin = process.getOutputStream()) {
			if (input != null) {
				stdin.write(input.getBytes(StandardCharsets.UTF_8));
			}
		}
		String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
			process.destroyForcibly();
			return new Result(-1, String.join(" ", command) + " timed out");
		}
		return new Result(process.exitValue(), output);
	}
}
