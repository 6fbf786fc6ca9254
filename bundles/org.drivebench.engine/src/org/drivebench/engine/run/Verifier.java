package org.drivebench.engine.run;

import java.lang.foreign.MemorySegment;

import org.drivebench.engine.data.VerifyPattern;
import org.drivebench.engine.data.WrittenBlocks;

/**
 * One worker's verify bookkeeping: checks every block it reads and remembers every block it wrote.
 * A read block must be valid when it carries this run's signature, and must carry it when the
 * worker wrote it. Not thread-safe (lanes of a threads worker share it under the source's lock).
 */
final class Verifier {
	private final VerifyPattern pattern;
	private final WrittenBlocks written;
	private final String target;

	Verifier(VerifyPattern pattern, long targetSize, String target) {
		this.pattern = pattern;
		this.written = new WrittenBlocks(pattern.blockSize(), targetSize);
		this.target = target;
	}

	VerifyPattern pattern() {
		return pattern;
	}

	WrittenBlocks written() {
		return written;
	}

	/** Checks {@code size} bytes read from target {@code offset} into {@code buffer} at {@code position}. */
	void checkRead(MemorySegment buffer, long position, long offset, int size) throws VerifyMismatchException {
		int block = pattern.blockSize();
		for (int b = 0; b < size; b += block) {
			long at = offset + b;
			VerifyPattern.Outcome outcome = pattern.check(buffer, position + b, at);
			if (outcome == VerifyPattern.Outcome.CORRUPT
					|| outcome == VerifyPattern.Outcome.UNSIGNED && written.contains(at)) {
				throw new VerifyMismatchException(target, at, pattern.describe(buffer, position + b, at, written.contains(at)));
			}
		}
	}

	void markWritten(long offset, int size) {
		written.mark(offset, size);
	}
}
