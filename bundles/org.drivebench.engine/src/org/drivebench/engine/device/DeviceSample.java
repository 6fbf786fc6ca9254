package org.drivebench.engine.device;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The first and the last MiB of a device (or all of it when smaller), which is where every on-disk
 * signature the {@link SignatureScanner} knows lives. Offsets are absolute byte offsets on the
 * device; a byte outside both windows (or past a short read) reads as zero, and no signature magic is
 * all zeros, so a detector never matches on bytes it has not seen.
 */
public final class DeviceSample {
	/** How much of each end is read. */
	public static final int WINDOW = 1 << 20;

	private final long size;
	private final byte[] head;
	private final byte[] tail;
	private final long tailStart;

	/**
	 * @param size the device's size in bytes
	 * @param head its first {@code min(size, WINDOW)} bytes (shorter if the read was short)
	 * @param tail the bytes starting at {@code size - min(size, WINDOW)}
	 */
	public DeviceSample(long size, byte[] head, byte[] tail) {
		if (size < 0) {
			throw new IllegalArgumentException("size = " + size + ": must be 0 or more");
		}
		this.size = size;
		this.head = head.clone();
		this.tail = tail.clone();
		this.tailStart = size - Math.min(size, WINDOW);
	}

	/** A sample of a small image held whole in memory (the size is the array's length). */
	public static DeviceSample of(byte[] image) {
		int window = Math.min(image.length, WINDOW);
		byte[] tail = new byte[window];
		System.arraycopy(image, image.length - window, tail, 0, window);
		byte[] head = new byte[window];
		System.arraycopy(image, 0, head, 0, window);
		return new DeviceSample(image.length, head, tail);
	}

	/**
	 * Reads both ends of a device or image file with plain buffered reads (no O_DIRECT, nothing
	 * written).
	 *
	 * @param size the device's size as sysfs reports it (a block device's file size reads as 0)
	 */
	public static DeviceSample read(Path device, long size) throws IOException {
		int window = (int) Math.min(size, WINDOW);
		try (FileChannel channel = FileChannel.open(device, StandardOpenOption.READ)) {
			byte[] head = readFully(channel, 0, window);
			byte[] tail = readFully(channel, size - window, window);
			return new DeviceSample(size, head, tail);
		}
	}

	private static byte[] readFully(FileChannel channel, long position, int length) throws IOException {
		ByteBuffer buffer = ByteBuffer.allocate(length);
		while (buffer.hasRemaining()) {
			int read = channel.read(buffer, position + buffer.position());
			if (read < 0) {
				break; // a short device or image: the rest reads as zeros
			}
		}
		return buffer.array();
	}

	public long size() {
		return size;
	}

	/** The byte at an absolute offset, 0 when outside the sampled windows. */
	public int u8(long offset) {
		if (offset >= 0 && offset < head.length) {
			return head[(int) offset] & 0xff;
		}
		long inTail = offset - tailStart;
		if (offset >= 0 && offset < size && inTail >= 0 && inTail < tail.length) {
			return tail[(int) inTail] & 0xff;
		}
		return 0;
	}

	public int le16(long offset) {
		return u8(offset) | u8(offset + 1) << 8;
	}

	public int be16(long offset) {
		return u8(offset) << 8 | u8(offset + 1);
	}

	public long le32(long offset) {
		return (le16(offset) | (long) le16(offset + 2) << 16) & 0xffffffffL;
	}

	public long be32(long offset) {
		return ((long) be16(offset) << 16 | be16(offset + 2)) & 0xffffffffL;
	}

	public long le64(long offset) {
		return le32(offset) | le32(offset + 4) << 32;
	}

	public long be64(long offset) {
		return be32(offset) << 32 | be32(offset + 4);
	}

	/** Whether the bytes at {@code offset} are exactly {@code magic}. */
	public boolean matches(long offset, byte[] magic) {
		for (int i = 0; i < magic.length; i++) {
			if (u8(offset + i) != (magic[i] & 0xff)) {
				return false;
			}
		}
		return true;
	}

	/** Whether the bytes at {@code offset} are the ASCII text {@code magic}. */
	public boolean matches(long offset, String magic) {
		return matches(offset, magic.getBytes(StandardCharsets.ISO_8859_1));
	}
}
