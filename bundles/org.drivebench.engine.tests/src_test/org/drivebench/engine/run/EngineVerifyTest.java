package org.drivebench.engine.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;
import java.time.Duration;

import org.drivebench.engine.Backend;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.data.VerifyPattern;
import org.drivebench.engine.targets.FileTarget;
import org.drivebench.engine.testing.Checksums;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Verify mode on test files: written data reads back identical, and damage is found and named. */
class EngineVerifyTest {
	private static final long SIZE = 16L << 20;

	@TempDir
	Path dir;

	private static WorkloadSpec.Builder fill(Backend backend) {
		return WorkloadSpec.builder().verify(true).readPercent(0).sequential().blockSize(64 * 1024).queueDepth(4)
				.amountBytes(SIZE).backend(backend).seed(7);
	}

	@ParameterizedTest
	@EnumSource(names = { "IO_URING", "THREADS" })
	void dataWrittenInVerifyModeReadsBackIdentical(Backend backend) throws IOException {
		Path path = dir.resolve("v.img");
		DefaultIoEngine engine = new DefaultIoEngine();
		int blockSize;
		try (FileTarget t = FileTarget.create(path, SIZE, true, true, null)) {
			blockSize = t.logicalBlockSize();
			Measurement m = engine.run(t, fill(backend).build(), RunObserver.NONE);
			assertEquals(SIZE, m.write().bytes(), "one pass over the file");
			assertEquals(backend, m.backend());
			// a mixed random workload checks every block it reads while it writes new generations
			engine.run(t, WorkloadSpec.builder().verify(true).readPercent(50).blockSize(4096).queueDepth(8)
					.duration(Duration.ofMillis(300)).backend(backend).seed(7).build(), RunObserver.NONE);
		}
		// a later read-only run with the same seed checks every block an earlier run wrote
		try (FileTarget t = FileTarget.reopen(path, false)) {
			Measurement m = engine.run(t, WorkloadSpec.builder().verify(true).readPercent(100).sequential()
					.blockSize(1 << 20).amountBytes(SIZE).backend(backend).seed(7).build(), RunObserver.NONE);
			assertEquals(SIZE, m.read().bytes());
		}
		// and the bytes on disk are the pattern, block by block
		VerifyPattern pattern = new VerifyPattern(7, blockSize);
		byte[] block = Checksums.read(path, 5 << 20, blockSize);
		try (Arena arena = Arena.ofConfined()) {
			MemorySegment seg = arena.allocateFrom(java.lang.foreign.ValueLayout.JAVA_BYTE, block);
			assertEquals(VerifyPattern.Outcome.VALID, pattern.check(seg, 0, 5 << 20));
		}
	}

	@Test
	void aDamagedBlockFailsTheRunNamingItsOffsetAndWhatWasExpected() throws IOException {
		Path path = dir.resolve("v.img");
		DefaultIoEngine engine = new DefaultIoEngine();
		try (FileTarget t = FileTarget.create(path, SIZE, true, true, null)) {
			engine.run(t, fill(Backend.IO_URING).build(), RunObserver.NONE);
		}
		long damaged = (3L << 20) + 8192;
		byte[] block = Checksums.read(path, damaged, 512);
		block[300] ^= 0x10;
		Checksums.write(path, damaged, block);
		try (FileTarget t = FileTarget.reopen(path, false)) {
			int lbs = t.logicalBlockSize();
			VerifyMismatchException e = assertThrows(VerifyMismatchException.class, () -> engine.run(t, WorkloadSpec.builder()
					.verify(true).sequential().blockSize(65536).amountBytes(SIZE).seed(7).build(), RunObserver.NONE));
			assertEquals(damaged / lbs * lbs, e.offset());
			assertTrue(e.getMessage().contains("verify failed on " + path), e.getMessage());
			assertTrue(e.getMessage().contains("expected 0x") && e.getMessage().contains("found 0x"), e.getMessage());
		}
	}

	@Test
	void aBlockCopiedToTheWrongPlaceIsFound() throws IOException {
		Path path = dir.resolve("v.img");
		DefaultIoEngine engine = new DefaultIoEngine();
		try (FileTarget t = FileTarget.create(path, SIZE, true, true, null)) {
			engine.run(t, fill(Backend.THREADS).build(), RunObserver.NONE);
		}
		Checksums.write(path, 1 << 20, Checksums.read(path, 2 << 20, 4096));
		try (FileTarget t = FileTarget.reopen(path, false)) {
			VerifyMismatchException e = assertThrows(VerifyMismatchException.class, () -> engine.run(t, WorkloadSpec.builder()
					.verify(true).sequential().blockSize(65536).amountBytes(SIZE).seed(7).build(), RunObserver.NONE));
			assertEquals(1 << 20, e.offset());
			assertTrue(e.getMessage().contains("found one written for offset " + (2 << 20)), e.getMessage());
		}
	}

	@Test
	void aBlockThisRunWroteMustCarryItsSignature() throws IOException {
		try (Arena arena = Arena.ofConfined()) {
			Verifier v = new Verifier(new VerifyPattern(7, 512), 1 << 20, "disk");
			v.markWritten(4096, 1024);
			MemorySegment zeros = arena.allocate(1024, 512);
			VerifyMismatchException e = assertThrows(VerifyMismatchException.class, () -> v.checkRead(zeros, 0, 4096, 1024));
			assertEquals(4096, e.offset());
			assertTrue(e.getMessage().contains("expected the verify signature of a block this run wrote"), e.getMessage());
			v.checkRead(zeros, 0, 8192, 1024); // never written: nothing to expect
		}
	}

	/** The same seeded workload gives the same bytes on io_uring (with and without registration) and threads. */
	@Test
	void ioUringAndThreadsWriteTheSameBytes() throws IOException {
		String[] sums = new String[3];
		DefaultIoEngine[] engines = { new DefaultIoEngine(), new DefaultIoEngine(new DefaultIoEngine.Options(2, false, false)),
				new DefaultIoEngine() };
		Backend[] backends = { Backend.IO_URING, Backend.IO_URING, Backend.THREADS };
		for (int i = 0; i < 3; i++) {
			Path path = dir.resolve("same" + i + ".img");
			try (FileTarget t = FileTarget.create(path, SIZE, true, true, null)) {
				engines[i].run(t, fill(backends[i]).queueDepth(8).blockSize(16384).build(), RunObserver.NONE);
			}
			sums[i] = Checksums.sha256(path, 0, SIZE);
		}
		assertEquals(sums[0], sums[1], "registered and plain io_uring");
		assertEquals(sums[0], sums[2], "io_uring and threads");
	}
}
