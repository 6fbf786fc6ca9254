package org.drivebench.engine;

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
 */
public record DeviceIdentity(String vendor, String model, String serial, String firmware, long capacityBytes,
		int logicalSectorSize, int physicalSectorSize, boolean rotational, int rotationRpm, String interfaceName) {

	/** A key that stays the same for every run of one drive: model and serial when known, else the model. */
	public String key() {
		String base = (vendor.isBlank() ? "" : vendor.strip() + " ") + model.strip();
		return serial.isBlank() ? base : base + " #" + serial.strip();
	}
}
