package org.drivebench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunOptions;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.core.suite.SuiteCatalog;
import org.drivebench.core.suite.SuitePlanner;
import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.engine.Target;
import org.drivebench.engine.sim.SimulatedDrives;
import org.drivebench.model.DriveBenchFactory;
import org.drivebench.model.Parameter;
import org.drivebench.model.Run;
import org.drivebench.model.Suite;
import org.drivebench.model.SuiteEntry;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;

/**
 * Runs made the way the workbench makes them: suites of the installed standard tests, planned by the
 * core's planner and run by its suite runner on simulated drives (virtual clock: a minute of measuring
 * costs milliseconds), with short durations so a test class makes its library in seconds.
 */
final class SimulatedRuns {
	/** Ten tests of the reviews, each short: surface, sweeps, start/end, access time, queue depths, mixes, workloads. */
	static final List<String> REVIEW_TESTS = List.of("linear.surface", "linear.bs-sweep", "linear.start-end", "linear.sequential",
			"random.access-time", "random.bs-sweep", "random.qd-scaling", "random.mixed", "random.sustained", "random.random");

	private SimulatedRuns() {
	}

	/** The test registry with the standard tests registered (DS binds them as their bundles resolve). */
	static TestRegistry registry() throws Exception {
		BundleContext context = FrameworkUtil.getBundle(SimulatedRuns.class).getBundleContext();
		ServiceTracker<TestRegistry, TestRegistry> tracker = new ServiceTracker<>(context, TestRegistry.class, null);
		tracker.open();
		TestRegistry registry = tracker.waitForService(20_000);
		assertNotNull(registry, "TestRegistry is not registered");
		long end = System.currentTimeMillis() + 20_000;
		while (System.currentTimeMillis() < end && !REVIEW_TESTS.stream().allMatch(id -> registry.find(id).isPresent())) {
			Thread.sleep(50);
		}
		assertTrue(REVIEW_TESTS.stream().allMatch(id -> registry.find(id).isPresent()),
				"the standard tests are not all registered: " + registry.tests().stream().map(t -> t.descriptor().id()).toList());
		return registry;
	}

	/** The installed suite {@code id}, as a bundle contributes it (waited for: DS binds providers as their bundles start). */
	static Suite suite(TestRegistry registry, String id) throws InterruptedException {
		long end = System.currentTimeMillis() + 20_000;
		while (System.currentTimeMillis() < end && new SuiteCatalog(registry, null).find(id).isEmpty()) {
			Thread.sleep(50);
		}
		return new SuiteCatalog(registry, null).find(id).orElseThrow(() -> new AssertionError("no installed suite " + id));
	}

	/** A suite of the ten review tests with short durations. */
	static Suite review() {
		Suite suite = DriveBenchFactory.eINSTANCE.createSuite();
		suite.setId("ui-review");
		suite.setName("ui-review");
		entry(suite, "linear.surface", "Surface read", "samples=200", "sampleSize=4M");
		entry(suite, "linear.bs-sweep", "Sequential read by block size", "timePerSize=1s", "blockSizes=4k, 64k, 1M");
		entry(suite, "linear.start-end", "Start and end", "timePerMeasurement=1s", "span=256M");
		entry(suite, "linear.sequential", "SEQ1M Q8T1 read", "duration=1s", "regionLength=256M");
		entry(suite, "random.access-time", "Access time", "ios=300");
		entry(suite, "random.bs-sweep", "Random read by block size", "timePerSize=1s", "blockSizes=4k, 64k, 1M");
		entry(suite, "random.qd-scaling", "4 KiB reads by queue depth", "timePerDepth=1s", "queueDepths=1, 4, 32");
		entry(suite, "random.mixed", "Mixed 128 KiB", "timePerStep=1s", "readShares=0, 50, 100", "queueDepth=8");
		entry(suite, "random.sustained", "Random 512 B QD1", "duration=1s");
		entry(suite, "random.random", "RND4K Q32T1 read", "duration=1s", "regionLength=256M");
		return suite;
	}

	private static void entry(Suite suite, String testId, String label, String... parameters) {
		SuiteEntry entry = DriveBenchFactory.eINSTANCE.createSuiteEntry();
		entry.setTestId(testId);
		entry.setLabel(label);
		for (String p : parameters) {
			Parameter parameter = DriveBenchFactory.eINSTANCE.createParameter();
			parameter.setKey(p.substring(0, p.indexOf('=')));
			parameter.setValue(p.substring(p.indexOf('=') + 1));
			entry.getParameters().add(parameter);
		}
		suite.getEntries().add(entry);
	}

	/** The seeds of the runs made here, one after another: every test run of the suite makes the same runs. */
	private static final java.util.concurrent.atomic.AtomicLong SEEDS = new java.util.concurrent.atomic.AtomicLong();

	/**
	 * Runs {@code suite} on the simulated drive {@code drive} (e.g. {@code sim:hdd-7200}) with {@code overrides}.
	 * Each run has a seed of its own (two runs of a drive differ, as real ones do), the next of a fixed
	 * sequence.
	 */
	static Run run(TestRegistry registry, Suite suite, String drive, Map<String, String> overrides) throws Exception {
		RunPlan plan = new SuitePlanner(registry).plan(suite, overrides)
				.with(RunOptions.DEFAULT.withSeed(SEEDS.incrementAndGet()));
		try (Target target = SimulatedDrives.open(drive)) {
			return new SuiteRunner(SimulatedTestRuns.ENGINE, "ui-test").run(plan, target, RunListener.NONE, run -> {
			});
		}
	}

	/** The review suite on {@code drive}. */
	static Run review(TestRegistry registry, String drive) throws Exception {
		return run(registry, review(), drive, Map.of());
	}
}
