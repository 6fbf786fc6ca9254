package org.drivebench.engine;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Who a drive is, as read from the device (sysfs) or declared by a simulated model. Any text field
 * may be empty when the device does not report it.
 *
 * @param vendor         e.g. "ATA", "WDC"
 * @param model          e.g. "WDC WD20EARS-00MVWB0"
 * @param serial         the serial number; writing to a device is confirmed with it
 * @param firmware       firmware revision
 * @param capacityBytes  size in bytes
 * @param logicalSectorSize  smallest addressable unit, bytes
 * @param physicalSectorSize the medium's sector, bytes (4096 on Advanced Format drives)
 * @param rotational     spinning medium
 * @param rotationRpm    spindle speed, 0 when solid state or unknown
 * @param interfaceName  e.g. "SATA", "SAS", "NVMe", "virtual"
 * @param members        an array's members in stripe order, each with its own identity; empty for one drive
 */
public record DeviceIdentity(String vendor, String model, String serial, String firmware, long capacityBytes,
		int logicalSectorSize, int physicalSectorSize, boolean rotational, int rotationRpm, String interfaceName,
		List<DeviceIdentity> members) {

	public DeviceIdentity {
		members = List.copyOf(members);
	}

	/** One drive (not an array). */
	public DeviceIdentity(String vendor, String model, String serial, String firmware, long capacityBytes,
			int logicalSectorSize, int physicalSectorSize, boolean rotational, int rotationRpm, String interfaceName) {
		this(vendor, model, serial, firmware, capacityBytes, logicalSectorSize, physicalSectorSize, rotational, rotationRpm,
				interfaceName, List.of());
	}

	/**
	 * A key that stays the same for every run of one drive: model and serial when known, else the model.
	 * An array without a serial of its own is known by its members, in order: two arrays of one model and
	 * strip size over different drives are different drives, and their runs never average together.
	 */
	public String key() {
		String base = (vendor.isBlank() ? "" : vendor.strip() + " ") + model.strip();
		if (!serial.isBlank()) {
			return base + " #" + serial.strip();
		}
		return members.isEmpty() ? base : base + members.stream().map(DeviceIdentity::key).collect(Collectors.joining(" + ", " [", "]"));
	}
}
