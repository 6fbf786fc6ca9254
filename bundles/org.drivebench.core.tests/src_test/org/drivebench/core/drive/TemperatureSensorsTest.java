package org.drivebench.core.drive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.drivebench.engine.Target;
import org.drivebench.engine.device.SystemRoots;
import org.drivebench.engine.sim.SimulatedDrives;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where a real drive's temperature is read from: hwmon in sysfs when the kernel has it, smartctl otherwise,
 * and nothing (said so) when neither answers; on a fake sysfs tree and a stand-in smartctl, since the test
 * machine's virtual disk has no sensor.
 */
class TemperatureSensorsTest {
	@TempDir
	Path dir;

	private SystemRoots roots() {
		return new SystemRoots(dir.resolve("sys"), dir.resolve("proc"), dir.resolve("udev"), dir.resolve("dev"));
	}

	/** A real target's stand-in: the sensor is found from the disk alone. */
	private static Target realTarget() {
		return SimulatedDrives.open("ssd-nvme").shape();
	}

	private Path smartctl(String json) throws IOException {
		Path answer = dir.resolve("answer.json");
		Files.writeString(answer, json);
		Path script = dir.resolve("smartctl");
		Files.writeString(script, "#!/bin/sh\ncat " + answer + "\n");
		assertTrue(script.toFile().setExecutable(true));
		return script;
	}

	@Test
	void anNvmeDrivesHwmonIsReadWithItsLimitsFromSmartctl() throws IOException {
		Path hwmon = Files.createDirectories(dir.resolve("sys/class/block/nvme0n1/device/hwmon3"));
		Files.writeString(hwmon.resolve("temp1_input"), "45850\n");
		Files.writeString(hwmon.resolve("temp1_max"), "84850\n");
		Path tool = smartctl(SmartctlFixtures.NVME_THERMAL);
		TemperatureSensors.Lookup found = TemperatureSensors.find(realTarget(), Optional.of(Path.of("/dev/nvme0n1")), Optional.of(tool),
				roots());
		TemperatureSensor sensor = found.sensor().orElseThrow();
		assertEquals(45.85, sensor.celsiusAt(sensor.nowNanos()), 1e-9);
		assertEquals(81, sensor.warningCelsius(), "smartctl's WCTEMP before hwmon's temp1_max");
		assertEquals(82, sensor.criticalCelsius());
		assertEquals(3 + 1, sensor.throttleEvents(), "both thermal management transition counts");
		assertEquals(1_000_000_000L, sensor.intervalNanos());
		assertTrue(sensor.source().startsWith("hwmon ("), sensor.source());
	}

	@Test
	void aSataDrivesDrivetempHwmonGivesItsOwnLimitsWithoutSmartctl() throws IOException {
		Path hwmon = Files.createDirectories(dir.resolve("sys/class/block/sda/device/hwmon/hwmon1"));
		Files.writeString(hwmon.resolve("temp1_input"), "38000\n");
		Files.writeString(hwmon.resolve("temp1_max"), "70000\n");
		Files.writeString(hwmon.resolve("temp1_crit"), "85000\n");
		TemperatureSensor sensor = TemperatureSensors.find(realTarget(), Optional.of(Path.of("/dev/sda")), Optional.empty(), roots())
				.sensor().orElseThrow();
		assertEquals(38, sensor.celsiusAt(0));
		assertEquals(70, sensor.warningCelsius());
		assertEquals(85, sensor.criticalCelsius());
		assertEquals(-1, sensor.throttleEvents(), "no smartctl, no count");
	}

	@Test
	void withoutHwmonSmartctlIsReadAtASlowerPace() throws IOException {
		Path tool = smartctl(SmartctlFixtures.NVME_THERMAL);
		TemperatureSensor sensor = TemperatureSensors.find(realTarget(), Optional.of(Path.of("/dev/nvme1n1")), Optional.of(tool), roots())
				.sensor().orElseThrow();
		assertEquals(52, sensor.celsiusAt(0));
		assertEquals(5_000_000_000L, sensor.intervalNanos());
		assertEquals("smartctl -A on /dev/nvme1n1", sensor.source());
	}

	@Test
	void aDiskWithNeitherHasNoSensorAndSaysWhy() throws IOException {
		TemperatureSensors.Lookup none = TemperatureSensors.find(realTarget(), Optional.of(Path.of("/dev/vda")), Optional.empty(), roots());
		assertTrue(none.sensor().isEmpty());
		assertEquals("no temperature sensor: /dev/vda has no hwmon sensor in sysfs, and smartctl is not installed", none.why());
		Path tool = smartctl("{\"smartctl\": {\"version\": [7, 3], \"messages\": [{\"string\": \"Unable to detect device type\", "
				+ "\"severity\": \"error\"}]}}");
		assertEquals("no temperature sensor: /dev/vda has no hwmon sensor in sysfs, and smartctl reports no temperature for it",
				TemperatureSensors.find(realTarget(), Optional.of(Path.of("/dev/vda")), Optional.of(tool), roots()).why());
		assertEquals("no temperature sensor: sim:ssd-nvme is not on one disk DriveBench can name",
				TemperatureSensors.find(realTarget(), Optional.empty(), Optional.of(tool), roots()).why());
	}

	@Test
	void smartctlsThresholdsAndCountsAreReadWhereEachProtocolPutsThem() {
		SmartctlThermal nvme = SmartctlThermal.parse(SmartctlFixtures.NVME_THERMAL).orElseThrow();
		assertEquals(52, nvme.celsius().getAsDouble());
		assertEquals(4, nvme.throttleTransitions().getAsLong());
		SmartctlThermal newer = SmartctlThermal.parse("{\"smartctl\": {}, \"temperature\": {\"current\": 40}, "
				+ "\"nvme_composite_temperature_threshold\": {\"warning\": 83, \"critical\": 85}}").orElseThrow();
		assertEquals(83, newer.warningCelsius().getAsDouble());
		assertEquals(85, newer.criticalCelsius().getAsDouble());
		assertTrue(newer.throttleTransitions().isEmpty());
		SmartctlThermal sata = SmartctlThermal.parse("{\"smartctl\": {}, \"temperature\": {\"current\": 33, \"op_limit_max\": 70}}")
				.orElseThrow();
		assertEquals(70, sata.warningCelsius().getAsDouble());
		assertTrue(sata.criticalCelsius().isEmpty());
		assertTrue(SmartctlThermal.parse("not json").isEmpty());
	}
}
