package org.drivebench.engine.device;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/** Builds synthetic device images byte by byte, the way each format's tools lay them out. */
final class Images {
	private final byte[] bytes;

	private Images(int size) {
		bytes = new byte[size];
	}

	static Images blank(int size) {
		return new Images(size);
	}

	Images text(long offset, String ascii) {
		return raw(offset, ascii.getBytes(StandardCharsets.ISO_8859_1));
	}

	Images raw(long offset, byte[] data) {
		System.arraycopy(data, 0, bytes, (int) offset, data.length);
		return this;
	}

	Images u8(long offset, int value) {
		bytes[(int) offset] = (byte) value;
		return this;
	}

	Images le16(long offset, int value) {
		return put(offset, 2, ByteOrder.LITTLE_ENDIAN, value);
	}

	Images be16(long offset, int value) {
		return put(offset, 2, ByteOrder.BIG_ENDIAN, value);
	}

	Images le32(long offset, long value) {
		return put(offset, 4, ByteOrder.LITTLE_ENDIAN, value);
	}

	Images be32(long offset, long value) {
		return put(offset, 4, ByteOrder.BIG_ENDIAN, value);
	}

	Images le64(long offset, long value) {
		return put(offset, 8, ByteOrder.LITTLE_ENDIAN, value);
	}

	Images be64(long offset, long value) {
		return put(offset, 8, ByteOrder.BIG_ENDIAN, value);
	}

	private Images put(long offset, int width, ByteOrder order, long value) {
		ByteBuffer buffer = ByteBuffer.wrap(bytes).order(order);
		switch (width) {
		case 2 -> buffer.putShort((int) offset, (short) value);
		case 4 -> buffer.putInt((int) offset, (int) value);
		default -> buffer.putLong((int) offset, value);
		}
		return this;
	}

	byte[] bytes() {
		return bytes.clone();
	}

	DeviceSample sample() {
		return DeviceSample.of(bytes);
	}

	/** An MBR whose first entry is a Linux partition (type 0x83) from sector 2048 over 100000 sectors. */
	static Images mbr(int size, int type) {
		return blank(size).le16(510, 0xAA55).u8(446, 0x00).u8(446 + 4, type).le32(446 + 8, 2048)
				.le32(446 + 12, 100000);
	}

	/** A FAT32 boot sector as mkfs.vfat writes it (jump, BPB, "FAT32   " at 82, 0x55AA). */
	static Images fat32(int size) {
		return blank(size).u8(0, 0xEB).u8(1, 0x58).u8(2, 0x90).text(3, "mkfs.fat").le16(11, 512).u8(13, 8)
				.text(82, "FAT32   ").le16(510, 0xAA55);
	}

	/** An ext superblock at 1024 with the given feature words. */
	static Images ext(int size, long compat, long incompat, long roCompat) {
		return blank(size).le32(1024, 16384).le32(1024 + 4, 65536).le32(1024 + 0x18, 2).le16(1024 + 0x38, 0xEF53)
				.le32(1024 + 0x5C, compat).le32(1024 + 0x60, incompat).le32(1024 + 0x64, roCompat);
	}
}
