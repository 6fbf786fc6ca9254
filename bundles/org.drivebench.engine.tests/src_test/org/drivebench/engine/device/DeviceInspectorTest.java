package org.drivebench.engine.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.drivebench.engine.DeviceIdentity;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Resolving paths and reading identities from a fake sysfs laid out like the kernel's. */
class DeviceInspectorTest {
	private static final String ATA_PATH = "pci0000:00/0000:00:1f.2/ata1/host0/target0:0:0/0:0:0:0";
	@TempDir
	Path root;
	FakeSystem fake;

	@BeforeEach
	void createFakeSystem() throws IOException {
		fake = new FakeSystem(root);
	}

	private void sataDisk() throws IOException {
		Path hardware = fake.hardware(ATA_PATH, "bus/scsi",
				Map.of("vendor", "ATA     ", "model", "WDC WD20EARS-00M", "rev", "51.0AB51"));
		Files.write(hardware.resolve("vpd_pg80"),
				new byte[] { 0, (byte) 0x80, 0, 16, 'W', 'D', '-', 'W', 'M', 'A', 'Z', 'A', '1', '2', '3', '4', '5', '6', '7', ' ' });
		byte[] characteristics = new byte[64];
		characteristics[1] = (byte) 0xB1;
		characteristics[4] = 0x1C; // 7200 rpm
		characteristics[5] = 0x20;
		Files.write(hardware.resolve("vpd_pgb1"), characteristics);
		fake.disk("sda", "8:0", 3907029168L, hardware);
		fake.attribute("sda", "queue/rotational", "1").attribute("sda", "queue/physical_block_size", "4096");
	}

	@Test
	void sataDiskIdentityFromSysfsAndVpdPages() throws IOException {
		sataDisk();
		assertEquals(new DeviceIdentity("ATA", "WDC WD20EARS-00M", "WD-WMAZA1234567", "51.0AB51", 2000398934016L, 512,
				4096, true, 7200, "SATA"), fake.inspector().identity(fake.path("sda")));
	}

	@Test
	void nvmeIdentityFromTheController() throws IOException {
		Path controller = fake.hardware("pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0", "class/nvme",
				Map.of("model", "Samsung SSD 980 PRO 1TB", "serial", "S5GXNF0R123456  ", "firmware_rev", "5B2QGXA7"));
		fake.disk("nvme0n1", "259:0", 1953525168L, controller);
		assertEquals(new DeviceIdentity("", "Samsung SSD 980 PRO 1TB", "S5GXNF0R123456", "5B2QGXA7", 1000204886016L, 512,
				512, false, 0, "NVMe"), fake.inspector().identity(fake.path("nvme0n1")));
	}

	@Test
	void virtioDiskHasItsSerialOnTheBlockNodeAndNoPciIdAsVendor() throws IOException {
		Path hardware = fake.hardware("pci0000:00/0000:00:02.0/virtio1", "bus/virtio", Map.of("vendor", "0x1af4"));
		fake.disk("vda", "254:0", 1024, hardware);
		fake.attribute("vda", "serial", "overlayblk");
		DeviceIdentity identity = fake.inspector().identity(fake.path("vda"));
		assertEquals("", identity.vendor());
		assertEquals("virtio block device", identity.model());
		assertEquals("overlayblk", identity.serial());
		assertEquals("virtio", identity.interfaceName());
	}

	@Test
	void sasDiskTakesItsSerialFromUdevWhenSysfsHasNone() throws IOException {
		Path hardware = fake.hardware("pci0000:00/0000:00:03.0/host2/port-2:0/end_device-2:0/target2:0:0/2:0:0:0",
				"bus/scsi", Map.of("vendor", "SEAGATE", "model", "ST600MP0006", "rev", "N003"));
		fake.disk("sdb", "8:16", 1172123568L, hardware);
		fake.attribute("sdb", "queue/rotational", "1");
		fake.udev("8:16", "ID_SERIAL=35000c500a1b2c3d4", "ID_SERIAL_SHORT=WAF0ABCD", "ID_ATA_ROTATION_RATE_RPM=15000");
		DeviceIdentity identity = fake.inspector().identity(fake.path("sdb"));
		assertEquals("WAF0ABCD", identity.serial());
		assertEquals("SAS", identity.interfaceName());
		assertEquals(15000, identity.rotationRpm());
		assertEquals("SEAGATE ST600MP0006 #WAF0ABCD", identity.key());
	}

	@Test
	void usbBridgeIsNamedUsb() throws IOException {
		Path hardware = fake.hardware("pci0000:00/0000:00:14.0/usb2/2-1/2-1:1.0/host6/target6:0:0/6:0:0:0", "bus/scsi",
				Map.of("vendor", "WD", "model", "Elements 25A2"));
		fake.disk("sdc", "8:32", 100, hardware);
		assertEquals("USB", fake.inspector().identity(fake.path("sdc")).interfaceName());
	}

	@Test
	void loopDeviceSerialIsItsBackingFileAndInode() throws IOException {
		Path backing = Files.createFile(root.resolve("bench.img"));
		fake.disk("loop3", "7:3", 131072, null);
		fake.attribute("loop3", "loop/backing_file", backing.toString());
		DeviceIdentity identity = fake.inspector().identity(fake.path("loop3"));
		assertEquals("Loop device", identity.model());
		assertEquals(backing + ",inode=" + Files.getAttribute(backing, "unix:ino"), identity.serial());
		assertEquals("loop", identity.interfaceName());
		assertEquals(64L << 20, identity.capacityBytes());
	}

	@Test
	void partitionResolvesThroughASymlinkAndReportsItsDisksIdentity() throws IOException {
		sataDisk();
		fake.partition("sda", "sda1", "8:1", 2048000);
		Path byId = Files.createDirectories(fake.dev.resolve("disk/by-id"));
		Files.createSymbolicLink(byId.resolve("ata-WDC_WD20EARS-00M_WD-WMAZA1234567-part1"), Path.of("../../sda1"));
		DeviceInspector inspector = fake.inspector();
		BlockDeviceNode node = inspector.resolve(byId.resolve("ata-WDC_WD20EARS-00M_WD-WMAZA1234567-part1").toString());
		assertEquals(new BlockDeviceNode("sda1", fake.dev.resolve("sda1"), node.sysfsPath(), 8, 1, "sda"), node);
		assertTrue(node.sysfsPath().endsWith("0:0:0:0/block/sda/sda1"), node.sysfsPath().toString());
		DeviceIdentity identity = inspector.identity(node);
		assertEquals("WD-WMAZA1234567", identity.serial());
		assertEquals(2048000L * 512, identity.capacityBytes());
		assertEquals(4096, identity.physicalSectorSize());
	}

	@Test
	void pathsThatAreNoBlockDeviceAreRejectedByName() throws IOException {
		DeviceInspector inspector = fake.inspector();
		String missing = fake.path("sdz");
		NotABlockDeviceException gone = assertThrows(NotABlockDeviceException.class, () -> inspector.resolve(missing));
		assertTrue(gone.getMessage().startsWith(missing + ": no such device"), gone.getMessage());
		Path file = Files.createFile(root.resolve("notes.txt"));
		NotABlockDeviceException notDevice = assertThrows(NotABlockDeviceException.class,
				() -> inspector.resolve(file.toString()));
		assertEquals(file + ": not a block device; list the block devices with list-targets", notDevice.getMessage());
		Files.createFile(fake.dev.resolve("null"));
		assertThrows(NotABlockDeviceException.class, () -> inspector.resolve(fake.path("null")),
				"a node in the device folder that sysfs does not know");
	}

	@Test
	void listingHasDisksPartitionsAndRamDisksButNoEmptyDevices() throws IOException {
		sataDisk();
		fake.partition("sda", "sda1", "8:1", 2048);
		fake.disk("loop0", "7:0", 0, null);
		fake.disk("zram0", "253:0", 8388608, null);
		var names = fake.inspector().list().stream().map(r -> r.node().name()).toList();
		assertEquals(java.util.List.of("sda", "sda1", "zram0"), names);
	}

	@Test
	void deviceNumbersFromTheRealDeviceNodeWhenOneExists() throws IOException {
		// /dev/null is a character device: never taken for a block device, whatever sysfs says
		Path devNull = Path.of("/dev/null");
		if (Files.exists(devNull)) {
			fake.disk("null", "1:3", 100, null);
			assertThrows(NotABlockDeviceException.class, () -> fake.inspector().resolve(devNull.toString()));
		}
	}
}
