package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the running system does with its block devices at one moment: mounts, active swap, open
 * descriptors, mounted btrfs members, loop devices' backing files. Captured once and shared by the
 * checks of every device in a listing.
 *
 * @param mounts        every mount namespace's mounts
 * @param swaps         active swap areas
 * @param openNodes     device node path to the processes holding it open
 * @param btrfsMembers  kernel name of a member of a mounted btrfs filesystem to that filesystem's UUID
 * @param loopBackings  loop device name to its backing file
 * @param unreadable    what could not be read, each a sentence; its checks are missing
 */
public record SystemState(MountTable mounts, List<SwapTable.SwapArea> swaps, Map<String, List<String>> openNodes,
		Map<String, String> btrfsMembers, Map<String, String> loopBackings, List<String> unreadable) {

	public static SystemState capture(BlockDeviceTree tree) {
		SystemRoots roots = tree.roots();
		List<String> unreadable = new ArrayList<>();
		MountTable mounts;
		try {
			mounts = MountTable.read(roots.proc());
		} catch (IOException e) {
			mounts = new MountTable(List.of());
			unreadable.add("the mount table " + roots.proc().resolve("self/mountinfo") + " could not be read: " + e.getMessage());
		}
		List<SwapTable.SwapArea> swaps;
		try {
			swaps = SwapTable.read(roots.proc());
		} catch (IOException e) {
			swaps = List.of();
			unreadable.add("the swap table " + roots.proc().resolve("swaps") + " could not be read: " + e.getMessage());
		}
		Map<String, List<String>> open = new OpenDescriptorScanner(roots.proc()).openNodes(roots.devices());
		return new SystemState(mounts, swaps, open, btrfsMembers(roots.sysfs()), loopBackings(tree),
				List.copyOf(unreadable));
	}

	/** {@code <sysfs>/fs/btrfs/<uuid>/devices/<name>}: the members of every mounted btrfs filesystem. */
	private static Map<String, String> btrfsMembers(Path sysfs) {
		Map<String, String> members = new TreeMap<>();
		Path btrfs = sysfs.resolve("fs").resolve("btrfs");
		for (String uuid : BlockDeviceTree.names(btrfs)) {
			for (String member : BlockDeviceTree.names(btrfs.resolve(uuid).resolve("devices"))) {
				members.put(member, uuid);
			}
		}
		return members;
	}

	private static Map<String, String> loopBackings(BlockDeviceTree tree) {
		Map<String, String> backings = new TreeMap<>();
		for (BlockDeviceNode node : tree.all()) {
			String backing = node.isLoop() ? tree.attribute(node, "loop/backing_file") : "";
			if (!backing.isEmpty()) {
				backings.put(node.name(), backing);
			}
		}
		return backings;
	}
}
