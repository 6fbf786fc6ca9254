package org.drivebench.engine.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.junit.jupiter.api.Test;

/**
 * The chipset RAID-0 controller (issue 11: "strip size never matters ... each member gets one
 * contiguous command per request"): every strip a request touches is a member command of its own, with
 * the member's command time, so the strip decides how many commands a request costs and how many
 * members share the small ones.
 */
class ChipsetRaidTest {
	private static final int KIB = 1 << 10;

	private static Measurement run(SimulatedTarget target, WorkloadSpec.Builder spec) {
		return target.run(spec.build(), RunObserver.NONE);
	}

	@Test
	void everyStripARequestTouchesIsAMemberCommandOfItsOwn() {
		// a member whose command takes 200 us makes the count of commands visible: CrystalDiskMark's
		// SEQ128K Q32T1 on 4 KiB strips is 32 commands per request, 16 per member, so a member moves
		// 64 KiB per 16 x 200 us: 20.48 MB/s each, 40.96 MB/s the set. On 64 KiB strips a request is one
		// command per member and the medium is the limit again.
		HddParameters slow = HddParameters.desktop7200().toBuilder().commandOverheadNanos(200_000)
				.variation(Variation.NONE).build();
		WorkloadSpec.Builder cdm = WorkloadSpec.builder().blockSize(128 * KIB).sequential().queueDepth(32)
				.region(0, 100L << 20).duration(Duration.ofSeconds(5));
		double small = run(SimulatedDrives.openStriped(Raid0Parameters.chipset(slow, 2, 4 * KIB)), cdm).megabytesPerSecond();
		double expected = 2 * (64 * KIB) / (16 * slow.commandOverheadNanos() * 1e-9) / 1e6;
		assertEquals(expected, small, expected * 0.02, "4 KiB strips");
		double large = run(SimulatedDrives.openStriped(Raid0Parameters.chipset(slow, 2, 64 * KIB)), cdm).megabytesPerSecond();
		assertTrue(large > 0.9 * 2 * slow.outerMegabytesPerSecond(), "64 KiB strips: " + large);
		// merging a request's pieces per member (as Linux md does) sends one command per member again
		double merged = run(SimulatedDrives.openStriped(new Raid0Parameters(java.util.List.of(slow, slow), 4 * KIB,
				Raid0Parameters.CHIPSET_PIECE_NANOS, false)), cdm).megabytesPerSecond();
		assertTrue(merged > 0.9 * 2 * slow.outerMegabytesPerSecond(), "merged: " + merged);
	}

	@Test
	void smallBlocksUseBothMembersOnlyWhenTheStripIsSmallAsSeed003sAttoShowed() {
		// seed 003 (ATTO, sequential at QD4): the 4 KiB strip "passes 350 MB/s first", the 128 KiB strip
		// only at 64 KiB blocks. 2 KiB blocks on 128 KiB strips stay on one member for 64 blocks: that
		// member's controller, one command per commandOverheadNanos, is the limit (2 KiB / 20 us =
		// 102.4 MB/s); on 4 KiB strips consecutive pairs of blocks alternate members and both work
		HddParameters p = HddParameters.desktop7200();
		WorkloadSpec.Builder atto = WorkloadSpec.builder().blockSize(2 * KIB).sequential().queueDepth(4)
				.region(0, 256L << 20).duration(Duration.ofSeconds(5));
		double wide = run(SimulatedDrives.open("raid0:hdd-7200x2:128k"), atto).megabytesPerSecond();
		double narrow = run(SimulatedDrives.open("raid0:hdd-7200x2:4k"), atto).megabytesPerSecond();
		double oneController = 2 * KIB / (p.commandOverheadNanos() * 1e-9) / 1e6;
		assertEquals(oneController, wide, oneController * 0.05, "128 KiB strips");
		assertTrue(narrow > 1.6 * wide, "4 KiB strips " + narrow + " MB/s, 128 KiB strips " + wide);
	}
}
