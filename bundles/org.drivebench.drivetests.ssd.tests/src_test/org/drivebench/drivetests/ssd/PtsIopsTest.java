package org.drivebench.drivetests.ssd;

import static org.drivebench.core.testing.SimulatedTestRuns.completed;
import static org.drivebench.core.testing.SimulatedTestRuns.messages;
import static org.drivebench.core.testing.SimulatedTestRuns.series;
import static org.drivebench.core.testing.SimulatedTestRuns.value;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.sim.SsdModels;
import org.drivebench.engine.sim.SsdParameters;
import org.drivebench.engine.sim.Variation;
import org.drivebench.model.Metric;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Series;
import org.drivebench.model.SeriesRole;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PtsIopsTest {
	/**
	 * ssd-nvme at 4 GiB: the same dies, flash and spare factor; 20 s of steady random writes (4.4 GB) write
	 * the drive over once, so preconditioning's transient (about a fifth of the capacity) is a small part
	 * of the first round. (Every mapping unit of so small a drive is followed, which costs more per write
	 * than on the 1 TB model: shorter rounds than PTS's minute keep the test quick.)
	 */
	private static final SsdParameters SMALL_NVME = SsdModels.nvmeTlc().withCapacityBytes(4L << 30).withVariation(Variation.NONE);

	@Test
	void onTheSimulatedNvmeDriveSteadyStateIsTheRateGreedyCollectionLeaves() {
		GreedyGcOracle oracle = new GreedyGcOracle(SMALL_NVME);
		assertEquals(0.0813, oracle.spareFactor(), 0.0005, "the 1 TB model's spare factor, kept by the smaller capacity");
		double expected = oracle.steadyRandomWriteIops(4096);
		TestResult r = completed(new PtsIops(), SMALL_NVME, "purge=discard", "blockSizes=4k", "readShares=0", "roundTime=20s");
		double steady = value(r, "steady.iops.4k.write");
		assertEquals(expected, steady, expected * 0.05, "steady state " + steady + " IOPS against " + expected + " derived; rounds "
				+ series(r, "rounds.iops.4k.write").getYValues());
		assertEquals(steady, value(r, "iops.4k.r0"), 1e-9, "the table's 4 KiB random write is the tracking figure's window mean");
		assertEquals("Precondition: 2 x 4 GiB in 128 KiB sequential writes", r.getSteps().get(0).getName());
		assertEquals(2 * SMALL_NVME.capacityBytes(), r.getSteps().get(0).getWriteBytes());
		double round = value(r, "steady.round");
		assertTrue(round >= 5 && round <= 25, "reached in round " + round);
		assertEquals(round, value(r, "rounds"));
		assertTrue(messages(r).contains("purge: discard of the whole simulated drive (4 GiB): no valid data left, the whole SLC cache free"),
				messages(r).toString());
		assertTrue(messages(r).stream().anyMatch(m -> m.startsWith("steady state reached in round " + (int) round + ": rounds "
				+ ((int) round - 4) + "-" + (int) round)), messages(r).toString());
	}

	@Test
	void eachRoundRunsTheWholeMatrixAndTheTableIsItsMeanOverTheWindow() {
		TestResult r = completed(new PtsIops(), SMALL_NVME, "preconditionPasses=1", "roundTime=0.1s", "maxRounds=6");
		List<Metric> table = r.getMetrics().stream().filter(m -> m.getKey().matches("iops\\.\\w+\\.r\\d+")).toList();
		assertEquals(56, table.size(), "8 block sizes x 7 mixes");
		int rounds = (int) value(r, "rounds");
		assertTrue(rounds >= 5 && rounds <= 6);
		for (int share : new int[] { 100, 95, 65, 50, 35, 5, 0 }) {
			Series s = series(r, "iops.r" + share);
			assertEquals(SeriesRole.BLOCK_SIZE_SWEEP, s.getRole());
			assertArrayEquals(new double[] { 512, 4096, 8192, 16384, 32768, 65536, 131072, 1 << 20 }, s.getXValues().toArray());
			assertEquals(value(r, "iops.1m.r" + share), s.getYValues().get(7), 1e-9);
		}
		// the reads of 1 MiB are limited by the link (3,500 MB/s), the 512 B ones by the controller
		assertTrue(value(r, "iops.512.r100") > 50 * value(r, "iops.1m.r100"));
		Series convergence = series(r, "rounds.iops.4k.write");
		assertEquals(SeriesRole.ROUNDS, convergence.getRole());
		assertEquals(rounds, convergence.getXValues().size());
		for (String key : List.of("rounds.window.mean", "rounds.window.high", "rounds.window.low", "rounds.window.fit")) {
			Series s = series(r, key);
			assertEquals(SeriesRole.ROUNDS, s.getRole());
			assertArrayEquals(new double[] { rounds - 4, rounds }, s.getXValues().toArray(), key);
		}
		double mean = value(r, "steady.iops.4k.write");
		assertEquals(mean * 1.1, series(r, "rounds.window.high").getYValues().get(0), mean * 1e-9);
		assertEquals(mean * 0.9, series(r, "rounds.window.low").getYValues().get(1), mean * 1e-9);
	}

	@Test
	void aFigureThatNeverSettlesWithinTheRoundsIsSaidAndTheTableIsOfTheLastWindow() {
		// no range is within 0 % of the mean: the rule never holds
		TestResult r = completed(new PtsIops(), SMALL_NVME, "preconditionPasses=1", "blockSizes=4k, 64k", "readShares=0",
				"roundTime=0.5s", "maxRounds=7", "maxExcursion=0");
		assertEquals(7, value(r, "rounds"));
		assertTrue(r.getMetrics().stream().noneMatch(m -> m.getKey().equals("steady.round")));
		assertTrue(messages(r).stream().anyMatch(m -> m.startsWith("steady state not reached within 7 rounds; the figures are of the "
				+ "last window: rounds 3-7")), messages(r).toString());
		double[] rounds = series(r, "rounds.iops.4k.write").getYValues().toArray();
		double mean = (rounds[2] + rounds[3] + rounds[4] + rounds[5] + rounds[6]) / 5;
		assertEquals(mean, value(r, "iops.4k.r0"), mean * 1e-12);
		assertTrue(value(r, "iops.64k.r0") > 0);
	}

	@Test
	void onASimulatedHardDiskPurgePreconditioningAndSteadyStateDoNotApplyAndOneRoundIsMeasured() {
		TestResult r = SimulatedTestRuns.completed(new PtsIops(), "hdd-7200", "purge=discard", "blockSizes=1M, 4k",
				"readShares=100, 0", "roundTime=2s");
		assertEquals(1, value(r, "rounds"), messages(r).toString());
		assertTrue(r.getMetrics().stream().noneMatch(m -> m.getKey().equals("steady.round")), "no steady state claimed");
		assertTrue(messages(r).stream().anyMatch(m -> m.startsWith("sim:hdd-7200 is a rotating drive: purge, preconditioning and "
				+ "steady state do not apply")), messages(r).toString());
		assertTrue(messages(r).contains("purge: not done, a rotating drive has nothing to discard"), messages(r).toString());
		assertTrue(messages(r).contains("steady state does not apply to a rotating drive: one round measured, and its figures are "
				+ "the table's"), messages(r).toString());
		assertEquals(List.of("Round 1: 1 MiB random 100/0 read/write", "Round 1: 4 KiB random 100/0 read/write",
				"Round 1: 1 MiB random 0/100 read/write", "Round 1: 4 KiB random 0/100 read/write"),
				r.getSteps().stream().map(s -> s.getName()).toList(), "no preconditioning, one round");
		assertTrue(value(r, "iops.4k.r100") > 50 && value(r, "iops.4k.r100") < 500, "a 7200 rpm disk's random reads");
		assertEquals(value(r, "iops.4k.r0"), value(r, "steady.iops.4k.write"), 1e-9);
	}

	@Test
	void onATestFileThePurgeIsNotDoneAndTheResultSaysSteadyStateIsTheFilesNotTheDrives(@TempDir Path dir) throws IOException {
		TestResult r = TestFileRuns.completedOnTestFile(new PtsIops(), dir, Map.of("purge", "discard", "blockSizes", "4k",
				"readShares", "0", "roundTime", "0.3s", "maxRounds", "6", "threads", "1", "queueDepth", "4"));
		assertTrue(messages(r).stream().anyMatch(m -> m.startsWith("purge: not done on a test file")), messages(r).toString());
		assertTrue(messages(r).stream().anyMatch(m -> m.startsWith("on a test file the drive under the file system is not brought "
				+ "to a known state")), messages(r).toString());
		int rounds = (int) value(r, "rounds");
		assertTrue(rounds >= 5 && rounds <= 6);
		assertTrue(value(r, "iops.4k.r0") > 0);
		assertTrue(r.getSteps().stream().anyMatch(s -> s.getName().equals("Precondition: 2 x 64 MiB in 128 KiB sequential writes")),
				r.getSteps().stream().map(s -> s.getName()).toList().toString());
	}

	@Test
	void theMatrixMustHoldTheTrackedWritesAndTheRoundsAWindow() {
		for (String[] bad : List.of(new String[] { "blockSizes=8k, 64k", "blockSizes = 8KiB, 64KiB: must include 4k, the block size of the 4 KiB random writes" },
				new String[] { "readShares=100, 65", "readShares = 100, 65: must include 0, the read share of" },
				new String[] { "maxRounds=4", "maxRounds = 4: fewer rounds than the window of 5 (windowRounds)" })) {
			TestResult r = SimulatedTestRuns.run(new PtsIops(), "ssd-nvme", bad[0]);
			assertEquals(ResultStatus.FAILED, r.getStatus());
			assertTrue(r.getMessages().get(0).getText().startsWith(bad[1]), r.getMessages().get(0).getText());
		}
	}
}
