package org.drivebench.engine.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Every detector against a synthetic image of its format, and against near misses. */
class SignatureScannerTest {
	private static final int MIB = 1 << 20;
	private final SignatureScanner scanner = new SignatureScanner();

	private List<String> formats(Images image) {
		return scanner.scan(image.sample()).stream().map(DiskSignature::format).toList();
	}

	private DiskSignature only(Images image) {
		List<DiskSignature> found = scanner.scan(image.sample());
		assertEquals(1, found.size(), "signatures found: " + found);
		return found.get(0);
	}

	@Test
	void aBlankDeviceHasNoSignature() {
		assertEquals(List.of(), scanner.scan(Images.blank(4 * MIB).sample()));
		assertEquals(List.of(), scanner.scan(Images.blank(1000).sample()), "a device smaller than every superblock");
	}

	@Test
	void extIsToldApartByItsFeatureFlags() {
		DiskSignature ext4 = only(Images.ext(2 * MIB, 0x3C, 0x2C2, 0x7B));
		assertEquals(new DiskSignature(SignatureKind.FILESYSTEM, "ext4", 1080, "0xEF53"), ext4);
		assertEquals("ext4 filesystem (magic 0xEF53 at byte 1080)", ext4.describe());
		assertEquals("ext3", only(Images.ext(2 * MIB, 0x4, 0x2, 0x1)).format());
		assertEquals("ext2", only(Images.ext(2 * MIB, 0, 0x2, 0x1)).format());
		assertEquals("ext3/4 external journal", only(Images.ext(2 * MIB, 0, 0x8, 0)).format());
	}

	@Test
	void extMagicWithANonsenseSuperblockIsNoFilesystem() {
		assertEquals(List.of(), formats(Images.ext(2 * MIB, 0, 0, 0).le32(1024 + 0x18, 40)), "block size 2^50");
		assertEquals(List.of(), formats(Images.ext(2 * MIB, 0, 0, 0).le32(1024, 0)), "no inodes");
	}

	@Test
	void xfsNeedsItsMagicAndASaneBlockSize() {
		assertEquals(new DiskSignature(SignatureKind.FILESYSTEM, "XFS", 0, "\"XFSB\""),
				only(Images.blank(MIB).text(0, "XFSB").be32(4, 4096)));
		assertEquals(List.of(), formats(Images.blank(MIB).text(0, "XFSB").be32(4, 3000)));
	}

	@Test
	void btrfsNtfsExfatIsoAndTheRest() {
		assertEquals("btrfs", only(Images.blank(MIB).text(65600, "_BHRfS_M")).format());
		assertEquals(65600, only(Images.blank(MIB).text(65600, "_BHRfS_M")).offset());
		assertEquals("NTFS", only(Images.blank(MIB).text(3, "NTFS    ").le16(510, 0xAA55)).format());
		assertEquals("exFAT", only(Images.blank(MIB).text(3, "EXFAT   ").le16(510, 0xAA55)).format());
		assertEquals("ISO 9660", only(Images.blank(MIB).u8(32768, 1).text(32769, "CD001")).format());
		assertEquals("F2FS", only(Images.blank(MIB).le32(1024, 0xF2F52010L)).format());
		assertEquals("SquashFS", only(Images.blank(MIB).text(0, "hsqs")).format());
		assertEquals("ReiserFS", only(Images.blank(MIB).text(65536 + 52, "ReIsEr2Fs")).format());
		assertEquals("JFS", only(Images.blank(MIB).text(32768, "JFS1")).format());
		assertEquals("HFS+", only(Images.blank(MIB).text(1024, "H+").be16(1026, 4)).format());
		assertEquals(List.of(), formats(Images.blank(MIB).text(1024, "H+").be16(1026, 9)), "HFS+ needs version 4");
		assertEquals("APFS", only(Images.blank(MIB).text(32, "NXSB")).format());
		DiskSignature bitlocker = only(Images.blank(MIB).text(3, "-FVE-FS-"));
		assertEquals(SignatureKind.ENCRYPTION, bitlocker.kind());
	}

	@Test
	void fatIsAFilesystemNotAPartitionTable() {
		assertEquals(List.of("FAT32"), formats(Images.fat32(MIB)));
		assertEquals(List.of("FAT16"),
				formats(Images.blank(MIB).u8(0, 0xEB).le16(11, 512).u8(13, 4).text(54, "FAT16   ").le16(510, 0xAA55)));
		assertEquals(List.of("FAT12"),
				formats(Images.blank(MIB).u8(0, 0xEB).le16(11, 512).u8(13, 1).text(54, "FAT12   ").le16(510, 0xAA55)));
		assertEquals(List.of(), formats(Images.fat32(MIB).le16(11, 100)), "bytes per sector 100 is no BPB");
		assertEquals(List.of(), formats(Images.fat32(MIB).le16(510, 0)), "no boot signature");
	}

	@Test
	void swapIsFoundForEachPageSize() {
		for (int page : new int[] { 4096, 8192, 16384, 65536 }) {
			DiskSignature swap = only(Images.blank(MIB).text(page - 10, "SWAPSPACE2"));
			assertEquals(new DiskSignature(SignatureKind.SWAP, "Linux swap", page - 10, "\"SWAPSPACE2\""), swap);
		}
		assertEquals("Linux swap", only(Images.blank(MIB).text(4086, "SWAP-SPACE")).format());
		assertEquals("Linux swap with a hibernation image", only(Images.blank(MIB).text(4086, "S1SUSPEND")).format());
		assertEquals(List.of(), formats(Images.blank(MIB).text(4000, "SWAPSPACE2")), "not at the page's end");
	}

	@Test
	void mdRaidIsFoundAtEachSuperblockLocation() {
		int size = 8 * MIB + 12345;
		long v10 = (size - 8192) & ~4095L;
		long v090 = (size & ~65535L) - 65536;
		assertEquals(new DiskSignature(SignatureKind.RAID, "Linux md RAID 1.2", 4096, "0xA92B4EFC"),
				only(Images.blank(size).le32(4096, 0xa92b4efcL).le32(4100, 1)));
		assertEquals("Linux md RAID 1.1", only(Images.blank(size).le32(0, 0xa92b4efcL).le32(4, 1)).format());
		DiskSignature atEnd = only(Images.blank(size).le32(v10, 0xa92b4efcL).le32(v10 + 4, 1));
		assertEquals("Linux md RAID 1.0", atEnd.format());
		assertEquals(v10, atEnd.offset());
		assertEquals("Linux md RAID 0.90", only(Images.blank(size).le32(v090, 0xa92b4efcL).le32(v090 + 4, 0)).format());
		assertEquals(List.of(), formats(Images.blank(size).le32(4096, 0xa92b4efcL).le32(4100, 7)), "unknown version");
	}

	@Test
	void lvmLabelIsFoundInAnyOfTheFirstFourSectors() {
		for (int sector = 0; sector < 4; sector++) {
			DiskSignature lvm = only(Images.blank(MIB).text(sector * 512, "LABELONE").text(sector * 512 + 24, "LVM2 001"));
			assertEquals(new DiskSignature(SignatureKind.LVM, "LVM2", sector * 512, "\"LABELONE\""), lvm);
		}
		assertEquals(List.of(), formats(Images.blank(MIB).text(2048, "LABELONE").text(2072, "LVM2 001")),
				"sector 4 is past where LVM looks");
	}

	@Test
	void luksVersionIsNamed() {
		byte[] magic = { 'L', 'U', 'K', 'S', (byte) 0xba, (byte) 0xbe };
		assertEquals("LUKS1", only(Images.blank(MIB).raw(0, magic).be16(6, 1)).format());
		assertEquals("LUKS2", only(Images.blank(MIB).raw(0, magic).be16(6, 2)).format());
		assertEquals(SignatureKind.ENCRYPTION, only(Images.blank(MIB).raw(0, magic).be16(6, 2)).kind());
	}

	@Test
	void bcacheMagicAtItsSuperblock() {
		byte[] magic = { (byte) 0xc6, (byte) 0x85, 0x73, (byte) 0xf6, 0x4e, 0x1a, 0x45, (byte) 0xca, (byte) 0x82, 0x65,
				(byte) 0xf5, 0x7f, 0x48, (byte) 0xba, 0x6d, (byte) 0x81 };
		assertEquals(new DiskSignature(SignatureKind.CACHE, "bcache", 4120, "c6 85 73 f6 4e 1a 45 ca..."),
				only(Images.blank(MIB).raw(4096 + 24, magic)));
	}

	@Test
	void zfsNeedsUberblocksInItsLabelsNotOneStrayMagic() {
		int size = 4 * MIB;
		int label3 = size - 256 * 1024;
		DiskSignature zfs = only(Images.blank(size).le64(128 * 1024, 0x00bab10cL).be64(label3 + 128 * 1024 + 3072,
				0x00bab10cL));
		assertEquals(new DiskSignature(SignatureKind.POOL, "ZFS", 128 * 1024, "0x00BAB10C"), zfs);
		assertEquals(List.of(), formats(Images.blank(size).le64(128 * 1024, 0x00bab10cL)), "one stray magic");
		assertEquals(List.of(), formats(Images.blank(size).le64(1000, 0x00bab10cL).le64(2000, 0x00bab10cL)),
				"outside the uberblock rings");
	}

	@Test
	void mbrNeedsAUsedEntryAndIsNotABootSector() {
		DiskSignature mbr = only(Images.mbr(MIB, 0x83));
		assertEquals(new DiskSignature(SignatureKind.PARTITION_TABLE, "MBR (DOS)", 510, "0x55AA"), mbr);
		assertEquals(List.of(), formats(Images.blank(MIB).le16(510, 0xAA55)), "0x55AA over an empty table");
		assertEquals(List.of(), formats(Images.mbr(MIB, 0x83).u8(446, 0x17)), "status byte must be 0x00 or 0x80");
		assertEquals(List.of("FAT32"), formats(Images.fat32(MIB).u8(446 + 4, 0x0c).le32(446 + 12, 99)),
				"a FAT boot sector is a filesystem even when its code bytes look like an entry");
	}

	@Test
	void gptPrimaryBackupAndProtectiveMbr() {
		assertEquals(List.of("GPT"), formats(Images.mbr(MIB, 0xEE).text(512, "EFI PART")),
				"the protective MBR is not reported beside the GPT");
		assertEquals(4096, only(Images.blank(MIB).text(4096, "EFI PART")).offset(), "4 KiB sectors");
		int size = 3 * MIB;
		DiskSignature backup = only(Images.blank(size).text(size - 512, "EFI PART"));
		assertEquals("GPT (backup header)", backup.format());
		assertEquals(size - 512, backup.offset());
		assertEquals("GPT (protective MBR, GPT header missing)", only(Images.mbr(MIB, 0xEE)).format());
	}

	@Test
	void aDeviceCanCarrySeveralSignatures() {
		List<String> found = formats(Images.mbr(2 * MIB, 0x83).le32(4096, 0xa92b4efcL).le32(4100, 1));
		assertEquals(List.of("MBR (DOS)", "Linux md RAID 1.2"), found);
	}

	@Test
	void sampleReadsBothEndsAndZerosElsewhere() {
		int size = 3 * MIB;
		DeviceSample sample = Images.blank(size).u8(10, 7).u8(size - 1, 9).u8(MIB + 5, 3).sample();
		assertEquals(7, sample.u8(10));
		assertEquals(9, sample.u8(size - 1));
		assertEquals(0, sample.u8(MIB + 5), "the middle MiB is not sampled");
		assertEquals(0, sample.u8(size), "past the end");
		assertEquals(0, sample.u8(-1));
		assertTrue(sample.matches(10, new byte[] { 7 }));
	}
}
