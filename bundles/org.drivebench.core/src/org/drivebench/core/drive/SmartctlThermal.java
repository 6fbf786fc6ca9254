package org.drivebench.core.drive;

import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

import org.eclipse.jdt.annotation.Nullable;

/**
 * What {@code smartctl --json} says about a drive's temperature: the current one, the drive's warning and
 * critical temperatures (NVMe: WCTEMP and CCTEMP, as {@code temperature.op_limit_max} and
 * {@code critical_limit_max} or {@code nvme_composite_temperature_threshold}; ATA: the SCT maximum
 * operating temperature, {@code op_limit_max}), and how often an NVMe drive has entered thermal
 * management (its health log's {@code thermal_temp1_transition_count} and {@code thermal_temp2_...}).
 * A figure the drive did not report is empty.
 */
record SmartctlThermal(OptionalDouble celsius, OptionalDouble warningCelsius, OptionalDouble criticalCelsius,
		OptionalLong throttleTransitions) {

	/** Reads smartctl's JSON; empty when the text is not smartctl's JSON. */
	static Optional<SmartctlThermal> parse(String json) {
		JsonObject root;
		try {
			JsonElement e = JsonParser.parseString(json);
			if (!e.isJsonObject() || !e.getAsJsonObject().has("smartctl")) {
				return Optional.empty();
			}
			root = e.getAsJsonObject();
		} catch (JsonParseException | IllegalStateException e) {
			return Optional.empty();
		}
		JsonObject temperature = object(root, "temperature");
		JsonObject thresholds = object(root, "nvme_composite_temperature_threshold");
		OptionalDouble warning = number(temperature, "op_limit_max");
		if (warning.isEmpty()) {
			warning = number(thresholds, "warning");
		}
		OptionalDouble critical = number(temperature, "critical_limit_max");
		if (critical.isEmpty()) {
			critical = number(thresholds, "critical");
		}
		JsonObject log = object(root, "nvme_smart_health_information_log");
		OptionalDouble first = number(log, "thermal_temp1_transition_count");
		OptionalDouble second = number(log, "thermal_temp2_transition_count");
		OptionalLong transitions = first.isEmpty() && second.isEmpty() ? OptionalLong.empty()
				: OptionalLong.of((long) (first.orElse(0) + second.orElse(0)));
		return Optional.of(new SmartctlThermal(number(temperature, "current"), warning, critical, transitions));
	}

	private static @Nullable JsonObject object(@Nullable JsonObject parent, String name) {
		JsonElement e = parent == null ? null : parent.get(name);
		return e != null && e.isJsonObject() ? e.getAsJsonObject() : null;
	}

	private static OptionalDouble number(@Nullable JsonObject o, String name) {
		JsonElement e = o == null ? null : o.get(name);
		return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber() ? OptionalDouble.of(e.getAsDouble())
				: OptionalDouble.empty();
	}
}
