package org.drivebench.engine.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.drivebench.engine.testing.LoopDevice;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * util-linux's libblkid through FFM, on image files this test makes (no root needed): it recognises
 * what DriveBench's own list does, and formats the own list misses.
 */
class BlkidTest {
	@TempDir
	Path folder;
	private Blkid blkid;

	@BeforeEach
	void needsTheLibrary() {
		Assumptions.assumeTrue(Blkid.available().isPresent(), () -> "libblkid: " + Blkid.unavailableReason().orElse(""));
		blkid = Blkid.available().orElseThrow();
	}

	private Path image(String name, long size, long[] offsets, byte[][] bytes) throws IOException {
		Path file = folder.resolve(name);
		try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
			raf.setLength(size);
			for (int i = 0; i < offsets.length; i++) {
				raf.seek(offsets[i]);
				raf.write(bytes[i]);
			}
		}
		return file;
	}

	@Test
	void knowsTheFormatsTheOwnListMisses() {
		List<String> types = blkid.superblockTypes();
		for (String missedByOwnList : List.of("udf", "VMFS", "VMFS_volume_member", "ReFS", "ceph_bluestore", "isw_raid_member",
				"ddf_raid_member")) {
			assertTrue(types.contains(missedByOwnList), missedByOwnList + " in " + types);
		}
		assertTrue(blkid.partitionTableTypes().containsAll(List.of("dos", "gpt", "mac", "bsd", "sun")),
				blkid.partitionTableTypes().toString());
		assertTrue(blkid.version().matches("\\d+\\.\\d+.*"), blkid.version());
	}

	/** VMFS magics as VMware's docs and blkid place them: the volume header at 1 MiB, the filesystem at 2 MiB. */
	@Test
	void aVmfsImageIsFoundByLibblkidAndMissedByTheOwnList() throws IOException {
		Path vmfs = image("vmfs.img", 8 << 20, new long[] { 1 << 20, 2 << 20 },
				new byte[][] { { 0x0d, (byte) 0xd0, 0x01, (byte) 0xc0 }, { 0x5e, (byte) 0xf1, (byte) 0xab, 0x2f } });
		List<DiskSignature> found = new SignatureScanner(Optional.of(blkid)).scan(vmfs, 8 << 20);
		assertEquals(List.of(new DiskSignature(SignatureKind.RAID, "VMFS_volume_member", 1 << 20, "0x0D 0xD0 0x01 0xC0"),
				new DiskSignature(SignatureKind.FILESYSTEM, "VMFS", 2 << 20, "0x5E 0xF1 0xAB 0x2F")), found);
		assertEquals(List.of(), new SignatureScanner(Optional.empty()).scan(vmfs, 8 << 20));
	}

	@Test
	void anExt4ImageMadeByMkfsIsFoundByBoth() throws Exception {
		Assumptions.assumeTrue(LoopDevice.onPath("mkfs.ext4"), "mkfs.ext4 is not installed (e2fsprogs)");
		Path img = image("ext4.img", 32 << 20, new long[0], new byte[0][]);
		Process mkfs = new ProcessBuilder("mkfs.ext4", "-q", "-F", "-L", "photos", img.toString()).redirectErrorStream(true).start();
		assertEquals(0, mkfs.waitFor(), new String(mkfs.getInputStream().readAllBytes()));
		assertEquals(List.of(new DiskSignature(SignatureKind.FILESYSTEM, "ext4 labelled \"photos\"", 1080, "0x53 0xEF")),
				blkid.probe(img));
		assertEquals("ext4", new SignatureScanner(Optional.empty()).scan(img, 32 << 20).get(0).format());
	}

	@Test
	void aBlankImageHasNoSignature() throws IOException {
		assertEquals(List.of(), blkid.probe(image("blank.img", 4 << 20, new long[0], new byte[0][])));
	}

	@Test
	void aMissingFileIsAnErrorNamingIt() {
		IOException e = org.junit.jupiter.api.Assertions.assertThrows(IOException.class,
				() -> blkid.probe(folder.resolve("missing.img")));
		assertTrue(e.getMessage().contains("missing.img"), e.getMessage());
	}

	@Test
	void namesKeepTheVersionOnlyWhereItTellsLayoutsApart() {
		assertEquals("linux_raid_member 1.2", Blkid.formatName("linux_raid_member", "raid", "1.2"));
		assertEquals("ext4", Blkid.formatName("ext4", "filesystem", "1.0"));
		assertEquals("Linux swap", Blkid.formatName("swap", "other", "1"));
		assertEquals(SignatureKind.SWAP, Blkid.kindOf("swap", "other"));
		assertEquals(SignatureKind.LVM, Blkid.kindOf("LVM2_member", "raid"));
		assertEquals(SignatureKind.ENCRYPTION, Blkid.kindOf("crypto_LUKS", "crypto"));
		assertEquals(SignatureKind.OTHER, Blkid.kindOf("ceph_bluestore", "other"));
	}
}
