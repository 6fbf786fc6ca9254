package org.drivebench.engine.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;

import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.junit.jupiter.api.Test;

/**
 * Issue 11's findings of figures no real drive produces: each bound is what the medium, the link and
 * the read cache's policy (segments that hold a stream's read-ahead, not the whole region) can deliver,
 * worked out from the parameters.
 */
class PhysicalLimitsTest {
	private static final int KIB = 1 << 10;
	private static final int MIB = 1 << 20;

	private static Measurement run(String name, WorkloadSpec.Builder spec) {
		return SimulatedDrives.open(name).run(spec.build(), RunObserver.NONE);
	}

	/**
	 * The most a loop over {@code region} bytes at the start of a drive can run at: every pass reads
	 * the region off the outermost zone, except what one read segment (the stream's) may still hold of
	 * the pass before, which crosses the link.
	 */
	private static double loopBound(HddParameters p, long region) {
		double cached = Math.min(region, p.segmentBytes());
		double seconds = (region - cached) / (p.outerMegabytesPerSecond() * 1e6)
				+ cached / (p.interfaceMegabytesPerSecond() * 1e6);
		return region / seconds / 1e6;
	}

	@Test
	void aSmallRegionReadOverAndOverRunsNoFasterThanTheMedium() {
		// issue 11: one hdd-7200 reading a 32 MiB region with 64K QD8 gave 463 MB/s
		HddParameters p = HddParameters.desktop7200();
		long region = 32 * MIB;
		Measurement m = run("hdd-7200", WorkloadSpec.builder().blockSize(64 * KIB).sequential().queueDepth(8)
				.region(0, region).duration(Duration.ofSeconds(5)));
		double bound = loopBound(p, region); // 150 MB/s for 28 MiB, 570 MB/s for 4 MiB: 167.6 MB/s
		assertTrue(m.megabytesPerSecond() <= bound, m.megabytesPerSecond() + " MB/s above " + bound);
		// and no slower than the medium less one repositioning (a revolution at most) per pass
		double pass = region / (p.outerMegabytesPerSecond() * 1e6) + p.revolutionNanos() / 1e9;
		assertTrue(m.megabytesPerSecond() > 0.97 * region / pass / 1e6, m.megabytesPerSecond() + " MB/s");
	}

	@Test
	void crystalDiskMarksSequentialTestOnTwoMembersRunsAtMostAtTwoMedia() {
		// issue 11: two hdd-7200 in RAID-0, CrystalDiskMark's 100 MB test size, 128K QD32: 661.8 MB/s for
		// strips 4k to 64k, 286.5 for 128k
		HddParameters p = HddParameters.desktop7200();
		long region = 100_000_000L / (128 * KIB) * (128 * KIB);
		double bound = 2 * loopBound(p, region / 2); // each member loops over its half
		for (String strip : new String[] { "4k", "8k", "16k", "32k", "64k", "128k" }) {
			Measurement m = run("raid0:hdd-7200x2:" + strip, WorkloadSpec.builder().blockSize(128 * KIB).sequential()
					.queueDepth(32).region(0, region).duration(Duration.ofSeconds(5)));
			assertTrue(m.megabytesPerSecond() <= bound, strip + " strip: " + m.megabytesPerSecond() + " MB/s above " + bound);
			assertTrue(m.megabytesPerSecond() > 0.9 * 2 * p.outerMegabytesPerSecond(), strip + ": " + m.megabytesPerSecond());
		}
	}

	@Test
	void smallSequentialBlocksAreBoundByTheCommandPathAndLargerOnesByTheMedium() {
		// issue 11: sequential 512 B to 8 KiB were all pinned at 9,999-10,000 IOPS. At QD4 the host's
		// time overlaps, the link's share is small: 512 B run at the controller's rate, one command per
		// commandOverheadNanos (its mean: the jitter is centred); 8 KiB would need 8 KiB x 50,000 = 410
		// MB/s of it, so the outer zone's 150 MB/s bounds them
		HddParameters p = HddParameters.desktop7200();
		WorkloadSpec.Builder spec = WorkloadSpec.builder().sequential().queueDepth(4).duration(Duration.ofSeconds(10));
		Measurement small = run("hdd-7200", spec.blockSize(512));
		Measurement eight = run("hdd-7200", spec.blockSize(8 * KIB));
		double controller = 1e9 / p.commandOverheadNanos();
		assertEquals(controller, small.iops(), controller * 0.02, "512 B sequential QD4");
		assertEquals(p.outerMegabytesPerSecond(), eight.megabytesPerSecond(), p.outerMegabytesPerSecond() * 0.02,
				"8 KiB sequential QD4");
		// and the figures are measured, not a constant: the seconds differ from one another
		double[] perSecond = small.intervals().iops();
		assertTrue(Arrays.stream(perSecond).distinct().count() > perSecond.length / 2,
				"per-second IOPS " + Arrays.toString(perSecond));
	}

	@Test
	void aSurfacePassDiffersFromRunToRunWhileItFollowsTheZoneCurve() {
		// issue 11: the surface curve was the 20 zones' flat steps, the same on every run. The drive's
		// own pauses (calibration) fall elsewhere in every run and show as dips
		SimulatedTarget target = SimulatedDrives.open("hdd-7200");
		HddParameters p = (HddParameters) target.model();
		long length = 200L * 1_000_000_000L / MIB * MIB;
		WorkloadSpec.Builder spec = WorkloadSpec.builder().blockSize(MIB).sequential().region(0, length)
				.amountBytes(length).positionBuckets(200);
		double[] first = target.run(spec.seed(1).build(), RunObserver.NONE).positions().orElseThrow().megabytesPerSecond();
		target.reset();
		double[] second = target.run(spec.seed(2).build(), RunObserver.NONE).positions().orElseThrow().megabytesPerSecond();
		assertNotEquals(Arrays.toString(first), Arrays.toString(second));
		ZoneOracle zones = new ZoneOracle(p);
		for (int k = 0; k < first.length; k++) {
			double at = (k + 0.5) * length / first.length;
			double expected = zones.megabytesPerSecondAt(at);
			assertEquals(expected, first[k], expected * 0.03, "bucket " + k);
		}
	}
}
