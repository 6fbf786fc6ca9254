package org.drivebench.engine.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.TargetKind;
import org.junit.jupiter.api.Test;

class SimulatedDrivesTest {
	@Test
	void listsTheShippedModels() {
		assertEquals(List.of("hdd-7200", "sas-15k", "ssd-slc"), SimulatedDrives.names());
	}

	@Test
	void theDesktopDriveSaysWhatItIs() {
		SimulatedTarget t = SimulatedDrives.open("hdd-7200");
		DeviceIdentity id = t.identity();
		assertEquals("DriveBench", id.vendor());
		assertEquals("Simulated 7200 rpm 2 TB desktop HDD", id.model());
		assertEquals("SIM-HDD7200-0001", id.serial());
		assertEquals(SimulatedDrives.MODEL_VERSION, id.firmware());
		assertEquals(2_000_398_934_016L, id.capacityBytes());
		assertEquals(512, id.logicalSectorSize());
		assertEquals(4096, id.physicalSectorSize());
		assertTrue(id.rotational());
		assertEquals(7200, id.rotationRpm());
		assertEquals("SATA 6Gb/s", id.interfaceName());
		assertEquals("sim:hdd-7200", t.name());
		assertEquals(TargetKind.SIMULATED, t.kind());
		assertEquals(id.capacityBytes(), t.sizeBytes());
		assertEquals(4096, t.physicalBlockSize());
		assertTrue(t.writable());
	}

	@Test
	void everyModelHasItsOwnIdentity() {
		DeviceIdentity sas = SimulatedDrives.open("sim:sas-15k").identity();
		assertEquals(15000, sas.rotationRpm());
		assertEquals(512, sas.physicalSectorSize());
		DeviceIdentity ssd = SimulatedDrives.open("SSD-SLC").identity();
		assertFalse(ssd.rotational());
		assertEquals(0, ssd.rotationRpm());
		assertEquals("SIM-SSDSLC-0001", ssd.serial());
		DeviceIdentity set = SimulatedDrives.open("raid0:hdd-7200x2:64k").identity();
		assertEquals("SIM-RAID0-2X-SIM-HDD7200-0001-64K", set.serial());
		assertTrue(set.model().contains("2 x Simulated 7200 rpm 2 TB desktop HDD, 64 KiB strip"), set.model());
	}

	@Test
	void anUnknownNameIsAnsweredWithTheKnownOnes() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SimulatedDrives.open("hdd-5400"));
		assertTrue(e.getMessage().contains("'hdd-5400' is unknown"), e.getMessage());
		assertTrue(e.getMessage().contains("hdd-7200, sas-15k, ssd-slc"), e.getMessage());
	}

	@Test
	void aMalformedStripedSetNamesTheBadPart() {
		assertMessage("raid0:hdd-7200x1:64k", "members = 1");
		assertMessage("raid0:hdd-7200x2:3k", "strip = 3k");
		assertMessage("raid0:hdd-7200x2:2m", "strip = 2m");
		assertMessage("raid0:hdd-7200xtwo:64k", "members = 'two'");
		assertMessage("raid0:hdd-7200:64k", "raid0:<model>x<members>:<strip>");
		assertMessage("raid0:floppyx2:64k", "'floppy' is unknown");
	}

	@Test
	void recognisesItsNames() {
		assertTrue(SimulatedDrives.isSimulated("sim:hdd-7200"));
		assertTrue(SimulatedDrives.isSimulated("ssd-slc"));
		assertTrue(SimulatedDrives.isSimulated("raid0:sas-15kx4:256k"));
		assertFalse(SimulatedDrives.isSimulated("/dev/sdb"));
		assertFalse(SimulatedDrives.isSimulated("raid0:/dev/sdb,/dev/sdc:64k"));
	}

	@Test
	void aParameterOutOfRangeIsNamed() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> HddParameters.desktop7200().withQueueDepth(0));
		assertTrue(e.getMessage().startsWith("queueDepth = 0"), e.getMessage());
	}

	private static void assertMessage(String name, String part) {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SimulatedDrives.open(name));
		assertTrue(e.getMessage().contains(part), name + ": " + e.getMessage());
	}
}
