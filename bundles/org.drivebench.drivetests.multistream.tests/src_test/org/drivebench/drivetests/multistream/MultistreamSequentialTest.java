package org.drivebench.drivetests.multistream;

import static org.drivebench.core.testing.ParameterRejections.rejection;
import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.series;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.sim.HddParameters;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.SeriesKind;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;

/**
 * The multistream test on the simulated drives, against what their parameters imply (SIMULATION.md;
 * {@link StreamTurns} works the HDD figures out). Runs use {@link SimulatedTestRuns#SEED}.
 */
class MultistreamSequentialTest {
	/** The reviews' 100 GB regions, counted in binary units as seed 001 says its figures are. */
	private static final long GB100 = 100L << 30;

	@Test
	void twoStreamsCostTheDesktopDiskTwoThirdsOfItsRate() {
		// hdd-7200: one stream reads at the outer zone's 150 MB/s. Two streams 100 GiB apart take turns of
		// 64 KiB + 512 KiB prefetch = 589,824 B: the regions are 10,768 cylinders apart (zone 0: 9,093
		// cylinders of 10.0 MB, 8 heads x 150 MB/s x 8.333 ms, then zone 1's of 9.82 MB), a seek of
		// 1 + 13.63 ms x sqrt(10,767 / 272,780) = 3.71 ms (knee 0.312, A 13.63 ms for 1 / 8.5 / 17 ms), then half
		// a revolution, 4.17 ms, and the transfer, 3.93 ms at 150 MB/s and 4.01 ms at zone 1's 147.2 MB/s:
		// 2 x 589,824 B in 23.7 ms, 49.8 MB/s
		HddParameters hdd = HddParameters.desktop7200();
		TestResult r = completed(new MultistreamSequential(), "hdd-7200", "streams=1, 2, 3, 4", "timePerStep=20s");
		StreamTurns turns = new StreamTurns(hdd);
		assertEquals(hdd.outerMegabytesPerSecond(), value(r, "read.mbps.s1"), hdd.outerMegabytesPerSecond() * 0.01);
		for (int n = 2; n <= 4; n++) {
			double expected = turns.totalMegabytesPerSecond(n, 65536, GB100);
			assertEquals(expected, value(r, "read.mbps.s" + n), 0.03 * expected, n + " streams");
		}
		assertEquals(49.8, turns.totalMegabytesPerSecond(2, 65536, GB100), 0.1, "the derivation in the comment");
		double ratio = value(r, "read.mbps.s2") / value(r, "read.mbps.s1");
		assertTrue(ratio > 0.32 && ratio < 0.35, "2 streams against 1: " + ratio);
		// the turns are equal, so the drive shares itself evenly: each stream half of the total
		assertEquals(value(r, "read.mbps.s2") / 2, value(r, "read.mbps.s2.stream1"), value(r, "read.mbps.s2") * 0.02);
		assertTrue(value(r, "read.fairness.s4") > 95, "even turns: " + value(r, "read.fairness.s4") + " %");
		assertArrayEquals(new double[] { 1, 2, 3, 4 }, series(r, "read.mbps").getXValues().toArray());
		assertEquals(SeriesKind.BAR, series(r, "read.streams.s4").getKind());
		assertArrayEquals(new double[] { 1, 2, 3, 4 }, series(r, "read.streams.s4").getXValues().toArray());
	}

	@Test
	void theSasDrivesFourWorkersShareItEvenly() {
		// seed 001's test: 4 workers of 64 KiB at QD1 in 100 GiB regions. sas-15k: turns of 64 KiB + 256 KiB
		// prefetch; seeks of 2.1-2.2 ms between neighbours (19,015 to 21,463 cylinders) and 3.7 ms from the
		// fourth back to the first (knee 0.300, A 4.89 ms for 0.2 / 2.9 / 6 ms; 125,027 cylinders), half of
		// 4 ms a turn, transfers at 240, 229.6, 215.7 and 201.7 MB/s: 4 x 327,680 B in 24.1 ms, 54.3 MB/s
		HddParameters sas = HddParameters.sas15k();
		TestResult r = completed(new MultistreamSequential(), "sas-15k", "streams=4", "timePerStep=20s");
		double expected = new StreamTurns(sas).totalMegabytesPerSecond(4, 65536, GB100);
		assertEquals(54.3, expected, 0.1, "the derivation in the comment");
		assertEquals(expected, value(r, "read.mbps.s4"), 0.03 * expected);
		double sum = 0;
		for (int i = 1; i <= 4; i++) {
			sum += value(r, "read.mbps.s4.stream" + i);
		}
		assertEquals(value(r, "read.mbps.s4"), sum, value(r, "read.mbps.s4") * 0.01, "the streams add up to the total");
	}

	@Test
	void anSsdsStreamsAddUpToItsLink() {
		// ssd-slc: a 64 KiB read is four 16 KiB pages on four of its 16 dies, 75 us +-10 % each; the link starts
		// with the first page read (the earliest of four uniform times in 67.5-82.5 us: 70.5 us on average) and
		// carries 65,536 B at 570 MB/s in 114.98 us; host 10 us and command 10 us before: 205.5 us a read, 318.9
		// MB/s for one stream. Two streams ask the link for 2 x 115 us every 205 us: more than it has, so two
		// and more streams run at the link's 570 MB/s, shared evenly
		TestResult r = completed(new MultistreamSequential(), "ssd-slc", "timePerStep=5s");
		double one = 65536 / (10 + 10 + 70.5 + 65536 / 570.0) ;
		assertEquals(one, value(r, "read.mbps.s1"), one * 0.02);
		for (int n = 2; n <= 4; n++) {
			assertEquals(570, value(r, "read.mbps.s" + n), 570 * 0.01, n + " streams");
			assertTrue(value(r, "read.fairness.s" + n) > 98, n + " streams share the link evenly");
		}
	}

	@Test
	void regionsThatDoNotFitShareTheTargetAndTheResultSaysSo() {
		// ide-7200 holds 164.7 GB: one region of 100 GiB fits, two do not, so each of two streams gets half
		TestResult r = completed(new MultistreamSequential(), "ide-7200", "streams=1, 2, 4", "timePerStep=2s");
		assertEquals(List.of("2 streams: 2 regions of 100GiB do not fit sim:ide-7200 (164.7 GB), so each stream has 82.3 GB, 1/2 of it",
				"4 streams: 4 regions of 100GiB do not fit sim:ide-7200 (164.7 GB), so each stream has 41.2 GB, 1/4 of it"),
				SimulatedTestRuns.messages(r));
		assertTrue(value(r, "read.mbps.s4") > 0);
	}

	@Test
	void writesAreReportedUnderTheirOwnKeys() {
		TestResult r = completed(new MultistreamSequential(), "hdd-7200", "direction=write", "streams=1, 2", "timePerStep=10s");
		assertTrue(value(r, "write.mbps.s1") > 100);
		assertTrue(value(r, "write.mbps.s2.stream2") > 0);
	}

	@Test
	void badParametersAreRejectedNamingThem() {
		rejection(new MultistreamSequential(), "streams", "0, 1");
		rejection(new MultistreamSequential(), "streams", "65");
		rejection(new MultistreamSequential(), "blockSize", "256M");
		rejection(new MultistreamSequential(), "regionLength", "-1");
		rejection(new MultistreamSequential(), "streams", "1, 2, 1");
		TestResult tiny = SimulatedTestRuns.run(new MultistreamSequential(), "hdd-7200", "streams=2", "regionLength=32k");
		assertEquals(ResultStatus.FAILED, tiny.getStatus());
		assertEquals("regionLength = 32KiB: must hold a block of 64 KiB", SimulatedTestRuns.messages(tiny).get(0));
	}
}
