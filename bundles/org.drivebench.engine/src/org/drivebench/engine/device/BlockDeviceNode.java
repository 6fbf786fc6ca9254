package org.drivebench.engine.device;

import java.nio.file.Path;

/**
 * One block device or partition as sysfs shows it.
 *
 * @param name       kernel name, e.g. {@code sda}, {@code sda1}, {@code nvme0n1}, {@code loop3}, {@code dm-0}
 * @param devicePath its node in the device folder, e.g. {@code /dev/sda1}
 * @param sysfsPath  its sysfs directory with links resolved, e.g.
 *                   {@code /sys/devices/pci0000:00/.../block/sda/sda1}
 * @param major      device number, major part
 * @param minor      device number, minor part
 * @param parentName for a partition the whole disk's name, else empty
 */
public record BlockDeviceNode(String name, Path devicePath, Path sysfsPath, int major, int minor, String parentName) {

	public boolean isPartition() {
		return !parentName.isEmpty();
	}

	/** {@code major:minor}, as in mountinfo and {@code /sys/dev/block}. */
	public String deviceNumber() {
		return major + ":" + minor;
	}

	public boolean isLoop() {
		return name.startsWith("loop") && !isPartition();
	}

	public boolean isZram() {
		return name.startsWith("zram");
	}

	public boolean isDeviceMapper() {
		return name.startsWith("dm-");
	}
}
