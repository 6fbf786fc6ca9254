package org.drivebench.core.drive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;

/** smartctl's answers for each kind of drive, and for none. */
class SmartctlReportTest {
	@Test
	void anAtaDrive() {
		SmartctlReport r = SmartctlReport.parse(SmartctlFixtures.ATA_HDD).orElseThrow();
		assertEquals("smartctl 7.3", r.tool());
		assertEquals("WDC WD20EARS-00MVWB0", r.model(), "the whole model name, not sysfs's 16 characters");
		assertEquals("WD-WMAZA1234567", r.serial());
		assertEquals("51.0AB51", r.firmware());
		assertEquals(OptionalInt.of(5400), r.rotationRpm());
		assertEquals("SATA 2.6, 3.0 Gb/s", r.interfaceName());
		assertEquals(OptionalInt.of(34), r.temperatureCelsius());
		assertEquals(OptionalLong.of(23456), r.powerOnHours());
		assertTrue(r.identified() && r.hasHealth());
	}

	@Test
	void anNvmeDrive() {
		SmartctlReport r = SmartctlReport.parse(SmartctlFixtures.NVME_SSD).orElseThrow();
		assertEquals("Samsung SSD 980 PRO 1TB", r.model());
		assertEquals("NVMe", r.interfaceName());
		assertEquals(OptionalInt.empty(), r.rotationRpm(), "NVMe reports no rotation rate: unknown, not 0");
		assertEquals(OptionalInt.of(41), r.temperatureCelsius());
		assertEquals(OptionalLong.of(812), r.powerOnHours());
	}

	@Test
	void aScsiDriveWithoutPowerOnTime() {
		SmartctlReport r = SmartctlReport.parse(SmartctlFixtures.SAS_HDD).orElseThrow();
		assertEquals("SEAGATE ST600MP0006", r.model());
		assertEquals("N003", r.firmware());
		assertEquals("SAS (SPL-4)", r.interfaceName());
		assertEquals(OptionalInt.of(15000), r.rotationRpm());
		assertEquals(OptionalLong.empty(), r.powerOnHours(), "missing, not 0 hours");
	}

	@Test
	void aDeviceSmartctlCannotTalkTo() {
		SmartctlReport r = SmartctlReport.parse(SmartctlFixtures.UNKNOWN_DEVICE).orElseThrow();
		assertFalse(r.identified());
		assertFalse(r.hasHealth());
		assertEquals(List.of("/dev/loop0: Unable to detect device type"), r.problems());
		assertTrue(SmartctlReport.parse("smartctl: not JSON").isEmpty());
		assertTrue(SmartctlReport.parse("{\"a\": 1}").isEmpty());
	}
}
