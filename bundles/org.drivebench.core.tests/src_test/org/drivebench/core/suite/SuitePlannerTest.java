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

	@Test
	void theQuickCheckPlansEightEntriesFourOfWhichWrite() {
		registry.addTest(generic("linear.sequential"));
		registry.addTest(generic("random.random"));
		RunPlan plan = new SuitePlanner(registry).plan(SuitePresets.quick(), Map.of());
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
		RunPlan plan = new SuitePlanner(registry).plan(SuitePresets.quick(), Map.of("duration", "1s"));
		assertTrue(plan.tests().stream().allMatch(p -> p.values().duration("duration").equals(Duration.ofSeconds(1))));
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> new SuitePlanner(registry).plan(SuitePresets.quick(), Map.of("colour", "red")));
		assertEquals("no test of suite 'quick' takes the parameter(s) colour", e.getMessage());
	}

	@Test
	void missingTestsAreNamedWithTheirEntries() {
		registry.addTest(generic("linear.sequential"));
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> new SuitePlanner(registry).plan(SuitePresets.quick(), Map.of()));
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

	@Test
	void savedSuitesListAfterThePresetsAndReplaceAPresetOfTheirName(@TempDir Path folder) throws Exception {
		SuiteCatalog store = new SuiteCatalog(org.drivebench.library.ResultLibrary.open(folder));
		Suite mine = new SuiteBuilder("my-ssd", "My SSD method", "").entry("random.random", "4K", "blockSize=4k").build();
		store.save(mine);
		Suite quicker = SuitePresets.quick();
		quicker.setTitle("Quicker");
		store.save(quicker);
		List<Suite> all = store.list();
		assertEquals(List.of("quick", "desktop-hdd", "enterprise-hdd", "classic-ide", "file-copy", "raid-study", "atto", "anvil", "my-ssd"),
				all.stream().map(Suite::getId).toList());
		assertEquals(List.of("quick", "desktop-hdd", "enterprise-hdd", "classic-ide", "file-copy", "raid-study", "atto", "anvil", "my-ssd"),
				new SuiteCatalog(org.drivebench.library.ResultLibrary.open(folder)).list().stream().map(Suite::getId)
						.toList(), "saved suites travel with the library");
		assertEquals("Quicker", store.find("quick").orElseThrow().getTitle());
		assertThrows(IllegalArgumentException.class, () -> store.save(new SuiteBuilder("../evil", "", "").build()));
	}

	@Test
	void theEnterpriseReviewRunsBothHalvesOfSeed001sResponseTimeTests() {
		// seed 001: "5. random read/write of 512 B blocks at queue depth 1, ten minutes; 6. random
		// read/write of 4 KiB blocks at queue depth 256, mean and maximum latency per second"
		org.drivebench.model.Suite suite = SuitePresets.enterpriseHdd();
		for (String test : List.of("random.sustained", "random.latency-consistency")) {
			List<String> directions = suite.getEntries().stream().filter(e -> e.getTestId().equals(test))
					.map(e -> e.getParameters().stream().filter(p -> p.getKey().equals("direction"))
							.map(p -> "direction=" + p.getValue()).findFirst().orElse(""))
					.toList();
			assertEquals(List.of("direction=read", "direction=write"), directions, test);
		}
	}

	private static List<String> entries(org.drivebench.model.Suite suite, String testId) {
		return suite.getEntries().stream().filter(e -> e.getTestId().equals(testId))
				.map(e -> e.getParameters().stream().map(p -> p.getKey() + "=" + p.getValue()).sorted().toList().toString())
				.toList();
	}

	@Test
	void theHddReviewsRunTheirMultistreamTests() {
		// seed 000: "1 to 4 workers ... sequential read (write) of 64 KB at queue depth 1, each in its own 100 GB";
		// seed 001: "four threads ... 64 KB at queue depth 1 ... the total and each of them"
		assertEquals(List.of("[blockSize=64k, direction=read, queueDepth=1, regionLength=100G, streams=1, 2, 3, 4, timePerStep=1m]",
				"[blockSize=64k, direction=write, queueDepth=1, regionLength=100G, streams=1, 2, 3, 4, timePerStep=1m]"),
				entries(SuitePresets.desktopHdd(), "multistream.sequential"));
		assertEquals(List.of("[blockSize=64k, direction=read, queueDepth=1, regionLength=100G, streams=4, timePerStep=1m]",
				"[blockSize=64k, direction=write, queueDepth=1, regionLength=100G, streams=4, timePerStep=1m]"),
				entries(SuitePresets.enterpriseHdd(), "multistream.sequential"));
	}

	@Test
	void theStripStudysSuiteIsSeed003sProgramsAndAnvilHasItsTwelveTests() {
		org.drivebench.model.Suite study = SuitePresets.raidStudy();
		assertEquals(List.of("Seq Q32T1 read", "4K Q32T1 read", "Seq read", "4K read", "Seq Q32T1 write", "4K Q32T1 write",
				"Seq write", "4K write", "ATTO", "Random access time, 4 KiB read"),
				study.getEntries().stream().map(e -> e.getLabel()).toList());
		assertTrue(study.getEntries().stream().limit(8).allMatch(e -> e.getParameters().stream()
				.anyMatch(p -> p.getKey().equals("regionLength") && p.getValue().equals("100M"))), "CrystalDiskMark at 100 MB");
		assertEquals(List.of("[blockSizes=512, 1k, 2k, 4k, 8k, 16k, 32k, 64k, 128k, 256k, 512k, 1M, 2M, 4M, 8M, 16M, 32M, 64M, "
				+ "queueDepth=4, totalLength=256M]"), entries(SuitePresets.atto(), "linear.atto"));
		assertEquals(List.of("Seq 4MB read", "4K read", "4K QD4 read", "4K QD16 read", "32K read", "128K read", "Seq 4MB write",
				"4K write", "4K QD4 write", "4K QD16 write", "32K write", "128K write"),
				SuitePresets.anvil().getEntries().stream().map(e -> e.getLabel()).toList());
	}
}
