package org.drivebench.engine.device;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The mountinfo and /proc/swaps parsers. */
class KernelTablesTest {

	@Test
	void mountinfoLinesWithAndWithoutOptionalFields() {
		String mountinfo = """
				27 1 254:0 / / rw,relatime - ext4 /dev/vda rw,discard
				36 35 98:0 /mnt1 /mnt2 rw,noatime master:1 shared:7 - ext3 /dev/root rw,errors=continue
				42 27 259:0 / /media/usb\\040stick rw,relatime - vfat /dev/sdc1 rw
				61 27 0:45 /@home /home rw shared:30 - btrfs /dev/nvme0n1p2 rw,ssd
				""";
		List<MountEntry> entries = MountTable.parse(mountinfo, "");
		assertEquals(List.of(new MountEntry(254, 0, "/", "ext4", "/dev/vda", ""),
				new MountEntry(98, 0, "/mnt2", "ext3", "/dev/root", ""),
				new MountEntry(259, 0, "/media/usb stick", "vfat", "/dev/sdc1", ""),
				new MountEntry(0, 45, "/home", "btrfs", "/dev/nvme0n1p2", "")), entries);
	}

	@Test
	void malformedMountinfoLinesAreSkipped() {
		String mountinfo = """
				garbage
				27 1 254:0 / / rw,relatime ext4 /dev/vda rw
				27 1 x:y / / rw - ext4 /dev/vda rw
				28 1 8:1 / /data rw - xfs /dev/sda1 rw
				""";
		assertEquals(List.of(new MountEntry(8, 1, "/data", "xfs", "/dev/sda1", "ns")), MountTable.parse(mountinfo, "ns"));
	}

	@Test
	void mountEntryDescribesItsNamespace() {
		assertEquals("/data (xfs)", new MountEntry(8, 1, "/data", "xfs", "/dev/sda1", "").describe());
		assertEquals("/srv (ext4) in the mount namespace of process 9 (dockerd)",
				new MountEntry(8, 1, "/srv", "ext4", "/dev/sda1", "the mount namespace of process 9 (dockerd)").describe());
	}

	@Test
	void swapsTableWithPartitionsFilesAndEscapes() {
		String swaps = """
				Filename				Type		Size		Used		Priority
				/dev/sda2                               partition	8388604		0		-2
				/swap\\040file                          file		1048572		0		-3
				/old.swap (deleted)                     file		1048572		0		-4
				""";
		assertEquals(List.of(new SwapTable.SwapArea("/dev/sda2", "partition"), new SwapTable.SwapArea("/swap file", "file"),
				new SwapTable.SwapArea("/old.swap", "file")), SwapTable.parse(swaps));
		assertEquals(List.of(), SwapTable.parse("Filename\tType\tSize\tUsed\tPriority\n"));
	}

	@Test
	void octalEscapesAreUndoneAndOtherBackslashesKept() {
		assertEquals("a b\tc\\d", KernelFiles.unescapeOctal("a\\040b\\011c\\134d"));
		assertEquals("a\\9z", KernelFiles.unescapeOctal("a\\9z"));
		assertEquals("end\\04", KernelFiles.unescapeOctal("end\\04"));
	}

	@Test
	void vpdUnitSerialNumberPage() {
		byte[] page = { 0, (byte) 0x80, 0, 12, 'W', 'D', '-', 'W', 'M', 'A', 'Z', 'A', '1', '2', ' ', ' ' };
		assertEquals("WD-WMAZA12", IdentityReader.unitSerialNumberPage(page));
		assertEquals("", IdentityReader.unitSerialNumberPage(new byte[] { 0, (byte) 0x83, 0, 2, 'x', 'y' }), "other page");
		assertEquals("", IdentityReader.unitSerialNumberPage(new byte[0]));
	}

	@Test
	void decimalCapacityAsDrivesAreSold() {
		assertEquals("2.00 TB", DeviceReport.decimalCapacity(2_000_398_934_016L));
		assertEquals("275 GB", DeviceReport.decimalCapacity(274_877_906_944L));
		assertEquals("67.1 MB", DeviceReport.decimalCapacity(64L << 20));
		assertEquals("512 B", DeviceReport.decimalCapacity(512));
	}
}
