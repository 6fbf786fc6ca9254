package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import org.drivebench.engine.DeviceIdentity;

/**
 * Reads a block device's {@link DeviceIdentity} from sysfs and, where sysfs lacks the serial, from
 * udev's database. A partition reports its whole disk's identity with its own capacity: it is
 * confirmed with the disk's serial.
 */
public final class IdentityReader {
	private static final int VPD_HEADER = 4;

	private final BlockDeviceTree tree;

	public IdentityReader(BlockDeviceTree tree) {
		this.tree = tree;
	}

	public DeviceIdentity read(BlockDeviceNode node) {
		BlockDeviceNode disk = tree.wholeDisk(node);
		Path sys = disk.sysfsPath();
		Path hardware = sys.resolve("device");
		String bus = InterfaceClassifier.busOf(hardware);
		Map<String, String> udev = udevProperties(disk);
		String vendor = "";
		String model;
		String serial;
		String firmware = "";
		if (disk.isLoop()) {
			model = "Loop device";
			serial = loopSerial(disk);
		} else if (disk.isZram()) {
			model = "zram compressed RAM disk";
			serial = "";
		} else if (disk.isDeviceMapper()) {
			model = "device-mapper " + KernelFiles.text(sys.resolve("dm/name"));
			serial = KernelFiles.text(sys.resolve("dm/uuid")); // stable, e.g. LVM-<vg uuid><lv uuid>
		} else if (disk.name().startsWith("md")) {
			model = "Linux md RAID " + KernelFiles.text(sys.resolve("md/level"));
			serial = "";
		} else {
			switch (bus) {
			case "scsi" -> {
				vendor = KernelFiles.text(hardware.resolve("vendor"));
				firmware = KernelFiles.text(hardware.resolve("rev"));
			}
			case "nvme", "nvme-subsystem" -> firmware = KernelFiles.text(hardware.resolve("firmware_rev"));
			case "mmc" -> firmware = KernelFiles.text(hardware.resolve("fwrev"));
			default -> {
				// virtio and others: sysfs names no vendor or firmware; a PCI id is not a vendor name
			}
			}
			model = firstNonBlank(KernelFiles.text(hardware.resolve("model")), KernelFiles.text(hardware.resolve("name")),
					udev.getOrDefault("ID_MODEL", "").replace('_', ' '), bus.equals("virtio") ? "virtio block device" : "");
			serial = hardwareSerial(sys, hardware, udev);
		}
		if (vendor.isEmpty()) {
			vendor = udev.getOrDefault("ID_VENDOR", "").replace('_', ' ').strip();
		}
		long capacity = tree.sizeBytes(node);
		int logical = (int) KernelFiles.number(sys.resolve("queue/logical_block_size"), 512);
		int physical = (int) KernelFiles.number(sys.resolve("queue/physical_block_size"), logical);
		boolean rotational = "1".equals(KernelFiles.text(sys.resolve("queue/rotational")));
		int rpm = rotational ? rotationRate(hardware, udev) : 0;
		return new DeviceIdentity(vendor, model, serial, firmware, capacity, logical, physical, rotational, rpm,
				InterfaceClassifier.classify(disk, bus));
	}

	/**
	 * The serial a drive reports: {@code <block>/serial} (virtio), {@code device/serial} (NVMe, MMC,
	 * some SCSI), VPD page 0x80 (SCSI, and ATA through libata's translation), else udev's
	 * {@code ID_SERIAL_SHORT} or {@code ID_SERIAL}.
	 */
	private static String hardwareSerial(Path sys, Path hardware, Map<String, String> udev) {
		return firstNonBlank(KernelFiles.text(sys.resolve("serial")), KernelFiles.text(hardware.resolve("serial")),
				unitSerialNumberPage(KernelFiles.bytes(hardware.resolve("vpd_pg80"))),
				udev.getOrDefault("ID_SERIAL_SHORT", ""), udev.getOrDefault("ID_SERIAL", ""));
	}

	/** SCSI VPD page 0x80: a 4-byte header whose bytes 2-3 give the length of the ASCII serial after it. */
	static String unitSerialNumberPage(byte[] page) {
		if (page.length < VPD_HEADER || (page[1] & 0xff) != 0x80) {
			return "";
		}
		int length = Math.min((page[2] & 0xff) << 8 | (page[3] & 0xff), page.length - VPD_HEADER);
		return new String(page, VPD_HEADER, length, StandardCharsets.US_ASCII).replace('\0', ' ').strip();
	}

	/**
	 * Spindle speed from VPD page 0xB1 (block device characteristics, bytes 4-5: 1 = not rotating,
	 * 0x401 to 0xFFFE = rpm) or udev's {@code ID_ATA_ROTATION_RATE_RPM}; 0 when neither tells.
	 */
	static int rotationRate(Path hardware, Map<String, String> udev) {
		byte[] page = KernelFiles.bytes(hardware.resolve("vpd_pgb1"));
		if (page.length >= 6 && (page[1] & 0xff) == 0xB1) {
			int rate = (page[4] & 0xff) << 8 | (page[5] & 0xff);
			if (rate >= 0x401 && rate <= 0xFFFE) {
				return rate;
			}
		}
		try {
			return Integer.parseInt(udev.getOrDefault("ID_ATA_ROTATION_RATE_RPM", "0").strip());
		} catch (NumberFormatException e) {
			return 0;
		}
	}

	/**
	 * A loop device's serial: its backing file and that file's inode, e.g.
	 * {@code /dev/shm/bench.img,inode=1234}, so a confirmation names this very file and not whatever is
	 * bound to {@code /dev/loopN} later. Empty when the device is not bound.
	 */
	String loopSerial(BlockDeviceNode loop) {
		String backing = KernelFiles.text(loop.sysfsPath().resolve("loop/backing_file"));
		if (backing.isEmpty()) {
			return "";
		}
		try {
			Object inode = Files.getAttribute(Path.of(backing), "unix:ino");
			return backing + ",inode=" + inode;
		} catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
			return backing; // deleted or unreachable backing file: the path sysfs reports is all there is
		}
	}

	/** udev's properties ({@code E:KEY=value} lines of {@code b<major>:<minor>}), empty without udev. */
	Map<String, String> udevProperties(BlockDeviceNode node) {
		Map<String, String> properties = new HashMap<>();
		Path file = tree.roots().udevData().resolve("b" + node.deviceNumber());
		for (String line : KernelFiles.text(file).split("\n")) {
			int equals = line.indexOf('=');
			if (line.startsWith("E:") && equals > 2) {
				properties.put(line.substring(2, equals), line.substring(equals + 1).strip());
			}
		}
		return properties;
	}

	private static String firstNonBlank(String... candidates) {
		for (String candidate : candidates) {
			if (!candidate.isBlank()) {
				return candidate.strip();
			}
		}
		return "";
	}
}
