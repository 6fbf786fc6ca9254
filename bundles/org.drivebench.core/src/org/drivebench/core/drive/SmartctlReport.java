package org.drivebench.core.drive;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

import org.eclipse.jdt.annotation.Nullable;

/**
 * What {@code smartctl --json -a} says about a drive: its identity (model, serial, firmware, rotation
 * rate, interface) and two health figures (temperature, power-on hours). ATA, NVMe and SCSI drives
 * name these fields differently; a field the drive did not report is empty, never 0.
 *
 * @param tool         "smartctl" and its version, e.g. "smartctl 7.3"
 * @param model        model name (ATA, NVMe), or SCSI vendor and product
 * @param serial       serial number
 * @param firmware     firmware version or SCSI revision
 * @param rotationRpm  spindle speed; 0 for a solid-state drive; empty when not reported
 * @param interfaceName e.g. "SATA 3.3, 6.0 Gb/s", "NVMe", "SAS (SPL-4)"
 * @param temperatureCelsius current temperature
 * @param powerOnHours power-on time in hours
 * @param problems     smartctl's error messages (e.g. "Unable to detect device type")
 */
public record SmartctlReport(String tool, String model, String serial, String firmware, OptionalInt rotationRpm,
		String interfaceName, OptionalInt temperatureCelsius, OptionalLong powerOnHours, List<String> problems) {

	/** Whether smartctl identified the drive at all. */
	public boolean identified() {
		return !model.isEmpty() || !serial.isEmpty();
	}

	/** Whether it gave a health figure. */
	public boolean hasHealth() {
		return temperatureCelsius.isPresent() || powerOnHours.isPresent();
	}

	/**
	 * Reads smartctl's JSON output.
	 *
	 * @return empty when the text is not smartctl's JSON
	 */
	public static Optional<SmartctlReport> parse(String json) {
		JsonObject root;
		try {
			JsonElement e = JsonParser.parseString(json);
			if (!e.isJsonObject()) {
				return Optional.empty();
			}
			root = e.getAsJsonObject();
		} catch (JsonParseException | IllegalStateException e) {
			return Optional.empty();
		}
		JsonObject smartctl = object(root, "smartctl");
		if (smartctl == null) {
			return Optional.empty();
		}
		String tool = "smartctl";
		JsonElement version = smartctl.get("version");
		if (version != null && version.isJsonArray() && version.getAsJsonArray().size() >= 2) {
			tool += " " + version.getAsJsonArray().get(0).getAsInt() + "." + version.getAsJsonArray().get(1).getAsInt();
		}
		List<String> problems = new ArrayList<>();
		JsonElement messages = smartctl.get("messages");
		if (messages != null && messages.isJsonArray()) {
			for (JsonElement m : messages.getAsJsonArray()) {
				if (m.isJsonObject() && "error".equals(text(m.getAsJsonObject(), "severity"))) {
					problems.add(text(m.getAsJsonObject(), "string"));
				}
			}
		}
		String protocol = text(object(root, "device"), "protocol");
		String model = text(root, "model_name");
		if (model.isEmpty()) {
			model = (text(root, "scsi_vendor") + " " + text(root, "scsi_product")).strip();
		}
		String firmware = text(root, "firmware_version");
		if (firmware.isEmpty()) {
			firmware = text(root, "scsi_revision");
		}
		OptionalInt rotation = root.has("rotation_rate") && root.get("rotation_rate").isJsonPrimitive()
				? OptionalInt.of(root.get("rotation_rate").getAsInt()) : OptionalInt.empty();
		OptionalInt temperature = integer(object(root, "temperature"), "current");
		OptionalInt hours = integer(object(root, "power_on_time"), "hours");
		return Optional.of(new SmartctlReport(tool, model, text(root, "serial_number"), firmware, rotation,
				interfaceName(root, protocol), temperature,
				hours.isPresent() ? OptionalLong.of(hours.getAsInt()) : OptionalLong.empty(), List.copyOf(problems)));
	}

	/** "SATA 3.3, 6.0 Gb/s (current: 3.0 Gb/s)", "NVMe", "SAS (SPL-4)", or the protocol. */
	private static String interfaceName(JsonObject root, String protocol) {
		String sata = text(object(root, "sata_version"), "string");
		if (!sata.isEmpty()) {
			JsonObject speed = object(root, "interface_speed");
			String max = text(object(speed, "max"), "string");
			String current = text(object(speed, "current"), "string");
			String text = max.isEmpty() ? sata : sata + ", " + max;
			return current.isEmpty() || current.equals(max) ? text : text + " (current: " + current + ")";
		}
		String transport = text(object(root, "scsi_transport_protocol"), "name");
		return transport.isEmpty() ? protocol : transport;
	}

	private static @Nullable JsonObject object(@Nullable JsonObject parent, String name) {
		JsonElement e = parent == null ? null : parent.get(name);
		return e != null && e.isJsonObject() ? e.getAsJsonObject() : null;
	}

	private static String text(@Nullable JsonObject o, String name) {
		JsonElement e = o == null ? null : o.get(name);
		return e != null && e.isJsonPrimitive() ? e.getAsString().strip() : "";
	}

	private static OptionalInt integer(@Nullable JsonObject o, String name) {
		JsonElement e = o == null ? null : o.get(name);
		return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber() ? OptionalInt.of(e.getAsInt())
				: OptionalInt.empty();
	}
}
