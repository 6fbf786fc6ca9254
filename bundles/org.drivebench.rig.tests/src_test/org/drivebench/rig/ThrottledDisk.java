package org.drivebench.rig;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.drivebench.engine.testing.LoopDevice;

/**
 * A disk of known speed for comparing two engines on it: ext4 on a loop device over a file in
 * /dev/shm, mounted in a folder of the test's own, its reads limited by the kernel's block throttle
 * (cgroup v1 blkio: {@code blkio.throttle.read_iops_device} and {@code read_bps_device}) for the
 * processes the test names, here the test's JVM and the fio server. Its figures are then the device's,
 * as a drive's are, not how fast each engine's CPU work is on a 2-core machine that other builds share.
 * Without the blkio controller the disk is unthrottled (memory speed, where the figures vary more);
 * without root, a folder on disk stands in. Everything is undone on close: the processes go back to
 * their cgroups, the cgroup, the mount and the loop device are removed.
 */
final class ThrottledDisk implements AutoCloseable {
	private static final Path BLKIO = Path.of("/sys/fs/cgroup/blkio");

	private final Path folder;
	private final LoopDevice loop;
	private final Path cgroup;
	private final Map<Long, Path> movedFrom = new LinkedHashMap<>();
	private final String speed;

	private ThrottledDisk(Path folder, LoopDevice loop, Path cgroup, String speed) {
		this.folder = folder;
		this.loop = loop;
		this.cgroup = cgroup;
		this.speed = speed;
	}

	/**
	 * @param readIops  reads per second the throttle allows
	 * @param readBytes bytes per second it allows
	 * @param pids      the processes whose reads it limits
	 */
	static ThrottledDisk in(Path dir, long size, long readIops, long readBytes, List<Long> pids) throws IOException {
		Path mount = Files.createDirectories(dir.resolve("throttled-disk"));
		String missing = LoopDevice.unavailableReason();
		if (missing != null) {
			return new ThrottledDisk(mount, null, null, "a folder on disk (" + missing + ")");
		}
		LoopDevice loop = LoopDevice.create(Path.of("/dev/shm"), size, 512, null);
		try {
			run(List.of("mkfs.ext4", "-q", "-F", loop.device().toString()));
			run(List.of("mount", loop.device().toString(), mount.toString()));
		} catch (IOException e) {
			loop.close();
			throw e;
		}
		String majorMinor = Files.readString(Path.of("/sys/class/block", loop.device().getFileName().toString(), "dev")).strip();
		Path cgroup = BLKIO.resolve("drivebench-rig-test-" + ProcessHandle.current().pid());
		if (!Files.isWritable(BLKIO.resolve("cgroup.procs"))) {
			return new ThrottledDisk(mount, loop, null, "ext4 on " + loop.device() + " over memory, unthrottled (no cgroup v1 blkio)");
		}
		Files.createDirectory(cgroup);
		ThrottledDisk disk = new ThrottledDisk(mount, loop, cgroup, "ext4 on " + loop.device() + " over memory, reads throttled to "
				+ readIops + " IOPS and " + readBytes / 1_000_000 + " MB/s");
		try {
			Files.writeString(cgroup.resolve("blkio.throttle.read_iops_device"), majorMinor + " " + readIops);
			Files.writeString(cgroup.resolve("blkio.throttle.read_bps_device"), majorMinor + " " + readBytes);
			for (long pid : pids) {
				disk.movedFrom.put(pid, blkioOf(pid));
				Files.writeString(cgroup.resolve("cgroup.procs"), Long.toString(pid));
			}
		} catch (IOException e) {
			disk.close();
			throw e;
		}
		return disk;
	}

	/** The blkio cgroup folder process {@code pid} is in. */
	private static Path blkioOf(long pid) throws IOException {
		for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "cgroup"))) {
			String[] parts = line.split(":", 3);
			if (parts.length == 3 && List.of(parts[1].split(",")).contains("blkio")) {
				return BLKIO.resolve(parts[2].replaceFirst("^/", ""));
			}
		}
		return BLKIO;
	}

	Path folder() {
		return folder;
	}

	/** What the disk is, for the test's report. */
	String speed() {
		return speed;
	}

	@Override
	public void close() throws IOException {
		try {
			if (cgroup != null) {
				for (Map.Entry<Long, Path> e : movedFrom.entrySet()) {
					if (ProcessHandle.of(e.getKey()).isPresent()) {
						Files.writeString(e.getValue().resolve("cgroup.procs"), Long.toString(e.getKey()));
					}
				}
				for (String pid : Files.readAllLines(cgroup.resolve("cgroup.procs"))) {
					// what a moved process started meanwhile (the fio server's job processes) goes back too
					Files.writeString(BLKIO.resolve("cgroup.procs"), pid.strip());
				}
				Files.delete(cgroup);
			}
		} finally {
			if (loop != null) {
				try {
					unmount();
				} finally {
					loop.close();
				}
			}
		}
	}

	/**
	 * The fio server's job processes may still be closing their files when the test ends ("target is
	 * busy" failed a CI run once): tried again for up to 5 s, then detached lazily, so the kernel
	 * finishes it when the last file closes and no mount is left behind either way.
	 */
	private void unmount() throws IOException {
		for (int attempt = 0; attempt < 25; attempt++) {
			try {
				run(List.of("umount", folder.toString()));
				return;
			} catch (IOException busy) {
				try {
					Thread.sleep(200);
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
					break;
				}
			}
		}
		run(List.of("umount", "--lazy", folder.toString()));
	}

	private static void run(List<String> command) throws IOException {
		try {
			Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
			String out = new String(p.getInputStream().readAllBytes()).strip();
			if (p.waitFor() != 0) {
				throw new IOException(String.join(" ", command) + " failed: " + out);
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new IOException(String.join(" ", command) + " was interrupted", e);
		}
	}
}
