package org.drivebench.drivetests.reviews;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.drivebench.model.Suite;
import org.junit.jupiter.api.Test;

/** The standard reviews' suites hold what the reviews they reproduce ran. */
class ReviewSuitesTest {
	private static List<String> entries(Suite suite, String testId) {
		return suite.getEntries().stream().filter(e -> e.getTestId().equals(testId))
				.map(e -> e.getParameters().stream().map(p -> p.getKey() + "=" + p.getValue()).sorted().toList().toString())
				.toList();
	}

	@Test
	void theProviderShipsFiveReviewsInOrderEachAFreshCopy() {
		ReviewSuites provider = new ReviewSuites();
		assertEquals(List.of("quick", "desktop-hdd", "enterprise-hdd", "classic-ide", "anvil"),
				provider.suites().stream().map(Suite::getId).toList());
		provider.suites().get(0).setTitle("changed");
		assertEquals("Quick check", provider.suites().get(0).getTitle());
	}

	@Test
	void theQuickCheckIsCrystalDiskMarksFourFiguresReadThenWrite() {
		Suite quick = ReviewSuites.quick();
		assertEquals(List.of("SEQ1M Q8T1 read", "SEQ128K Q32T1 read", "RND4K Q32T16 read", "RND4K Q1T1 read", "SEQ1M Q8T1 write",
				"SEQ128K Q32T1 write", "RND4K Q32T16 write", "RND4K Q1T1 write"), quick.getEntries().stream().map(e -> e.getLabel()).toList());
		assertEquals("[blockSize=4k, direction=read, duration=5s, queueDepth=32, regionLength=1G, threads=16]",
				entries(quick, "random.random").get(0));
	}

	@Test
	void theEnterpriseReviewRunsBothHalvesOfSeed001sResponseTimeTests() {
		// seed 001: "5. random read/write of 512 B blocks at queue depth 1, ten minutes; 6. random
		// read/write of 4 KiB blocks at queue depth 256, mean and maximum latency per second"
		Suite suite = ReviewSuites.enterpriseHdd();
		for (String test : List.of("random.sustained", "random.latency-consistency")) {
			List<String> directions = suite.getEntries().stream().filter(e -> e.getTestId().equals(test))
					.map(e -> e.getParameters().stream().filter(p -> p.getKey().equals("direction"))
							.map(p -> "direction=" + p.getValue()).findFirst().orElse(""))
					.toList();
			assertEquals(List.of("direction=read", "direction=write"), directions, test);
		}
	}

	@Test
	void theHddReviewsRunTheirMultistreamTests() {
		// seed 000: "1 to 4 workers ... sequential read (write) of 64 KB at queue depth 1, each in its own 100 GB";
		// seed 001: "four threads ... 64 KB at queue depth 1 ... the total and each of them"
		assertEquals(List.of("[blockSize=64k, direction=read, queueDepth=1, regionLength=100G, streams=1, 2, 3, 4, timePerStep=1m]",
				"[blockSize=64k, direction=write, queueDepth=1, regionLength=100G, streams=1, 2, 3, 4, timePerStep=1m]"),
				entries(ReviewSuites.desktopHdd(), "multistream.sequential"));
		assertEquals(List.of("[blockSize=64k, direction=read, queueDepth=1, regionLength=100G, streams=4, timePerStep=1m]",
				"[blockSize=64k, direction=write, queueDepth=1, regionLength=100G, streams=4, timePerStep=1m]"),
				entries(ReviewSuites.enterpriseHdd(), "multistream.sequential"));
	}

	@Test
	void theDesktopReviewEndsWithTheFileCopiesAndTheServerPatternsAreIometers() {
		List<String> desktop = ReviewSuites.desktopHdd().getEntries().stream().map(e -> e.getTestId()).toList();
		assertEquals(List.of("filecopy.copy", "filecopy.archive"), desktop.subList(desktop.size() - 2, desktop.size()));
		assertEquals(13, desktop.size());
		assertEquals(List.of("[pattern=database, queueDepths=1, 2, 4, 8, 16, 32, 64, 128, 256, timePerDepth=1m]",
				"[pattern=fileserver, queueDepths=1, 2, 4, 8, 16, 32, 64, 128, 256, timePerDepth=1m]",
				"[pattern=workstation, queueDepths=1, 2, 4, 8, 16, 32, 64, 128, 256, timePerDepth=1m]",
				"[pattern=webserver, queueDepths=1, 2, 4, 8, 16, 32, 64, 128, 256, timePerDepth=1m]"),
				entries(ReviewSuites.enterpriseHdd(), "random.server"));
		assertEquals(List.of("[alignment=512, blockSizes=512, 16k, 64k, direction=read, queueDepth=1, timePerSize=10s]",
				"[alignment=512, blockSizes=512, 16k, 64k, direction=write, queueDepth=1, timePerSize=10s]"),
				entries(ReviewSuites.classicIde(), "random.bs-sweep"));
	}

	@Test
	void anvilHasItsTwelveTests() {
		assertEquals(List.of("Seq 4MB read", "4K read", "4K QD4 read", "4K QD16 read", "32K read", "128K read", "Seq 4MB write",
				"4K write", "4K QD4 write", "4K QD16 write", "32K write", "128K write"),
				ReviewSuites.anvil().getEntries().stream().map(e -> e.getLabel()).toList());
		assertTrue(entries(ReviewSuites.anvil(), "random.random").contains(
				"[blockSize=4k, direction=read, duration=5s, queueDepth=1, regionLength=1G, threads=16]"), "4K QD16: 16 threads");
	}
}
