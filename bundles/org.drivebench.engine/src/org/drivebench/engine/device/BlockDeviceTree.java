package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.eclipse.jdt.annotation.Nullable;

/**
 * The kernel's block devices as sysfs shows them: resolving a path to its node, whole disks and
 * their partitions, and the devices stacked on top of a device (its holders: device-mapper, md RAID,
 * bcache).
 */
public final class BlockDeviceTree {
	private static final int S_IFMT = 0170000;
	private static final int S_IFBLK = 0060000;

	private final SystemRoots roots;

	public BlockDeviceTree(SystemRoots roots) {
		this.roots = roots;
	}

	public SystemRoots roots() {
		return roots;
	}

	/**
	 * The block device a path names: a node such as {@code /dev/sdb1}, or a symlink to one such as
	 * {@code /dev/disk/by-id/...} or {@code /dev/mapper/vg-lv}. It is found by its device number, so
	 * any name for the node works; a file named after a device in the device folder also counts (fake
	 * trees in tests).
	 *
	 * @throws NotABlockDeviceException when the path does not exist or is not a block device
	 */
	public BlockDeviceNode resolve(String path) throws NotABlockDeviceException {
		Path given = Path.of(path);
		Path real;
		try {
			real = given.toRealPath();
		} catch (IOException e) {
			throw new NotABlockDeviceException(path, "no such device (" + e.getMessage() + ")");
		}
		Optional<BlockDeviceNode> byNumber = blockDeviceNumber(real).flatMap(n -> byNumber(n[0], n[1]));
		if (byNumber.isPresent()) {
			return byNumber.get();
		}
		if (real.getParent() != null && real.getParent().equals(realDevicesFolder())) {
			Optional<BlockDeviceNode> byName = byName(real.getFileName().toString());
			if (byName.isPresent()) {
				return byName.get();
			}
		}
		throw new NotABlockDeviceException(path, "not a block device"
				+ (real.equals(given) ? "" : " (it resolves to " + real + ")")
				+ "; list the block devices with list-targets");
	}

	/** The node of a kernel name ({@code sda1}), empty when sysfs has no such block device. */
	public Optional<BlockDeviceNode> byName(String name) {
		if (name.isEmpty() || name.contains("/")) {
			return Optional.empty();
		}
		Path link = roots.classBlock().resolve(name);
		if (!Files.isDirectory(link)) {
			return Optional.empty();
		}
		try {
			Path dir = link.toRealPath();
			int @Nullable [] number = parseDeviceNumber(KernelFiles.text(dir.resolve("dev")));
			if (number == null) {
				return Optional.empty();
			}
			String parent = Files.exists(dir.resolve("partition")) ? dir.getParent().getFileName().toString() : "";
			return Optional.of(new BlockDeviceNode(name, roots.devices().resolve(name), dir, number[0], number[1],
					parent));
		} catch (IOException e) {
			return Optional.empty();
		}
	}

	/** The node of a device number, via {@code /sys/dev/block/<major>:<minor>}. */
	public Optional<BlockDeviceNode> byNumber(int major, int minor) {
		Path link = roots.sysfs().resolve("dev").resolve("block").resolve(major + ":" + minor);
		try {
			return Files.isDirectory(link) ? byName(link.toRealPath().getFileName().toString()) : Optional.empty();
		} catch (IOException e) {
			return Optional.empty();
		}
	}

	/** Every block device and partition, sorted by name. */
	public List<BlockDeviceNode> all() {
		List<BlockDeviceNode> nodes = new ArrayList<>();
		for (String name : names(roots.classBlock())) {
			byName(name).ifPresent(nodes::add);
		}
		return nodes;
	}

	/** A whole disk's partitions in name order; none for a partition. */
	public List<BlockDeviceNode> partitions(BlockDeviceNode disk) {
		if (disk.isPartition()) {
			return List.of();
		}
		List<BlockDeviceNode> partitions = new ArrayList<>();
		for (String child : names(disk.sysfsPath())) {
			if (Files.exists(disk.sysfsPath().resolve(child).resolve("partition"))) {
				byName(child).ifPresent(partitions::add);
			}
		}
		return partitions;
	}

	/** The devices built directly on this one ({@code holders/}: dm, md, bcache). */
	public List<BlockDeviceNode> holders(BlockDeviceNode node) {
		List<BlockDeviceNode> holders = new ArrayList<>();
		for (String name : names(node.sysfsPath().resolve("holders"))) {
			byName(name).ifPresent(holders::add);
		}
		return holders;
	}

	/** The whole disk a partition is on, or the node itself. */
	public BlockDeviceNode wholeDisk(BlockDeviceNode node) {
		return node.isPartition() ? byName(node.parentName()).orElse(node) : node;
	}

	/**
	 * The device, its partitions and everything stacked on any of them, transitively: whatever is
	 * mounted or running on one of these is on this device. Each appears once, the device first.
	 */
	public List<BlockDeviceNode> stack(BlockDeviceNode node) {
		Map<String, BlockDeviceNode> seen = new LinkedHashMap<>();
		List<BlockDeviceNode> pending = new ArrayList<>(List.of(node));
		while (!pending.isEmpty()) {
			BlockDeviceNode next = pending.remove(0);
			if (!seen.containsKey(next.name())) {
				seen.put(next.name(), next);
				pending.addAll(partitions(next));
				pending.addAll(holders(next));
			}
		}
		return List.copyOf(seen.values());
	}

	/** Size in bytes: sysfs {@code size} counts 512-byte sectors whatever the device's sector size. */
	public long sizeBytes(BlockDeviceNode node) {
		return KernelFiles.number(node.sysfsPath().resolve("size"), 0) * 512;
	}

	/** A sysfs attribute of the node, e.g. {@code ro} or {@code queue/rotational}; "" when absent. */
	public String attribute(BlockDeviceNode node, String relativePath) {
		return KernelFiles.text(node.sysfsPath().resolve(relativePath));
	}

	private Path realDevicesFolder() {
		try {
			return roots.devices().toRealPath();
		} catch (IOException e) {
			return roots.devices().toAbsolutePath();
		}
	}

	/** {major, minor} of a block special file, empty for anything else. */
	private static Optional<int[]> blockDeviceNumber(Path real) {
		try {
			Map<String, Object> attributes = Files.readAttributes(real, "unix:mode,rdev", LinkOption.NOFOLLOW_LINKS);
			if (!(attributes.get("mode") instanceof Integer mode) || (mode & S_IFMT) != S_IFBLK
					|| !(attributes.get("rdev") instanceof Long rdev)) {
				return Optional.empty();
			}
			// glibc's gnu_dev_major / gnu_dev_minor
			int major = (int) (((rdev >>> 8) & 0xfff) | ((rdev >>> 32) & ~0xfffL));
			int minor = (int) ((rdev & 0xff) | ((rdev >>> 12) & ~0xffL));
			return Optional.of(new int[] { major, minor });
		} catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
			return Optional.empty();
		}
	}

	static int @Nullable [] parseDeviceNumber(String text) {
		int colon = text.indexOf(':');
		if (colon <= 0) {
			return null;
		}
		try {
			return new int[] { Integer.parseInt(text.substring(0, colon)), Integer.parseInt(text.substring(colon + 1)) };
		} catch (NumberFormatException e) {
			return null;
		}
	}

	static List<String> names(Path folder) {
		if (!Files.isDirectory(folder)) {
			return List.of();
		}
		try (Stream<Path> entries = Files.list(folder)) {
			return entries.map(p -> p.getFileName().toString()).sorted().toList();
		} catch (IOException e) {
			return List.of();
		}
	}
}
