package org.drivebench.engine.device;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Finds every reason why writing to a block device may destroy data or crash the system, one
 * {@link SafetyFinding} per reason. It looks at the device and everything on it: its partitions and
 * whatever is stacked on either (device-mapper, md RAID, bcache), and for a loop device over a block
 * device, at that device too.
 */
public final class SafetyInspector {
	/** Mount points whose device holds the running system. */
	public static final Set<String> SYSTEM_MOUNT_POINTS = Set.of("/", "/boot", "/boot/efi", "/efi", "/usr", "/var");
	private static final int MAX_LOOP_NESTING = 8;

	private final BlockDeviceTree tree;
	private final SignatureScanner scanner;

	public SafetyInspector(BlockDeviceTree tree, SignatureScanner scanner) {
		this.tree = tree;
		this.scanner = scanner;
	}

	/** Inspects one device against the system's state now. */
	public List<SafetyFinding> inspect(BlockDeviceNode node) {
		return inspect(node, SystemState.capture(tree));
	}

	/** Inspects one device against a captured state (shared when listing every device). */
	public List<SafetyFinding> inspect(BlockDeviceNode node, SystemState state) {
		List<SafetyFinding> findings = new ArrayList<>();
		inspect(node, state, findings, "", null, 0);
		for (String problem : state.unreadable()) {
			findings.add(new SafetyFinding(FindingKind.NOT_CHECKED, problem));
		}
		return List.copyOf(new LinkedHashSet<>(findings));
	}

	/**
	 * @param prefix  how the device is reached from the one inspected ("" for itself)
	 * @param viaLoop the loop device whose backing device this is, null for the inspected device
	 */
	private void inspect(BlockDeviceNode node, SystemState state, List<SafetyFinding> findings, String prefix,
			@Nullable BlockDeviceNode viaLoop, int depth) {
		String path = node.devicePath().toString();
		List<BlockDeviceNode> stack = tree.stack(node);
		if ("1".equals(tree.attribute(node, "ro"))) {
			findings.add(finding(FindingKind.READ_ONLY, prefix, path + " is read-only (sysfs ro = 1)"));
		}
		long size = tree.sizeBytes(node);
		if (size == 0) {
			findings.add(finding(FindingKind.NO_CAPACITY, prefix,
					path + " has a capacity of 0 bytes (no medium, or an unbound loop device)"));
		}
		for (BlockDeviceNode member : stack) {
			mountFindings(member, node, state, findings, prefix);
		}
		for (BlockDeviceNode member : stack) {
			if (!member.equals(node) && !member.isPartition()) {
				continue; // holders of holders are reported through the first holder
			}
			List<BlockDeviceNode> holders = tree.holders(member);
			if (!holders.isEmpty()) {
				findings.add(finding(FindingKind.HAS_HOLDERS, prefix, label(member, node) + " is held by "
						+ holders.stream().map(this::label).collect(Collectors.joining(", "))));
			}
		}
		for (Map.Entry<String, String> loop : state.loopBackings().entrySet()) {
			if (viaLoop != null && viaLoop.name().equals(loop.getKey())) {
				continue; // the loop device this inspection came from
			}
			Optional<BlockDeviceNode> backing = resolveQuietly(loop.getValue());
			if (backing.isPresent() && stack.contains(backing.get())) {
				findings.add(finding(FindingKind.HAS_HOLDERS, prefix, "loop device " + tree.roots().devices().resolve(
						loop.getKey()) + " is bound over " + label(backing.get(), node)));
			}
		}
		List<BlockDeviceNode> partitions = tree.partitions(node);
		if (!partitions.isEmpty()) {
			findings.add(finding(FindingKind.HAS_PARTITIONS, prefix, path + " has partitions: "
					+ partitions.stream().map(this::describePartition).collect(Collectors.joining(", "))));
		}
		if (size > 0) {
			try {
				List<DiskSignature> signatures = scanner.scan(node.devicePath(), size);
				for (DiskSignature signature : signatures) {
					findings.add(finding(FindingKind.SIGNATURE, prefix, path + " carries an on-disk signature: " + signature.describe()));
				}
				if (signatures.isEmpty() && partitions.isEmpty() && viaLoop == null) {
					contentFindings(node, size, findings);
				}
			} catch (IOException e) {
				findings.add(finding(FindingKind.NOT_CHECKED, prefix, "the first and last MiB of " + path
						+ " could not be read to look for filesystem and RAID signatures: " + reason(e)));
			}
		}
		for (BlockDeviceNode member : stack) {
			for (String process : state.openNodes().getOrDefault(member.devicePath().toString(), List.of())) {
				findings.add(finding(FindingKind.OPEN_ELSEWHERE, prefix, process + " has " + label(member, node) + " open"));
			}
		}
		String backingFile = state.loopBackings().getOrDefault(node.isLoop() ? node.name() : "", "");
		Optional<BlockDeviceNode> backingDevice = backingFile.isEmpty() ? Optional.empty() : resolveQuietly(backingFile);
		if (backingDevice.isPresent() && depth < MAX_LOOP_NESTING) {
			inspect(backingDevice.get(), state, findings,
					prefix + path + " is a loop device over " + backingDevice.get().devicePath() + ", and ", node, depth + 1);
		}
	}

	/**
	 * No signature is not "blank": what the device holds is read across it ({@link ContentSample}), and
	 * anything but zeros, one byte repeated or DriveBench's own test data is a finding.
	 */
	private static void contentFindings(BlockDeviceNode node, long size, List<SafetyFinding> findings) {
		String path = node.devicePath().toString();
		try {
			if (ContentSample.of(node.devicePath(), size) == ContentSample.Kind.DATA) {
				findings.add(new SafetyFinding(FindingKind.UNRECOGNISED_DATA, path + " carries no signature DriveBench knows, but the "
						+ "data read across it (its first and last MiB and " + ContentSample.SPREAD + " blocks between) is not zeros: "
						+ "it may be in use, e.g. an encrypted volume without a header (VeraCrypt, plain dm-crypt) or a format "
						+ "nothing here recognises"));
			}
		} catch (IOException e) {
			findings.add(new SafetyFinding(FindingKind.NOT_CHECKED, "the data on " + path + " could not be read to tell whether "
					+ "it is blank: " + reason(e)));
		}
	}

	private void mountFindings(BlockDeviceNode member, BlockDeviceNode node, SystemState state,
			List<SafetyFinding> findings, String prefix) {
		String who = label(member, node);
		for (MountEntry mount : state.mounts().entries()) {
			if (!isOn(mount, member)) {
				continue;
			}
			if (mount.namespace().isEmpty() && SYSTEM_MOUNT_POINTS.contains(mount.mountPoint())) {
				findings.add(finding(FindingKind.RUNNING_SYSTEM, prefix,
						who + " is mounted at " + mount.describe()));
			} else {
				findings.add(finding(FindingKind.MOUNTED, prefix, who + " is mounted at " + mount.describe()));
			}
		}
		String btrfs = state.btrfsMembers().getOrDefault(member.name(), "");
		if (!btrfs.isEmpty()) {
			findings.add(finding(FindingKind.MOUNTED, prefix,
					who + " is a member of the mounted btrfs filesystem " + btrfs + " (/sys/fs/btrfs)"));
		}
		for (SwapTable.SwapArea swap : state.swaps()) {
			if (resolveQuietly(swap.path()).filter(member::equals).isPresent()) {
				findings.add(finding(FindingKind.RUNNING_SYSTEM, prefix,
						who + " is active swap (" + swap.path() + " in /proc/swaps)"));
			}
		}
	}

	/** A mount is on a device by its device number; btrfs and others report 0:N, so then by its source. */
	private boolean isOn(MountEntry mount, BlockDeviceNode member) {
		if (mount.major() == member.major() && mount.minor() == member.minor()) {
			return true;
		}
		return mount.major() == 0 && mount.source().startsWith("/")
				&& resolveQuietly(mount.source()).filter(member::equals).isPresent();
	}

	private Optional<BlockDeviceNode> resolveQuietly(String path) {
		try {
			return Optional.of(tree.resolve(path));
		} catch (NotABlockDeviceException e) {
			return Optional.empty(); // a file (swap file, loop image), or a source that is no device
		}
	}

	private String describePartition(BlockDeviceNode partition) {
		long size = tree.sizeBytes(partition);
		if (size == 0) {
			return partition.name() + " (empty)";
		}
		try {
			List<DiskSignature> signatures = scanner.scan(partition.devicePath(), size);
			return partition.name() + (signatures.isEmpty() ? ""
					: " (" + signatures.stream().map(s -> s.format() + " " + s.kind().description())
							.collect(Collectors.joining(", ")) + ")");
		} catch (IOException e) {
			return partition.name() + " (not readable)";
		}
	}

	/** The device's node path, with what it is when it is stacked on the inspected device. */
	private String label(BlockDeviceNode member, BlockDeviceNode inspected) {
		if (member.equals(inspected)) {
			return member.devicePath().toString();
		}
		return label(member) + " (on " + inspected.devicePath() + ")";
	}

	private String label(BlockDeviceNode member) {
		String dmName = member.isDeviceMapper() ? tree.attribute(member, "dm/name") : "";
		return member.devicePath() + (dmName.isEmpty() ? "" : " [" + dmName + "]");
	}

	private static String reason(IOException e) {
		return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
	}

	private static SafetyFinding finding(FindingKind kind, String prefix, String reason) {
		return new SafetyFinding(kind, prefix + reason);
	}
}
