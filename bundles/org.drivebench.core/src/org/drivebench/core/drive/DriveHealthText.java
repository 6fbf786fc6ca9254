package org.drivebench.core.drive;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.drivebench.model.DriveHealth;
import org.drivebench.model.Run;

/** A run's drive health for readers, one line for the command line and the workbench alike. */
public final class DriveHealthText {
	private DriveHealthText() {
	}

	/**
	 * "34 °C, 23456 power-on hours before; 36 °C after (smartctl 7.3)", or empty when the run has no
	 * reading.
	 */
	public static String of(Run run) {
		DriveHealth before = run.getHealthBefore();
		if (before == null) {
			return "";
		}
		StringBuilder sb = new StringBuilder(figures(before)).append(" before");
		DriveHealth after = run.getHealthAfter();
		if (after != null) {
			sb.append("; ").append(figures(after)).append(" after");
		}
		return sb.append(" (").append(before.getSource()).append(')').toString();
	}

	private static String figures(DriveHealth h) {
		List<String> parts = new ArrayList<>();
		if (h.isSetTemperatureCelsius()) {
			parts.add(h.getTemperatureCelsius() + " \u00b0C");
		}
		if (h.isSetPowerOnHours()) {
			parts.add(String.format(Locale.ROOT, "%d power-on hours", h.getPowerOnHours()));
		}
		return parts.isEmpty() ? "nothing" : String.join(", ", parts);
	}
}
