package org.drivebench.engine.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.drivebench.engine.testing.LoopDevice;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real system: loop devices this test creates over temporary files, formatted with the real
 * tools, then inspected (signatures by libblkid, as DriveBench runs here) and judged. Skipped (with
 * the reason) without root, the tools or libblkid. Writes go only to the test's own loop device,
 * through {@link LoopDevice#write}.
 */
class LoopDeviceSafetyTest {
	@org.junit.jupiter.api.BeforeEach
	void needsLibblkid() {
		Assumptions.assumeTrue(Blkid.available().isPresent(), () -> "libblkid: " + Blkid.unavailableReason().orElse(""));
	}

	private static final long SIZE = 64L << 20;
	@TempDir
	Path folder;
	private final DeviceInspector inspector = new DeviceInspector();
	private final WriteGuard guard = new WriteGuard(inspector);

	private List<String> signatureReasons(DeviceReport report) {
		return report.findings().stream().filter(f -> f.kind() == FindingKind.SIGNATURE).map(SafetyFinding::reason).toList();
	}

	@Test
	void aBlankLoopDeviceIsWritableOnlyWithItsSerial() throws Exception {
		try (LoopDevice loop = partitioned()) {
			DeviceReport report = inspector.inspect(loop.device().toString());
			// udev, where it runs, may be probing the new device at this moment: that is the only finding allowed
			assertEquals(List.of(), report.findings().stream().filter(f -> f.kind() != FindingKind.OPEN_ELSEWHERE).toList());
			String serial = loop.backingFile().toRealPath() + ",inode=" + Files.getAttribute(loop.backingFile(), "unix:ino");
			assertEquals(serial, report.identity().serial());
			assertEquals("Loop device", report.identity().model());
			assertEquals(SIZE, report.identity().capacityBytes());
			assertEquals("loop", report.identity().interfaceName());
			assertThrows(WriteRefusedException.class, () -> guard.authorizeWrite(loop.device().toString(), null));
			assertThrows(WriteRefusedException.class, () -> guard.authorizeWrite(loop.device().toString(), loop.device().toString()));
			assertThrows(WriteRefusedException.class, () -> guard.authorizeWrite(loop.device().toString(), loop.backingFile().toString()));
			assertEquals(loop.device().toString(), guard.authorizeWrite(loop.device().toString(), serial).path());
			assertTrue(inspector.list().stream().anyMatch(r -> r.path().equals(loop.device().toString())), "listed");
		}
	}

	/**
	 * A device full of random bytes carries no signature, yet it is not blank: an encrypted volume without
	 * a header (VeraCrypt, plain dm-crypt) looks exactly so. The refusal says what was found and the
	 * confirmation names the risk; a device of zeros is still plainly blank.
	 */
	@Test
	void randomDataIsNotBlankAndWritingItNamesTheRisk() throws Exception {
		try (LoopDevice loop = partitioned()) {
			WriteRefusedException blank = assertThrows(WriteRefusedException.class, () -> guard.authorizeWrite(loop.device().toString(), null));
			assertTrue(blank.getMessage().contains("No findings: no signature, partition or holder, and the data read across it is "
					+ "zeros or DriveBench's own test data."), blank.getMessage());

			byte[] random = new byte[(int) SIZE];
			new java.util.Random(42).nextBytes(random);
			Files.write(loop.backingFile(), random); // what a VeraCrypt volume without a header looks like, first byte to last
			WriteRefusedException e = assertThrows(WriteRefusedException.class, () -> guard.authorizeWrite(loop.device().toString(), null));
			assertTrue(!e.getMessage().contains("blank"), e.getMessage());
			String found = loop.device() + " carries no signature DriveBench knows, but the data read across it (its first and last "
					+ "MiB and 32 blocks between) is not zeros: it may be in use, e.g. an encrypted volume without a header "
					+ "(VeraCrypt, plain dm-crypt) or a format nothing here recognises";
			assertTrue(e.getMessage().contains("Findings:\n  - holds data of no known format: " + found), e.getMessage());
			DeviceReport report = inspector.inspect(loop.device().toString());
			assertTrue(WriteGuard.destroys(report).contains(found), "the confirmation names the risk: " + WriteGuard.destroys(report));
			String serial = loop.confirmation();
			assertEquals(loop.device().toString(), guard.authorizeWrite(loop.device().toString(), serial).path(), "confirmed, it may be written");
		}
	}

	@Test
	void anExt4LoopDeviceIsRefusedForItsFilesystem() throws Exception {
		LoopDevice.assumeAvailable("mkfs.ext4");
		try (LoopDevice loop = partitioned()) {
			loop.write(loop.device(), null, "mkfs.ext4", "-q", "-F");
			DeviceReport report = inspector.inspect(loop.device().toString());
			assertEquals(List.of(loop.device().toString() + " carries an on-disk signature: ext4 filesystem (magic 0x53 0xEF at byte 1080)"),
					signatureReasons(report));
			WriteRefusedException refusal = assertThrows(WriteRefusedException.class,
					() -> guard.authorizeWrite(loop.device().toString(), ""));
			assertTrue(refusal.getMessage().contains("- carries a signature: " + loop.device().toString()
					+ " carries an on-disk signature: ext4 filesystem"), refusal.getMessage());
		}
	}

	/** Without libblkid, DriveBench's own list finds the same filesystem on the real device. */
	@Test
	void withoutLibblkidTheOwnListFindsTheExt4() throws Exception {
		LoopDevice.assumeAvailable("mkfs.ext4");
		try (LoopDevice loop = partitioned()) {
			loop.write(loop.device(), null, "mkfs.ext4", "-q", "-F");
			DeviceInspector ownList = new DeviceInspector(SystemRoots.system(), new SignatureScanner(java.util.Optional.empty()));
			assertEquals(List.of(loop.device().toString() + " carries an on-disk signature: ext4 filesystem (magic 0xEF53 at byte 1080)"),
					signatureReasons(ownList.inspect(loop.device().toString())));
		}
	}

	@Test
	void swapAreaIsRefusedAndActiveSwapIsTheRunningSystem() throws Exception {
		LoopDevice.assumeAvailable("mkswap", "swapon", "swapoff");
		try (LoopDevice loop = partitioned()) {
			loop.write(loop.device(), null, "mkswap");
			DeviceReport report = inspector.inspect(loop.device().toString());
			assertEquals(1, signatureReasons(report).size(), report.findings().toString());
			assertTrue(signatureReasons(report).get(0).contains("Linux swap swap area (magic \"SWAPSPACE2\""));
			Assumptions.assumeTrue(loop.swapOn(loop.device()), "swapon is not allowed here");
			DeviceReport active = inspector.inspect(loop.device().toString());
			assertTrue(active.has(FindingKind.RUNNING_SYSTEM), active.findings().toString());
			assertThrows(WriteRefusedException.class,
					() -> guard.authorizeWrite(loop.device().toString(), active.identity().serial()));
		}
	}

	@Test
	void partitionTablesAreRefusedAndThePartitionsListed() throws Exception {
		LoopDevice.assumeAvailable("sfdisk", "mkfs.ext4");
		try (LoopDevice loop = partitioned()) {
			loop.write(loop.device(), "label: dos\n,16M,83\n,,82\n", "sfdisk", "-q");
			loop.rereadPartitions();
			loop.write(loop.partition(1), null, "mkfs.ext4", "-q", "-F");
			DeviceReport report = inspector.inspect(loop.device().toString());
			assertEquals(List.of(loop.device().toString() + " carries an on-disk signature: MBR (DOS) partition table (magic 0x55 0xAA at byte 510)"),
					signatureReasons(report));
			String name = Path.of(loop.device().toString()).getFileName().toString();
			assertTrue(report.findings().contains(new SafetyFinding(FindingKind.HAS_PARTITIONS,
					loop.device().toString() + " has partitions: " + name + "p1 (ext4 filesystem), " + name + "p2")), report.findings().toString());

			loop.write(loop.device(), "label: gpt\n,16M\n", "sfdisk", "-q", "--wipe", "always");
			assertTrue(signatureReasons(inspector.inspect(loop.device().toString())).get(0).contains("GPT partition table (magic \"EFI PART\" at byte 512)"));
		}
	}

	@Test
	void aFatFilesystemIsFound() throws Exception {
		LoopDevice.assumeAvailable("mkfs.vfat");
		try (LoopDevice loop = partitioned()) {
			loop.write(loop.device(), null, "mkfs.vfat", "-F", "32");
			assertEquals(List.of(loop.device().toString() + " carries an on-disk signature: vfat FAT32 filesystem (magic \"FAT32   \" at byte 82)"),
					signatureReasons(inspector.inspect(loop.device().toString())));
		}
	}

	@Test
	void aMountedDeviceIsNeverWrittenEvenWithItsSerial() throws Exception {
		LoopDevice.assumeAvailable("mkfs.ext4");
		try (LoopDevice loop = partitioned()) {
			loop.write(loop.device(), null, "mkfs.ext4", "-q", "-F");
			Path mountPoint = Files.createDirectory(folder.resolve("mnt"));
			loop.mount(loop.device(), mountPoint);
			DeviceReport report = inspector.inspect(loop.device().toString());
			assertTrue(report.findings().contains(new SafetyFinding(FindingKind.MOUNTED,
					loop.device().toString() + " is mounted at " + mountPoint.toRealPath() + " (ext4)")), report.findings().toString());
			WriteRefusedException refusal = assertThrows(WriteRefusedException.class,
					() -> guard.authorizeWrite(loop.device().toString(), report.identity().serial()));
			assertTrue(refusal.getMessage().contains("is never allowed, with or without a confirmation"), refusal.getMessage());
			assertTrue(guard.authorize(loop.device().toString(), false, null).has(FindingKind.MOUNTED), "reading is still allowed");
		}
	}

	@Test
	void aMountedPartitionMakesTheWholeLoopDeviceMounted() throws Exception {
		LoopDevice.assumeAvailable("sfdisk", "mkfs.ext4");
		try (LoopDevice loop = partitioned()) {
			loop.write(loop.device(), "label: dos\n,,83\n", "sfdisk", "-q");
			loop.rereadPartitions();
			loop.write(loop.partition(1), null, "mkfs.ext4", "-q", "-F");
			Path mountPoint = Files.createDirectory(folder.resolve("mnt"));
			loop.mount(loop.partition(1), mountPoint);
			DeviceReport report = inspector.inspect(loop.device().toString());
			assertTrue(report.findings().contains(new SafetyFinding(FindingKind.MOUNTED, loop.partition(1) + " (on "
					+ loop.device().toString() + ") is mounted at " + mountPoint.toRealPath() + " (ext4)")), report.findings().toString());
			assertThrows(WriteRefusedException.class, () -> guard.authorizeWrite(loop.device().toString(), report.identity().serial()));
		}
	}

	/** A partitioned loop device of {@code SIZE} bytes in the test's folder; skips without root or the tools. */
	private LoopDevice partitioned() throws IOException {
		LoopDevice.assumeAvailable("partx", "mount", "umount");
		return LoopDevice.partitioned(folder, SIZE);
	}
}
