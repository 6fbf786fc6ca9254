package org.drivebench.engine.run;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.drivebench.engine.data.WrittenBlocks;
import org.drivebench.engine.nativeio.CallState;
import org.drivebench.engine.nativeio.NativeFile;
import org.drivebench.engine.targets.DirectTarget;

/**
 * The verify pass after a writing workload: reads back every block a worker wrote, in runs of up
 * to 1 MiB, and checks each against the verify pattern. Not timed, not part of any figure.
 */
final class ReadBack {
	private static final int CHUNK = 1 << 20;

	private ReadBack() {
	}

	/**
	 * @param cancelled polled between chunks; the pass ends early when it turns true
	 * @throws VerifyMismatchException at the first block that does not read back as written
	 */
	static void check(DirectTarget target, List<Verifier> verifiers, BooleanSupplier cancelled) throws Exception {
		try (Arena arena = Arena.ofConfined()) {
			CallState state = new CallState(arena);
			MemorySegment buffer = arena.allocate(CHUNK, target.bufferAlignment());
			IoPieces pieces = new IoPieces(target.stripeMap(), CHUNK);
			List<NativeFile> files = target.files();
			long size = target.sizeBytes();
			for (Verifier verifier : verifiers) {
				WrittenBlocks written = verifier.written();
				long offset = written.nextMarked(0);
				while (offset >= 0 && !cancelled.getAsBoolean()) {
					long end = written.runEnd(offset, Math.min(size, offset + CHUNK));
					int length = (int) (end - offset);
					int n = pieces.split(offset, length);
					long address = buffer.address();
					for (int p = 0; p < n; p++) {
						files.get(pieces.file[p]).readFully(state, address, pieces.length[p], pieces.fileOffset[p]);
						address += pieces.length[p];
					}
					verifier.checkRead(buffer, 0, offset, length);
					offset = written.nextMarked(end);
				}
			}
		}
	}
}
