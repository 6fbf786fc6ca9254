package org.drivebench.engine.device;

import static org.drivebench.engine.device.FilesystemSignatures.found;

import java.util.List;

/** Detectors for partition tables: GPT (primary or backup header) and the MBR (DOS) table. */
public final class PartitionTableSignatures {
	private static final int MBR_TABLE = 446;
	private static final int MBR_ENTRY = 16;
	private static final int GPT_PROTECTIVE = 0xEE;

	private PartitionTableSignatures() {
	}

	public static List<SignatureDetector> all() {
		return List.of(PartitionTableSignatures::gpt, PartitionTableSignatures::mbr);
	}

	/**
	 * GPT: "EFI PART" at LBA 1, that is byte 512 (512-byte sectors) or 4096 (4 KiB sectors); when the
	 * primary header is gone, the backup header in the last sector still marks the disk.
	 */
	public static List<DiskSignature> gpt(DeviceSample s) {
		for (long at : new long[] { 512, 4096 }) {
			if (s.matches(at, "EFI PART")) {
				return found(SignatureKind.PARTITION_TABLE, "GPT", at, "\"EFI PART\"");
			}
		}
		for (long fromEnd : new long[] { 512, 4096 }) {
			long at = s.size() - fromEnd;
			if (at > 4096 && s.matches(at, "EFI PART")) {
				return found(SignatureKind.PARTITION_TABLE, "GPT (backup header)", at, "\"EFI PART\"");
			}
		}
		return List.of();
	}

	/**
	 * MBR: boot signature 0x55AA at 510 and at least one used entry (status 0x00 or 0x80, a type,
	 * a sector count) in the table at 446. A FAT, NTFS or exFAT boot sector carries the same 0x55AA
	 * and is a filesystem, not a table; a protective MBR (type 0xEE) is reported as GPT.
	 */
	public static List<DiskSignature> mbr(DeviceSample s) {
		if (s.le16(510) != 0xAA55 || isVolumeBootRecord(s) || !gpt(s).isEmpty()) {
			return List.of();
		}
		int used = 0;
		for (int i = 0; i < 4; i++) {
			long entry = MBR_TABLE + (long) i * MBR_ENTRY;
			int status = s.u8(entry);
			int type = s.u8(entry + 4);
			long sectors = s.le32(entry + 12);
			if (status != 0x00 && status != 0x80) {
				return List.of(); // not a partition table: some other boot code ends in 0x55AA
			}
			if (type != 0 && sectors != 0) {
				used++;
				if (type == GPT_PROTECTIVE) {
					return found(SignatureKind.PARTITION_TABLE, "GPT (protective MBR, GPT header missing)", entry + 4,
							"type 0xEE");
				}
			}
		}
		return used == 0 ? List.of() : found(SignatureKind.PARTITION_TABLE, "MBR (DOS)", 510, "0x55AA");
	}

	private static boolean isVolumeBootRecord(DeviceSample s) {
		return !FilesystemSignatures.fat(s).isEmpty() || !FilesystemSignatures.ntfs(s).isEmpty()
				|| !FilesystemSignatures.exfat(s).isEmpty();
	}
}
