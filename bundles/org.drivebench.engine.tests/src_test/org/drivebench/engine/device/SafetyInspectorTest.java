package org.drivebench.engine.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every kind of finding, each from the evidence the kernel would show, on a fake system. */
class SafetyInspectorTest {
	@TempDir
	Path root;
	FakeSystem fake;

	@BeforeEach
	void createFakeSystem() throws IOException {
		fake = new FakeSystem(root);
	}

	private List<SafetyFinding> findings(String name) throws IOException {
		return fake.inspector().inspect(fake.path(name)).findings();
	}

	private SafetyFinding finding(FindingKind kind, String reason) {
		return new SafetyFinding(kind, reason);
	}

	@Test
	void aBlankUnusedDiskHasNoFindings() throws IOException {
		fake.disk("sda", "8:0", 131072, null);
		assertEquals(List.of(), findings("sda"));
	}

	@Test
	void aMountedPartitionMarksItsDiskMountedAndPartitioned() throws IOException {
		fake.disk("sda", "8:0", 131072, null);
		fake.partition("sda", "sda1", "8:1", 65536);
		fake.image("sda1", Images.ext(2 << 20, 0x3C, 0x2C2, 0x7B).bytes());
		fake.image("sda", Images.mbr(1 << 20, 0x83).bytes());
		fake.mount("8:1", "/data", "ext4", fake.path("sda1"));
		assertEquals(List.of(finding(FindingKind.MOUNTED, fake.path("sda1") + " (on " + fake.path("sda") + ") is mounted at /data (ext4)"),
				finding(FindingKind.HAS_PARTITIONS, fake.path("sda") + " has partitions: sda1 (ext4 filesystem)"),
				finding(FindingKind.SIGNATURE, fake.path("sda") + " carries an on-disk signature: MBR (DOS) partition table (magic 0x55AA at byte 510)")),
				findings("sda"));
		assertEquals(List.of(finding(FindingKind.MOUNTED, fake.path("sda1") + " is mounted at /data (ext4)"),
				finding(FindingKind.SIGNATURE, fake.path("sda1") + " carries an on-disk signature: ext4 filesystem (magic 0xEF53 at byte 1080)")),
				findings("sda1"));
	}

	@Test
	void theRootFilesystemOnDeviceMapperOverAPartitionIsTheRunningSystem() throws IOException {
		fake.disk("sdb", "8:16", 131072, null);
		fake.partition("sdb", "sdb1", "8:17", 65536);
		fake.disk("dm-0", "252:0", 65536, null);
		fake.attribute("dm-0", "dm/name", "vg-root");
		fake.holder("sdb1", "dm-0");
		fake.mount("252:0", "/", "ext4", "/dev/mapper/vg-root");
		String dm = fake.path("dm-0") + " [vg-root]";
		assertEquals(List.of(finding(FindingKind.RUNNING_SYSTEM, dm + " (on " + fake.path("sdb") + ") is mounted at / (ext4)"),
				finding(FindingKind.HAS_HOLDERS, fake.path("sdb1") + " (on " + fake.path("sdb") + ") is held by " + dm),
				finding(FindingKind.HAS_PARTITIONS, fake.path("sdb") + " has partitions: sdb1")), findings("sdb"));
	}

	@Test
	void activeSwapIsTheRunningSystem() throws IOException {
		fake.disk("sdc", "8:32", 131072, null);
		fake.swap(fake.path("sdc"));
		fake.image("sdc", Images.blank(8192).text(4086, "SWAPSPACE2").bytes());
		assertEquals(List.of(finding(FindingKind.RUNNING_SYSTEM, fake.path("sdc") + " is active swap (" + fake.path("sdc") + " in /proc/swaps)"),
				finding(FindingKind.SIGNATURE, fake.path("sdc") + " carries an on-disk signature: Linux swap swap area (magic \"SWAPSPACE2\" at byte 4086)")),
				findings("sdc"));
	}

	@Test
	void readOnlyAndEmptyDevices() throws IOException {
		fake.disk("sr0", "11:0", 0, null);
		fake.disk("sdd", "8:48", 100, null);
		fake.attribute("sdd", "ro", "1");
		assertEquals(List.of(finding(FindingKind.NO_CAPACITY, fake.path("sr0") + " has a capacity of 0 bytes (no medium, or an unbound loop device)")),
				findings("sr0"));
		assertEquals(List.of(finding(FindingKind.READ_ONLY, fake.path("sdd") + " is read-only (sysfs ro = 1)")), findings("sdd"));
	}

	@Test
	void anotherProcessHoldingTheDeviceOpen() throws IOException {
		fake.disk("sde", "8:64", 100, null);
		fake.openedBy(4242, "qemu-system-x86", "sde");
		assertEquals(List.of(finding(FindingKind.OPEN_ELSEWHERE, "process 4242 (qemu-system-x86) has " + fake.path("sde") + " open")),
				findings("sde"));
	}

	@Test
	void mountsInOtherNamespacesCount() throws IOException {
		fake.disk("sdf", "8:80", 100, null);
		fake.namespace(777, "containerd", "4026532001", FakeSystem.mountLine("8:80", "/var/lib/data", "xfs", "/dev/sdf"));
		fake.namespace(778, "containerd", "4026532001", FakeSystem.mountLine("8:80", "/twice", "xfs", "/dev/sdf"));
		assertEquals(List.of(finding(FindingKind.MOUNTED, fake.path("sdf")
				+ " is mounted at /var/lib/data (xfs) in the mount namespace of process 777 (containerd)")), findings("sdf"),
				"one namespace is read once, whatever number of processes share it");
	}

	@Test
	void btrfsMembersAndMountsWithoutADeviceNumber() throws IOException {
		fake.disk("sdg", "8:96", 100, null);
		fake.disk("sdh", "8:112", 100, null);
		fake.btrfsMember("5a1b", "sdg");
		fake.mount("0:45", "/srv", "btrfs", fake.path("sdh"));
		assertEquals(List.of(finding(FindingKind.MOUNTED, fake.path("sdg") + " is a member of the mounted btrfs filesystem 5a1b (/sys/fs/btrfs)")),
				findings("sdg"));
		assertEquals(List.of(finding(FindingKind.MOUNTED, fake.path("sdh") + " is mounted at /srv (btrfs)")), findings("sdh"));
	}

	@Test
	void aLoopDeviceOverABlockDeviceInheritsThatDevicesFindings() throws IOException {
		fake.disk("sdi", "8:128", 100, null);
		fake.disk("loop1", "7:1", 100, null);
		fake.attribute("loop1", "loop/backing_file", fake.path("sdi"));
		fake.mount("8:128", "/", "ext4", "/dev/sdi");
		assertEquals(List.of(finding(FindingKind.RUNNING_SYSTEM, fake.path("loop1") + " is a loop device over " + fake.path("sdi")
				+ ", and " + fake.path("sdi") + " is mounted at / (ext4)")), findings("loop1"));
		assertEquals(List.of(finding(FindingKind.RUNNING_SYSTEM, fake.path("sdi") + " is mounted at / (ext4)"),
				finding(FindingKind.HAS_HOLDERS, "loop device " + fake.path("loop1") + " is bound over " + fake.path("sdi"))),
				findings("sdi"));
	}

	@Test
	void whatCannotBeReadIsReportedNotIgnored() throws IOException {
		fake.disk("sdj", "8:144", 100, null);
		Files.delete(fake.dev.resolve("sdj"));
		Files.createDirectory(fake.dev.resolve("sdj")); // reading a folder fails like an unreadable device
		Files.delete(fake.proc.resolve("self/mountinfo"));
		List<SafetyFinding> findings = findings("sdj");
		assertEquals(2, findings.size(), findings.toString());
		assertEquals(FindingKind.NOT_CHECKED, findings.get(0).kind());
		assertTrue(findings.get(0).reason().startsWith("the first and last MiB of " + fake.path("sdj")
				+ " could not be read to look for filesystem and RAID signatures: "), findings.get(0).reason());
		assertTrue(findings.get(1).reason().startsWith("the mount table " + fake.proc.resolve("self/mountinfo")
				+ " could not be read"), findings.get(1).reason());
	}

	@Test
	void findingsDescribeThemselvesWithTheirKind() {
		assertEquals("mounted: /dev/sdb1 is mounted at /mnt (ext4)",
				finding(FindingKind.MOUNTED, "/dev/sdb1 is mounted at /mnt (ext4)").describe());
		assertTrue(FindingKind.MOUNTED.neverAllowed() && FindingKind.RUNNING_SYSTEM.neverAllowed());
		assertTrue(!FindingKind.SIGNATURE.neverAllowed() && !FindingKind.HAS_PARTITIONS.neverAllowed());
	}
}
