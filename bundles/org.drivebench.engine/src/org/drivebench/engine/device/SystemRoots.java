package org.drivebench.engine.device;

import java.nio.file.Path;

/**
 * Where the kernel's views of the system are read from. The real system uses {@code /sys},
 * {@code /proc}, {@code /run/udev/data} and {@code /dev}; tests point them at a fake tree.
 *
 * @param sysfs     sysfs mount ({@code class/block}, {@code dev/block}, {@code fs/btrfs})
 * @param proc      procfs mount ({@code self/mountinfo}, {@code swaps}, {@code <pid>/fd})
 * @param udevData  udev's database folder ({@code b<major>:<minor>} files); may not exist
 * @param devices   the folder of device nodes, named as in sysfs ({@code /dev/sda})
 */
public record SystemRoots(Path sysfs, Path proc, Path udevData, Path devices) {

	/** The running system's roots. */
	public static SystemRoots system() {
		return new SystemRoots(Path.of("/sys"), Path.of("/proc"), Path.of("/run/udev/data"), Path.of("/dev"));
	}

	/** {@code <sysfs>/class/block}: one entry per block device and partition. */
	public Path classBlock() {
		return sysfs.resolve("class").resolve("block");
	}
}
