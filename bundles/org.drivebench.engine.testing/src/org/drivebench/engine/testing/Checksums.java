package org.drivebench.engine.testing;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 of byte ranges of files and devices, read through the page cache (plain Java I/O). */
public final class Checksums {
	private Checksums() {
	}

	public static String sha256(Path path, long offset, long length) throws IOException {
		try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
			MessageDigest md = MessageDigest.getInstance("SHA-256");
			ByteBuffer buf = ByteBuffer.allocate(1 << 20);
			long pos = offset;
			long end = offset + length;
			while (pos < end) {
				buf.clear().limit((int) Math.min(buf.capacity(), end - pos));
				int n = ch.read(buf, pos);
				if (n < 0) {
					throw new IOException(path + " ends at " + pos + ", before " + end);
				}
				md.update(buf.flip());
				pos += n;
			}
			return HexFormat.of().formatHex(md.digest());
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException(e);
		}
	}

	/** Reads {@code length} bytes at {@code offset}. */
	public static byte[] read(Path path, long offset, int length) throws IOException {
		try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
			ByteBuffer buf = ByteBuffer.allocate(length);
			while (buf.hasRemaining()) {
				if (ch.read(buf, offset + buf.position()) < 0) {
					throw new IOException(path + " ends before " + (offset + length));
				}
			}
			return buf.array();
		}
	}

	/** Writes {@code data} at {@code offset}, durably. */
	public static void write(Path path, long offset, byte[] data) throws IOException {
		try (FileChannel ch = FileChannel.open(path, StandardOpenOption.WRITE)) {
			ByteBuffer buf = ByteBuffer.wrap(data);
			while (buf.hasRemaining()) {
				ch.write(buf, offset + buf.position());
			}
			ch.force(false);
		}
	}
}
