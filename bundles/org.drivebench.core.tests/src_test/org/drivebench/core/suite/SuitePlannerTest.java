package org.drivebench.core.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.drivebench.core.api.DriveTest;
import org.drivebench.core.api.ParameterSpec;
import org.drivebench.core.api.ParameterValues;
import org.drivebench.core.api.SuiteBuilder;
import org.drivebench.core.api.TestContext;
import org.drivebench.core.api.TestDescriptor;
import org.drivebench.core.api.WriteAccess;
import org.drivebench.core.registry.TestRegistry;
import org.drivebench.core.runner.RunPlan;
import org.drivebench.model.Suite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SuitePlannerTest {
	private static DriveTest generic(String id) {
		return new DriveTest() {
			@Override
			public TestDescriptor descriptor() {
				return new TestDescriptor(id, "1", id, "Test", "for the tests", WriteAccess.BY_PARAMETERS);
			}

			@Override
			public List<ParameterSpec> parameters() {
				return List.of(ParameterSpec.choice("direction", "Direction", "read", "write").defaultValue("read").build(),
						ParameterSpec.size("blockSize", "Block size").defaultValue("4k").range(512, 64 << 20).build(),
						ParameterSpec.integer("queueDepth", "Queue depth").defaultValue("1").range(1, 1024).build(),
						ParameterSpec.integer("threads", "Threads").defaultValue("1").range(1, 64).build(),
						ParameterSpec.duration("duration", "Duration").defaultValue("5s").build(),
						ParameterSpec.size("regionLength", "Region").defaultValue("0").build());
			}

			@Override
			public boolean writes(ParameterValues values) {
				return values.text("direction").equals("write");
			}

			@Override
			public void run(TestContext context) {
			}
		};
	}

	private final TestRegistry registry = new TestRegistry();

	/** A suite of the quick check's shape: four workloads of two tests, read and then write. */
	private static Suite quick() {
		SuiteBuilder b = new SuiteBuilder("quick", "Quick check", "CrystalDiskMark's four figures");
		for (String direction : List.of("read", "write")) {
			b.entry("linear.sequential", "SEQ1M Q8T1 " + direction).with("direction", direction).with("blockSize", "1M")
					.with("queueDepth", 8).with("threads", 1).with("duration", "5s").with("regionLength", "1G");
			b.entry("linear.sequential", "SEQ128K Q32T1 " + direction).with("direction", direction).with("blockSize", "128k")
					.with("queueDepth", 32).with("threads", 1).with("duration", "5s").with("regionLength", "1G");
			b.entry("random.random", "RND4K Q32T16 " + direction).with("direction", direction).with("blockSize", "4k")
					.with("queueDepth", 32).with("threads", 16).with("duration", "5s").with("regionLength", "1G");
			b.entry("random.random", "RND4K Q1T1 " + direction).with("direction", direction).with("blockSize", "4k")
					.with("queueDepth", 1).with("threads", 1).with("duration", "5s").with("regionLength", "1G");
		}
		return b.build();
	}

	@Test
	void theQuickCheckPlansEightEntriesFourOfWhichWrite() {
		registry.addTest(generic("linear.sequential"));
		registry.addTest(generic("random.random"));
		RunPlan plan = new SuitePlanner(registry).plan(quick(), Map.of());
		assertEquals(8, plan.tests().size());
		assertEquals(4, plan.tests().stream().filter(p -> p.writes()).count());
		assertEquals("RND4K Q32T16 read", plan.tests().get(2).label());
		assertEquals(16, plan.tests().get(2).values().intValue("threads"));
		assertTrue(plan.writes());
	}

	@Test
	void overridesApplyToEveryEntryThatTakesTheParameter() {
		registry.addTest(generic("linear.sequential"));
		registry.addTest(generic("random.random"));
		RunPlan plan = new SuitePlanner(registry).plan(quick(), Map.of("duration", "1s"));
		assertTrue(plan.tests().stream().allMatch(p -> p.values().duration("duration").equals(Duration.ofSeconds(1))));
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> new SuitePlanner(registry).plan(quick(), Map.of("colour", "red")));
		assertEquals("no test of suite 'quick' takes the parameter(s) colour", e.getMessage());
	}

	@Test
	void missingTestsAreNamedWithTheirEntries() {
		registry.addTest(generic("linear.sequential"));
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> new SuitePlanner(registry).plan(quick(), Map.of()));
		assertTrue(e.getMessage().startsWith(
				"suite 'quick' entry 3 (RND4K Q32T16 read) needs test 'random.random', which is not installed"), e.getMessage());
		assertEquals(4, e.getMessage().lines().count(), "one line per missing entry");
	}

	@Test
	void aSingleTestWithABadParameterIsRejectedNamingIt() {
		registry.addTest(generic("random.random"));
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> new SuitePlanner(registry).planTest("random.random", Map.of("queueDepth", "0")));
		assertEquals("random.random: queueDepth = \"0\": must be a whole number from 1 to 1024", e.getMessage());
		e = assertThrows(IllegalArgumentException.class, () -> new SuitePlanner(registry).planTest("nope", Map.of()));
		assertEquals("no installed test 'nope'; installed: random.random", e.getMessage());
	}
}
