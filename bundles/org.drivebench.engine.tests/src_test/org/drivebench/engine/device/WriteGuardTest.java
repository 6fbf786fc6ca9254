package org.drivebench.engine.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The write policy: confirmation by serial, what is never allowed, and the messages that say so. */
class WriteGuardTest {
	private static final String SERIAL = "WD-WMAZA1234567";
	@TempDir
	Path root;
	FakeSystem fake;
	WriteGuard guard;

	@BeforeEach
	void createFakeSystem() throws IOException {
		fake = new FakeSystem(root);
		guard = new WriteGuard(fake.inspector());
	}

	private void sataDisk(String name, String number, String serial) throws IOException {
		Path hardware = fake.hardware("pci0000:00/0000:00:1f.2/ata1/host0/target0:0:0/" + name, "bus/scsi",
				Map.of("vendor", "ATA", "model", "WDC WD20EARS-00M"));
		if (!serial.isEmpty()) {
			Files.writeString(hardware.resolve("serial"), serial + "\n");
		}
		fake.disk(name, number, 3907029168L, hardware);
	}

	private WriteRefusedException refused(String name, String confirmation) {
		return assertThrows(WriteRefusedException.class, () -> guard.authorizeWrite(fake.path(name), confirmation));
	}

	@Test
	void aBlankDiskIsWrittenOnlyWithItsSerial() throws IOException {
		sataDisk("sda", "8:0", SERIAL);
		WriteRefusedException none = refused("sda", null);
		// Found 4: the refusal names the drive without its serial and says where the confirmation is, not what it is
		assertEquals("Refusing to open " + fake.path("sda") + " (ATA WDC WD20EARS-00M, 2.00 TB) for writing. No findings: no "
				+ "signature, partition or holder, and the data read across it is zeros or DriveBench's own test data.\nWriting destroys the data on it. To write anyway, " + "look " + fake.path("sda") + " up with drivebench list-targets (or in the launcher's device list), check that it is "
				+ "the drive you mean, and confirm with what it shows as its confirmation: --confirm-serial on the command "
				+ "line, the confirmation box in the launcher.", none.getMessage());
		assertFalse(none.getMessage().contains(SERIAL), "the confirmation is not handed out");
		assertEquals(fake.path("sda"), none.device());
		WriteRefusedException wrong = refused("sda", "WD-WMAZA7654321");
		assertTrue(wrong.getMessage().endsWith("The confirmation \"WD-WMAZA7654321\" is not the one of "
				+ fake.path("sda") + ". To write anyway, " + "look " + fake.path("sda") + " up with drivebench list-targets (or in the launcher's device list), check that it is "
				+ "the drive you mean, and confirm with what it shows as its confirmation: --confirm-serial on the command "
				+ "line, the confirmation box in the launcher."), wrong.getMessage());
		assertFalse(wrong.getMessage().contains(SERIAL));
		refused("sda", SERIAL.toLowerCase());
		refused("sda", SERIAL.substring(1));
		DeviceReport allowed = guard.authorizeWrite(fake.path("sda"), "  " + SERIAL + "\n");
		assertEquals(SERIAL, allowed.identity().serial());
	}

	@Test
	void readingNeverNeedsAConfirmation() throws IOException {
		sataDisk("sda", "8:0", SERIAL);
		fake.mount("8:0", "/", "ext4", "/dev/sda");
		DeviceReport report = guard.authorize(fake.path("sda"), false, null);
		assertTrue(report.has(FindingKind.RUNNING_SYSTEM), report.findings().toString());
	}

	@Test
	void aDeviceWithASignatureIsWrittenWithItsSerialAndTheMessageListsTheFinding() throws IOException {
		sataDisk("sda", "8:0", SERIAL);
		fake.image("sda", Images.blank(1 << 20).text(0, "XFSB").be32(4, 4096).bytes());
		WriteRefusedException refusal = refused("sda", "");
		assertTrue(refusal.getMessage().contains(" for writing. Findings:\n  - carries a signature: " + fake.path("sda")
				+ " carries an on-disk signature: XFS filesystem (magic \"XFSB\" at byte 0)\n"), refusal.getMessage());
		assertEquals(1, refusal.findings().size());
		assertTrue(guard.authorizeWrite(fake.path("sda"), SERIAL).has(FindingKind.SIGNATURE));
	}

	@Test
	void mountedOrRunningSystemDevicesAreNeverWrittenEvenWithTheirSerial() throws IOException {
		sataDisk("sda", "8:0", SERIAL);
		fake.partition("sda", "sda1", "8:1", 1000);
		fake.mount("8:1", "/home", "ext4", "/dev/sda1");
		WriteRefusedException mounted = refused("sda", SERIAL);
		assertTrue(mounted.getMessage().contains("\n  (!) mounted: " + fake.path("sda1") + " (on " + fake.path("sda")
				+ ") is mounted at /home (ext4)\n  - has partitions: " + fake.path("sda") + " has partitions: sda1\n"),
				mounted.getMessage());
		assertTrue(mounted.getMessage().endsWith("Writing to " + fake.path("sda") + " is never allowed, with or without a "
				+ "confirmation, because of the findings marked (!): unmount it (and whatever is stacked on it) first."),
				mounted.getMessage());

		sataDisk("sdb", "8:16", "S2");
		fake.swap(fake.path("sdb"));
		WriteRefusedException swap = refused("sdb", "S2");
		assertTrue(swap.getMessage().contains("(!) holds the running system: " + fake.path("sdb") + " is active swap"),
				swap.getMessage());
		assertTrue(swap.getMessage().endsWith("because of the findings marked (!): the running system lives on it."),
				swap.getMessage());
	}

	@Test
	void readOnlyAndEmptyDevicesAreNeverWritten() throws IOException {
		sataDisk("sda", "8:0", SERIAL);
		fake.attribute("sda", "ro", "1");
		assertTrue(refused("sda", SERIAL).getMessage().endsWith("the kernel marks it read-only."));
		fake.disk("loop7", "7:7", 0, null);
		assertTrue(refused("loop7", fake.path("loop7")).getMessage().endsWith("it has no capacity to write to."));
	}

	@Test
	void aDiskWithoutASerialCannotBeConfirmed() throws IOException {
		sataDisk("sdc", "8:32", "");
		WriteRefusedException refusal = refused("sdc", fake.path("sdc"));
		assertTrue(refusal.getMessage().endsWith(fake.path("sdc") + " reports no serial number, so a write to it cannot "
				+ "be confirmed: a path such as " + fake.path("sdc") + " may name another drive after a reboot or hot-plug. "
				+ "Only loop and zram devices, which you create yourself, are confirmed with their path; use one of "
				+ "those, or a test file, instead."), refusal.getMessage());
	}

	@Test
	void zramWithoutASerialIsConfirmedWithItsPath() throws IOException {
		fake.disk("zram0", "253:0", 8388608, null);
		WriteRefusedException refusal = refused("zram0", "");
		assertTrue(refusal.getMessage().endsWith("To write anyway, " + "look " + fake.path("zram0") + " up with drivebench list-targets (or in the launcher's device list), check that it is "
				+ "the drive you mean, and confirm with what it shows as its confirmation: --confirm-serial on the command "
				+ "line, the confirmation box in the launcher."),
				refusal.getMessage());
		assertFalse(refusal.getMessage().contains("with its full path"), "the path is the confirmation: not handed out");
		assertEquals("zram0", guard.authorizeWrite(fake.path("zram0"), fake.path("zram0")).node().name());
	}

	@Test
	void aLoopDeviceIsConfirmedWithItsBackingFileAndInode() throws IOException {
		Path image = Files.createFile(root.resolve("scratch.img"));
		fake.disk("loop2", "7:2", 131072, null);
		fake.attribute("loop2", "loop/backing_file", image.toString());
		refused("loop2", fake.path("loop2")); // it has a serial, so its path is not enough
		refused("loop2", image.toString());
		String serial = image + ",inode=" + Files.getAttribute(image, "unix:ino");
		assertEquals(serial, guard.authorizeWrite(fake.path("loop2"), serial).confirmationToken().orElseThrow());
	}

	@Test
	void aPartitionIsConfirmedWithItsDisksSerial() throws IOException {
		sataDisk("sda", "8:0", SERIAL);
		fake.partition("sda", "sda2", "8:2", 1000);
		assertTrue(refused("sda2", "sda2").getMessage().endsWith(
				"confirm with what it shows as its confirmation (a partition is confirmed like its disk): --confirm-serial on the "
						+ "command line, the confirmation box in the launcher."));
		assertEquals("sda2", guard.authorizeWrite(fake.path("sda2"), SERIAL).node().name());
	}

	@Test
	void aPathThatIsNoDeviceIsRejectedBeforeAnyPolicy() {
		assertThrows(NotABlockDeviceException.class, () -> guard.authorizeWrite(fake.path("sdq"), "x"));
	}
}
