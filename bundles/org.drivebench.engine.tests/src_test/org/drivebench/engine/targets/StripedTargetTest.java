package org.drivebench.engine.targets;

import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.drivebench.engine.Backend;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.TargetType;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.data.VerifyPattern;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.engine.stripe.StripeMap;
import org.drivebench.engine.testing.Checksums;
import org.drivebench.engine.testing.LoopDevice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A RAID-0 set writes each strip to the member the mapping names, split where I/Os cross strips. */
class StripedTargetTest {
	private static final long MEMBER = 4L << 20;

	@TempDir
	Path dir;

	/**
	 * Writes the whole set through the stripe in verify mode with I/Os that cross strip boundaries,
	 * then reads every member directly: each member block carries the set offset the mapping gives it.
	 */
	@ParameterizedTest
	@CsvSource({ "IO_URING, 3, 16384, 8", "THREADS, 2, 4096, 2", "IO_URING, 4, 65536, 1" })
	void writesThroughTheStripeLandOnTheMembersTheMappingNames(Backend backend, int members, int strip, int queueDepth)
			throws IOException {
		List<FileTarget> files = new ArrayList<>();
		for (int i = 0; i < members; i++) {
			files.add(FileTarget.create(dir.resolve("m" + i + ".img"), MEMBER, true, true, null));
		}
		int lbs;
		StripeMap map;
		try (StripedTarget set = StripedTarget.of("raid0:test", files, strip)) {
			assertEquals(TargetType.STRIPED, set.kind());
			assertEquals(members * MEMBER, set.sizeBytes());
			lbs = set.logicalBlockSize();
			map = set.stripeMap().orElseThrow();
			// 40 KiB I/Os starting at 12 KiB: nearly every one crosses a strip boundary
			Measurement m = new DefaultIoEngine().run(set, WorkloadSpec.builder().verify(true).readPercent(0).sequential()
					.blockSize(40960).region(12288, set.sizeBytes() - 12288 - 40960 * 2).amountBytes(40960L * 200)
					.queueDepth(queueDepth).seed(11).backend(backend).build(), RunObserver.NONE);
			assertEquals(200, m.write().ios());
		}
		VerifyPattern pattern = new VerifyPattern(11, lbs);
		try (Arena arena = Arena.ofConfined()) {
			long checked = 0;
			for (int i = 0; i < members; i++) {
				byte[] bytes = Checksums.read(dir.resolve("m" + i + ".img"), 0, (int) MEMBER);
				MemorySegment seg = arena.allocateFrom(ValueLayout.JAVA_BYTE, bytes);
				for (long o = 0; o < MEMBER; o += lbs) {
					long setOffset = map.setOffset(i, o);
					if (setOffset >= 12288 && setOffset < 12288 + 40960L * 200) {
						assertEquals(VerifyPattern.Outcome.VALID, pattern.check(seg, o, setOffset),
								"member " + i + " offset " + o + " holds set offset " + setOffset + " (found "
										+ seg.get(JAVA_LONG, o + 8) + ")");
						checked++;
					}
				}
			}
			assertEquals(40960L * 200 / lbs, checked, "every written block was found on its member");
		}
	}

	@Test
	void stripedLoopDevicesReadBackWhatWasWritten() throws IOException {
		org.junit.jupiter.api.Assumptions.assumeTrue(LoopDevice.unavailableReason() == null,
				() -> "skipped: " + LoopDevice.unavailableReason());
		List<LoopDevice> loops = new ArrayList<>();
		try {
			List<BlockDeviceTarget> members = new ArrayList<>();
			for (int i = 0; i < 2; i++) {
				loops.add(LoopDevice.create(dir, MEMBER, 512, null));
				members.add(BlockDeviceTarget.openForWriting(loops.get(i).device(), loops.get(i).confirmation()));
			}
			try (StripedTarget set = StripedTarget.of("raid0:loops", members, 8192)) {
				DefaultIoEngine engine = new DefaultIoEngine();
				engine.run(set, WorkloadSpec.builder().verify(true).readPercent(0).blockSize(12288).alignment(512)
						.ioLimit(2000).queueDepth(16).seed(5).build(), RunObserver.NONE);
				Measurement m = engine.run(set, WorkloadSpec.builder().verify(true).sequential().blockSize(1 << 20)
						.amountBytes(set.sizeBytes()).seed(5).build(), RunObserver.NONE);
				assertEquals(set.sizeBytes(), m.read().bytes());
			}
		} finally {
			for (LoopDevice l : loops) {
				l.close();
			}
		}
	}

	@Test
	void membersMustBeFilesOrDevicesWithFittingStrips() throws IOException {
		List<FileTarget> files = new ArrayList<>();
		for (int i = 0; i < 2; i++) {
			files.add(FileTarget.create(dir.resolve("s" + i + ".img"), MEMBER, true, false, null));
		}
		try (StripedTarget inner = StripedTarget.of("inner", files, 65536)) {
			IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
					() -> StripedTarget.of("outer", List.of(inner, inner), 65536));
			assertTrue(e.getMessage().contains("is itself striped"), e.getMessage());
			assertThrows(IllegalArgumentException.class, () -> StripedTarget.of("one", List.of(files.get(0)), 65536));
		}
	}
}
