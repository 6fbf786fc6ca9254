package org.drivebench.engine.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.drivebench.engine.DeviceIdentity;
import org.drivebench.engine.TargetType;
import org.junit.jupiter.api.Test;

class SimulatedDrivesTest {
	@Test
	void listsTheShippedModelsOnePerSeedDriveClass() {
		assertEquals(List.of("hdd-7200", "hdd-5400", "ide-7200", "sas-10k", "sas-15k", "ssd-slc", "ssd-nvme"),
				SimulatedDrives.names());
		for (DriveModel m : SimulatedDrives.models()) {
			assertFalse(m.driveClass().isBlank(), m.name() + " names its class");
		}
		assertTrue(SimulatedDrives.model("ide-7200").driveClass().contains("512-byte sectors"));
		assertTrue(SimulatedDrives.model("hdd-5400").driveClass().contains("5400 rpm"));
		assertTrue(SimulatedDrives.model("ssd-nvme").driveClass().contains("NVMe"));
	}

	@Test
	void theNewModelsSayWhatTheyAre() {
		DeviceIdentity ide = SimulatedDrives.open("sim:ide-7200").identity();
		// seed 004's spec table: 321,672,960 LBAs of 512 bytes, 7200 rpm, ATA/100
		assertEquals(321_672_960L * 512, ide.capacityBytes());
		assertEquals(512, ide.physicalSectorSize());
		assertEquals(7200, ide.rotationRpm());
		assertEquals("ATA/100", ide.interfaceName());
		DeviceIdentity green = SimulatedDrives.open("hdd-5400").identity();
		assertEquals(5400, green.rotationRpm());
		assertEquals(4096, green.physicalSectorSize());
		assertEquals(10000, SimulatedDrives.open("sas-10k").identity().rotationRpm());
		DeviceIdentity nvme = SimulatedDrives.open("ssd-nvme").identity();
		assertFalse(nvme.rotational());
		assertEquals("NVMe PCIe 3.0 x4", nvme.interfaceName());
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
		assertEquals(TargetType.SIMULATED, t.kind());
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
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SimulatedDrives.open("hdd-3600"));
		assertTrue(e.getMessage().contains("'hdd-3600' is unknown"), e.getMessage());
		assertTrue(e.getMessage().contains("hdd-7200, hdd-5400, ide-7200, sas-10k, sas-15k, ssd-slc, ssd-nvme"),
				e.getMessage());
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
	void aSetMayMixMemberModels() {
		SimulatedTarget mixed = SimulatedDrives.open("sim:raid0:hdd-7200+hdd-5400:64k");
		assertEquals("sim:raid0:hdd-7200+hdd-5400:64k", mixed.name());
		assertEquals(List.of(SimulatedDrives.model("hdd-7200"), SimulatedDrives.model("hdd-5400")), mixed.memberModels());
		assertTrue(mixed.identity().model().contains("7200 rpm") && mixed.identity().model().contains("5400 rpm"),
				mixed.identity().model());
		// the set's size is whole strips of the smaller member on each
		long smaller = Math.min(SimulatedDrives.model("hdd-7200").capacityBytes(), SimulatedDrives.model("hdd-5400").capacityBytes());
		assertEquals(smaller / 65536 * 65536 * 2, mixed.sizeBytes());
		// the API issue 12's strip study builds on: any members, any strip, either controller policy
		Raid0Parameters set = new Raid0Parameters(List.of(SimulatedDrives.model("sas-15k"), SimulatedDrives.model("sas-10k"),
				SimulatedDrives.model("sas-15k")), 8192, 0, false);
		SimulatedTarget three = SimulatedDrives.openStriped(set);
		assertEquals(3, three.members());
		assertEquals(8192, three.stripSize());
		assertEquals(set, three.raid0());
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Raid0Parameters(
				List.of(SimulatedDrives.model("hdd-7200")), 65536, 0, true));
		assertTrue(e.getMessage().startsWith("members = 1"), e.getMessage());
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
