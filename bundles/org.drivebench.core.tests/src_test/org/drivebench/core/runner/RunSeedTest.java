package org.drivebench.core.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.drivebench.core.units.Units;
import org.drivebench.engine.Measurement;
import org.drivebench.engine.RunObserver;
import org.drivebench.engine.WorkloadSpec;
import org.drivebench.engine.run.DefaultIoEngine;
import org.drivebench.engine.sim.SimulatedDrives;
import org.drivebench.engine.sim.SimulatedTarget;
import org.drivebench.model.BetterDirection;
import org.drivebench.model.Run;
import org.junit.jupiter.api.Test;

/**
 * The run's seed and a simulated drive's state through the suite runner (issue 11): the seed is
 * recorded, the same seed repeats a run, a new run draws a new one, and tests meet what the tests
 * before them left on the drive unless the run starts each on a fresh one.
 */
class RunSeedTest {
	private final SuiteRunner runner = new SuiteRunner(new DefaultIoEngine(), "test"); // hands a simulated drive its workloads

	/** A test that runs one workload and reports its MB/s, as the standard tests do. */
	private static ScriptedTest workload(String id, WorkloadSpec.Builder spec) {
		return new ScriptedTest(id, spec.build().readPercent() < 100, c -> {
			Measurement m = c.engine().run(c.target(), spec.build(), RunObserver.NONE);
			c.results().metric("mbps", "Rate", m.megabytesPerSecond(), Units.MB_PER_S, BetterDirection.HIGHER);
			c.results().metric("latency", "Mean latency", m.latency().getMean(), Units.NANOSECONDS, BetterDirection.LOWER);
		});
	}

	private static double rate(Run run, int test) {
		return run.getResults().get(test).getMetrics().get(0).getValue();
	}

	/** The mean latency: a rate counts whole I/Os, so two runs may count alike; their times do not. */
	private static double latency(Run run, int test) {
		return run.getResults().get(test).getMetrics().get(1).getValue();
	}

	private Run run(RunOptions options, String target, ScriptedTest... tests) {
		List<PlannedTest> planned = new ArrayList<>();
		for (ScriptedTest t : tests) {
			planned.add(t.planned());
		}
		Consumer<Run> none = r -> {
		};
		return runner.run(new RunPlan("seeds", planned, options), SimulatedDrives.open(target), RunListener.NONE, none);
	}

	@Test
	void aRunRecordsItsSeedAndTheSameSeedRepeatsItExactly() {
		ScriptedTest random = workload("random", WorkloadSpec.builder().blockSize(4096).queueDepth(1)
				.duration(Duration.ofSeconds(5)));
		Run first = run(RunOptions.DEFAULT.withSeed(42), "hdd-7200", random);
		Run again = run(RunOptions.DEFAULT.withSeed(42), "hdd-7200", random);
		assertTrue(first.isSetRandomSeed());
		assertEquals(42, first.getRandomSeed());
		assertEquals(latency(first, 0), latency(again, 0), 0.0, "the same seed, the same figures");
	}

	@Test
	void aNewRunDrawsANewSeedAndOtherFigures() {
		ScriptedTest random = workload("random", WorkloadSpec.builder().blockSize(4096).queueDepth(1)
				.duration(Duration.ofSeconds(5)));
		Run first = run(RunOptions.DEFAULT, "hdd-7200", random);
		Run second = run(RunOptions.DEFAULT, "hdd-7200", random);
		assertNotEquals(first.getRandomSeed(), second.getRandomSeed());
		assertNotEquals(latency(first, 0), latency(second, 0), "random offsets of a new seed take other times");
		// and repeating the second run by its recorded seed gives its figures
		Run repeat = run(RunOptions.DEFAULT.withSeed(second.getRandomSeed()), "hdd-7200", random);
		assertEquals(latency(second, 0), latency(repeat, 0), 0.0);
	}

	@Test
	void testsMeetWhatTheTestsBeforeThemLeftUnlessEachStartsFresh() {
		// two identical short write tests on hdd-7200: the second finds the 64 MiB cache full of the
		// first one's data (a real drive's "run it again and it is no longer fast")
		ScriptedTest writes = workload("writes", WorkloadSpec.builder().blockSize(1 << 20).sequential().readPercent(0)
				.queueDepth(4).duration(Duration.ofMillis(500)));
		Run carried = run(RunOptions.DEFAULT.withSeed(1), "hdd-7200", writes, writes);
		assertTrue(rate(carried, 1) < 0.7 * rate(carried, 0), rate(carried, 1) + " after " + rate(carried, 0) + " MB/s");
		Run fresh = run(RunOptions.DEFAULT.withSeed(1).withFreshDrivePerTest(true), "hdd-7200", writes, writes);
		assertTrue(fresh.isFreshDrivePerTest());
		assertEquals(rate(fresh, 0), rate(carried, 0), 0.0, "the first test is the same either way");
		assertEquals(rate(fresh, 0), rate(fresh, 1), rate(fresh, 0) * 0.02, "each test on a fresh drive");
	}

	@Test
	void aRunStartsOnAnIdleDriveWhateverTheTargetDidBefore() {
		SimulatedTarget target = SimulatedDrives.open("hdd-7200");
		target.run(WorkloadSpec.builder().blockSize(1 << 20).sequential().readPercent(0).queueDepth(4)
				.duration(Duration.ofSeconds(1)).build(), RunObserver.NONE);
		ScriptedTest writes = workload("writes", WorkloadSpec.builder().blockSize(1 << 20).sequential().readPercent(0)
				.queueDepth(4).duration(Duration.ofMillis(500)));
		Run afterOther = runner.run(new RunPlan("s", List.of(writes.planned()), RunOptions.DEFAULT.withSeed(3)), target,
				RunListener.NONE, r -> {
				});
		Run onFresh = run(RunOptions.DEFAULT.withSeed(3), "hdd-7200", writes);
		assertEquals(rate(onFresh, 0), rate(afterOther, 0), 0.0);
	}
}
