package org.drivebench.engine.device;

import static org.drivebench.engine.device.FilesystemSignatures.found;

import java.util.ArrayList;
import java.util.List;

/**
 * Detectors for what is not a filesystem but still holds data another layer owns: swap, Linux md
 * RAID, LVM2, LUKS, bcache and ZFS.
 */
public final class VolumeSignatures {
	private static final long MD_MAGIC = 0xa92b4efcL;
	private static final int KIB = 1024;
	private static final byte[] BCACHE_MAGIC = { (byte) 0xc6, (byte) 0x85, 0x73, (byte) 0xf6, 0x4e, 0x1a, 0x45,
			(byte) 0xca, (byte) 0x82, 0x65, (byte) 0xf5, 0x7f, 0x48, (byte) 0xba, 0x6d, (byte) 0x81 };
	private static final byte[] LUKS_MAGIC = { 'L', 'U', 'K', 'S', (byte) 0xba, (byte) 0xbe };
	private static final long ZFS_UBERBLOCK_MAGIC = 0x00bab10cL;
	private static final int ZFS_LABEL = 256 * KIB;
	/** A real pool writes many uberblocks into each of its four labels; one stray match is not a pool. */
	private static final int ZFS_MIN_UBERBLOCKS = 2;

	private VolumeSignatures() {
	}

	/** Every volume detector, in the order their findings are reported. */
	public static List<SignatureDetector> all() {
		return List.of(VolumeSignatures::swap, VolumeSignatures::mdRaid, VolumeSignatures::lvm2,
				VolumeSignatures::luks, VolumeSignatures::bcache, VolumeSignatures::zfs);
	}

	/**
	 * Linux swap: "SWAPSPACE2" (or the old "SWAP-SPACE", or a hibernation image's "S1SUSPEND",
	 * "S2SUSPEND", "LINHIB0001") in the last 10 bytes of the first page, for page sizes of 4, 8, 16
	 * and 64 KiB.
	 */
	public static List<DiskSignature> swap(DeviceSample s) {
		for (int page : new int[] { 4 * KIB, 8 * KIB, 16 * KIB, 64 * KIB }) {
			long at = page - 10L;
			for (String magic : List.of("SWAPSPACE2", "SWAP-SPACE")) {
				if (s.matches(at, magic)) {
					return found(SignatureKind.SWAP, "Linux swap", at, "\"" + magic + "\"");
				}
			}
			for (String magic : List.of("S1SUSPEND", "S2SUSPEND", "LINHIB0001")) {
				if (s.matches(at, magic)) {
					return found(SignatureKind.SWAP, "Linux swap with a hibernation image", at, "\"" + magic + "\"");
				}
			}
		}
		return List.of();
	}

	/**
	 * Linux md RAID superblocks, magic 0xa92b4efc (little-endian) followed by the major version:
	 * 1.1 at 0, 1.2 at 4 KiB, 1.0 at 8 KiB from the end rounded down to 4 KiB, 0.90 in the last
	 * 64 KiB-aligned 64 KiB.
	 */
	public static List<DiskSignature> mdRaid(DeviceSample s) {
		List<DiskSignature> found = new ArrayList<>();
		long size = s.size();
		addMd(s, 0, 1, "Linux md RAID 1.1", found);
		addMd(s, 4 * KIB, 1, "Linux md RAID 1.2", found);
		if (size >= 12 * KIB) {
			addMd(s, (size - 8 * KIB) & ~(4L * KIB - 1), 1, "Linux md RAID 1.0", found);
		}
		if (size >= 128 * KIB) {
			addMd(s, (size & ~(64L * KIB - 1)) - 64 * KIB, 0, "Linux md RAID 0.90", found);
		}
		return List.copyOf(found);
	}

	private static void addMd(DeviceSample s, long at, int majorVersion, String format, List<DiskSignature> found) {
		if (s.le32(at) == MD_MAGIC && s.le32(at + 4) == majorVersion) {
			found.add(new DiskSignature(SignatureKind.RAID, format, at, "0xA92B4EFC"));
		}
	}

	/** LVM2 physical volume: "LABELONE" at the start of one of the first four 512-byte sectors, type "LVM2 001". */
	public static List<DiskSignature> lvm2(DeviceSample s) {
		for (int sector = 0; sector < 4; sector++) {
			long at = sector * 512L;
			if (s.matches(at, "LABELONE") && s.matches(at + 24, "LVM2 001")) {
				return found(SignatureKind.LVM, "LVM2", at, "\"LABELONE\"");
			}
		}
		return List.of();
	}

	/** LUKS1 and LUKS2: "LUKS\xba\xbe" at 0 followed by the version (big-endian). */
	public static List<DiskSignature> luks(DeviceSample s) {
		if (!s.matches(0, LUKS_MAGIC)) {
			return List.of();
		}
		int version = s.be16(6);
		return found(SignatureKind.ENCRYPTION, version == 2 ? "LUKS2" : "LUKS" + (version == 1 ? "1" : ""), 0,
				"\"LUKS\\xba\\xbe\"");
	}

	/** bcache backing or cache device: the 16-byte bcache magic at 4 KiB + 24. */
	public static List<DiskSignature> bcache(DeviceSample s) {
		long at = 4 * KIB + 24;
		return s.matches(at, BCACHE_MAGIC) ? found(SignatureKind.CACHE, "bcache", at, "c6 85 73 f6 4e 1a 45 ca...")
				: List.of();
	}

	/**
	 * ZFS pool member: uberblocks (magic 0x00bab10c, either byte order) in the uberblock rings of the
	 * four vdev labels (two at the start, two at the end of the 256 KiB-aligned size); each ring is the
	 * second half of its label and holds 1 KiB-aligned uberblocks.
	 */
	public static List<DiskSignature> zfs(DeviceSample s) {
		long aligned = s.size() & ~((long) ZFS_LABEL - 1);
		if (aligned < 4L * ZFS_LABEL) {
			return List.of();
		}
		long[] labels = { 0, ZFS_LABEL, aligned - 2L * ZFS_LABEL, aligned - ZFS_LABEL };
		int hits = 0;
		long first = -1;
		for (long label : labels) {
			for (long at = label + 128 * KIB; at < label + ZFS_LABEL; at += KIB) {
				if (s.le64(at) == ZFS_UBERBLOCK_MAGIC || s.be64(at) == ZFS_UBERBLOCK_MAGIC) {
					hits++;
					first = first < 0 ? at : first;
				}
			}
		}
		return hits >= ZFS_MIN_UBERBLOCKS ? found(SignatureKind.POOL, "ZFS", first, "0x00BAB10C") : List.of();
	}
}
