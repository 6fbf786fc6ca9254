package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * Names the interface a block device is attached through, from the bus its hardware sits on
 * ({@code device/subsystem}) and the path of its sysfs node, e.g.
 * {@code /sys/devices/pci0000:00/0000:00:1f.2/ata1/host0/target0:0:0/0:0:0:0/block/sda} is SATA.
 */
final class InterfaceClassifier {
	private static final Pattern ATA_PORT = Pattern.compile("/ata\\d+/");
	private static final Pattern SAS_PATH = Pattern.compile("/(end_device-|port-)\\d");
	private static final Pattern USB_PATH = Pattern.compile("/usb\\d+/");

	private InterfaceClassifier() {
	}

	/** The bus name of a device's hardware ("scsi", "nvme", "virtio", "mmc"), "" when it has none. */
	static String busOf(Path hardware) {
		try {
			Path subsystem = hardware.resolve("subsystem");
			return Files.exists(subsystem) ? subsystem.toRealPath().getFileName().toString() : "";
		} catch (IOException e) {
			return "";
		}
	}

	/**
	 * "SATA", "SAS", "USB", "SCSI", "NVMe", "virtio", "virtio-scsi", "MMC", "loop", "zram", "ram",
	 * "device-mapper", "md", "nbd", "virtual", or the bus name.
	 */
	static String classify(BlockDeviceNode disk, String bus) {
		String name = disk.name();
		String path = disk.sysfsPath().toString().replace('\\', '/');
		if (disk.isLoop()) {
			return "loop";
		}
		for (String prefix : new String[] { "zram", "ram", "nbd", "md" }) {
			if (name.startsWith(prefix)) {
				return prefix;
			}
		}
		if (disk.isDeviceMapper()) {
			return "device-mapper";
		}
		return switch (bus) {
		case "nvme", "nvme-subsystem" -> "NVMe";
		case "virtio" -> "virtio";
		case "mmc" -> "MMC";
		case "scsi" -> {
			if (USB_PATH.matcher(path).find()) {
				yield "USB";
			}
			if (ATA_PORT.matcher(path).find()) {
				yield "SATA";
			}
			if (SAS_PATH.matcher(path).find()) {
				yield "SAS";
			}
			yield path.contains("/virtio") ? "virtio-scsi" : "SCSI";
		}
		case "" -> path.contains("/devices/virtual/") ? "virtual" : "unknown";
		default -> bus;
		};
	}
}
