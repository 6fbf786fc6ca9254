package org.drivebench.engine.device;

import java.util.List;

/**
 * Detectors for filesystems, each checking the superblock magic at the place the format's own tools
 * (and util-linux's blkid) look, plus a sanity field where the magic is short.
 */
public final class FilesystemSignatures {
	private static final int EXT_SUPERBLOCK = 1024;
	private static final int EXT_INCOMPAT_JOURNAL_DEV = 0x8;
	/** extents, 64bit, mmp, flex_bg, ea_inode, dirdata, csum_seed, largedir, inline_data, encrypt. */
	private static final int EXT4_ONLY_INCOMPAT = 0x40 | 0x80 | 0x100 | 0x200 | 0x400 | 0x1000 | 0x2000 | 0x4000
			| 0x8000 | 0x10000;
	/** huge_file, gdt_csum, dir_nlink, extra_isize, quota, bigalloc, metadata_csum. */
	private static final int EXT4_ONLY_RO_COMPAT = 0x8 | 0x10 | 0x20 | 0x40 | 0x100 | 0x200 | 0x400;
	private static final int EXT_COMPAT_HAS_JOURNAL = 0x4;

	private FilesystemSignatures() {
	}

	/** Every filesystem detector, in the order their findings are reported. */
	public static List<SignatureDetector> all() {
		return List.of(FilesystemSignatures::ext, FilesystemSignatures::xfs, FilesystemSignatures::btrfs,
				FilesystemSignatures::ntfs, FilesystemSignatures::exfat, FilesystemSignatures::fat,
				FilesystemSignatures::iso9660, FilesystemSignatures::f2fs, FilesystemSignatures::squashfs,
				FilesystemSignatures::reiserfs, FilesystemSignatures::jfs, FilesystemSignatures::hfsPlus,
				FilesystemSignatures::apfs, FilesystemSignatures::bitlocker);
	}

	/** ext2/3/4: 0xEF53 at 1080 (superblock at 1024, s_magic at 0x38), told apart by feature flags. */
	public static List<DiskSignature> ext(DeviceSample s) {
		long magicAt = EXT_SUPERBLOCK + 0x38;
		if (s.le16(magicAt) != 0xEF53 || s.le32(EXT_SUPERBLOCK + 0x18) > 6 || s.le32(EXT_SUPERBLOCK) == 0) {
			return List.of();
		}
		long compat = s.le32(EXT_SUPERBLOCK + 0x5C);
		long incompat = s.le32(EXT_SUPERBLOCK + 0x60);
		long roCompat = s.le32(EXT_SUPERBLOCK + 0x64);
		String format;
		if ((incompat & EXT_INCOMPAT_JOURNAL_DEV) != 0) {
			format = "ext3/4 external journal";
		} else if ((incompat & EXT4_ONLY_INCOMPAT) != 0 || (roCompat & EXT4_ONLY_RO_COMPAT) != 0) {
			format = "ext4";
		} else if ((compat & EXT_COMPAT_HAS_JOURNAL) != 0) {
			format = "ext3";
		} else {
			format = "ext2";
		}
		return found(SignatureKind.FILESYSTEM, format, magicAt, "0xEF53");
	}

	/** XFS: "XFSB" at 0 and a power-of-two block size from 512 to 64 KiB. */
	public static List<DiskSignature> xfs(DeviceSample s) {
		long blockSize = s.be32(4);
		if (!s.matches(0, "XFSB") || blockSize < 512 || blockSize > 65536 || Long.bitCount(blockSize) != 1) {
			return List.of();
		}
		return found(SignatureKind.FILESYSTEM, "XFS", 0, "\"XFSB\"");
	}

	/** btrfs: "_BHRfS_M" at 65600 (superblock at 64 KiB, magic at 0x40). */
	public static List<DiskSignature> btrfs(DeviceSample s) {
		return s.matches(65600, "_BHRfS_M") ? found(SignatureKind.FILESYSTEM, "btrfs", 65600, "\"_BHRfS_M\"")
				: List.of();
	}

	/** NTFS: OEM id "NTFS    " at 3 of the boot sector. */
	public static List<DiskSignature> ntfs(DeviceSample s) {
		return s.matches(3, "NTFS    ") ? found(SignatureKind.FILESYSTEM, "NTFS", 3, "\"NTFS    \"") : List.of();
	}

	/** exFAT: "EXFAT   " at 3 of the boot sector. */
	public static List<DiskSignature> exfat(DeviceSample s) {
		return s.matches(3, "EXFAT   ") ? found(SignatureKind.FILESYSTEM, "exFAT", 3, "\"EXFAT   \"") : List.of();
	}

	/**
	 * FAT12/16/32: boot signature 0x55AA at 510, a jump instruction at 0, a sane BIOS parameter block
	 * (bytes per sector 512 to 4096, sectors per cluster a power of two) and the type text "FAT" at 54
	 * (FAT12/16) or 82 (FAT32).
	 */
	public static List<DiskSignature> fat(DeviceSample s) {
		int jump = s.u8(0);
		int bytesPerSector = s.le16(11);
		int sectorsPerCluster = s.u8(13);
		boolean bpbSane = (jump == 0xEB || jump == 0xE9) && bytesPerSector >= 512 && bytesPerSector <= 4096
				&& Integer.bitCount(bytesPerSector) == 1 && sectorsPerCluster > 0
				&& Integer.bitCount(sectorsPerCluster) == 1;
		if (s.le16(510) != 0xAA55 || !bpbSane) {
			return List.of();
		}
		if (s.matches(82, "FAT32")) {
			return found(SignatureKind.FILESYSTEM, "FAT32", 82, "\"FAT32\"");
		}
		if (s.matches(54, "FAT1")) {
			String format = s.matches(54, "FAT12") ? "FAT12" : "FAT16";
			return found(SignatureKind.FILESYSTEM, format, 54, "\"" + format + "\"");
		}
		if (s.matches(54, "FAT")) {
			return found(SignatureKind.FILESYSTEM, "FAT", 54, "\"FAT\"");
		}
		return List.of();
	}

	/** ISO 9660: "CD001" at 32769 (the first volume descriptor at sector 16 of 2 KiB). */
	public static List<DiskSignature> iso9660(DeviceSample s) {
		return s.matches(32769, "CD001") ? found(SignatureKind.FILESYSTEM, "ISO 9660", 32769, "\"CD001\"")
				: List.of();
	}

	/** F2FS: 0xF2F52010 (little-endian) at 1024. */
	public static List<DiskSignature> f2fs(DeviceSample s) {
		return s.le32(1024) == 0xF2F52010L ? found(SignatureKind.FILESYSTEM, "F2FS", 1024, "0xF2F52010") : List.of();
	}

	/** SquashFS: "hsqs" at 0. */
	public static List<DiskSignature> squashfs(DeviceSample s) {
		return s.matches(0, "hsqs") ? found(SignatureKind.FILESYSTEM, "SquashFS", 0, "\"hsqs\"") : List.of();
	}

	/** ReiserFS 3.5/3.6/journal-relocated: "ReIsErFs", "ReIsEr2Fs" or "ReIsEr3Fs" at 65536 + 52. */
	public static List<DiskSignature> reiserfs(DeviceSample s) {
		long at = 65536 + 52;
		for (String magic : List.of("ReIsEr2Fs", "ReIsEr3Fs", "ReIsErFs")) {
			if (s.matches(at, magic)) {
				return found(SignatureKind.FILESYSTEM, "ReiserFS", at, "\"" + magic + "\"");
			}
		}
		return List.of();
	}

	/** JFS: "JFS1" at 32768. */
	public static List<DiskSignature> jfs(DeviceSample s) {
		return s.matches(32768, "JFS1") ? found(SignatureKind.FILESYSTEM, "JFS", 32768, "\"JFS1\"") : List.of();
	}

	/** HFS+ / HFSX: "H+" or "HX" at 1024 with volume version 4 or 5. */
	public static List<DiskSignature> hfsPlus(DeviceSample s) {
		int version = s.be16(1026);
		if ((s.matches(1024, "H+") && version == 4) || (s.matches(1024, "HX") && version == 5)) {
			return found(SignatureKind.FILESYSTEM, "HFS+", 1024, s.matches(1024, "H+") ? "\"H+\"" : "\"HX\"");
		}
		return List.of();
	}

	/** APFS container: "NXSB" at 32. */
	public static List<DiskSignature> apfs(DeviceSample s) {
		return s.matches(32, "NXSB") ? found(SignatureKind.FILESYSTEM, "APFS", 32, "\"NXSB\"") : List.of();
	}

	/** BitLocker: "-FVE-FS-" at 3. */
	public static List<DiskSignature> bitlocker(DeviceSample s) {
		return s.matches(3, "-FVE-FS-") ? found(SignatureKind.ENCRYPTION, "BitLocker", 3, "\"-FVE-FS-\"")
				: List.of();
	}

	static List<DiskSignature> found(SignatureKind kind, String format, long offset, String magic) {
		return List.of(new DiskSignature(kind, format, offset, magic));
	}
}
