package org.drivebench.engine.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.junit.jupiter.api.Test;

/** RAID-0 sets of simulated drives: members work in parallel on their own clocks. */
class StripedSimulationTest {
	private static Measurement run(String name, WorkloadSpec.Builder spec) {
		return SimulatedDrives.open(name).run(spec.build(), RunObserver.NONE);
	}

	@Test
	void largeSequentialReadsRunAtTheMembersCombinedRate() {
		WorkloadSpec.Builder spec = WorkloadSpec.builder().blockSize(1 << 20).sequential().queueDepth(4)
				.duration(Duration.ofSeconds(30));
		double single = run("hdd-7200", spec).megabytesPerSecond();
		double pair = run("raid0:hdd-7200x2:64k", spec).megabytesPerSecond();
		double four = run("raid0:hdd-7200x4:128k", spec).megabytesPerSecond();
		assertEquals(150, single, 1.5);
		assertEquals(2 * 150, pair, 2 * 150 * 0.02);
		assertEquals(4 * 150, four, 4 * 150 * 0.02);
	}

	@Test
	void theStripSizeDecidesHowManyMembersASmallRandomReadWaitsFor() {
		WorkloadSpec.Builder spec = WorkloadSpec.builder().blockSize(65536).queueDepth(1).duration(Duration.ofMinutes(5));
		SimulatedTarget member = SimulatedDrives.open("hdd-7200");
		double single = run("hdd-7200", spec).iops();
		double wide = run("raid0:hdd-7200x2:128k", spec).iops();
		SimulatedTarget narrowSet = SimulatedDrives.open("raid0:hdd-7200x2:4k");
		Measurement narrow = narrowSet.run(spec.build(), RunObserver.NONE);
		// a 64 KiB read within a 128 KiB strip is one member's random read, as on a single drive
		assertEquals(single, wide, single * 0.02);
		// with 4 KiB strips both members read 32 KiB at the same member offset: the same seek, but the
		// platters stand a phase d apart, so the read waits for the later of two rotations, on average
		// (1/2 + d - d^2) of a turn instead of 1/2
		DriveState state = narrowSet.state();
		double d = ((HddDevice) state.devices[1]).phase() - ((HddDevice) state.devices[0]).phase();
		d -= Math.floor(d);
		double revolution = HddParameters.desktop7200().revolutionNanos();
		double expected = AccessTimeOracle.meanRandomReadNanos(member, 32768) + (d - d * d) * revolution;
		assertEquals(expected, narrow.workers().get(0).meanLatencyNanos(), expected * 0.02);
		assertTrue(narrow.iops() < 0.95 * wide, "4k strip " + narrow.iops() + " IOPS, 128k strip " + wide);
	}

	@Test
	void queuedRandomReadsSpreadOverTheMembers() {
		WorkloadSpec.Builder spec = WorkloadSpec.builder().blockSize(4096).duration(Duration.ofMinutes(2));
		double single = run("hdd-7200", spec.queueDepth(16)).iops();
		double pair = run("raid0:hdd-7200x2:64k", spec.queueDepth(32)).iops();
		assertTrue(pair > 1.8 * single, "two members at about QD16 each: " + pair + " vs " + single);
	}

	@Test
	void theSetIsAsLargeAsWholeStripsOnEveryMember() {
		SimulatedTarget set = SimulatedDrives.open("raid0:hdd-7200x2:64k");
		long member = HddParameters.desktop7200().capacityBytes();
		assertEquals(member / 65536 * 65536 * 2, set.sizeBytes());
		assertEquals(2, set.members());
		assertEquals(65536, set.stripSize());
		assertEquals("sim:raid0:hdd-7200x2:64k", set.name());
	}
}
