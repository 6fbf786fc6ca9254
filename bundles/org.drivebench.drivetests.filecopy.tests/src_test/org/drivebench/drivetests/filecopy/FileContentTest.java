package org.drivebench.drivetests.filecopy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import java.util.zip.Deflater;

import org.junit.jupiter.api.Test;
import org.drivebench.drivetests.filecopy.files.FileContent;
import org.drivebench.drivetests.filecopy.files.FileEntry;

/** The files' bytes: program-like data deflates as shared libraries do, media data does not at all. */
class FileContentTest {
	private static double deflated(boolean compressible) {
		FileContent content = new FileContent(3);
		byte[] chunk = new byte[FileContent.CHUNK];
		byte[] out = new byte[1 << 20];
		Deflater deflater = new Deflater(6);
		long in = 0;
		long compressed = 0;
		for (int c = 0; c < 256; c++) { // 16 MiB
			content.fill(new FileEntry("f", 1L << 30, c / 16), compressible, c % 16, chunk, 0, chunk.length);
			deflater.setInput(chunk);
			while (!deflater.needsInput()) {
				compressed += deflater.deflate(out);
			}
			in += chunk.length;
		}
		deflater.finish();
		while (!deflater.finished()) {
			compressed += deflater.deflate(out);
		}
		deflater.end();
		return (double) compressed / in;
	}

	@Test
	void programLikeDataDeflatesAsSharedLibrariesDo() {
		// gzip -6 of Debian 12's /usr/lib/x86_64-linux-gnu/*.so*: 68.8 of 184.5 MB, 37.3 %
		assertEquals(0.373, deflated(true), 0.02);
	}

	@Test
	void mediaDataDoesNotCompress() {
		assertEquals(1.0, deflated(false), 0.01);
	}

	@Test
	void anyChunkIsMadeOnItsOwnAndDiffersFromTheNext() {
		FileContent a = new FileContent(9);
		FileContent b = new FileContent(9);
		FileEntry file = new FileEntry("x", 1 << 20, 42);
		byte[] one = new byte[FileContent.CHUNK];
		byte[] two = new byte[FileContent.CHUNK];
		a.fill(file, true, 3, one, 0, one.length);
		b.fill(file, true, 3, two, 0, two.length);
		assertArrayEquals(one, two);
		b.fill(file, true, 4, two, 0, two.length);
		assertFalse(Arrays.equals(one, two));
	}
}
