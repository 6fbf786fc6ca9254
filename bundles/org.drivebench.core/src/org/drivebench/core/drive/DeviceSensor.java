package org.drivebench.core.drive;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalDouble;

import org.eclipse.jdt.annotation.Nullable;

/**
 * The sensor of a real drive: its hwmon temperature in sysfs when the kernel has one (NVMe's own hwmon,
 * SATA's drivetemp), read every second; else what {@code smartctl -A} reports, every
 * {@value #SMARTCTL_INTERVAL_SECONDS} seconds (each reading is a command to the drive). The warning and
 * critical temperatures come from smartctl where it states them, else from hwmon's {@code temp1_max} and
 * {@code temp1_crit}; the throttle count from smartctl (NVMe), read at a test's start and end only.
 */
final class DeviceSensor implements TemperatureSensor {
	static final long HWMON_INTERVAL_SECONDS = 1;
	static final long SMARTCTL_INTERVAL_SECONDS = 5;

	private final Path device;
	private final @Nullable Path hwmonInput;
	private final @Nullable Path smartctl;
	private final double warning;
	private final double critical;

	/**
	 * @param device     the whole disk's node, e.g. /dev/nvme0n1
	 * @param hwmonInput its hwmon {@code temp1_input} (millidegrees), or null to read smartctl
	 * @param smartctl   the smartctl to run, or null when there is none
	 * @param thresholds what smartctl said at the start, when it was asked
	 */
	DeviceSensor(Path device, @Nullable Path hwmonInput, @Nullable Path smartctl, Optional<SmartctlThermal> thresholds) {
		this.device = device;
		this.hwmonInput = hwmonInput;
		this.smartctl = smartctl;
		OptionalDouble w = thresholds.isPresent() ? thresholds.get().warningCelsius() : OptionalDouble.empty();
		OptionalDouble c = thresholds.isPresent() ? thresholds.get().criticalCelsius() : OptionalDouble.empty();
		this.warning = w.isPresent() ? w.getAsDouble() : millidegrees(sibling("temp1_max"));
		this.critical = c.isPresent() ? c.getAsDouble() : millidegrees(sibling("temp1_crit"));
	}

	@Override
	public String source() {
		Path input = hwmonInput;
		return input != null ? "hwmon (" + input.getParent() + ")" : "smartctl -A on " + device;
	}

	@Override
	public long intervalNanos() {
		return (hwmonInput != null ? HWMON_INTERVAL_SECONDS : SMARTCTL_INTERVAL_SECONDS) * 1_000_000_000L;
	}

	@Override
	public boolean pastReadable() {
		return false;
	}

	@Override
	public long nowNanos() {
		return System.nanoTime();
	}

	@Override
	public double celsiusAt(long nanos) {
		Path input = hwmonInput;
		if (input != null) {
			return millidegrees(input);
		}
		Optional<SmartctlThermal> t = thermal();
		return t.isPresent() && t.get().celsius().isPresent() ? t.get().celsius().getAsDouble() : Double.NaN;
	}

	@Override
	public double warningCelsius() {
		return warning;
	}

	@Override
	public double criticalCelsius() {
		return critical;
	}

	@Override
	public long throttleEvents() {
		Optional<SmartctlThermal> t = thermal();
		return t.isPresent() && t.get().throttleTransitions().isPresent() ? t.get().throttleTransitions().getAsLong() : -1;
	}

	private Optional<SmartctlThermal> thermal() {
		Path tool = smartctl;
		return tool == null ? Optional.empty() : Smartctl.json(tool, "--json", "-A", device.toString()).flatMap(SmartctlThermal::parse);
	}

	private @Nullable Path sibling(String name) {
		Path input = hwmonInput;
		Path folder = input == null ? null : input.getParent();
		return folder == null ? null : folder.resolve(name);
	}

	/** A hwmon file's millidegrees in degrees; NaN when it is absent or unreadable. */
	static double millidegrees(@Nullable Path file) {
		if (file == null || !Files.isReadable(file)) {
			return Double.NaN;
		}
		try {
			return Long.parseLong(Files.readString(file).strip()) / 1000.0;
		} catch (IOException | NumberFormatException e) {
			return Double.NaN;
		}
	}
}
