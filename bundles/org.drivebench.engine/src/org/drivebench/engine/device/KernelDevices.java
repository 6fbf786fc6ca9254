package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.drivebench.engine.nativeio.FileStat;
import org.drivebench.engine.nativeio.NativeFile;

/**
 * The block devices the kernel sends a target's I/O to: for a device node, the device itself; for a
 * file, the block device its file system lives on (a partition, a device-mapper volume). Files on
 * file systems without one (tmpfs, overlay) and character devices have none.
 */
public final class KernelDevices {
	/**
	 * One device.
	 *
	 * @param major     its major number
	 * @param minor     its minor number
	 * @param name      the kernel's name, e.g. "vda1", "loop3"
	 * @param wholeDisk the whole disk it is or is a partition of, e.g. "vda"
	 */
	public record Device(int major, int minor, String name, String wholeDisk) {
		/** The whole disk's device node, e.g. /dev/vda. */
		public Path wholeDiskNode(SystemRoots roots) {
			return roots.devices().resolve(wholeDisk);
		}
	}

	private KernelDevices() {
	}

	/** The devices of {@code files}, one per file, in order; empty when any of them has none. */
	public static List<Device> of(List<NativeFile> files, SystemRoots roots) {
		BlockDeviceTree tree = new BlockDeviceTree(roots);
		List<Device> devices = new ArrayList<>();
		for (NativeFile f : files) {
			Optional<Device> d = of(Path.of(f.path()), tree);
			if (d.isEmpty()) {
				return List.of();
			}
			devices.add(d.get());
		}
		return devices;
	}

	private static Optional<Device> of(Path path, BlockDeviceTree tree) {
		FileStat stat;
		try {
			stat = FileStat.of(path);
		} catch (IOException e) {
			return Optional.empty();
		}
		int major = stat.blockDevice() ? stat.rdevMajor() : stat.regularFile() ? stat.deviceMajor() : 0;
		int minor = stat.blockDevice() ? stat.rdevMinor() : stat.deviceMinor();
		if (major == 0) {
			return Optional.empty();
		}
		return tree.byNumber(major, minor)
				.map(node -> new Device(major, minor, node.name(), tree.wholeDisk(node).name()));
	}
}
