package org.drivebench.engine.device;

import java.util.ArrayList;
import java.util.List;

import org.drivebench.engine.DeviceIdentity;

/**
 * The entry point for block devices: resolves a path to a device, reads its identity, inspects its
 * safety and lists every device. Reads sysfs, {@code /proc}, udev's database and the devices' first
 * and last MiB; never writes.
 */
public final class DeviceInspector {
	private final BlockDeviceTree tree;
	private final IdentityReader identities;
	private final SafetyInspector safety;
	private final SignatureScanner scanner;

	/** An inspector of the running system. */
	public DeviceInspector() {
		this(SystemRoots.system());
	}

	/** An inspector of the given roots (a fake tree in tests). */
	public DeviceInspector(SystemRoots roots) {
		this(roots, new SignatureScanner());
	}

	/** An inspector of the given roots that recognises signatures with {@code scanner}. */
	public DeviceInspector(SystemRoots roots, SignatureScanner scanner) {
		this.tree = new BlockDeviceTree(roots);
		this.identities = new IdentityReader(tree);
		this.safety = new SafetyInspector(tree, scanner);
		this.scanner = scanner;
	}

	/** What recognises on-disk signatures (libblkid, or DriveBench's own list), for listings. */
	public SignatureScanner scanner() {
		return scanner;
	}

	public BlockDeviceTree tree() {
		return tree;
	}

	/**
	 * The device a path names ({@code /dev/sdb}, {@code /dev/nvme0n1p2}, {@code /dev/disk/by-id/...}).
	 *
	 * @throws NotABlockDeviceException naming the path when it is missing or not a block device
	 */
	public BlockDeviceNode resolve(String path) throws NotABlockDeviceException {
		return tree.resolve(path);
	}

	/** The identity of the device a path names, without the safety checks (for read-only use). */
	public DeviceIdentity identity(String path) throws NotABlockDeviceException {
		return identities.read(tree.resolve(path));
	}

	public DeviceIdentity identity(BlockDeviceNode node) {
		return identities.read(node);
	}

	/** Identity and every safety finding of the device a path names. */
	public DeviceReport inspect(String path) throws NotABlockDeviceException {
		BlockDeviceNode node = tree.resolve(path);
		return new DeviceReport(node, identities.read(node), safety.inspect(node));
	}

	/**
	 * Every block device and partition with a capacity, with identity and findings, sorted by name.
	 * RAM-backed devices (zram, ram) are listed: they are useful benchmark targets. Devices of capacity
	 * 0 (unbound loop devices, drives without a medium) are left out: there is nothing to measure.
	 */
	public List<DeviceReport> list() {
		SystemState state = SystemState.capture(tree);
		List<DeviceReport> reports = new ArrayList<>();
		for (BlockDeviceNode node : tree.all()) {
			if (tree.sizeBytes(node) > 0) {
				reports.add(new DeviceReport(node, identities.read(node), safety.inspect(node, state)));
			}
		}
		return reports;
	}
}
