package org.drivebench.engine.targets;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Facts about a block device from sysfs, found by its device number ({@code /sys/dev/block/M:m}); a
 * partition's queue facts come from its disk.
 */
final class SysBlock {
	private static final Path SYS_DEV_BLOCK = Path.of("/sys/dev/block");

	private final Path device;
	private final Path queueOwner;

	private SysBlock(Path device, Path queueOwner) {
		this.device = device;
		this.queueOwner = queueOwner;
	}

	/** The sysfs view of device {@code major:minor}, or null when sysfs has none (tmpfs, overlay). */
	static @Nullable SysBlock of(int major, int minor) {
		Path link = SYS_DEV_BLOCK.resolve(major + ":" + minor);
		if (major == 0 || !Files.exists(link)) {
			return null;
		}
		try {
			Path dir = link.toRealPath();
			Path owner = Files.exists(dir.resolve("partition")) ? dir.getParent() : dir;
			return new SysBlock(dir, owner);
		} catch (IOException e) {
			return null;
		}
	}

	/** The kernel's name, e.g. "sda", "sda1", "loop3". */
	String name() {
		return device.getFileName().toString();
	}

	/** queue/rotational of the disk; false when unreadable. */
	boolean rotational() {
		return "1".equals(read(queueOwner.resolve("queue/rotational")));
	}

	/** queue/logical_block_size of the disk; 0 when unreadable. */
	int logicalBlockSize() {
		return parse(read(queueOwner.resolve("queue/logical_block_size")));
	}

	/** queue/physical_block_size of the disk; 0 when unreadable. */
	int physicalBlockSize() {
		return parse(read(queueOwner.resolve("queue/physical_block_size")));
	}

	private static String read(Path p) {
		try {
			return Files.readString(p).strip();
		} catch (IOException e) {
			return "";
		}
	}

	private static int parse(String s) {
		try {
			return Integer.parseInt(s);
		} catch (NumberFormatException e) {
			return 0;
		}
	}
}
