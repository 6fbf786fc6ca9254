package org.drivebench.engine.device;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import org.drivebench.engine.data.WriteData;

/**
 * What a device without a signature holds, from blocks read across it: its first and last MiB and
 * {@value #SPREAD} blocks of 4 KiB evenly between. No signature is not "blank": an encrypted volume
 * without a header (VeraCrypt, plain dm-crypt) is random data from its first byte to its last, and so
 * is a volume in a format nobody recognises. Only zeros, one byte repeated (erased flash reads 0xff)
 * or DriveBench's own test data (every 512-byte sector stamped) count as holding nothing of value.
 * Buffered reads; nothing is written.
 */
final class ContentSample {
	/** Blocks read between the two ends. */
	static final int SPREAD = 32;
	private static final int BLOCK = 4096;
	private static final int END = 1 << 20;

	/** What the blocks read hold, from the least to the most to lose. */
	enum Kind {
		/** Every byte read is zero. */
		ZEROS,
		/** Every block read is one byte repeated (0xff on erased flash), or zeros. */
		UNIFORM,
		/** Every block that is not zeros or one byte repeated carries DriveBench's stamp in each sector. */
		DRIVEBENCH,
		/** Some block holds other data. */
		DATA
	}

	private ContentSample() {
	}

	/** Reads {@code device} ({@code size} bytes) at its ends and across it, and says what it holds. */
	static Kind of(Path device, long size) throws IOException {
		Kind found = Kind.ZEROS;
		try (FileChannel channel = FileChannel.open(device, StandardOpenOption.READ); Arena arena = Arena.ofConfined()) {
			MemorySegment block = arena.allocate(BLOCK, 8);
			ByteBuffer buffer = block.asByteBuffer();
			long blocks = size / BLOCK;
			for (long offset : offsets(size, blocks)) {
				buffer.clear();
				int read = 0;
				while (buffer.hasRemaining()) {
					int n = channel.read(buffer, offset + buffer.position());
					if (n < 0) {
						break;
					}
					read += n;
				}
				Kind kind = kindOf(block, read);
				found = kind.compareTo(found) > 0 ? kind : found;
				if (found == Kind.DATA) {
					break;
				}
			}
		}
		return found;
	}

	/** The offsets of the blocks read: every block of the first and last MiB, then {@value #SPREAD} between. */
	private static long[] offsets(long size, long blocks) {
		long endBlocks = Math.min(blocks, END / BLOCK);
		java.util.LinkedHashSet<Long> offsets = new java.util.LinkedHashSet<>();
		for (long b = 0; b < endBlocks; b++) {
			offsets.add(b * BLOCK);
			offsets.add((blocks - 1 - b) * BLOCK);
		}
		for (int i = 1; i <= SPREAD && blocks > 0; i++) {
			offsets.add(blocks * i / (SPREAD + 1) * BLOCK);
		}
		if (blocks == 0 && size > 0) {
			offsets.add(0L);
		}
		return offsets.stream().mapToLong(Long::longValue).toArray();
	}

	private static Kind kindOf(MemorySegment block, int length) {
		if (length <= 0) {
			return Kind.ZEROS;
		}
		byte first = block.get(java.lang.foreign.ValueLayout.JAVA_BYTE, 0);
		boolean uniform = true;
		for (int i = 1; i < length && uniform; i++) {
			uniform = block.get(java.lang.foreign.ValueLayout.JAVA_BYTE, i) == first;
		}
		if (uniform) {
			return first == 0 ? Kind.ZEROS : Kind.UNIFORM;
		}
		if (length < BLOCK) {
			return Kind.DATA;
		}
		for (int sector = 0; sector < BLOCK; sector += WriteData.STAMPED_SECTOR) {
			if (WriteData.stampOf(block, sector) == 0) {
				return Kind.DATA;
			}
		}
		return Kind.DRIVEBENCH;
	}
}
