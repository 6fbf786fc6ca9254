package org.drivebench.core.drive;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.drivebench.engine.RemoteTarget;
import org.drivebench.engine.Target;
import org.drivebench.engine.device.SystemRoots;
import org.drivebench.engine.sim.SimulatedTarget;
import org.drivebench.engine.sim.SsdParameters;
import org.eclipse.jdt.annotation.Nullable;

/**
 * Finds the temperature sensor of the drive under a target, or says why there is none: a simulated SSD's
 * thermal model; a real disk's hwmon in sysfs ({@code /sys/block/X/device/hwmon*} for NVMe,
 * {@code /sys/block/X/device/hwmon/hwmon*} for SATA's drivetemp); else smartctl, when it reports a
 * temperature for the disk. A test file is on the disk its file system lives on.
 */
public final class TemperatureSensors {
	/**
	 * The answer.
	 *
	 * @param sensor the sensor, when there is one
	 * @param why    when there is none and that is worth saying, why ("no temperature sensor: ..."); else ""
	 */
	public record Lookup(Optional<TemperatureSensor> sensor, String why) {
		static Lookup none(String why) {
			return new Lookup(Optional.empty(), "no temperature sensor: " + why);
		}

		/** None, and nothing to say: a drive that by its nature has no sensor here (a simulated HDD). */
		static Lookup unsaid() {
			return new Lookup(Optional.empty(), "");
		}

		static Lookup of(TemperatureSensor sensor) {
			return new Lookup(Optional.of(sensor), "");
		}
	}

	private TemperatureSensors() {
	}

	/**
	 * @param device   the whole disk's node the target's I/O goes to, when it is one disk
	 * @param smartctl the smartctl to run, when installed
	 */
	static Lookup find(Target target, Optional<Path> device, Optional<Path> smartctl, SystemRoots roots) {
		if (target instanceof SimulatedTarget simulated) {
			if (simulated.members() > 1) {
				return Lookup.none(target.name() + " is a striped set of several drives");
			}
			// a simulated HDD's model has no temperature, by design: saying so in every run would be clutter
			return simulated.model() instanceof SsdParameters ? Lookup.of(new SimulatedSensor(simulated)) : Lookup.unsaid();
		}
		if (target instanceof RemoteTarget) {
			return Lookup.none("nothing of a rig's drive is read from here");
		}
		if (device.isEmpty()) {
			return Lookup.none(target.name() + " is not on one disk DriveBench can name");
		}
		Path node = device.get();
		Path disk = roots.classBlock().resolve(String.valueOf(node.getFileName()));
		Path hwmon = hwmonInput(disk.resolve("device"));
		Path tool = smartctl.isPresent() ? smartctl.get() : null;
		Optional<SmartctlThermal> told = tool == null ? Optional.empty()
				: Smartctl.json(tool, "--json", "-a", node.toString()).flatMap(SmartctlThermal::parse);
		if (hwmon != null) {
			return Lookup.of(new DeviceSensor(node, hwmon, tool, told));
		}
		if (told.isPresent() && told.get().celsius().isPresent()) {
			return Lookup.of(new DeviceSensor(node, null, tool, told));
		}
		return Lookup.none(node + " has no hwmon sensor in sysfs, and "
				+ (tool == null ? "smartctl is not installed" : "smartctl reports no temperature for it"));
	}

	/** The {@code temp1_input} of the disk's hwmon, under its device folder or its {@code hwmon} folder. */
	static @Nullable Path hwmonInput(Path deviceFolder) {
		List<Path> candidates = new ArrayList<>();
		candidates.addAll(hwmons(deviceFolder));
		candidates.addAll(hwmons(deviceFolder.resolve("hwmon")));
		for (Path h : candidates) {
			Path input = h.resolve("temp1_input");
			if (Files.isReadable(input)) {
				return input;
			}
		}
		return null;
	}

	private static List<Path> hwmons(Path folder) {
		List<Path> found = new ArrayList<>();
		if (!Files.isDirectory(folder)) {
			return found;
		}
		try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder, "hwmon[0-9]*")) {
			entries.forEach(found::add);
		} catch (IOException e) {
			return found;
		}
		found.sort(null);
		return found;
	}
}
