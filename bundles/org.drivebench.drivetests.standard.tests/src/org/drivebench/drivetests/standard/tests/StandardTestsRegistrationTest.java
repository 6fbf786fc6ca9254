package org.drivebench.drivetests.standard.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.StandardParameters;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.RunListener;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.core.runner.SuiteRunner;
import org.drivebench.core.suite.SuiteCatalog;
import org.drivebench.core.suite.SuitePlanner;
import org.drivebench.core.testing.SimulatedTestRuns;
import org.drivebench.core.testing.TestMethodFingerprints;
import org.drivebench.engine.Target;
import org.drivebench.engine.sim.SimulatedDrives;
import org.drivebench.model.ResultStatus;
import org.drivebench.model.Run;
import org.drivebench.model.Suite;
import org.drivebench.model.TestResult;
import org.junit.jupiter.api.Test;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;

/** The linear, random and file copy test bundles in a running framework with Felix SCR. */
class StandardTestsRegistrationTest {
	private static final Set<String> STANDARD_IDS = Set.of("linear.surface", "linear.bs-sweep", "linear.start-end",
			"linear.sequential", "random.access-time", "random.bs-sweep", "random.sustained", "random.qd-scaling",
			"random.mixed", "random.latency-consistency", "random.server", "random.mixed-sizes", "random.random",
			"random.write-bursts", "multistream.sequential", "linear.atto", "ssd.sustained-write", "ssd.latency-under-load",
			"ssd.pts-iops", "ssd.pts-throughput", "ssd.pts-latency",
			"ssd.thermal");
	/** Each standard bundle's category, by the first part of its tests' ids. */
	private static final Map<String, String> CATEGORIES = Map.of("linear", "Linear", "random", "Random", "multistream",
			"Multistream", "ssd", "SSD");
	private static final Set<String> FILE_COPY_IDS = Set.of("filecopy.copy", "filecopy.archive");
	/** Every shipped suite, by the bundle that contributes it, in the order the catalog lists them. */
	private static final List<String> SHIPPED_SUITES = List.of("quick@org.drivebench.drivetests.reviews",
			"desktop-hdd@org.drivebench.drivetests.reviews", "enterprise-hdd@org.drivebench.drivetests.reviews",
			"classic-ide@org.drivebench.drivetests.reviews", "anvil@org.drivebench.drivetests.reviews",
			"file-copy@org.drivebench.drivetests.filecopy", "atto@org.drivebench.drivetests.linear",
			"raid-study@org.drivebench.drivetests.raid", "ssd-review@org.drivebench.drivetests.ssd",
			"ssd-pts@org.drivebench.drivetests.ssd");

	private final BundleContext context = FrameworkUtil.getBundle(getClass()).getBundleContext();

	/** The registry once every standard test has joined it (DS binds them as their bundles start). */
	private TestRegistry registryWithStandardTests() throws InterruptedException {
		ServiceTracker<TestRegistry, TestRegistry> tracker = new ServiceTracker<>(context, TestRegistry.class, null);
		tracker.open();
		try {
			TestRegistry registry = tracker.waitForService(10_000);
			assertNotNull(registry, "the TestRegistry component is not active");
			long deadline = System.nanoTime() + 10_000_000_000L;
			while (!(ids(registry).containsAll(STANDARD_IDS) && ids(registry).containsAll(FILE_COPY_IDS)
					&& suites(registry).size() >= SHIPPED_SUITES.size()) && System.nanoTime() < deadline) {
				Thread.sleep(20);
			}
			return registry;
		} finally {
			tracker.close();
		}
	}

	private static List<String> suites(TestRegistry registry) {
		return registry.suites().stream().map(s -> s.suite().getId() + "@" + s.bundle()).toList();
	}

	private static List<Suite> shipped(TestRegistry registry) {
		return new SuiteCatalog(registry, null).list();
	}

	private static Set<String> ids(TestRegistry registry) {
		Set<String> ids = new TreeSet<>();
		registry.tests().forEach(t -> ids.add(t.descriptor().id()));
		return ids;
	}

	@Test
	void theRegistryListsEveryStandardTestOnceEach() throws Exception {
		TestRegistry registry = registryWithStandardTests();
		Set<String> standard = new TreeSet<>(ids(registry));
		standard.retainAll(STANDARD_IDS);
		assertEquals(new TreeSet<>(STANDARD_IDS), standard);
		assertEquals(List.of(), registry.duplicateIds());
		for (String id : STANDARD_IDS) {
			DriveTest test = registry.find(id).orElseThrow();
			assertEquals(CATEGORIES.get(id.substring(0, id.indexOf('.'))), test.descriptor().category(), id);
			assertTrue(TestMethodFingerprints.VERSION.matcher(test.descriptor().version()).matches(), id + " declares version '"
					+ test.descriptor().version() + "'"); // each bundle's TestVersionsTest checks the version against its method
			assertFalse(test.descriptor().description().isBlank(), id + " has no description");
			for (ParameterSpec p : test.parameters()) {
				assertFalse(p.help().isBlank(), id + ": parameter " + p.key() + " has no help text");
			}
			boolean hasDirection = test.parameters().stream().anyMatch(p -> p.key().equals(StandardParameters.DIRECTION));
			// a test that can only read or write reads by default; the mixed ones write by nature
			assertEquals(!hasDirection, test.writes(ParameterValues.resolve(id, test.parameters(), Map.of())), id);
		}
	}

	@Test
	void theStripSizeStudyJoinsTheRegistryWithItsBundle() throws Exception {
		TestRegistry registry = registryWithStandardTests();
		long deadline = System.nanoTime() + 10_000_000_000L;
		while (registry.findStudy("raid.strip-size").isEmpty() && System.nanoTime() < deadline) {
			Thread.sleep(20);
		}
		var study = registry.findStudy("raid.strip-size").orElseThrow(() -> new AssertionError("the study is not registered"));
		assertEquals("RAID-0 strip-size study", study.name());
		assertEquals(List.of(study), registry.studies(), "the launcher and strip-study find the study by its type");
		assertTrue(new SuiteCatalog(registry, null).find(study.suggestedSuite().orElseThrow()).isPresent(),
				"the suite the study suggests is installed with it");
		assertEquals(6, study.points(ParameterValues.resolve(study.id(), study.parameters(), Map.of())).size(),
				"seed 003's six strip sizes by default");
	}

	@Test
	void theFileCopyBundleRegistersItsTwoWritingTests() throws Exception {
		TestRegistry registry = registryWithStandardTests();
		for (String id : FILE_COPY_IDS) {
			DriveTest test = registry.find(id).orElseThrow(() -> new AssertionError(id + " is not registered"));
			assertEquals("File copy", test.descriptor().category());
			assertEquals("1.0", test.descriptor().version());
			assertTrue(test.writes(ParameterValues.resolve(id, test.parameters(), Map.of())), id + " writes its file sets");
			for (ParameterSpec p : test.parameters()) {
				assertFalse(p.help().isBlank(), id + ": parameter " + p.key() + " has no help text");
			}
		}
		// the shipped suites that copy files
		SuiteCatalog catalog = new SuiteCatalog(registry, null);
		assertTrue(catalog.find("desktop-hdd").orElseThrow().getEntries().stream().anyMatch(e -> e.getTestId().equals("filecopy.copy")));
		assertEquals(List.of("filecopy.copy", "filecopy.archive"),
				catalog.find("file-copy").orElseThrow().getEntries().stream().map(e -> e.getTestId()).toList());
	}

	@Test
	void eachBundleContributesItsSuitesAndTheReviewsComeFirst() throws Exception {
		assertEquals(SHIPPED_SUITES, suites(registryWithStandardTests()));
	}

	@Test
	void everyShippedSuitePlansAgainstTheInstalledTests() throws Exception {
		TestRegistry registry = registryWithStandardTests();
		SuitePlanner planner = new SuitePlanner(registry);
		for (Suite suite : shipped(registry)) {
			RunPlan plan = planner.plan(suite, Map.of());
			assertEquals(suite.getEntries().size(), plan.tests().size(), suite.getName());
		}
		assertEquals(SHIPPED_SUITES.size(), shipped(registry).size());
		assertTrue(planner.plan(new SuiteCatalog(registry, null).find("desktop-hdd").orElseThrow(), Map.of()).writes(),
				"the desktop review writes the surface");
	}

	@Test
	void everyShippedSuiteRunsToTheEndOnASimulatedDiskThroughTheRegisteredComponents() throws Exception {
		TestRegistry registry = registryWithStandardTests();
		SuitePlanner planner = new SuitePlanner(registry);
		SuiteRunner runner = new SuiteRunner(SimulatedTestRuns.ENGINE, "test");
		for (Suite suite : shipped(registry)) {
			try (Target disk = SimulatedDrives.open("sim:hdd-7200")) {
				Run run = runner.run(planner.plan(suite, Map.of()), disk, RunListener.NONE, r -> {
				});
				for (TestResult result : run.getResults()) {
					assertEquals(ResultStatus.COMPLETED, result.getStatus(), suite.getName() + " / " + result.getTestName() + ": "
							+ SimulatedTestRuns.messages(result));
					assertFalse(result.getMetrics().isEmpty(), suite.getName() + " / " + result.getTestName());
					assertEquals("virtual-clock", result.getEngineBackend());
				}
			}
		}
	}
}
