package org.drivebench.drivetests.raid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.drivebench.model.Suite;
import org.junit.jupiter.api.Test;

/** The suite the strip-size study runs on each array, shipped by the RAID bundle and suggested by its study. */
class RaidSuitesTest {
	@Test
	void theStripStudysSuiteIsSeed003sProgramsAndTheStudySuggestsIt() {
		Suite study = new RaidSuites().suites().get(0);
		assertEquals("raid-study", study.getId());
		assertEquals(Optional.of("raid-study"), new StripSizeStudy().suggestedSuite());
		assertEquals(List.of("Seq Q32T1 read", "4K Q32T1 read", "Seq read", "4K read", "Seq Q32T1 write", "4K Q32T1 write",
				"Seq write", "4K write", "ATTO", "Random access time, 4 KiB read"),
				study.getEntries().stream().map(e -> e.getLabel()).toList());
		assertTrue(study.getEntries().stream().limit(8).allMatch(e -> e.getParameters().stream()
				.anyMatch(p -> p.getKey().equals("regionLength") && p.getValue().equals("100M"))), "CrystalDiskMark at 100 MB");
		assertEquals(List.of("linear.sequential", "random.random", "linear.sequential", "random.random"),
				study.getEntries().stream().limit(4).map(e -> e.getTestId()).toList());
		assertEquals("[blockSizes=512, 1k, 2k, 4k, 8k, 16k, 32k, 64k, 128k, 256k, 512k, 1M, 2M, 4M, 8M, 16M, 32M, 64M, "
				+ "queueDepth=4, totalLength=256M]", study.getEntries().get(8).getParameters().stream()
						.map(p -> p.getKey() + "=" + p.getValue()).sorted().toList().toString());
	}
}
