package org.drivebench.drivetests.filecopy.files;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.SplittableRandom;

/**
 * The bytes of a generated file, computed from the file's seed in chunks of {@value #CHUNK} bytes, so
 * any part of any file can be made on its own and every drive gets the same bytes.
 *
 * <p>Incompressible sets (the archive, the music) get random bytes, as compressed media are: nothing a
 * drive or a file system compresses or deduplicates. The system set gets data that compresses like
 * program files: a stream of "words" drawn from a per-set vocabulary with a skewed frequency (the
 * opcodes, symbol names and tables that make code compress), random literals between them, and runs of
 * zeros (section padding). Its mix is tuned so that deflate at level 6 shrinks it to about 37 % of its
 * size, the ratio measured with {@code gzip -6} on the shared libraries of a Debian 12 system
 * (184 MB of {@code /usr/lib/x86_64-linux-gnu/*.so*} to 68.8 MB, 37.3 %); {@code FileContentTest}
 * holds it to that.
 */
public final class FileContent {
	/** Bytes made from one draw of the generator. */
	public static final int CHUNK = 64 * 1024;
	private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
	private static final int WORDS = 256;
	private static final int WORD_PERCENT = 68;
	private static final int ZERO_RUN_PERCENT = 3;

	private final byte[][] vocabulary;

	/** The content of the files of a set whose seed is {@code setSeed}. */
	public FileContent(long setSeed) {
		SplittableRandom random = new SplittableRandom(setSeed ^ 0x0C0DE_5EEDL);
		vocabulary = new byte[WORDS][];
		for (int i = 0; i < WORDS; i++) {
			byte[] word = new byte[3 + random.nextInt(10)];
			for (int k = 0; k < word.length; k++) {
				word[k] = (byte) random.nextInt(256);
			}
			vocabulary[i] = word;
		}
	}

	/**
	 * Writes bytes {@code [chunk * CHUNK, chunk * CHUNK + length)} of a file into {@code buffer} from
	 * {@code offset}.
	 *
	 * @param length at most {@link #CHUNK}
	 */
	public void fill(FileEntry file, boolean compressible, long chunk, byte[] buffer, int offset, int length) {
		SplittableRandom random = new SplittableRandom(file.seed() * 0x9E3779B97F4A7C15L + chunk);
		if (compressible) {
			fillProgramLike(random, buffer, offset, length);
		} else {
			fillRandom(random, buffer, offset, length);
		}
	}

	private static void fillRandom(SplittableRandom random, byte[] buffer, int offset, int length) {
		int i = offset;
		int end = offset + length;
		for (; i + 8 <= end; i += 8) {
			LONGS.set(buffer, i, random.nextLong());
		}
		for (; i < end; i++) {
			buffer[i] = (byte) random.nextInt(256);
		}
	}

	private void fillProgramLike(SplittableRandom random, byte[] buffer, int offset, int length) {
		int i = offset;
		int end = offset + length;
		while (i < end) {
			int r = random.nextInt(100);
			if (r < WORD_PERCENT) {
				// skewed: the square of a uniform draw favours the first words, as code favours a few opcodes
				double u = random.nextDouble();
				byte[] word = vocabulary[(int) (u * u * WORDS)];
				int n = Math.min(word.length, end - i);
				System.arraycopy(word, 0, buffer, i, n);
				i += n;
			} else if (r < WORD_PERCENT + ZERO_RUN_PERCENT) {
				int n = Math.min(8 + random.nextInt(57), end - i);
				java.util.Arrays.fill(buffer, i, i + n, (byte) 0);
				i += n;
			} else {
				int n = Math.min(1 + random.nextInt(6), end - i);
				for (int k = 0; k < n; k++) {
					buffer[i + k] = (byte) random.nextInt(256);
				}
				i += n;
			}
		}
	}
}
