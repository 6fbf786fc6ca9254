package org.drivebench.engine.data;

import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.HashSet;
import java.util.Set;
import java.util.zip.Deflater;

import org.drivebench.engine.DataPattern;
import org.junit.jupiter.api.Test;

class WriteDataTest {
	private static final int SIZE = 1 << 20;

	private static double compressedShare(MemorySegment data) {
		byte[] in = data.toArray(java.lang.foreign.ValueLayout.JAVA_BYTE);
		Deflater d = new Deflater(Deflater.BEST_COMPRESSION);
		d.setInput(in);
		d.finish();
		byte[] out = new byte[in.length + 1024];
		int n = 0;
		while (!d.finished()) {
			n += d.deflate(out, n, out.length - n);
		}
		return (double) n / in.length;
	}

	@Test
	void randomDataDoesNotCompress() {
		try (Arena arena = Arena.ofConfined()) {
			MemorySegment buf = arena.allocate(SIZE, 4096);
			WriteData data = new WriteData(DataPattern.RANDOM, 0, 1, 0);
			data.initialize(buf, 0, SIZE);
			data.stamp(buf, 0, 0, SIZE);
			assertTrue(compressedShare(buf) > 0.99, "random data compressed to " + compressedShare(buf));
		}
	}

	@Test
	void compressibleShareIsZerosInEveryChunk() {
		try (Arena arena = Arena.ofConfined()) {
			MemorySegment buf = arena.allocate(SIZE, 4096);
			WriteData data = new WriteData(DataPattern.COMPRESSIBLE, 50, 1, 0);
			data.initialize(buf, 0, SIZE);
			data.stamp(buf, 0, 0, SIZE);
			double share = compressedShare(buf);
			assertTrue(share > 0.48 && share < 0.53, "50 % compressible data compressed to " + share);
			assertEquals(0, buf.get(JAVA_LONG, 4096 - 8));
			assertEquals(0, buf.get(JAVA_LONG, 2048));
			assertFalse(buf.get(JAVA_LONG, 2040) == 0 && buf.get(JAVA_LONG, 2032) == 0);
		}
	}

	@Test
	void zerosAreZerosAndNeverStamped() {
		try (Arena arena = Arena.ofConfined()) {
			MemorySegment buf = arena.allocate(SIZE, 4096);
			buf.fill((byte) 7);
			WriteData data = new WriteData(DataPattern.ZEROS, 0, 1, 0);
			data.initialize(buf, 0, SIZE);
			data.stamp(buf, 0, 4096, SIZE);
			assertFalse(data.stamps());
			assertEquals(-1L, buf.mismatch(arena.allocate(SIZE)));
		}
	}

	/** The same buffer written twice to the same place, and to other places, never repeats a 4 KiB chunk. */
	@Test
	void stampsMakeEveryWrittenChunkUnique() {
		try (Arena arena = Arena.ofConfined()) {
			MemorySegment buf = arena.allocate(65536, 4096);
			WriteData data = new WriteData(DataPattern.RANDOM, 0, 1, 0);
			data.initialize(buf, 0, 65536);
			Set<String> seen = new HashSet<>();
			for (int write = 0; write < 100; write++) {
				long offset = (write % 10) * 65536L; // each place written ten times
				data.stamp(buf, 0, offset, 65536);
				for (int c = 0; c < 16; c++) {
					String stamp = buf.get(JAVA_LONG, c * 4096L) + "/" + buf.get(JAVA_LONG, c * 4096L + 8);
					assertTrue(seen.add(stamp), "chunk " + c + " of write " + write + " repeats an earlier chunk");
				}
			}
		}
	}

	/**
	 * A drive that deduplicates 512-byte blocks finds nothing: every 512-byte sector of every write of
	 * one reused buffer differs from every other, whole sector compared (not only its stamp).
	 */
	@Test
	void everyWrittenSectorIsUniqueAtTheSmallestBlockATestUses() {
		try (Arena arena = Arena.ofConfined()) {
			int size = 16384;
			MemorySegment buf = arena.allocate(size, 4096);
			WriteData data = new WriteData(DataPattern.RANDOM, 0, 1, 0);
			data.initialize(buf, 0, size);
			Set<java.nio.ByteBuffer> seen = new HashSet<>();
			for (int write = 0; write < 50; write++) {
				data.stamp(buf, 0, (write % 5) * (long) size, size);
				for (int sector = 0; sector < size / 512; sector++) {
					byte[] bytes = buf.asSlice(sector * 512L, 512).toArray(java.lang.foreign.ValueLayout.JAVA_BYTE);
					assertTrue(seen.add(java.nio.ByteBuffer.wrap(bytes)),
							"512-byte sector " + sector + " of write " + write + " repeats an earlier sector");
				}
			}
		}
	}

	/** The zero share of compressible data stays zeros: stamps go only where the chunk is random. */
	@Test
	void stampsLeaveTheZeroShareOfCompressibleDataAlone() {
		try (Arena arena = Arena.ofConfined()) {
			MemorySegment buf = arena.allocate(8192, 4096);
			WriteData data = new WriteData(DataPattern.COMPRESSIBLE, 50, 1, 0);
			data.initialize(buf, 0, 8192);
			data.stamp(buf, 0, 0, 8192);
			for (long zeroAt : new long[] { 2048, 2560, 3584, 4096 + 2048, 4096 + 3584 }) {
				assertEquals(0, buf.get(JAVA_LONG, zeroAt), "byte " + zeroAt + " should be in the zero share");
			}
		}
	}

	@Test
	void writersOfOneSeedStartFromDifferentData() {
		try (Arena arena = Arena.ofConfined()) {
			MemorySegment a = arena.allocate(4096, 4096);
			MemorySegment b = arena.allocate(4096, 4096);
			new WriteData(DataPattern.RANDOM, 0, 1, 0).initialize(a, 0, 4096);
			new WriteData(DataPattern.RANDOM, 0, 1, 1).initialize(b, 0, 4096);
			assertTrue(a.mismatch(b) >= 0);
		}
	}
}
